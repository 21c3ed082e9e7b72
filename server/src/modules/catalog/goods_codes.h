// Codes printed on menus and packaging (item codes, sku codes, barcodes; spec 001 §7
// /v1/DinnerOrder/getSkuIdByCode): a code names a goods, or one of its specifications, chain-wide;
// a store answers it only for what its menu sells.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

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

// Loads goods-codes.json of a brand folder, if there is one, in the seed's transaction
// ({"codes": [{"code", "goodsId", "optionId"?}]}); throws SeedError naming a code whose goods or
// specification is not in `snap`, or that is given twice.
void seed_goods_codes(db::Tx& tx, const std::filesystem::path& dir, const Snapshot& snap);

}  // namespace qsr::catalog
