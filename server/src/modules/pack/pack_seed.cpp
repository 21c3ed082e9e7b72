#include "modules/pack/pack_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/pack/pack_repo.h"

namespace qsr::pack {
namespace json = boost::json;

namespace {

const std::string kWhere = "coupons.json: packs[]";

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  if (template_ids.empty()) return;  // the templates were there before: so were the packs, or none
  auto file = seed::object_file(dir, "coupons.json");
  const auto* packs = file ? file->as_object().if_contains("packs") : nullptr;
  if (!packs || !packs->is_array()) return;
  std::vector<Pack> list;
  int sort = 0;
  for (const auto& v : packs->as_array()) {
    const auto& o = v.as_object();
    Pack p;
    p.name = I18nText::from_json(o.at("name"));
    if (const auto* d = o.if_contains("description")) p.description = I18nText::from_json(*d);
    if (const auto* i = o.if_contains("image")) p.image = std::string(i->as_string());
    p.price = seed::money_at(o, "price", kWhere);
    p.original_price = seed::money_at(o, "originalPrice", kWhere);
    if (const auto* l = o.if_contains("perMemberLimit")) p.per_member_limit = static_cast<int>(l->as_int64());
    p.sort = sort++;
    for (const auto& item : o.at("items").as_array()) {
      const std::string key(item.at("template").as_string());
      const auto it = template_ids.find(key);
      if (it == template_ids.end()) throw std::runtime_error("coupons.json: packs[] names an unknown template '" + key + "'");
      p.items.push_back({it->second, static_cast<int>(item.at("count").as_int64())});
    }
    list.push_back(std::move(p));
  }
  db.write([&](db::Tx& tx) {
    if (!repo::packs(tx).empty()) return;
    for (const auto& p : list) repo::save(tx, p, now_ms);
  });
}

}  // namespace qsr::pack
