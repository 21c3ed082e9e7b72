// Codes printed on menus and packaging (item codes, sku codes, barcodes; spec 001 §7
// /v1/DinnerOrder/getSkuIdByCode): a code names a goods, or one of its specifications, chain-wide;
// a store answers it only for what its menu sells.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/catalog/catalog_service.h"
#include "modules/catalog/menu_rules.h"

namespace qsr::catalog {

// A code as stored: trimmed and in upper case; nullopt unless 1..32 of A-Z, 0-9 and '-'.
std::optional<std::string> normalized_goods_code(std::string_view raw);

struct CodeMatch {
  std::shared_ptr<const Snapshot> snap;  // keeps `goods` and `spec` alive
  const Goods* goods = nullptr;
  const Spec* spec = nullptr;  // the specification the code names; nullptr: the goods itself
  SaleState state = SaleState::on_sale;
  Cents price = 0;  // the store's price of the specification, or of the goods
};

// What `raw_code` names on store `sid`'s menu. 400 for a malformed code; 404 store_not_found; 404
// goods_code_unknown for a code nobody printed and for one whose goods the store does not sell
// (removed from its menu, or only a set's component), so the answer says nothing more.
CodeMatch goods_by_code(CatalogService& catalog, int64_t sid, std::string_view raw_code);

// An operator's view of the codes (the admin API): as stored, by code.
struct GoodsCode {
  std::string code;
  int64_t goods_id = 0, option_id = 0;  // option 0: the goods itself
};
// Every code, or those of one goods (`goods_id` not 0).
std::vector<GoodsCode> goods_codes(CatalogService& catalog, int64_t goods_id);
// Gives `raw_code` to a goods of the menu, or to one of its specifications (`option_id`), taking
// it from whatever it named before; answers it as stored. 400 naming `code` (malformed), `goodsId`
// (not on the menu) or `optionId` (not one of the goods' specifications).
GoodsCode save_goods_code(CatalogService& catalog, std::string_view raw_code, int64_t goods_id, int64_t option_id);
// Takes a code off the menu's codes: 404 goods_code_unknown when nobody printed it.
void remove_goods_code(CatalogService& catalog, std::string_view raw_code);

// Loads goods-codes.json of a brand folder, if there is one, in the seed's transaction
// ({"codes": [{"code", "goodsId", "optionId"?}]}); throws SeedError naming a code whose goods or
// specification is not in `snap`, or that is given twice.
void seed_goods_codes(db::Tx& tx, const std::filesystem::path& dir, const Snapshot& snap);

}  // namespace qsr::catalog
