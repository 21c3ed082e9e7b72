// Rules 9, 12, 13 and 14: how the member pays, group orders and who the member is.
#include <algorithm>

#include "engine/coupon/usability_rules.h"

namespace qsr::engine::coupon {

namespace {
template <typename T>
bool contains(const std::vector<T>& list, const T& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}
}  // namespace

RuleResult rule_points_and_stored_value_exclusion(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  const auto& range = c.mutually_type_range;
  const bool excludes_points = contains(range, kMutuallyPoints) || contains(range, kMutuallyPointsAndStoredValue);
  const bool excludes_stored_value = contains(range, kMutuallyExclusive) || contains(range, kMutuallyPointsAndStoredValue);
  if ((ctx.config.point_mutually && excludes_points) || (ctx.config.deposit_mutually && excludes_stored_value)) {
    return Refusal{Reason::mutual_exclusion};
  }
  return std::nullopt;
}

RuleResult rule_group_buy_matches(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.group_buy == GroupBuyRule::group_only && !ctx.config.is_group_buy) return Refusal{Reason::group_only};
  // Spec 001 §4: group-buy coupons have a threshold on the group count (people who ordered).
  if (c.group_buy == GroupBuyRule::group_only && ctx.config.group_buy_cart_num < c.group_buy_min_people)
    return Refusal{Reason::threshold};
  if (c.group_buy == GroupBuyRule::not_for_group && ctx.config.is_group_buy) return Refusal{Reason::not_for_group};
  return std::nullopt;
}

RuleResult rule_stored_value_payment(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.stored_value_mode == StoredValueMode::none) return std::nullopt;
  const auto& cfg = ctx.config;
  if (!cfg.is_credit) return Refusal{Reason::stored_value_only};
  const Cents due = ctx.cart.goods_amount;  // the balance must cover the order it pays for
  switch (c.stored_value_mode) {
    case StoredValueMode::brand_balance:
      return cfg.brand_balance_available >= due ? RuleResult{} : Refusal{Reason::brand_balance};
    case StoredValueMode::store_balance:
      return cfg.store_balance_available >= due ? RuleResult{} : Refusal{Reason::store_balance};
    case StoredValueMode::any_balance:
      return cfg.brand_balance_available + cfg.store_balance_available >= due ? RuleResult{}
                                                                              : Refusal{Reason::stored_value_balance};
    case StoredValueMode::none: break;
  }
  return std::nullopt;
}

RuleResult rule_user_group_range(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  const auto& cfg = ctx.config;
  if (!c.member_level_ids.empty() && !contains(c.member_level_ids, cfg.member_level_id)) return Refusal{Reason::user_group};
  if (!c.prime_ids.empty() && (cfg.prime_id == 0 || !contains(c.prime_ids, cfg.prime_id))) return Refusal{Reason::user_group};
  if (!c.user_group_ids.empty()) {
    const bool member = std::any_of(cfg.user_group_ids.begin(), cfg.user_group_ids.end(),
                                    [&](int64_t g) { return contains(c.user_group_ids, g); });
    if (!member) return Refusal{Reason::user_group};
  }
  return std::nullopt;
}

}  // namespace qsr::engine::coupon
