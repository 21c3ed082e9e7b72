// What a coupon sees of the cart, worked out once per coupon and cart: the units it applies to,
// the units tied to it, the price parts it covers and how often its threshold is met.
#pragma once

#include <vector>

#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"

namespace qsr::engine::coupon {

struct CouponFacts {
  std::vector<int> applicable;  // untied units it discounts or whose amount meets its threshold
  std::vector<int> tied;        // units tied to this coupon (its gifts or exchange goods)
  PartMask covered = part_bit(PricePart::base);
  Cents threshold_base = 0;  // covered amount of the applicable units before any discount
  int64_t applicable_quantity = 0;
  int64_t pool = 0;  // threshold multiples (see threshold.h)
};

CouponFacts facts_of(const Coupon& coupon, const Cart& cart);

// Sum of the parts of `unit` that `mask` covers.
Cents covered_amount(const Unit& unit, PartMask mask);

}  // namespace qsr::engine::coupon
