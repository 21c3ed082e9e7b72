// Spec 001 §3 calculation input and result, plus the usable and unusable coupon lists.
#pragma once

#include <string>
#include <vector>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/reasons.h"

namespace qsr::engine::coupon {

struct CalcInput {
  std::vector<CartLine> goods;
  std::vector<Coupon> coupons;        // the member's wallet, event coupons included
  std::vector<std::string> selected;  // codes in the order chosen; a code twice takes its next virtual copy
  CalcConfig config;
};

struct CouponShare {
  std::string code;
  Cents amount = 0;
};

// One unit of a cart line (productList).
struct ProductLine {
  int64_t line_id = 0;
  int unit_index = 0;
  int64_t goods_id = 0;
  Cents price = 0;         // every price part of the unit
  Cents box_price = 0;
  Cents discount = 0;
  Cents pay_price = 0;
  TieKind tie = TieKind::none;
  std::vector<CouponShare> coupons;  // who took what from this unit
};

struct AppliedCoupon {
  std::string code;
  std::string wallet_code;  // the wallet coupon a virtual copy belongs to
  Category category = Category::full_reduction;
  Cents discount = 0;
};

struct UsableCoupon {
  std::string code;  // wallet code
  bool selected = false;
  // Selected: what its copies take in this order. Not selected: what adding it would save.
  Cents discount = 0;
  int64_t copies_selected = 0;
  int64_t copies_per_order = 1;
};

struct UnusableCoupon {
  std::string code;
  Reason reason = Reason::not_activated;
  int64_t arg = 0;
};

struct CalcResult {
  std::vector<ProductLine> product_list;  // kept units; cleared gift and exchange lines are left out
  std::vector<AppliedCoupon> applied;     // in calculation order
  std::vector<std::string> virtual_coupon_list;
  Cents total_amount = 0;      // goods (every part), delivery fee and incidentals before discounts
  Cents discount_amount = 0;   // goods and delivery discounts
  Cents pay_total_amount = 0;
  Cents dis_delivery_price = 0;
  Cents dis_box_price = 0;
  Cents gift_with_purchase_coupon_discount = 0;
  Cents prime_discount_amount = 0;
  Cents delivery_price = 0;  // charged after discounts
  std::vector<UsableCoupon> usable;
  std::vector<UnusableCoupon> unusable;
  std::vector<int64_t> cleared_line_ids;  // gift or exchange lines whose coupon no longer holds
  std::vector<std::string> unknown_codes; // selected codes not in the wallet
};

}  // namespace qsr::engine::coupon
