#include "modules/wish/wish_seed.h"

#include <stdexcept>

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "core/seed_fields.h"
#include "modules/wish/wish_repo.h"

namespace qsr::wish {
namespace {

constexpr int64_t kDayMs = 24LL * 3600 * 1000;

Campaign campaign_of(const boost::json::object& o, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  Campaign c;
  c.title = seed::text_at(o, "title");
  c.rules = seed::text_at(o, "rules");
  c.reward_kind = std::string(o.at("rewardKind").as_string());
  c.reward_points = seed::int_at(o, "rewardPoints", 0);
  if (const auto* key = o.if_contains("rewardTemplate")) {
    const auto it = template_ids.find(std::string(key->as_string()));
    if (it == template_ids.end()) throw std::runtime_error("wishes.json: a campaign names an unknown coupon template");
    c.reward_template_id = it->second;
  }
  if (c.reward_kind == "coupon" && !c.reward_template_id) throw std::runtime_error("wishes.json: a coupon reward needs rewardTemplate");
  if (c.reward_kind == "points" && c.reward_points < 1) throw std::runtime_error("wishes.json: a points reward needs rewardPoints");
  c.exchange_limit = seed::int_at(o, "exchangeLimit", 0);
  // Running from the day before the brand was loaded, for as many days as the file says.
  c.starts_at = now_ms - kDayMs;
  c.ends_at = now_ms + seed::int_at(o, "days", 365) * kDayMs;
  int sort = 0;
  for (const auto& v : o.at("items").as_array()) {
    const auto& i = v.as_object();
    Item item;
    item.name = seed::text_at(i, "name");
    if (const auto* image = i.if_contains("image")) item.image = seed::media_url(std::string(image->as_string()));
    item.weight = seed::int_at(i, "weight", 1);
    if (item.weight < 1) throw std::runtime_error("wishes.json: a card's weight must be 1 or more");
    item.sort = sort++;
    c.items.push_back(std::move(item));
  }
  if (c.items.size() < 2) throw std::runtime_error("wishes.json: a campaign needs 2 cards or more");
  return c;
}

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids) {
  auto file = seed::object_file(dir, "wishes.json");
  if (!file) return;
  const auto& list = file->as_object().at("campaigns").as_array();
  db.write([&](db::Tx& tx) {
    if (!repo::campaigns(tx).empty()) return;  // once: never next to the operator's campaigns
    for (const auto& v : list) {
      const auto& o = v.as_object();
      // The coupons were loaded before (a later --seed): their keys are gone, so is the campaign.
      if (o.contains("rewardTemplate") && template_ids.empty()) {
        spdlog::warn("wishes.json: a campaign's coupon reward cannot be named (the coupons were loaded earlier); skipped");
        continue;
      }
      repo::save_campaign(tx, campaign_of(o, now_ms, template_ids), now_ms);
    }
  });
}

}  // namespace qsr::wish
