// Spec 001 §4 Stacking: the five superposition modes and every constraint on a selection.
#include <gtest/gtest.h>

#include "coupon_test_support.h"
#include "engine/coupon/overlay.h"

namespace qsr::engine::coupon::testing {
namespace {

// $100 of burgers ($50 x 2) and $20 of fries.
const std::vector<CartLine> kCart = {goods(1, 101, 5000, 2), goods(2, 102, 2000)};

Coupon reduction(std::string code, Cents value, int64_t template_id, Superposition mode, Hierarchy h = Hierarchy::order) {
  Coupon c = stacking(coupon(std::move(code), Category::full_reduction, value, template_id), mode);
  c.hierarchy = h;
  return c;
}

Coupon product_reduction(std::string code, Cents value, int64_t template_id, Superposition mode) {
  Coupon c = stacking(product_coupon(std::move(code), Category::full_reduction, value, "101", template_id), mode);
  return c;
}

Coupon delivery(std::string code, Cents value, int64_t template_id = 60) {
  return coupon(std::move(code), Category::delivery_fee, value, template_id);
}

TEST(CouponStacking, NonStackableAdmitsOnlyDeliveryCoupons) {
  const std::vector<Coupon> wallet = {reduction("A", 1000, 1, Superposition::none),
                                      product_reduction("B", 500, 2, Superposition::cross_hierarchy), delivery("D", 500)};
  const CalcResult r = calc(kCart, wallet, {"A", "B", "D"}, config(1200));
  EXPECT_TRUE(is_applied(r, "A"));
  EXPECT_EQ(unusable_reason(r, "B"), Reason::not_stackable);
  EXPECT_TRUE(is_applied(r, "D"));
  EXPECT_EQ(r.discount_amount, 1000 + 500);
}

TEST(CouponStacking, SameTemplateStacksOnlyWithItsOwnTemplate) {
  const std::vector<Coupon> wallet = {reduction("A1", 1000, 1, Superposition::same_template),
                                      reduction("A2", 1000, 1, Superposition::same_template),
                                      reduction("B", 1000, 2, Superposition::same_template)};
  const CalcResult r = calc(kCart, wallet, {"A1", "A2", "B"});
  EXPECT_TRUE(is_applied(r, "A1"));
  EXPECT_TRUE(is_applied(r, "A2"));
  EXPECT_EQ(unusable_reason(r, "B"), Reason::not_stackable);
  EXPECT_EQ(r.discount_amount, 2000);
}

TEST(CouponStacking, SameCategoryStacksAcrossTemplatesOfOneCategory) {
  Coupon percent = stacking(product_coupon("P", Category::percentage, 90, "102", 3), Superposition::same_category);
  const std::vector<Coupon> wallet = {product_reduction("A", 1000, 1, Superposition::same_category),
                                      product_reduction("B", 500, 2, Superposition::same_category), percent};
  const CalcResult r = calc(kCart, wallet, {"A", "B", "P"});
  EXPECT_TRUE(is_applied(r, "A"));
  EXPECT_TRUE(is_applied(r, "B"));
  EXPECT_EQ(unusable_reason(r, "P"), Reason::not_stackable);
}

TEST(CouponStacking, SameHierarchyStacksWithinOneHierarchy) {
  Coupon percent = stacking(product_coupon("P", Category::percentage, 90, "102", 3), Superposition::same_hierarchy);
  const std::vector<Coupon> wallet = {product_reduction("A", 1000, 1, Superposition::same_hierarchy), percent,
                                      reduction("O", 500, 2, Superposition::same_hierarchy)};
  const CalcResult r = calc(kCart, wallet, {"A", "P", "O"});
  EXPECT_TRUE(is_applied(r, "A"));
  EXPECT_TRUE(is_applied(r, "P"));  // 10% of the $20 fries
  EXPECT_EQ(applied_discount(r, "P"), 200);
  EXPECT_EQ(unusable_reason(r, "O"), Reason::not_stackable);
}

TEST(CouponStacking, CrossHierarchyStacksAcrossHierarchiesWhenTheOtherAdmitsIt) {
  const std::vector<Coupon> wallet = {product_reduction("A", 1000, 1, Superposition::cross_hierarchy),
                                      reduction("O", 500, 2, Superposition::cross_hierarchy),
                                      reduction("S", 300, 4, Superposition::same_hierarchy)};
  const CalcResult r = calc(kCart, wallet, {"A", "O", "S"});
  EXPECT_TRUE(is_applied(r, "A"));
  EXPECT_TRUE(is_applied(r, "O"));
  // S (same hierarchy, order level) does not admit the product-level A.
  EXPECT_EQ(unusable_reason(r, "S"), Reason::not_stackable);
  EXPECT_EQ(r.discount_amount, 1500);
}

TEST(CouponStacking, OrderLevelCouponsNeedTheSameApplicableGoods) {
  Coupon burgers_only = reduction("B", 500, 2, Superposition::cross_hierarchy);
  burgers_only.item_rules = {{"101", "", false, 1}};
  const std::vector<Coupon> wallet = {reduction("A", 1000, 1, Superposition::cross_hierarchy), burgers_only,
                                      reduction("C", 300, 3, Superposition::cross_hierarchy)};
  const CalcResult r = calc(kCart, wallet, {"A", "B", "C"});
  EXPECT_TRUE(is_applied(r, "A"));
  EXPECT_EQ(unusable_reason(r, "B"), Reason::goods_differ);  // 券的适用商品不一致
  EXPECT_TRUE(is_applied(r, "C"));
}

TEST(CouponStacking, TwoOrderLevelPercentageCouponsDoNotCombine) {
  const std::vector<Coupon> wallet = {stacking(coupon("P1", Category::percentage, 90, 1), Superposition::cross_hierarchy),
                                      stacking(coupon("P2", Category::percentage, 80, 2), Superposition::cross_hierarchy)};
  const CalcResult r = calc(kCart, wallet, {"P1", "P2"});
  EXPECT_TRUE(is_applied(r, "P1"));
  EXPECT_EQ(unusable_reason(r, "P2"), Reason::not_stackable);
}

TEST(CouponStacking, OneDeliveryCouponPerOrder) {
  const std::vector<Coupon> wallet = {delivery("D1", 500, 60), delivery("D2", 300, 61)};
  const CalcResult r = calc(kCart, wallet, {"D1", "D2"}, config(1200));
  EXPECT_TRUE(is_applied(r, "D1"));
  EXPECT_EQ(unusable_reason(r, "D2"), Reason::one_per_order);
  EXPECT_EQ(r.dis_delivery_price, 500);
}

TEST(CouponStacking, DeliveryCouponOnlyWithADeliveryPriceAboveZero) {
  const CalcResult r = calc(kCart, {delivery("D1", 500)}, {"D1"}, config(0, 2));
  EXPECT_EQ(unusable_reason(r, "D1"), Reason::threshold);
  EXPECT_EQ(r.discount_amount, 0);
}

TEST(CouponStacking, VirtualCopiesUpToThePerOrderNumber) {
  Coupon activity = reduction("E", 500, 7, Superposition::same_template);
  activity.trade_event_id = 3;
  activity.copies_per_order = 3;
  const CalcResult r = calc(kCart, {activity}, {"E", "E", "E", "E"});
  EXPECT_EQ(r.applied.size(), 3u);
  EXPECT_EQ(r.virtual_coupon_list, (std::vector<std::string>{"E#2", "E#3"}));
  EXPECT_EQ(r.discount_amount, 1500);
  ASSERT_EQ(r.usable.size(), 1u);
  EXPECT_EQ(r.usable[0].copies_selected, 3);
}

TEST(CouponStacking, CountIncludingVirtualCopiesStaysBelowMaxValue) {
  Coupon activity = reduction("E", 500, 7, Superposition::cross_hierarchy);
  activity.copies_per_order = 3;
  CalcConfig cfg = config();
  cfg.superimposed_max_value = 3;  // at most 2 coupons
  const CalcResult r = calc(kCart, {activity, reduction("F", 200, 8, Superposition::cross_hierarchy)}, {"E", "E", "F"}, cfg);
  EXPECT_EQ(r.applied.size(), 2u);
  EXPECT_EQ(unusable_reason(r, "F"), Reason::count_limit);
}

TEST(CouponStacking, OrderUsageLimitLimitedCapsUsesOfATemplate) {
  Coupon a = product_reduction("A1", 500, 9, Superposition::same_template);
  a.order_usage_limit = OrderUsageLimit::limited;
  a.order_usage_limit_quantity = 2;
  Coupon b = a, c = a;
  b.code = "A2";
  c.code = "A3";
  const CalcResult r = calc(kCart, {a, b, c}, {"A1", "A2"});
  EXPECT_TRUE(is_applied(r, "A1"));
  EXPECT_TRUE(is_applied(r, "A2"));
  EXPECT_EQ(unusable_reason(r, "A3"), Reason::one_per_order);  // hidden once used twice
}

TEST(CouponStacking, TheFirstChoiceDecidesWhatRemainsSelectable) {
  const std::vector<Coupon> wallet = {reduction("A", 1000, 1, Superposition::none),
                                      product_reduction("B", 500, 2, Superposition::cross_hierarchy)};
  const CalcResult ab = calc(kCart, wallet, {"A", "B"});
  const CalcResult ba = calc(kCart, wallet, {"B", "A"});
  EXPECT_TRUE(is_applied(ab, "A"));
  EXPECT_EQ(unusable_reason(ab, "B"), Reason::not_stackable);
  EXPECT_TRUE(is_applied(ba, "B"));
  EXPECT_EQ(unusable_reason(ba, "A"), Reason::not_stackable);
}

TEST(CouponStacking, NonStackableChoiceListsWhatItWouldCancel) {
  const std::vector<Coupon> wallet = {product_reduction("B", 500, 2, Superposition::cross_hierarchy),
                                      reduction("O", 800, 3, Superposition::cross_hierarchy),
                                      reduction("N", 2000, 1, Superposition::none), delivery("D", 500)};
  const Workspace ws(kCart, wallet, config(1200));
  const std::vector<std::string> selected = {"B", "O", "D"};
  const OverlayResult o = overlay(ws, selected);
  ASSERT_EQ(o.conflicting.size(), 1u);
  EXPECT_EQ(o.conflicting[0].code, "N");
  EXPECT_EQ(o.conflicting[0].cancels, (std::vector<std::string>{"B", "O"}));  // the delivery coupon stays
  // Choosing it after confirming: the client sends it with what it keeps.
  const CalcResult after = calculate(ws, std::vector<std::string>{"N", "D"});
  EXPECT_EQ(after.discount_amount, 2000 + 500);
}

TEST(CouponStacking, SelectionPricesTheSameWhateverTheTapOrder) {
  const std::vector<Coupon> wallet = {stacking(product_coupon("P", Category::percentage, 80, "101", 1), Superposition::cross_hierarchy),
                                      product_reduction("R", 1500, 2, Superposition::cross_hierarchy),
                                      reduction("O", 1000, 3, Superposition::cross_hierarchy)};
  const CalcResult one = calc(kCart, wallet, {"P", "R", "O"});
  const CalcResult two = calc(kCart, wallet, {"O", "R", "P"});
  EXPECT_EQ(one.discount_amount, two.discount_amount);
  EXPECT_EQ(one.applied.size(), 3u);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing
