// Spec 001 §5: each of the seventeen usability rules, passing and failing, and the chain order.
#include <gtest/gtest.h>

#include "coupon_test_support.h"
#include "engine/coupon/usability_rules.h"

namespace qsr::engine::coupon::testing {
namespace {

const std::vector<CartLine> kBurgerAndFries = {goods(1, 101, 3850), goods(2, 102, 1500)};  // $53.5

Coupon ten_off() { return coupon("C1", Category::full_reduction, 1000, 1); }

TEST(CouponRule, ChainHasTheSeventeenRulesInSpecOrder) {
  const auto& chain = usability_chain();
  ASSERT_EQ(chain.size(), 17u);
  EXPECT_EQ(chain[0], &rule_coupon_is_active);
  EXPECT_EQ(chain[7], &rule_threshold_met);
  EXPECT_EQ(chain[16], &rule_one_special_offer_per_template);
}

TEST(CouponRule, ChainReportsTheFirstFailingRule) {
  Coupon c = with_threshold(ten_off(), 100000);  // fails rule 8
  c.channels = {"app"};                          // fails rule 2 first
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::channel);
}

TEST(CouponRule, ActiveCouponPasses) { EXPECT_EQ(reason_of(ten_off(), kBurgerAndFries), std::nullopt); }

TEST(CouponRule, StatusOtherThan10IsNotActivated) {
  Coupon c = ten_off();
  c.status = 20;
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::not_activated);
}

TEST(CouponRule, ChannelMustBeListedUnlessTheListIsEmpty) {
  Coupon c = ten_off();
  c.channels = {"h5", "app"};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.channels = {"app"};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::channel);
}

TEST(CouponRule, OrderTypeMustBeAnAllowedBusinessType) {
  Coupon c = ten_off();
  c.business_types = {1, 2};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, config(0, 2)), std::nullopt);
  EXPECT_EQ(reason_of(c, kBurgerAndFries, config(0, 3)), Reason::business_type);
}

TEST(CouponRule, ValidityPeriodIncludesBothEnds) {
  Coupon c = ten_off();
  c.effective_ms = kNow;
  c.invalid_ms = kNow;
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.effective_ms = kNow + 1;
  c.invalid_ms = kNow + 1000;
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::validity);
  c.effective_ms = kNow - 1000;
  c.invalid_ms = kNow - 1;
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::validity);
}

TEST(CouponRule, ValidityOfAReservedOrderUsesTheBookedTime) {
  Coupon c = ten_off();
  c.effective_ms = hk(2025, 6, 5, 0);  // valid from tomorrow
  CalcConfig cfg = config();
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::validity);
  cfg.booked_ms = hk(2025, 6, 5, 12);
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), std::nullopt);
  c.effective_ms = 0;
  c.invalid_ms = hk(2025, 6, 4, 23, 59);  // expires tonight, booked for tomorrow
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::booked_time);
}

TEST(CouponRule, UseTimeWeekdaysCountFromSunday) {
  Coupon c = ten_off();
  c.use_time.weekdays = {4};  // Wednesday
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.use_time.weekdays = {1, 7};  // weekends
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::use_time);
}

TEST(CouponRule, UseTimeSlotsAreHongKongTime) {
  Coupon c = ten_off();
  c.use_time.time_slots = {{11 * 60, 14 * 60}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.use_time.time_slots = {{14 * 60, 17 * 60}, {7 * 60, 11 * 60}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::use_time);
}

TEST(CouponRule, UseTimeSlotPastMidnightBelongsToTheDayItStarts) {
  Coupon c = ten_off();
  c.use_time.weekdays = {4};
  c.use_time.time_slots = {{22 * 60, 2 * 60}};
  CalcConfig cfg = config();
  cfg.now_ms = hk(2025, 6, 5, 1);  // Thursday 01:00, inside Wednesday's late slot
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), std::nullopt);
  cfg.now_ms = hk(2025, 6, 6, 1);  // Friday 01:00: Thursday's slot is not offered
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::use_time);
}

TEST(CouponRule, UseTimeHonoursAvailableAndUnavailableDateRanges) {
  Coupon c = ten_off();
  c.use_time.available_dates = {{20250501, 20250510}, {20250601, 20250630}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.use_time.unavailable_dates = {{20250604, 20250604}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::use_time);
  c.use_time.unavailable_dates.clear();
  c.use_time.available_dates = {{20250501, 20250510}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::use_time);
}

TEST(CouponRule, UseTimeOfAReservedOrderSaysTheDeliveryTimeIsOutside) {
  Coupon c = ten_off();
  c.use_time.time_slots = {{11 * 60, 14 * 60}};
  CalcConfig cfg = config();
  cfg.booked_ms = hk(2025, 6, 4, 18);
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::booked_time);
}

TEST(CouponRule, ShopIncludedOrNotExcluded) {
  Coupon c = ten_off();
  c.shop_rule = {ShopScope::include, {kShop, 8}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.shop_rule = {ShopScope::include, {8}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::store);
  c.shop_rule = {ShopScope::exclude, {8}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.shop_rule = {ShopScope::exclude, {kShop}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::store);
}

TEST(CouponRule, ItemRulesIncludeAndExclude) {
  Coupon c = product_coupon("C1", Category::full_reduction, 500, "101");
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
  c.item_rules = {{"999", "", false, 1}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::item);
  c.item_rules = {{"101", "", true, 1}, {"102", "", true, 1}};  // everything but what is in the cart
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::item);
  c.item_rules = {{"101", "", true, 1}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), std::nullopt);
}

TEST(CouponRule, ItemRulesMatchTheSkuWhenNamed) {
  std::vector<CartLine> lines = {goods(1, 101, 3850)};
  lines[0].sku_code = "L";
  Coupon c = product_coupon("C1", Category::full_reduction, 500, "101");
  c.item_rules[0].sku_code = "M";
  EXPECT_EQ(reason_of(c, lines), Reason::item);
  c.item_rules[0].sku_code = "L";
  EXPECT_EQ(reason_of(c, lines), std::nullopt);
}

TEST(CouponRule, ItemTypeRangeLimitsGoodsTypes) {
  std::vector<CartLine> lines = {goods(1, 101, 3850)};
  lines[0].goods_type = GoodsType::package;
  Coupon c = ten_off();
  c.item_type_range = {1};
  EXPECT_EQ(reason_of(c, lines), Reason::item);
  c.item_type_range = {1, 3};
  EXPECT_EQ(reason_of(c, lines), std::nullopt);
}

TEST(CouponRule, NoGoodsSelectedIsNoProduct) {
  std::vector<CartLine> lines = {goods(1, 101, 3850)};
  lines[0].selected = false;
  EXPECT_EQ(reason_of(ten_off(), lines), Reason::no_product);
}

TEST(CouponRule, AmountThresholdIsMetFromTheThresholdUp) {
  EXPECT_EQ(reason_of(with_threshold(ten_off(), 5350), kBurgerAndFries), std::nullopt);
  EXPECT_EQ(reason_of(with_threshold(ten_off(), 5360), kBurgerAndFries), Reason::threshold);
}

TEST(CouponRule, ThresholdByQuantityForTypes235) {
  const std::vector<CartLine> three = {goods(1, 101, 100, 2), goods(2, 102, 100)};  // 3 units, $3
  for (int type : {2, 3, 5}) {
    EXPECT_EQ(reason_of(with_threshold(ten_off(), 3, type), three), std::nullopt) << type;
    EXPECT_EQ(reason_of(with_threshold(ten_off(), 4, type), three), Reason::threshold) << type;
  }
  for (int type : {0, 1, 4}) {  // amounts: 3 cents is met by $3, 301 cents is not
    EXPECT_EQ(reason_of(with_threshold(ten_off(), 300, type), three), std::nullopt) << type;
    EXPECT_EQ(reason_of(with_threshold(ten_off(), 301, type), three), Reason::threshold) << type;
  }
}

// Issue 15: an unusable coupon says how much is missing (尚差 $X, 尚差 N 件).
TEST(CouponRule, AThresholdNotMetCarriesWhatIsMissing) {
  auto amount = refusal_of(with_threshold(ten_off(), 6000), kBurgerAndFries);  // the goods come to $53.50
  ASSERT_TRUE(amount);
  EXPECT_EQ(amount->arg, 650);
  const std::vector<CartLine> three = {goods(1, 101, 100, 2), goods(2, 102, 100)};
  auto units = refusal_of(with_threshold(ten_off(), 5, 2), three);
  ASSERT_TRUE(units);
  EXPECT_EQ(units->arg, 2);
}

TEST(CouponRule, ThresholdCountsOnlyTheApplicableGoods) {
  Coupon c = with_threshold(product_coupon("C1", Category::full_reduction, 500, "102"), 2000);
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::threshold);  // fries are $15
}

TEST(CouponRule, PointsAndStoredValueExcludeCouponsThatSaySo) {
  Coupon c = ten_off();
  CalcConfig points = config();
  points.point_mutually = true;
  CalcConfig stored = config();
  stored.deposit_mutually = true;
  c.mutually_type_range = {0};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, points), std::nullopt);
  c.mutually_type_range = {1};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, points), Reason::mutual_exclusion);
  EXPECT_EQ(reason_of(c, kBurgerAndFries, stored), std::nullopt);
  c.mutually_type_range = {2};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, stored), Reason::mutual_exclusion);
  c.mutually_type_range = {3};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, points), Reason::mutual_exclusion);
  EXPECT_EQ(reason_of(c, kBurgerAndFries, stored), Reason::mutual_exclusion);
}

TEST(CouponRule, FreeDeliveryNeedsTheAmountAndADeliveryPrice) {
  Coupon c = coupon("D", Category::delivery_fee, 0, 3);
  c.free_delivery_price = 5000;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, config(1200)), std::nullopt);
  EXPECT_EQ(reason_of(c, kBurgerAndFries, config(0)), Reason::threshold);
  c.free_delivery_price = 6000;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, config(1200)), Reason::threshold);
}

TEST(CouponRule, CombinationNeedsEveryGroupItemInItsQuantity) {
  Coupon c = ten_off();
  c.item_on_sale = ItemOnSale::group;
  c.item_rules = {{"101", "", false, 2}, {"102", "", false, 1}};
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::combination);
  EXPECT_EQ(reason_of(c, {goods(1, 101, 3850, 2), goods(2, 102, 1500)}), std::nullopt);
}

TEST(CouponRule, GroupBuyCouponsOnlyInGroupOrdersAndOthersNot) {
  Coupon only = ten_off();
  only.group_buy = GroupBuyRule::group_only;
  Coupon never = ten_off();
  never.group_buy = GroupBuyRule::not_for_group;
  CalcConfig group = config();
  group.is_group_buy = true;
  EXPECT_EQ(reason_of(only, kBurgerAndFries), Reason::group_only);
  EXPECT_EQ(reason_of(only, kBurgerAndFries, group), std::nullopt);
  EXPECT_EQ(reason_of(never, kBurgerAndFries), std::nullopt);
  EXPECT_EQ(reason_of(never, kBurgerAndFries, group), Reason::not_for_group);
}

TEST(CouponRule, GroupBuyCouponThresholdIsOnTheNumberOfPeopleWhoOrdered) {
  Coupon c = ten_off();
  c.group_buy = GroupBuyRule::group_only;
  c.group_buy_min_people = 3;
  CalcConfig group = config();
  group.is_group_buy = true;
  group.group_buy_cart_num = 2;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, group), Reason::threshold);
  group.group_buy_cart_num = 3;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, group), std::nullopt);
}

TEST(CouponRule, StoredValuePaymentNeedsCreditAndBalance) {
  Coupon c = ten_off();
  c.stored_value_mode = StoredValueMode::brand_balance;
  CalcConfig cfg = config();
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::stored_value_only);
  cfg.is_credit = true;
  cfg.brand_balance_available = 5349;
  cfg.store_balance_available = 10000;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::brand_balance);
  cfg.brand_balance_available = 5350;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), std::nullopt);
  c.stored_value_mode = StoredValueMode::store_balance;
  cfg.store_balance_available = 100;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::store_balance);
  c.stored_value_mode = StoredValueMode::any_balance;
  cfg.brand_balance_available = 5000;
  cfg.store_balance_available = 349;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::stored_value_balance);
  cfg.store_balance_available = 350;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), std::nullopt);
}

TEST(CouponRule, UserGroupRangeChecksLevelGroupAndPrivilegePass) {
  CalcConfig cfg = config();
  cfg.member_level_id = 2;
  cfg.user_group_ids = {5, 6};
  cfg.prime_id = 0;
  Coupon c = ten_off();
  c.member_level_ids = {2, 3};
  c.user_group_ids = {6};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), std::nullopt);
  c.member_level_ids = {3};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::user_group);
  c.member_level_ids.clear();
  c.user_group_ids = {7};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::user_group);
  c.user_group_ids.clear();
  c.prime_ids = {9};
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), Reason::user_group);
  cfg.prime_id = 9;
  EXPECT_EQ(reason_of(c, kBurgerAndFries, cfg), std::nullopt);
}

TEST(CouponRule, FullGiftNeedsGiftsAndOnlyOfferedGiftLines) {
  Coupon c = coupon("G", Category::gift_with_purchase, 0, 4);
  EXPECT_EQ(reason_of(c, kBurgerAndFries), Reason::gift);
  c.gift_items = {{"900", 1}};
  std::vector<CartLine> lines = kBurgerAndFries;
  lines.push_back(tied(3, 900, 1200, TieKind::gift, "G"));
  EXPECT_EQ(reason_of(c, lines), std::nullopt);
  lines.back().goods_id = 901;
  EXPECT_EQ(reason_of(c, lines), Reason::gift);
}

TEST(CouponRule, ExchangeNeedsEnoughItemsNotAllWithAttachments) {
  Coupon c = coupon("X", Category::exchange, 0, 5);
  c.item_rules = {{"800", "", false, 1}};
  c.exchange_num = 2;
  std::vector<CartLine> lines = kBurgerAndFries;
  auto refusal = refusal_of(c, lines);
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->reason, Reason::exchange_items);
  EXPECT_EQ(refusal->arg, 2);  // "not yet added 2 exchangeable items"
  lines.push_back(tied(3, 800, 2000, TieKind::exchange, "X", 2));
  EXPECT_EQ(reason_of(c, lines), std::nullopt);
  lines.back().has_attachments = true;
  EXPECT_EQ(reason_of(c, lines), Reason::exchange_items);
}

TEST(CouponRule, OnlyOneSpecialOfferPerTemplatePerOrder) {
  const Coupon a = stacking(product_coupon("S1", Category::special_offer, 1000, "101", 50), Superposition::cross_hierarchy);
  const Coupon b = stacking(product_coupon("S2", Category::special_offer, 1000, "101", 50), Superposition::cross_hierarchy);
  const Coupon other = stacking(product_coupon("S3", Category::special_offer, 1000, "101", 51), Superposition::cross_hierarchy);
  const Workspace ws(kBurgerAndFries, {a, b, other}, config());
  const Coupon* held[] = {&ws.at(0).coupon};
  const RuleContext with_a{ws.cart(), ws.config(), held};
  EXPECT_EQ(rule_one_special_offer_per_template(ws.at(1).coupon, ws.at(1).facts(), with_a), Refusal{Reason::one_per_order});
  EXPECT_EQ(rule_one_special_offer_per_template(ws.at(2).coupon, ws.at(2).facts(), with_a), std::nullopt);
  const CalcResult r = calc(kBurgerAndFries, {a, b, other}, {"S1", "S2", "S3"});
  EXPECT_TRUE(is_applied(r, "S1"));
  EXPECT_EQ(unusable_reason(r, "S2"), Reason::one_per_order);
  EXPECT_TRUE(is_applied(r, "S3"));
}

}  // namespace
}  // namespace qsr::engine::coupon::testing
