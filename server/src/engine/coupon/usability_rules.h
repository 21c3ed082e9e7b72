// The coupon usability rule chain of spec 001 §5: seventeen rules, checked in this order, the
// first that fails gives the reason shown. Each rule is its own function.
#pragma once

#include <array>
#include <optional>
#include <span>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/coupon_facts.h"
#include "engine/coupon/reasons.h"

namespace qsr::engine::coupon {

struct RuleContext {
  const Cart& cart;
  const CalcConfig& config;
  std::span<const Coupon* const> selection = {};  // other coupons already in the order (rule 17)
};

using RuleResult = std::optional<Refusal>;  // nullopt: the rule passes
using UsabilityRule = RuleResult (*)(const Coupon&, const CouponFacts&, const RuleContext&);

RuleResult rule_coupon_is_active(const Coupon&, const CouponFacts&, const RuleContext&);            // 1
RuleResult rule_channel_matches(const Coupon&, const CouponFacts&, const RuleContext&);             // 2
RuleResult rule_order_type_allowed(const Coupon&, const CouponFacts&, const RuleContext&);          // 3
RuleResult rule_within_validity_period(const Coupon&, const CouponFacts&, const RuleContext&);      // 4
RuleResult rule_within_use_time(const Coupon&, const CouponFacts&, const RuleContext&);             // 5
RuleResult rule_shop_allowed(const Coupon&, const CouponFacts&, const RuleContext&);                // 6
RuleResult rule_items_match(const Coupon&, const CouponFacts&, const RuleContext&);                 // 7
RuleResult rule_threshold_met(const Coupon&, const CouponFacts&, const RuleContext&);               // 8
RuleResult rule_points_and_stored_value_exclusion(const Coupon&, const CouponFacts&, const RuleContext&);  // 9
RuleResult rule_free_delivery_needs_amount(const Coupon&, const CouponFacts&, const RuleContext&);  // 10
RuleResult rule_combination_complete(const Coupon&, const CouponFacts&, const RuleContext&);        // 11
RuleResult rule_group_buy_matches(const Coupon&, const CouponFacts&, const RuleContext&);           // 12
RuleResult rule_stored_value_payment(const Coupon&, const CouponFacts&, const RuleContext&);        // 13
RuleResult rule_user_group_range(const Coupon&, const CouponFacts&, const RuleContext&);            // 14
RuleResult rule_full_gift(const Coupon&, const CouponFacts&, const RuleContext&);                   // 15
RuleResult rule_enough_exchange_items(const Coupon&, const CouponFacts&, const RuleContext&);       // 16
RuleResult rule_one_special_offer_per_template(const Coupon&, const CouponFacts&, const RuleContext&);  // 17

// The chain in spec order.
const std::array<UsabilityRule, 17>& usability_chain();

// The first failing rule's refusal, or nullopt when the coupon is usable.
RuleResult check_usability(const Coupon& coupon, const CouponFacts& facts, const RuleContext& context);

}  // namespace qsr::engine::coupon
