// Spec 001 §4 Calculation: thresholds with cycle and superposition, caps, rounding to one
// decimal, discount ranges, and the order coupons are calculated in.
#include <gtest/gtest.h>

#include "coupon_test_support.h"

namespace qsr::engine::coupon::testing {
namespace {

const std::vector<CartLine> kCart = {goods(1, 101, 5000, 2), goods(2, 102, 2000)};  // $120

Coupon ten_off(int64_t threshold) { return with_threshold(coupon("R", Category::full_reduction, 1000, 1), threshold); }

TEST(CouponCycle, CountsWholeMultiplesOfTheThreshold) {
  Coupon c = ten_off(5000);
  c.cycle = true;  // $120 holds $50 twice
  EXPECT_EQ(calc(kCart, {c}, {"R"}).discount_amount, 2000);
  c.cycle = false;
  EXPECT_EQ(calc(kCart, {c}, {"R"}).discount_amount, 1000);
}

TEST(CouponCycle, QuantityThresholdCyclesCountUnits) {
  Coupon c = ten_off(2);
  c.threshold_type = 3;
  c.cycle = true;  // 3 units hold 2 units once
  EXPECT_EQ(calc(kCart, {c}, {"R"}).discount_amount, 1000);
}

TEST(CouponCap, ByCountWhenMaxDiscountTypeIs1) {
  Coupon c = ten_off(2000);
  c.cycle = true;  // six multiples
  c.max_discount_type = MaxDiscountType::by_count;
  c.max_discount_num = 2;
  c.max_discount = 500;  // ignored: the cap is by count
  EXPECT_EQ(calc(kCart, {c}, {"R"}).discount_amount, 2000);
}

TEST(CouponCap, ByAmountWhenMaxDiscountTypeIs0) {
  Coupon c = ten_off(2000);
  c.cycle = true;
  c.max_discount_type = MaxDiscountType::by_amount;
  c.max_discount = 1500;
  c.max_discount_num = 1;  // ignored: the cap is by amount
  EXPECT_EQ(calc(kCart, {c}, {"R"}).discount_amount, 1500);
}

TEST(CouponCap, UnsetMaximumsAre999999) {
  const Coupon c;
  EXPECT_EQ(c.max_discount_num, 999999);
  EXPECT_EQ(c.max_discount, 999999 * 100);
  Coupon cycling = ten_off(100);
  cycling.value = 100;
  cycling.cycle = true;  // 120 multiples of $1 off: capped only by the goods
  EXPECT_EQ(calc(kCart, {cycling}, {"R"}).discount_amount, 12000);
}

TEST(CouponCap, DiscountNeverExceedsTheCoveredGoods) {
  const Coupon c = product_coupon("R", Category::full_reduction, 3000, "102");  // $30 off $20 fries
  const CalcResult r = calc(kCart, {c}, {"R"});
  EXPECT_EQ(r.discount_amount, 2000);
  EXPECT_EQ(r.product_list[2].pay_price, 0);
}

TEST(CouponCap, SurplusDiscountNumLimitsTheUsesLeft) {
  Coupon c = ten_off(2000);
  c.cycle = true;
  c.surplus_discount_num = 3;
  EXPECT_EQ(calc(kCart, {c}, {"R"}).discount_amount, 3000);
}

TEST(CouponThreshold, StackedCouponsOfATemplateShareItsMultiples) {
  Coupon a = stacking(ten_off(5000), Superposition::same_template);
  Coupon b = a, c = a;
  a.code = "R1";
  b.code = "R2";
  c.code = "R3";
  // $120 holds $50 twice: two stacked "$10 off $50" apply, the third does not.
  const CalcResult r = calc(kCart, {a, b, c}, {"R1", "R2", "R3"});
  EXPECT_EQ(r.discount_amount, 2000);
  EXPECT_EQ(unusable_reason(r, "R3"), Reason::threshold);
}

TEST(CouponRounding, DiscountsRoundToOneDecimalHalfUp) {
  auto fifteen_off = [](Cents price) {
    return calc({goods(1, 101, price)}, {coupon("P", Category::percentage, 85, 1)}, {"P"}).discount_amount;
  };
  EXPECT_EQ(fifteen_off(3330), 500);  // 4.995 -> 5.0
  EXPECT_EQ(fifteen_off(3300), 500);  // 4.95 -> 5.0
  EXPECT_EQ(fifteen_off(3290), 490);  // 4.935 -> 4.9
  EXPECT_EQ(fifteen_off(3260), 490);  // 4.89 -> 4.9
}

TEST(CouponRounding, LineSharesAddUpToTheCouponDiscountByLargestRemainder) {
  const CalcResult r = calc({goods(1, 101, 3330, 3)}, {coupon("R", Category::full_reduction, 1000, 1)}, {"R"});
  ASSERT_EQ(r.product_list.size(), 3u);
  EXPECT_EQ(r.product_list[0].discount, 334);  // equal remainders: the earlier unit takes the cent
  EXPECT_EQ(r.product_list[1].discount, 333);
  EXPECT_EQ(r.product_list[2].discount, 333);
}

TEST(CouponRounding, RoundingNeverTakesMoreThanTheGoodsLeft) {
  // $0.95 left after a $10 reduction on $10.95; 100% off then takes exactly $0.95.
  Coupon free = stacking(coupon("F", Category::percentage, 0, 2), Superposition::cross_hierarchy);
  free.hierarchy = Hierarchy::product;
  const CalcResult r = calc({goods(1, 101, 1095)}, {free}, {"F"});
  EXPECT_EQ(r.discount_amount, 1095);
  EXPECT_EQ(r.pay_total_amount, 0);
}

TEST(CouponRange, DiscountItemTypesChooseTheCoveredPriceParts) {
  CartLine line = goods(1, 101, 3000);
  line.box_price = 100;
  line.attribute_price = 500;
  line.attachment_price = 300;
  line.package_extra_price = 200;
  auto half_off = [&](std::vector<int> range) {
    Coupon c = coupon("P", Category::percentage, 50, 1);
    c.discount_item_type_range = std::move(range);
    return calc({line}, {c}, {"P"});
  };
  EXPECT_EQ(half_off({}).discount_amount, 1500);
  EXPECT_EQ(half_off({6}).discount_amount, 1550);
  EXPECT_EQ(half_off({6}).dis_box_price, 50);
  EXPECT_EQ(half_off({}).dis_box_price, 0);
  EXPECT_EQ(half_off({15}).discount_amount, 1750);
  EXPECT_EQ(half_off({4}).discount_amount, 1650);
  EXPECT_EQ(half_off({7}).discount_amount, 1650);
  EXPECT_EQ(half_off({8}).discount_amount, 1600);
  EXPECT_EQ(half_off({4, 6, 8, 15}).discount_amount, 2050);
}

TEST(CouponOrder, ProductLevelBeforeOrderLevel) {
  const std::vector<CartLine> hundred = {goods(1, 101, 10000)};
  const Coupon half = stacking(product_coupon("P", Category::percentage, 50, "101", 1), Superposition::cross_hierarchy);
  const Coupon ten = stacking(ten_off(6000), Superposition::cross_hierarchy);
  // 50% of $100, then $10 off (threshold counted before discounts): $60. The other way: $55.
  EXPECT_EQ(calc(hundred, {half, ten}, {"R", "P"}).discount_amount, 6000);
}

TEST(CouponOrder, FixedAmountsBeforePercentagesWithinAStage) {
  const std::vector<CartLine> hundred = {goods(1, 101, 10000)};
  const Coupon ten = stacking(coupon("R", Category::full_reduction, 1000, 1), Superposition::cross_hierarchy);
  const Coupon pct = stacking(coupon("P", Category::percentage, 90, 2), Superposition::cross_hierarchy);
  // $10 off, then 10% of $90.
  EXPECT_EQ(calc(hundred, {pct, ten}, {"P", "R"}).discount_amount, 1900);
}

TEST(CouponOrder, ThirdPartyCouponPutsSpecialOffersFirst) {
  const std::vector<CartLine> burger = {goods(1, 101, 5000)};
  Coupon six = stacking(product_coupon("T6", Category::percentage, 50, "101", 1), Superposition::cross_hierarchy);
  six.trade_type = kTradeTypeSix;
  Coupon offer = stacking(product_coupon("S", Category::special_offer, 3000, "101", 2), Superposition::cross_hierarchy);
  // Trade type 6 first: $25 left, already under the $30 special price.
  EXPECT_EQ(calc(burger, {six, offer}, {"T6", "S"}).discount_amount, 2500);
  offer.is_third_party = true;  // special offer first: $30, then half: $15
  EXPECT_EQ(calc(burger, {six, offer}, {"T6", "S"}).discount_amount, 3500);
}

TEST(CouponOrder, ProductLevelWalletCouponsBeforeEventCoupons) {
  const std::vector<CartLine> burger = {goods(1, 101, 5000)};
  Coupon event = stacking(product_coupon("E", Category::percentage, 50, "101", 1), Superposition::cross_hierarchy);
  event.trade_event_id = 9;
  const Coupon wallet = stacking(product_coupon("W", Category::special_offer, 3000, "101", 2), Superposition::cross_hierarchy);
  // The wallet special offer first ($30), then the event half price ($15): $35.
  EXPECT_EQ(calc(burger, {event, wallet}, {"E", "W"}).discount_amount, 3500);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing
