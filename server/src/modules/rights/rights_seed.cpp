#include "modules/rights/rights_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/files.h"
#include "core/money.h"
#include "modules/rights/rights_repo.h"

namespace qsr::rights {
namespace json = boost::json;

namespace {

int64_t money_of(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  if (!v) return 0;
  const auto cents = v->is_string() ? money::parse(std::string(v->get_string())) : std::nullopt;
  if (!cents) throw std::runtime_error(std::string("coupons.json: rightsCards[].") + key + " is not money like \"38\"");
  return *cents;
}

I18nText text_of(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  return v ? I18nText::from_json(*v) : I18nText{};
}

int int_of(const json::object& o, const char* key, int fallback) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? static_cast<int>(v->as_int64()) : fallback;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  if (template_ids.empty()) return;  // the templates were there before: so were the cards, or none
  auto file = read_json_file(dir / "coupons.json");
  const auto* cards = file && file->is_object() ? file->as_object().if_contains("rightsCards") : nullptr;
  if (!cards || !cards->is_array()) return;
  std::vector<Card> list;
  int sort = 0;
  for (const auto& v : cards->as_array()) {
    const auto& o = v.as_object();
    Card c;
    c.name = text_of(o, "name");
    c.description = text_of(o, "description");
    c.agreement = text_of(o, "agreement");
    if (const auto* color = o.if_contains("color")) c.color = std::string(color->as_string());
    c.price = money_of(o, "price");
    c.original_price = money_of(o, "originalPrice");
    c.per_member_limit = int_of(o, "perMemberLimit", 0);
    c.sort = sort++;
    for (const auto& item : o.at("benefits").as_array()) {
      const auto& b = item.as_object();
      const std::string key(b.at("template").as_string());
      const auto it = template_ids.find(key);
      if (it == template_ids.end()) throw std::runtime_error("coupons.json: rightsCards[] names an unknown template '" + key + "'");
      c.benefits.push_back({it->second, int_of(b, "count", 1), int_of(b, "times", 1), int_of(b, "everyDays", 0)});
    }
    list.push_back(std::move(c));
  }
  db.write([&](db::Tx& tx) {
    if (!repo::cards(tx).empty()) return;
    for (const auto& c : list) repo::save_card(tx, c, now_ms);
  });
}

}  // namespace qsr::rights
