// Rules 1 to 6: the coupon itself, the channel, the order type, the time and the shop.
#include <algorithm>

#include "engine/coupon/usability_rules.h"
#include "engine/coupon/use_time.h"

namespace qsr::engine::coupon {

namespace {
template <typename T>
bool contains(const std::vector<T>& list, const T& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

// A reserved order is judged at its booked time, and says so ("delivery time outside the
// available period") rather than blaming the coupon's dates.
Reason time_reason(const RuleContext& ctx, Reason otherwise) { return ctx.config.reserved() ? Reason::booked_time : otherwise; }
}  // namespace

RuleResult rule_coupon_is_active(const Coupon& c, const CouponFacts&, const RuleContext&) {
  if (c.status == kCouponStatusActive) return std::nullopt;
  return Refusal{Reason::not_activated};
}

RuleResult rule_channel_matches(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.channels.empty() || contains(c.channels, ctx.config.channel)) return std::nullopt;
  return Refusal{Reason::channel};
}

RuleResult rule_order_type_allowed(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.business_types.empty() || contains(c.business_types, ctx.config.order_type)) return std::nullopt;
  return Refusal{Reason::business_type};
}

RuleResult rule_within_validity_period(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  const int64_t t = ctx.config.moment_ms();
  if (t >= c.effective_ms && t <= c.invalid_ms) return std::nullopt;
  return Refusal{time_reason(ctx, Reason::validity)};
}

RuleResult rule_within_use_time(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (within_use_time(c.use_time, ctx.config.moment_ms())) return std::nullopt;
  return Refusal{time_reason(ctx, Reason::use_time)};
}

RuleResult rule_shop_allowed(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  const bool listed = contains(c.shop_rule.shop_ids, ctx.config.shop_id);
  switch (c.shop_rule.scope) {
    case ShopScope::all: return std::nullopt;
    case ShopScope::include: return listed ? RuleResult{} : Refusal{Reason::store};
    case ShopScope::exclude: return listed ? Refusal{Reason::store} : RuleResult{};
  }
  return std::nullopt;
}

}  // namespace qsr::engine::coupon
