#include "modules/coupon/coupon_views.h"

#include <algorithm>
#include <cstdio>

#include "core/json_values.h"
#include "core/messages.h"
#include "core/money.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {
namespace json = boost::json;
namespace ec = engine::coupon;

namespace {

std::string rule_text(const ec::Coupon& e, Lang lang) {
  if (e.category == ec::Category::delivery_fee && e.free_delivery_price > 0)
    return message(lang, "coupon_rule_threshold", {money::format(e.free_delivery_price)});
  const bool by_units = ec::is_quantity_threshold(e.threshold_type) || e.category == ec::Category::gift_activity;
  if (e.threshold <= 0) return message(lang, "coupon_rule_no_threshold");
  return by_units ? message(lang, "coupon_rule_threshold_units", {std::to_string(e.threshold)})
                  : message(lang, "coupon_rule_threshold", {money::format(e.threshold)});
}

std::string value_text(const ec::Coupon& e, Lang lang) {
  switch (e.category) {
    case ec::Category::percentage: return message(lang, "coupon_value_percentage", {std::to_string(e.value)});
    case ec::Category::delivery_fee:
      return e.value <= 0 ? message(lang, "coupon_value_free_delivery") : message(lang, "coupon_value_amount", {money::format(e.value)});
    case ec::Category::special_offer: return message(lang, "coupon_value_special", {money::format(e.value)});
    case ec::Category::exchange: return message(lang, "coupon_value_free_item");
    case ec::Category::gift_with_purchase: return message(lang, "coupon_value_gift");
    case ec::Category::convert: return message(lang, "coupon_value_special", {money::format(e.value)});
    // `amount` is the group size: buy-one-get-one frees one of every group (in groups of 3, 2 are
    // bought and 1 is free); a step gift gives one of its gifts for every group.
    case ec::Category::gift_activity:
      if (!e.gift_items.empty()) return message(lang, "coupon_value_step_gift", {std::to_string(std::max<int64_t>(1, e.threshold))});
      return message(lang, "coupon_value_bogo", {std::to_string(std::max<int64_t>(1, e.threshold - 1))});
    default: return message(lang, "coupon_value_amount", {money::format(e.value)});
  }
}

std::string minutes_text(int m) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02d:%02d", (m / 60) % 24, m % 60);
  return buf;
}


}  // namespace

std::string category_text(int category, Lang lang) { return message(lang, "coupon_category_" + std::to_string(category)); }

std::string coupon_value_text(const ec::Coupon& e) {
  return e.category == ec::Category::percentage ? std::to_string(e.value) : money::format(e.value);
}

json::object member_coupon_json(const MemberCoupon& m, Lang lang) {
  const CouponRow& c = m.row;
  const TemplateRow& t = m.tmpl;
  const ec::Coupon& e = m.terms;
  const auto takes = takes_of(e);
  const bool by_units = ec::is_quantity_threshold(e.threshold_type) || e.category == ec::Category::gift_activity;
  return {{"couponCode", c.code},
          {"couponTemplateId", t.id},
          {"couponName", t.name.get(lang)},
          {"couponCategory", t.category},
          {"categoryText", category_text(t.category, lang)},
          {"couponValue", coupon_value_text(e)},
          {"valueText", value_text(e, lang)},
          {"amount", by_units ? std::to_string(e.threshold) : money::format(e.threshold)},
          // A delivery-fee coupon's threshold (滿$60免運費): its face must not say 無門檻.
          {"freeDeliveryPrice", money::format(e.free_delivery_price)},
          {"thresholdType", e.threshold_type},
          {"couponStatus", m.status},
          {"statusText", message(lang, "coupon_status_" + std::to_string(m.status))},
          {"effectiveTime", c.effective_at},
          {"invalidTime", c.invalid_at},
          {"dueSoon", m.due_soon},
          {"notYetEffective", m.not_yet_effective},
          {"ruleText", rule_text(e, lang)},
          {"source", c.source},
          {"orderId", c.order_no.empty() ? json::value(nullptr) : json::value(c.order_no)},
          {"giftable", t.giftable && c.source != "gift"},
          // Goods taken with it (exchange goods or gifts) and how many: the wallet's "use now".
          {"takes", {{"mode", take_mode_name(takes.mode)}, {"units", takes.units}}},
          {"image", "/media/images/coupons/" + std::to_string(t.category) + ".svg"}};
}

json::object coupon_detail_json(const MemberCoupon& m, Lang lang) {
  json::object out = member_coupon_json(m, lang);
  const ec::Coupon& e = m.terms;
  json::array weekdays, slots, goods, order_types, stores;
  for (int d : e.use_time.weekdays) weekdays.push_back(d);
  for (const auto& r : e.use_time.time_slots) slots.push_back(json::string(minutes_text(r.start) + "-" + minutes_text(r.end)));
  for (const auto& r : e.item_rules) goods.push_back({{"itemCode", r.item_code}, {"skuCode", r.sku_code}, {"exclude", r.exclude}});
  for (int t : e.business_types) order_types.push_back(t);
  for (int64_t s : e.shop_rule.shop_ids) stores.push_back(s);
  const char* scope = e.shop_rule.scope == ec::ShopScope::include ? "include"
                      : e.shop_rule.scope == ec::ShopScope::exclude ? "exclude" : "all";
  out["rules"] = {{"threshold", rule_text(e, lang)},
                  {"value", value_text(e, lang)},
                  {"weekdays", std::move(weekdays)},
                  {"timeSlots", std::move(slots)},
                  {"storeScope", scope},
                  {"stores", std::move(stores)},
                  {"goods", std::move(goods)},
                  {"orderTypes", std::move(order_types)},
                  {"stacking", static_cast<int>(e.superposition)},
                  // Goods taken with the coupon (as in the wallet list): exchange goods or gifts.
                  {"takes", out.at("takes")},
                  {"stackingText", message(lang, "coupon_stacking_" + std::to_string(static_cast<int>(e.superposition)))}};
  return out;
}

json::object template_json(const CouponService::TemplateView& v, Lang lang) {
  json::object out = coupon_detail_json(v.coupon, lang);
  out["couponCode"] = nullptr;  // a template, not one of the member's coupons
  out.erase("orderId");
  out.erase("source");
  out["validDays"] = json_or_null(v.coupon.tmpl.valid_days);
  out["autoParticipation"] = v.event.has_value();
  if (v.event) {
    out["tradeEventId"] = v.event->id;
    out["tradeEventName"] = v.event->title.get(lang);
    out["tradeLabelText"] = v.event->label.get(lang);
    out["tradeWeight"] = v.event->weight;
  }
  return out;
}

json::object template_receipts_json(int64_t template_id, const CouponService::TemplateReceipts& r) {
  json::value limit = nullptr;
  if (r.limit) {
    const auto& l = *r.limit;
    limit = json::object{{"source", l.source}, {"id", l.id}, {"perMemberLimit", l.limit}, {"received", l.taken},
                         {"remaining", std::max<int64_t>(0, l.limit - l.taken)}};
  }
  return {{"couponTemplateId", template_id}, {"receivedCount", r.received}, {"limit", std::move(limit)}};
}

json::object coupon_page_json(const CouponPage& page, Lang lang) {
  json::array list;
  for (const auto& c : page.list) list.push_back(member_coupon_json(c, lang));
  return {{"list", std::move(list)},
          {"total", page.total},
          {"counts", {{"usable", page.counts.usable}, {"dueSoon", page.counts.due_soon}, {"gifting", page.counts.gifting}}}};
}

namespace {

json::object offered_json(const CenterCampaign& c, Lang lang) {
  static constexpr const char* kStates[] = {"starting_soon", "ended", "claimed_limit", "fully_claimed", "claimable", "claimed_period_limit"};
  const CampaignRow& k = c.campaign;
  // A preview: the coupon a claim would give has no code or status yet.
  json::object coupon = member_coupon_json(c.coupon, lang);
  coupon.erase("couponCode");
  coupon.erase("couponStatus");
  coupon.erase("statusText");
  return {{"campaignId", k.id},
          {"title", k.title.get(lang)},
          {"coupon", std::move(coupon)},
          {"stock", k.stock},
          {"remaining", std::max<int64_t>(0, k.stock - k.claimed)},
          {"perPersonLimit", k.per_person_limit},
          {"limitPeriod", std::string(claim_period_name(k.period))},
          {"periodLimit", k.period_limit},
          {"myClaimed", c.mine.total},
          {"myClaimedInPeriod", c.mine.in_period},
          {"startsAt", k.starts_at},
          {"endsAt", k.ends_at},
          {"state", kStates[static_cast<int>(c.state)]}};
}

json::array offered_list(const std::vector<CenterCampaign>& campaigns, Lang lang) {
  json::array list;
  for (const auto& c : campaigns) list.push_back(offered_json(c, lang));
  return list;
}

}  // namespace

json::object center_json(const std::vector<CenterCampaign>& campaigns, Lang lang) { return {{"list", offered_list(campaigns, lang)}}; }

json::object activity_json(const ActivityRow& a, Lang lang) {
  return {{"activityId", a.id},
          {"title", a.title.get(lang)},
          {"rules", a.rules.get(lang)},
          {"needsCode", a.has_code},
          {"startsAt", a.starts_at},
          {"endsAt", a.ends_at}};
}

json::object activity_page_json(const CouponService::ActivityView& v, Lang lang) {
  json::object out = activity_json(v.activity, lang);
  out["list"] = offered_list(v.campaigns, lang);
  return out;
}

json::object gift_offer_json(const GiftOffer& gift, const std::string& app_url, Lang lang) {
  return {{"giftToken", gift.token},
          {"url", app_url + "/member/pages/voucher/voucherDonate/index?token=" + gift.token},
          {"expiresAt", gift.expires_at},
          {"coupon", member_coupon_json(gift.coupon, lang)}};
}

json::object gift_preview_json(const GiftPreview& gift, Lang lang) {
  json::object coupon = member_coupon_json(gift.coupon, lang);
  coupon.erase("couponCode");  // the giver's code is theirs; the receiver gets a new one
  return {{"coupon", std::move(coupon)},
          {"giverNickname", gift.giver_nickname},
          {"status", gift.status},
          {"expiresAt", gift.expires_at},
          {"isMine", gift.is_mine}};
}

json::object channels_json(Lang lang) {
  return {{"list", json::array{{{"label", message(lang, "coupon_channel_common")}, {"value", "COMMON"}}}}};
}

json::array templates_json(const std::vector<TemplateRow>& templates, Lang lang) {
  json::array out;
  for (const auto& t : templates) {
    out.push_back({{"templateId", t.id},
                   {"name", t.name.get(lang)},
                   {"category", t.category},
                   {"coupon", json::parse(t.coupon_json)},
                   {"validFrom", json_or_null(t.valid_from)},
                   {"validTo", json_or_null(t.valid_to)},
                   {"validDays", json_or_null(t.valid_days)},
                   {"giftable", t.giftable}});
  }
  return out;
}

json::array campaigns_json(const std::vector<CampaignRow>& campaigns, Lang lang) {
  json::array list;
  for (const auto& k : campaigns) {
    list.push_back({{"campaignId", k.id}, {"templateId", k.template_id}, {"title", k.title.get(lang)}, {"stock", k.stock},
                    {"claimed", k.claimed}, {"perPersonLimit", k.per_person_limit}, {"startsAt", k.starts_at},
                    {"endsAt", k.ends_at}, {"limitPeriod", std::string(claim_period_name(k.period))}, {"periodLimit", k.period_limit},
                    {"activityId", json_or_null(k.activity_id)}});
  }
  return list;
}

}  // namespace qsr::coupon
