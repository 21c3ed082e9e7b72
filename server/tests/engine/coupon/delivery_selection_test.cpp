// Delivery-fee coupons beside goods coupons (issue items 18 and 19): the automatic selection's
// answer is always what the calculation gives for it (a per-template LIMITED count binds a
// delivery-fee coupon too), and freeDeliveryPrice is measured on the basis the configuration's
// deliveryFreeMode names (spec 001 §3: order total 1, product total 2, actual pay 3).
#include <gtest/gtest.h>

#include "coupon_test_support.h"
#include "engine/coupon/auto_selection.h"
#include "engine/coupon/overlay.h"

namespace qsr::engine::coupon::testing {
namespace {

const std::vector<CartLine> kCart = {goods(1, 101, 5000, 2), goods(2, 102, 2000)};  // $120

Coupon limited(Coupon c, int64_t quantity) {
  c.order_usage_limit = OrderUsageLimit::limited;
  c.order_usage_limit_quantity = quantity;
  return c;
}

// $20 off and $5 off the fee, both of template 7, one coupon of it per order.
std::vector<Coupon> one_per_template_wallet() {
  return {limited(coupon("R", Category::full_reduction, 2000, 7), 1), limited(coupon("D", Category::delivery_fee, 500, 7), 1)};
}

TEST(CouponAutoSelect, Overlay_BestEqualsItsOwnRecalculation) {
  const Workspace ws(kCart, one_per_template_wallet(), config(1200));
  const OverlayResult o = overlay(ws, std::vector<std::string>{});
  ASSERT_TRUE(o.best.ran);
  const CalcResult again = calculate(ws, o.best.codes);
  EXPECT_EQ(o.best.discount, again.discount_amount);
  for (const auto& code : o.best.codes) EXPECT_TRUE(is_applied(again, code)) << code << " refused in its own recalculation";
}

TEST(CouponAutoSelect, DeliveryCouponCountsTowardItsTemplatesLimitedQuantity) {
  const Workspace ws(kCart, one_per_template_wallet(), config(1200));
  const AutoSelection best = best_selection(ws);
  EXPECT_EQ(best.codes, (std::vector<std::string>{"R"}));  // $20 beats $5; both would break LIMITED 1
  EXPECT_EQ(best.discount, 2000);
  // Two of the template per order: both.
  std::vector<Coupon> two = one_per_template_wallet();
  for (auto& c : two) c.order_usage_limit_quantity = 2;
  EXPECT_EQ(best_selection(Workspace(kCart, two, config(1200))).discount, 2500);
}

CalcConfig with_basis(DeliveryFreeBasis basis) {
  CalcConfig cfg = config(1200);
  cfg.delivery_free_mode = basis;
  return cfg;
}

Coupon free_delivery_from(Cents amount) {
  Coupon d = coupon("D", Category::delivery_fee, 0, 60);
  d.free_delivery_price = amount;
  return d;
}

TEST(CouponDeliveryBasis, DeliveryFee_ProductTotalLeavesThePackingFeeOut) {
  std::vector<CartLine> lines = {goods(1, 101, 4800)};
  lines[0].box_price = 300;  // order total $51, product total $48
  const Coupon d = free_delivery_from(5000);
  EXPECT_EQ(reason_of(d, lines, with_basis(DeliveryFreeBasis::order_total)), std::nullopt);
  EXPECT_EQ(reason_of(d, lines, with_basis(DeliveryFreeBasis::product_total)), Reason::threshold);
}

TEST(CouponDeliveryBasis, DeliveryFee_ActualPayIsMeasuredAfterTheGoodsDiscounts) {
  const std::vector<CartLine> lines = {goods(1, 101, 5500)};
  const Coupon r = stacking(coupon("R", Category::full_reduction, 1000, 1), Superposition::cross_hierarchy);
  const Coupon d = free_delivery_from(5000);  // $55 less $10 is $45: under $50 once R applies
  const CalcResult order_total = calc(lines, {r, d}, {"R", "D"}, with_basis(DeliveryFreeBasis::order_total));
  EXPECT_TRUE(is_applied(order_total, "D"));
  const CalcResult actual_pay = calc(lines, {r, d}, {"R", "D"}, with_basis(DeliveryFreeBasis::actual_pay));
  EXPECT_FALSE(is_applied(actual_pay, "D"));
  EXPECT_EQ(unusable_reason(actual_pay, "D"), Reason::threshold);
  EXPECT_EQ(actual_pay.discount_amount, 1000);
  // Alone it still applies: the basis falls only once a goods coupon takes something.
  EXPECT_TRUE(is_applied(calc(lines, {r, d}, {"D"}, with_basis(DeliveryFreeBasis::actual_pay)), "D"));
}

TEST(CouponDeliveryBasis, AutoSelection_WeighsAGoodsCouponAgainstTheFreeDeliveryItWouldCost) {
  const std::vector<CartLine> lines = {goods(1, 101, 5500)};
  const Coupon r = stacking(coupon("R", Category::full_reduction, 300, 1), Superposition::cross_hierarchy);
  const Coupon d = free_delivery_from(5300);  // R's $3 takes the actual pay to $52: no free delivery
  const Workspace ws(lines, {r, d}, with_basis(DeliveryFreeBasis::actual_pay));
  const AutoSelection best = best_selection(ws);
  EXPECT_EQ(best.codes, (std::vector<std::string>{"D"}));  // $11.99 off the fee beats $3
  EXPECT_EQ(best.discount, 1199);
  EXPECT_EQ(calculate(ws, best.codes).discount_amount, best.discount);
}

// The voucher reading docs/decisions/0017 keeps: spec 001 §4's "usable only if the order total
// discounted price is at least its value" is a necessary condition; the voucher must also be able
// to take its whole value from the goods it applies to (a packing fee it does not cover is not
// among them).
TEST(CouponCategory, Voucher_UsableOnlyWhenItsOwnGoodsCanTakeItsWholeValue) {
  std::vector<CartLine> lines = {goods(1, 101, 4800)};
  lines[0].box_price = 300;  // order total $51
  const Coupon v = coupon("V", Category::voucher, 5000, 1);
  EXPECT_EQ(unusable_reason(calc(lines, {v}, {"V"}), "V"), Reason::insufficient_amount);
  Coupon covering_box = v;
  covering_box.discount_item_type_range = {kItemKindBox};
  const CalcResult r = calc(lines, {covering_box}, {"V"});
  EXPECT_EQ(r.discount_amount, 5000);
  EXPECT_EQ(r.dis_box_price, 294);  // its share of the box fee: 5000 * 300 / 5100, rounded down
}

}  // namespace
}  // namespace qsr::engine::coupon::testing
