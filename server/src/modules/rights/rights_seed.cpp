#include "modules/rights/rights_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/rights/rights_repo.h"

namespace qsr::rights {
namespace json = boost::json;

namespace {

const std::string kWhere = "coupons.json: rightsCards[]";

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  if (template_ids.empty()) return;  // the templates were there before: so were the cards, or none
  auto file = seed::object_file(dir, "coupons.json");
  const auto* cards = file ? file->as_object().if_contains("rightsCards") : nullptr;
  if (!cards || !cards->is_array()) return;
  std::vector<Card> list;
  int sort = 0;
  for (const auto& v : cards->as_array()) {
    const auto& o = v.as_object();
    Card c;
    c.name = seed::text_at(o, "name");
    c.description = seed::text_at(o, "description");
    c.agreement = seed::text_at(o, "agreement");
    if (const auto* color = o.if_contains("color")) c.color = std::string(color->as_string());
    c.price = seed::money_at(o, "price", kWhere);
    c.original_price = seed::money_at(o, "originalPrice", kWhere);
    c.per_member_limit = seed::int_at(o, "perMemberLimit", 0);
    if (const auto* kind = o.if_contains("kind")) c.kind = std::string(kind->as_string());
    c.sort = sort++;
    for (const auto& item : o.at("benefits").as_array()) {
      const auto& b = item.as_object();
      const std::string key(b.at("template").as_string());
      const auto it = template_ids.find(key);
      if (it == template_ids.end()) throw std::runtime_error("coupons.json: rightsCards[] names an unknown template '" + key + "'");
      c.benefits.push_back({it->second, seed::int_at(b, "count", 1), seed::int_at(b, "times", 1), seed::int_at(b, "everyDays", 0)});
    }
    list.push_back(std::move(c));
  }
  // The brand's pages about benefits; `card` is an index into rightsCards[].
  std::vector<std::pair<Content, std::optional<size_t>>> pages;
  const auto* contents = file->as_object().if_contains("rightsContents");
  for (const auto& v : contents && contents->is_array() ? contents->as_array() : json::array{}) {
    const auto& o = v.as_object();
    Content c;
    c.title = seed::text_at(o, "title");
    c.summary = seed::text_at(o, "summary");
    c.body = seed::text_at(o, "content");
    if (const auto* color = o.if_contains("color")) c.color = std::string(color->as_string());
    c.sort = static_cast<int>(pages.size());
    std::optional<size_t> card;
    if (const auto* index = o.if_contains("card")) {
      if (!index->is_int64() || index->as_int64() < 0 || static_cast<size_t>(index->as_int64()) >= list.size()) {
        throw std::runtime_error("coupons.json: rightsContents[] names a card that rightsCards[] does not have");
      }
      card = static_cast<size_t>(index->as_int64());
    }
    pages.emplace_back(std::move(c), card);
  }
  db.write([&](db::Tx& tx) {
    if (!repo::cards(tx).empty()) return;
    std::vector<int64_t> ids;
    for (const auto& c : list) ids.push_back(repo::save_card(tx, c, now_ms));
    for (auto& [c, card] : pages) {
      if (card) c.card_id = ids[*card];
      repo::save_content(tx, c, now_ms);
    }
  });
}

}  // namespace qsr::rights
