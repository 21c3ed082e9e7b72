#include "modules/invite/invite_views.h"

#include "core/json_values.h"

namespace qsr::invite {
namespace json = boost::json;

namespace {

json::object reward_json(const Reward& r, const std::map<int64_t, std::string>* names) {
  json::object o{{"side", r.side}, {"stage", r.stage}, {"kind", r.kind}, {"points", r.points},
                 {"templateId", json_or_null(r.template_id)}};
  if (names) {
    const auto it = r.template_id ? names->find(*r.template_id) : names->end();
    o["couponName"] = it != names->end() ? json::value(it->second) : json::value(nullptr);
  }
  return o;
}

}  // namespace

json::object overview_json(const InviteService::Overview& o, int64_t, Lang lang) {
  json::value campaign = nullptr;
  if (o.campaign) {
    json::array rewards;
    for (const auto& r : o.campaign->rewards) rewards.push_back(reward_json(r, &o.coupon_names));
    campaign = json::object{{"id", o.campaign->id},
                            {"title", o.campaign->title.get(lang)},
                            {"rules", o.campaign->rules.get(lang)},
                            {"inviterCap", o.campaign->inviter_cap},
                            {"startsAt", o.campaign->starts_at},
                            {"endsAt", o.campaign->ends_at},
                            {"rewards", std::move(rewards)}};
  }
  return {{"inviteCode", o.invite_code},
          {"campaign", std::move(campaign)},
          {"friends", o.friends},
          {"ordered", o.ordered},
          {"points", o.points},
          {"coupons", o.coupons},
          {"rewardsLeft", json_or_null(o.rewards_left)}};
}

json::object friend_json(const InviteService::Friend& f, const std::map<std::string, std::string>& coupon_names) {
  json::array rewards;
  for (const auto& g : f.rewards) {
    const auto name = g.coupon_code ? coupon_names.find(*g.coupon_code) : coupon_names.end();
    rewards.push_back(json::object{{"stage", g.stage},
                                   {"kind", g.kind},
                                   {"points", g.points},
                                   {"couponCode", g.coupon_code ? json::value(*g.coupon_code) : json::value(nullptr)},
                                   {"couponName", name != coupon_names.end() ? name->second : ""},
                                   {"createdAt", g.created_at}});
  }
  return {{"nickname", f.nickname},
          {"joinedAt", f.link.created_at},
          {"ordered", f.link.first_order_no.has_value()},
          {"rewarded", f.link.inviter_rewarded},
          {"rewards", std::move(rewards)}};
}

json::object admin_campaign_json(const Campaign& c) {
  json::array rewards;
  for (const auto& r : c.rewards) rewards.push_back(reward_json(r, nullptr));
  return {{"id", c.id},
          {"title", c.title.to_json()},
          {"rules", c.rules.to_json()},
          {"inviterCap", c.inviter_cap},
          {"startsAt", c.starts_at},
          {"endsAt", c.ends_at},
          {"active", c.active},
          {"rewards", std::move(rewards)}};
}

}  // namespace qsr::invite
