#include "engine/coupon/usability_rules.h"

namespace qsr::engine::coupon {

const std::array<UsabilityRule, 17>& usability_chain() {
  static const std::array<UsabilityRule, 17> chain = {
      rule_coupon_is_active,
      rule_channel_matches,
      rule_order_type_allowed,
      rule_within_validity_period,
      rule_within_use_time,
      rule_shop_allowed,
      rule_items_match,
      rule_threshold_met,
      rule_points_and_stored_value_exclusion,
      rule_free_delivery_needs_amount,
      rule_combination_complete,
      rule_group_buy_matches,
      rule_stored_value_payment,
      rule_user_group_range,
      rule_full_gift,
      rule_enough_exchange_items,
      rule_one_special_offer_per_template,
  };
  return chain;
}

RuleResult check_usability(const Coupon& coupon, const CouponFacts& facts, const RuleContext& context) {
  for (UsabilityRule rule : usability_chain()) {
    if (auto refusal = rule(coupon, facts, context)) return refusal;
  }
  return std::nullopt;
}

}  // namespace qsr::engine::coupon
