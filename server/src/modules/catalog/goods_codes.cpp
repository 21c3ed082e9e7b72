#include "modules/catalog/goods_codes.h"

#include <algorithm>
#include <set>
#include <string_view>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/files.h"
#include "modules/catalog/catalog_seed.h"
#include "modules/catalog/goods_code_repo.h"

namespace qsr::catalog {

namespace {

constexpr size_t kMaxCode = 32;

const Spec* spec_of(const Goods& g, int64_t option_id) {
  const auto it = std::find_if(g.specs.begin(), g.specs.end(), [&](const Spec& s) { return s.option_id == option_id; });
  return it == g.specs.end() ? nullptr : &*it;
}

// What a code may name, for the brand file and the admin API alike: the field that is wrong
// ("goodsId": not on the menu; "optionId": not one of its goods' specifications), or nothing.
const char* wrong_target(const Snapshot& snap, const code_repo::CodeTarget& t) {
  const Goods* g = snap.find_goods(t.goods_id);
  if (!g) return "goodsId";
  if (t.option_id != 0 && !spec_of(*g, t.option_id)) return "optionId";
  return nullptr;
}

}  // namespace

std::optional<std::string> normalized_goods_code(std::string_view raw) {
  while (!raw.empty() && (raw.front() == ' ' || raw.front() == '\t')) raw.remove_prefix(1);
  while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t')) raw.remove_suffix(1);
  if (raw.empty() || raw.size() > kMaxCode) return std::nullopt;
  std::string out;
  for (char c : raw) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-')) return std::nullopt;
    out += c;
  }
  return out;
}

CodeMatch goods_by_code(CatalogService& catalog, int64_t sid, std::string_view raw_code) {
  const auto code = normalized_goods_code(raw_code);
  if (!code) throw AppError::invalid("code");
  CodeMatch m;
  m.snap = catalog.snapshot();
  if (!m.snap->store(sid)) throw AppError::not_found("store_not_found");
  const auto target = catalog.db().read_value([&](db::Tx& tx) { return code_repo::find(tx, *code); });
  if (target) m.goods = m.snap->find_goods(target->goods_id);
  if (!m.goods) throw AppError::not_found("goods_code_unknown");
  const GoodsAtStore at = goods_at_store(*m.snap, sid, *m.goods, to_hk_local(catalog.clock().now_ms()));
  if (at.removed) throw AppError::not_found("goods_code_unknown");
  m.state = at.state;
  m.price = at.price;
  if (target->option_id != 0) {
    m.spec = spec_of(*m.goods, target->option_id);
    if (!m.spec) throw AppError::not_found("goods_code_unknown");
    const SpecAtStore spec = spec_at_store(*m.snap, sid, *m.goods, *m.spec);
    if (spec.removed) throw AppError::not_found("goods_code_unknown");
    m.price = spec.price;
    if (m.state == SaleState::on_sale) m.state = spec.state;
  }
  return m;
}

std::vector<GoodsCode> goods_codes(CatalogService& catalog, int64_t goods_id) {
  std::vector<GoodsCode> out;
  for (const auto& r : catalog.db().read_value([&](db::Tx& tx) { return code_repo::list(tx, goods_id); })) {
    out.push_back({r.code, r.target.goods_id, r.target.option_id});
  }
  return out;
}

GoodsCode save_goods_code(CatalogService& catalog, std::string_view raw_code, int64_t goods_id, int64_t option_id) {
  const auto code = normalized_goods_code(raw_code);
  if (!code) throw AppError::invalid("code");
  const code_repo::CodeTarget target{goods_id, option_id};
  if (const char* field = wrong_target(*catalog.snapshot(), target)) throw AppError::invalid(field);
  catalog.db().write([&](db::Tx& tx) { code_repo::put(tx, *code, target); });
  return {*code, goods_id, option_id};
}

void remove_goods_code(CatalogService& catalog, std::string_view raw_code) {
  const auto code = normalized_goods_code(raw_code);
  if (!code) throw AppError::invalid("code");
  if (!catalog.db().write_value([&](db::Tx& tx) { return code_repo::remove(tx, *code); })) throw AppError::not_found("goods_code_unknown");
}

void seed_goods_codes(db::Tx& tx, const std::filesystem::path& dir, const Snapshot& snap) {
  const auto file = read_json_file(dir / "goods-codes.json");
  if (!file) return;
  const auto fail = [](const std::string& what) { throw SeedError("goods-codes.json: " + what); };
  const auto* root = file->if_object();
  const auto* list = root ? root->if_contains("codes") : nullptr;
  if (!list || !list->is_array()) fail("expected {\"codes\": [...]}");
  std::set<std::string> seen;
  for (const auto& entry : list->as_array()) {
    const auto* o = entry.if_object();
    const auto* raw = o ? o->if_contains("code") : nullptr;
    const auto code = raw && raw->is_string() ? normalized_goods_code(raw->as_string()) : std::nullopt;
    if (!code) fail("every entry needs a code of 1-32 letters, digits or '-'");
    if (!seen.insert(*code).second) fail(*code + " is given twice");
    const auto* goods_id = o->if_contains("goodsId");
    const auto* option_id = o->if_contains("optionId");
    code_repo::CodeTarget target{goods_id && goods_id->is_int64() ? goods_id->as_int64() : 0,
                                 option_id && option_id->is_int64() ? option_id->as_int64() : 0};
    if (const char* field = wrong_target(snap, target)) {
      fail(*code + (std::string_view(field) == "goodsId" ? ": unknown goodsId" : ": optionId is not one of its goods' specifications"));
    }
    code_repo::insert(tx, *code, target);
  }
}

}  // namespace qsr::catalog
