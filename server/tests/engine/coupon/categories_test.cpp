// Spec 001 §3 categories, each with its documented semantics (docs/coupons.md), amounts worked
// out by hand in the comments.
#include <gtest/gtest.h>

#include <algorithm>

#include "coupon_test_support.h"
#include "engine/coupon/auto_selection.h"
#include "engine/coupon/un_use_coupon.h"

namespace qsr::engine::coupon::testing {
namespace {

// $50 burger x2 and $20 fries: $120.
const std::vector<CartLine> kCart = {goods(1, 101, 5000, 2), goods(2, 102, 2000)};

TEST(CouponCategory, FullReductionTakesItsValueOnceTheThresholdIsMet) {
  const Coupon c = with_threshold(coupon("R", Category::full_reduction, 1000, 1), 5000);  // $10 off $50
  const CalcResult r = calc(kCart, {c}, {"R"});
  EXPECT_EQ(r.discount_amount, 1000);
  EXPECT_EQ(r.pay_total_amount, 11000);
  // Spread over the units in proportion: 5000/12000 of $10 = 416.67 -> 417, 417, 166.67 -> 166.
  ASSERT_EQ(r.product_list.size(), 3u);
  EXPECT_EQ(r.product_list[0].discount + r.product_list[1].discount + r.product_list[2].discount, 1000);
  EXPECT_EQ(r.product_list[2].discount, 166);
  EXPECT_EQ(r.product_list[0].coupons[0].code, "R");
}

TEST(CouponCategory, PercentageDiscountPaysCouponValuePercent) {
  const Coupon c = coupon("P", Category::percentage, 80, 2);  // pay 80%: $120 -> $24 off
  EXPECT_EQ(calc(kCart, {c}, {"P"}).discount_amount, 2400);
}

TEST(CouponCategory, PercentageCountCapDiscountsTheDearestUnits) {
  Coupon c = coupon("P", Category::percentage, 50, 2);
  c.hierarchy = Hierarchy::product;
  c.max_discount_type = MaxDiscountType::by_count;
  c.max_discount_num = 1;  // one unit: a $50 burger at half price
  EXPECT_EQ(calc(kCart, {c}, {"P"}).discount_amount, 2500);
}

TEST(CouponCategory, PercentageDiscountItemMaxAmountCapsEachUnit) {
  Coupon c = coupon("P", Category::percentage, 50, 2);
  c.discount_item_max_amount = 1500;  // $25 -> $15, $25 -> $15, $10 stays $10
  EXPECT_EQ(calc(kCart, {c}, {"P"}).discount_amount, 4000);
}

TEST(CouponCategory, GiftWithPurchaseChargesGiftLinesZero) {
  Coupon c = with_threshold(coupon("G", Category::gift_with_purchase, 0, 3), 10000);
  c.gift_items = {{"900", 1}};
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 900, 1200, TieKind::gift, "G"));
  const CalcResult r = calc(lines, {c}, {"G"});
  EXPECT_EQ(r.total_amount, 13200);
  EXPECT_EQ(r.gift_with_purchase_coupon_discount, 1200);
  EXPECT_EQ(r.pay_total_amount, 12000);
  EXPECT_EQ(r.product_list.back().pay_price, 0);
  EXPECT_TRUE(r.cleared_line_ids.empty());
}

TEST(CouponCategory, GiftItemsAreClearedWhenConditionsStopHolding) {
  Coupon c = with_threshold(coupon("G", Category::gift_with_purchase, 0, 3), 15000);  // $150 not reached
  c.gift_items = {{"900", 1}};
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 900, 1200, TieKind::gift, "G"));
  const CalcResult r = calc(lines, {c}, {"G"});
  EXPECT_EQ(unusable_reason(r, "G"), Reason::threshold);
  EXPECT_EQ(r.cleared_line_ids, (std::vector<int64_t>{3}));
  EXPECT_EQ(r.total_amount, 12000);
}

TEST(CouponCategory, GiftsBeyondWhatTheThresholdEarnsAreCleared) {
  Coupon c = with_threshold(coupon("G", Category::gift_with_purchase, 0, 3), 10000);
  c.gift_items = {{"900", 1}};
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 900, 1200, TieKind::gift, "G", 2));  // two gifts, one earned
  const CalcResult r = calc(lines, {c}, {"G"});
  EXPECT_EQ(r.gift_with_purchase_coupon_discount, 1200);
  EXPECT_EQ(r.cleared_line_ids, (std::vector<int64_t>{3}));
  EXPECT_EQ(r.product_list.size(), 4u);  // three goods units and the one gift kept
}

TEST(CouponCategory, SpecialOfferPutsOneUnitAtTheSpecialPrice) {
  const Coupon c = product_coupon("S", Category::special_offer, 2000, "101", 5);  // a burger for $20
  EXPECT_EQ(calc(kCart, {c}, {"S"}).discount_amount, 3000);
}

TEST(CouponCategory, SpecialOfferWithCycleCoversEveryEarnedUnit) {
  Coupon c = with_threshold(product_coupon("S", Category::special_offer, 2000, "101", 5), 1, 2);
  c.cycle = true;  // one unit per burger bought: both at $20
  EXPECT_EQ(calc(kCart, {c}, {"S"}).discount_amount, 6000);
}

TEST(CouponCategory, DeliveryFeeCouponReducesTheFee) {
  const Coupon c = coupon("D", Category::delivery_fee, 500, 6);
  const CalcResult r = calc(kCart, {c}, {"D"}, config(1200));
  EXPECT_EQ(r.dis_delivery_price, 500);
  EXPECT_EQ(r.delivery_price, 700);
  EXPECT_EQ(r.total_amount, 13200);
  EXPECT_EQ(r.pay_total_amount, 12700);
}

TEST(CouponCategory, FreeDeliveryLeavesTheOneCentFloor) {
  for (Cents value : {Cents{0}, Cents{1200}, Cents{5000}}) {
    const CalcResult r = calc(kCart, {coupon("D", Category::delivery_fee, value, 6)}, {"D"}, config(1200));
    EXPECT_EQ(r.delivery_price, 1) << value;  // spec 001 §9: 0.01
    EXPECT_EQ(r.dis_delivery_price, 1199) << value;
  }
}

TEST(CouponCategory, PaidMembershipIsAnAmountOffReportedAsPrimeDiscount) {
  Coupon c = coupon("M", Category::paid_membership, 800, 7);
  c.prime_ids = {42};
  CalcConfig cfg = config();
  cfg.prime_id = 42;
  const CalcResult r = calc(kCart, {c}, {"M"}, cfg);
  EXPECT_EQ(r.discount_amount, 800);
  EXPECT_EQ(r.prime_discount_amount, 800);
}

TEST(CouponCategory, ExchangeMakesTheExchangeLineFreeButNotItsAttachments) {
  Coupon c = coupon("X", Category::exchange, 0, 8);
  c.item_rules = {{"800", "", false, 1}};
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 800, 2500, TieKind::exchange, "X"));
  lines.back().attachment_price = 300;  // $3 of extras stays payable
  EXPECT_EQ(calc(lines, {c}, {"X"}).discount_amount, 2500);
  c.discount_item_type_range = {4};  // unless the coupon covers attachments
  EXPECT_EQ(calc(lines, {c}, {"X"}).discount_amount, 2800);
}

TEST(CouponCategory, ConvertChargesTheExchangeLineCouponValue) {
  Coupon c = coupon("V", Category::convert, 1000, 9);  // the $25 item for $10
  c.item_rules = {{"800", "", false, 1}};
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 800, 2500, TieKind::exchange, "V"));
  EXPECT_EQ(calc(lines, {c}, {"V"}).discount_amount, 1500);
}

TEST(CouponCategory, VoucherNeedsTheDiscountedTotalToBeAtLeastItsValue) {
  const std::vector<CartLine> sixty = {goods(1, 101, 6000)};
  const Coupon half = stacking(product_coupon("P", Category::percentage, 50, "101", 1), Superposition::cross_hierarchy);
  Coupon big = stacking(coupon("V40", Category::voucher, 4000, 2), Superposition::cross_hierarchy);
  Coupon small = stacking(coupon("V25", Category::voucher, 2500, 3), Superposition::cross_hierarchy);
  // Half price first ($30 left), then the voucher: $40 does not fit, $25 does.
  const CalcResult too_big = calc(sixty, {half, big}, {"V40", "P"});
  EXPECT_EQ(unusable_reason(too_big, "V40"), Reason::insufficient_amount);
  EXPECT_EQ(too_big.discount_amount, 3000);
  EXPECT_EQ(calc(sixty, {half, small}, {"V25", "P"}).discount_amount, 5500);
}

TEST(CouponLists, ACouponTheCalculationWouldSkipIsUnusableWithItsReasonNotUsableForNothing) {
  // A $20 voucher on a $15 order cannot be added: it is listed unusable (insufficient amount),
  // not as a usable coupon that saves $0.
  const std::vector<CartLine> fifteen = {goods(1, 101, 1500)};
  const Coupon voucher = stacking(coupon("V20", Category::voucher, 2000, 2), Superposition::cross_hierarchy);
  const CalcResult r = calc(fifteen, {voucher}, {});
  EXPECT_EQ(unusable_reason(r, "V20"), Reason::insufficient_amount);
  EXPECT_TRUE(std::none_of(r.usable.begin(), r.usable.end(), [](const UsableCoupon& u) { return u.code == "V20"; }));
}

TEST(CouponCategory, VoucherIsCalculatedAfterOrderLevelCoupons) {
  const std::vector<CartLine> sixty = {goods(1, 101, 6000)};
  const Coupon five = stacking(coupon("R", Category::full_reduction, 500, 1), Superposition::cross_hierarchy);
  const Coupon fits = stacking(coupon("V55", Category::voucher, 5500, 2), Superposition::cross_hierarchy);
  const Coupon too_much = stacking(coupon("V56", Category::voucher, 5600, 3), Superposition::cross_hierarchy);
  EXPECT_EQ(calc(sixty, {five, fits}, {"V55", "R"}).discount_amount, 6000);
  EXPECT_EQ(unusable_reason(calc(sixty, {five, too_much}, {"V56", "R"}), "V56"), Reason::insufficient_amount);
}

// Buy-one-get-one over burgers ($50 x3) and chicken ($40 x2): 5 units, groups of 2.
const std::vector<CartLine> kBogoCart = {goods(1, 101, 5000, 3), goods(2, 103, 4000, 2)};

Coupon bogo(std::string code, int64_t template_id = 11) {
  Coupon c = coupon(std::move(code), Category::gift_activity, 0, template_id);
  c.hierarchy = Hierarchy::product;
  c.threshold = 2;  // `amount`: units per cycle
  c.item_rules = {{"101", "", false, 1}, {"103", "", false, 1}};
  return c;
}

TEST(CouponBogo, EachCycleFreesTheCheapestMatchingUnit) {
  // floor(5 / 2) = 2 cycles: the two $40 chickens are free.
  EXPECT_EQ(calc(kBogoCart, {bogo("B")}, {"B"}).discount_amount, 8000);
}

TEST(CouponBogo, CyclesAreCappedByMaxCount) {
  Coupon c = bogo("B");
  c.max_discount_num = 1;
  EXPECT_EQ(calc(kBogoCart, {c}, {"B"}).discount_amount, 4000);
}

TEST(CouponBogo, NeedsAWholeGroupOfMatchingUnits) {
  EXPECT_EQ(reason_of(bogo("B"), {goods(1, 101, 5000)}), Reason::threshold);
}

TEST(CouponBogo, StepGiftFreesOneGiftLinePerCycle) {
  std::vector<CartLine> lines = {goods(1, 101, 5000, 4), tied(2, 950, 1000, TieKind::activity_gift, "B", 3)};
  const CalcResult r = calc(lines, {bogo("B")}, {"B"});
  EXPECT_EQ(r.discount_amount, 2000);  // 2 cycles: two $10 gifts free, the third is cleared
  EXPECT_EQ(r.cleared_line_ids, (std::vector<int64_t>{2}));
}

TEST(CouponBogo, TheSelectedOneElseHighestWeightThenEarliestCreation) {
  Coupon low = bogo("LOW", 11), early = bogo("EARLY", 12), late = bogo("LATE", 13);
  low.trade_weight = 1;
  early.trade_weight = late.trade_weight = 3;
  early.trade_create_ms = 100;
  late.trade_create_ms = 200;
  const Workspace ws(kBogoCart, {low, late, early}, config());
  EXPECT_EQ(designated_gift_activity(ws, {}), ws.find("EARLY"));
  const int selected[] = {*ws.find("LOW")};
  EXPECT_EQ(designated_gift_activity(ws, selected), ws.find("LOW"));
  // Automatic selection considers only the designated one.
  const std::vector<int> candidates = auto_selection_candidates(ws);
  EXPECT_EQ(candidates, (std::vector<int>{*ws.find("EARLY")}));
}

TEST(CouponCategory, AutoParticipationEventCouponsAreListedByWeightThenNewest) {
  auto event = [](std::string code, int64_t weight, int64_t created) {
    Coupon c = coupon(std::move(code), Category::percentage, 95, 20);
    c.trade_event_id = 5;
    c.auto_participation = true;
    c.trade_weight = weight;
    c.trade_create_ms = created;
    return c;
  };
  const Coupon bigger = coupon("PLAIN", Category::full_reduction, 3000, 21);
  const CalcResult r = calc(kCart, {event("A", 1, 100), bigger, event("B", 5, 100), event("C", 5, 200)}, {});
  ASSERT_EQ(r.usable.size(), 4u);
  EXPECT_EQ(r.usable[0].code, "C");
  EXPECT_EQ(r.usable[1].code, "B");
  EXPECT_EQ(r.usable[2].code, "A");
  EXPECT_EQ(r.usable[3].code, "PLAIN");
}

TEST(CouponUnUse, RemovesTheCouponWithItsCopiesAndTiedGoods) {
  Coupon x = coupon("X", Category::exchange, 0, 8);
  x.item_rules = {{"800", "", false, 1}};
  x.superposition = Superposition::cross_hierarchy;
  Coupon r = stacking(coupon("R", Category::full_reduction, 1000, 1), Superposition::cross_hierarchy);
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 800, 2500, TieKind::exchange, "X"));
  const UnUseResult out = un_use_coupon(CalcInput{lines, {x, r}, {"X", "R"}, config()}, "X");
  EXPECT_EQ(out.selected, (std::vector<std::string>{"R"}));
  EXPECT_EQ(out.removed_line_ids, (std::vector<int64_t>{3}));
  EXPECT_EQ(out.result.total_amount, 12000);
  EXPECT_EQ(out.result.discount_amount, 1000);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing
