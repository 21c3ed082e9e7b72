// Thresholds, cycles and caps (spec 001 §4 Calculation, §5 rule 8).
//
// A threshold is met some whole number of times by the goods a coupon applies to, counted before
// any discount: the "pool" of multiples. Coupons of one template draw on one pool (superposition:
// two stacked "$5 off $50" coupons need $100), a coupon without `cycle` takes one multiple, a
// cycling coupon takes as many as are left up to its count cap.
#pragma once

#include <cstdint>

#include "engine/coupon/coupon.h"

namespace qsr::engine::coupon {

// Far above any pool an accepted order can have (5 * 10^14 one-cent multiples, input_limits.h),
// so "unlimited" is never confused with a real count.
inline constexpr int64_t kUnlimitedPool = int64_t{1} << 60;

// Multiples of the threshold in `amount` cents or `quantity` units. Gift activities (110) count
// groups of `threshold` matching units: cycles = floor(count / amount).
int64_t threshold_pool(const Coupon& coupon, Cents amount, int64_t quantity);

// The cap on uses (cycles, discounted units): maxDiscountNum when capped by count, and the
// coupon's uses left (surplusDiscountNum) when set.
int64_t count_cap(const Coupon& coupon);

// The cap on the coupon's discount: maxDiscount when capped by amount, else none.
Cents amount_cap(const Coupon& coupon);

// min(a * b, cap) for non-negative a, b and cap, without forming a product that overflows: a
// cycling coupon may draw 10^14 one-cent multiples of a 10^10-cent value.
int64_t capped_product(int64_t a, int64_t b, int64_t cap);

// How many multiples a coupon takes from a pool with `left` multiples.
int64_t uses_from_pool(const Coupon& coupon, int64_t left);

}  // namespace qsr::engine::coupon
