#include "modules/coupon/checkout_coupons_view.h"

#include "core/messages.h"
#include "core/money.h"
#include "modules/coupon/coupon_views.h"

namespace qsr::coupon {
namespace json = boost::json;
namespace ec = engine::coupon;

namespace {

// Why a coupon cannot be used; a threshold says how much more is needed (尚差 $27, 尚差 2 件).
std::string refusal_text(const CouponOffer& o, Lang lang) {
  const ec::Refusal& r = o.refusal;
  if (r.reason == ec::Reason::threshold && r.arg > 0 && o.terms) {
    const bool by_units = o.terms->category == ec::Category::gift_activity || ec::is_quantity_threshold(o.terms->threshold_type);
    if (o.terms->category == ec::Category::delivery_fee || !by_units) return message(lang, "coupon_reason_threshold_gap", {money::format(r.arg)});
    return message(lang, "coupon_reason_threshold_gap_units", {std::to_string(r.arg)});
  }
  std::vector<std::string> args;
  if (ec::reason_has_arg(r.reason)) args.push_back(std::to_string(r.arg));
  return message(lang, ec::reason_key(r.reason), args);
}

// The coupon's face in the list, and for a tappable one whether it is selected, what it saves and
// what choosing it would cancel, or else why it is not usable.
json::object offer_json(const CouponOffer& o, Lang lang) {
  json::object out{{"couponCode", o.row.code},
                   {"couponName", o.tmpl.name.get(lang)},
                   {"couponCategory", o.tmpl.category},
                   {"categoryText", category_text(o.tmpl.category, lang)},
                   {"invalidTime", o.row.invalid_at}};
  if (o.terms) out["couponValue"] = coupon_value_text(*o.terms);
  // An event every member joins by ordering (docs/decisions/0037), not a coupon they claimed.
  if (o.terms && o.terms->trade_event_id != 0) out["tradeEventId"] = o.terms->trade_event_id;
  if (o.tappable) {
    out["selected"] = o.selected;
    out["saves"] = money::format(o.saves);
    json::array cancels;
    for (const auto& code : o.cancels) cancels.push_back(json::string(code));
    out["cancels"] = std::move(cancels);
  } else {
    out["reasonCode"] = ec::reason_code(o.refusal.reason);
    out["reason"] = refusal_text(o, lang);
  }
  return out;
}

}  // namespace

json::object checkout_coupons_json(const CouponPricing& p, Lang lang) {
  json::array usable, unusable, applied, selected, cleared;
  for (const auto& o : p.offers) (o.tappable ? usable : unusable).push_back(offer_json(o, lang));
  for (const auto& a : p.applied) {
    applied.push_back({{"couponCode", a.code}, {"discount", money::format(a.discount)}});
    selected.push_back(json::string(a.code));
  }
  for (int64_t id : p.cleared_line_ids) cleared.push_back(id);
  return {{"selected", std::move(selected)},
          {"autoSelected", p.auto_selected},
          {"usable", std::move(usable)},
          {"unusable", std::move(unusable)},
          {"lines", std::move(applied)},
          {"clearedLineIds", std::move(cleared)}};
}

json::array order_coupons_json(const std::vector<OrderCouponLine>& lines, Lang lang) {
  json::array out;
  for (const auto& c : lines) {
    out.push_back({{"couponCode", c.code}, {"couponName", c.name.get(lang)}, {"discount", money::format(c.discount)}});
  }
  return out;
}

}  // namespace qsr::coupon
