// The order coupons are calculated in (spec 001 §4 "Ordering of selected coupons"):
//   stage 0  special offers (50), when a third-party coupon is in the selection;
//   stage 1  product-level coupons of trade type 6;
//   stage 2  product-level coupons with an id (wallet coupons, not event coupons);
//   stage 3  product-level event coupons;
//   stage 4  order-level coupons;
//   stage 5  vouchers (100), last.
// Within a stage coupons that set a unit's price come before amounts off, and fixed amounts
// before percentages; then coupons with equal effect sit together (their order cannot change
// the amounts), then the earlier expiry, then the code. The order depends only on the set, never
// on the order the customer tapped, so a selection always prices the same.
#pragma once

#include <string>

#include "engine/coupon/coupon.h"
#include "engine/coupon/coupon_facts.h"

namespace qsr::engine::coupon {

int calculation_stage(const Coupon& coupon, bool third_party_in_selection);
int category_rank(Category category);

// Equal for coupons that are interchangeable in a calculation: same effect, same stacking
// behaviour, same goods. They differ at most in code, id, name, times and the usability fields.
std::string effect_signature(const Coupon& coupon, const CouponFacts& facts, const Cart& cart);

}  // namespace qsr::engine::coupon
