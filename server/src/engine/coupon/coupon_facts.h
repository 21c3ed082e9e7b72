// What a coupon sees of the cart, worked out once per coupon and cart: the units it applies to,
// the units tied to it, the price parts it covers and how often its threshold is met.
#pragma once

#include <vector>

#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/unit_list.h"

namespace qsr::engine::coupon {

struct CouponFacts {
  UnitList applicable;  // untied units it discounts or whose amount meets its threshold
  UnitList tied;        // units tied to this coupon (its gifts or exchange goods)
  PartMask covered = part_bit(PricePart::base);
  Cents threshold_base = 0;  // covered amount of the applicable units before any discount
  int64_t applicable_quantity = 0;
  int64_t pool = 0;  // threshold multiples (see threshold.h)
};

CouponFacts facts_of(const Coupon& coupon, const Cart& cart);

// Sum of the parts that `mask` covers.
Cents covered_amount(const PriceParts& parts, PartMask mask);

}  // namespace qsr::engine::coupon
