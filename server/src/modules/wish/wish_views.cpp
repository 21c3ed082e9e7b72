#include "modules/wish/wish_views.h"

#include "core/json_values.h"

namespace qsr::wish {
namespace json = boost::json;

json::object view_json(const WishService::View& v, Lang lang, bool with_rules) {
  const Campaign& c = v.campaign;
  json::array items;
  for (const auto& i : c.items) {
    const auto it = v.held.find(i.id);
    items.push_back(json::object{{"id", i.id}, {"name", i.name.get(lang)}, {"image", i.image}, {"count", it == v.held.end() ? 0 : it->second}});
  }
  json::object reward{{"kind", c.reward_kind}, {"points", c.reward_points}};
  reward["couponName"] = v.coupon_name ? json::value(*v.coupon_name) : json::value(nullptr);
  json::object out{{"id", c.id},
                   {"title", c.title.get(lang)},
                   {"startsAt", c.starts_at},
                   {"endsAt", c.ends_at},
                   {"items", std::move(items)},
                   {"reward", std::move(reward)},
                   {"exchangeLimit", c.exchange_limit},
                   {"collected", v.collected},
                   {"exchanged", v.exchanged},
                   {"complete", v.complete()}};
  if (with_rules) out["rules"] = c.rules.get(lang);
  return out;
}

json::object exchange_json(const Exchange& e) {
  return {{"campaignId", e.campaign_id},
          {"rewardKind", e.reward_kind},
          {"points", e.points},
          {"couponCode", e.coupon_code ? json::value(*e.coupon_code) : json::value(nullptr)},
          {"createdAt", e.created_at}};
}

json::object admin_campaign_json(const Campaign& c) {
  json::array items;
  for (const auto& i : c.items) {
    items.push_back(json::object{{"id", i.id}, {"name", i.name.to_json()}, {"image", i.image}, {"weight", i.weight}});
  }
  return {{"id", c.id},
          {"title", c.title.to_json()},
          {"rules", c.rules.to_json()},
          {"rewardKind", c.reward_kind},
          {"rewardPoints", c.reward_points},
          {"rewardTemplateId", json_or_null(c.reward_template_id)},
          {"exchangeLimit", c.exchange_limit},
          {"startsAt", c.starts_at},
          {"endsAt", c.ends_at},
          {"active", c.active},
          {"items", std::move(items)}};
}

}  // namespace qsr::wish
