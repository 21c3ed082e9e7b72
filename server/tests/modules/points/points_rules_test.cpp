// The arithmetic of points (spec 000 §3, §9; spec 001 §4).
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/points/points_redeem.h"
#include "modules/points/points_rules.h"

namespace qsr::points {
namespace {

TEST(PointsRules, TheRatioIsPointsOverPayMoneyToFourDecimals) {
  EXPECT_EQ(ratio_e4(100, 1), 10000);   // HK$1 -> 1 point: 1.0000
  EXPECT_EQ(ratio_e4(300, 1), 3333);    // HK$3 -> 1 point: 0.3333
  EXPECT_EQ(ratio_e4(300, 2), 6667);    // 0.66666 rounds half up to 0.6667
  EXPECT_EQ(ratio_e4(1000, 15), 15000); // HK$10 -> 15 points: 1.5000
  EXPECT_EQ(format_ratio(3333), "0.3333");
  EXPECT_EQ(format_ratio(15000), "1.5000");
}

TEST(PointsRules, ARuleWithoutMoneyOrPointsEarnsNothing) {
  EXPECT_EQ(ratio_e4(0, 5), 0);
  EXPECT_EQ(ratio_e4(100, 0), 0);
  EXPECT_EQ(points_for(10000, 0), 0);
}

TEST(PointsRules, PointsAreRoundedHalfUpNotFloored) {
  EXPECT_EQ(points_for(3850, 10000), 39);  // HK$38.5 at 1.0000: 38.5 -> 39
  EXPECT_EQ(points_for(3849, 10000), 38);  // 38.49 -> 38
  EXPECT_EQ(points_for(10000, 3333), 33);  // HK$100 at 0.3333: 33.33 -> 33
  EXPECT_EQ(points_for(4500, 3333), 15);   // 14.9985 -> 15 (rounded once, at the end)
}

TEST(PointsRules, TheLevelMultiplierScalesBeforeRounding) {
  EXPECT_EQ(points_for(10000, 10000, 15000), 150);  // a 1.5x level
  EXPECT_EQ(points_for(3300, 3333, 12000), 13);     // 33 x 0.3333 x 1.2 = 13.19868
}

TEST(PointsRules, ARefundTakesBackItsShareOfTheOrdersPoints) {
  EXPECT_EQ(points_kept(100, 10000, 0), 100);
  EXPECT_EQ(points_kept(100, 10000, 2500), 75);
  EXPECT_EQ(points_kept(39, 3850, 1000), 29);  // 39 x 28.5/38.5 = 28.87 -> 29
  EXPECT_EQ(points_kept(100, 10000, 10000), 0);
  EXPECT_EQ(points_kept(100, 10000, 12000), 0);  // never below nothing
}

TEST(PointsRules, PointsLastUntilTheHongKongMidnightEndingTheirLastDay) {
  // Earned 25 Nov 2026 23:30 HK with 365 days: usable through 25 Nov 2027, gone at its midnight.
  const int64_t earned = hk_local_to_utc_ms(2026, 11, 25, 23 * 60 + 30);
  EXPECT_EQ(expiry_for(earned, 365), hk_local_to_utc_ms(2027, 11, 26, 0));
  // Earned 00:10 HK (16:10 UTC the day before): the Hong Kong date counts, not UTC's.
  const int64_t early = hk_local_to_utc_ms(2026, 11, 26, 10);
  EXPECT_EQ(expiry_for(early, 1), hk_local_to_utc_ms(2026, 11, 28, 0));
  EXPECT_EQ(expiry_for(earned, 0), 0);  // permanent
}

}  // namespace
}  // namespace qsr::points

namespace qsr::points {
namespace {

// 100 points = HK$1, at most half the price, at least HK$1 in money, at most 5,000 points.
const RedeemRule kRule{100, 100, 50, 100, 5000};

TEST(PointsRedemption, AnOrderTakesWholeStepsUpToHalfItsPriceAndTheBalance) {
  auto q = quote_redemption(kRule, 6100, 100000, false);  // HK$61: at most HK$30.5 -> 30 steps
  EXPECT_TRUE(q.usable);
  EXPECT_EQ(q.points, 3000);
  EXPECT_EQ(q.money, 3000);
  q = quote_redemption(kRule, 6100, 1250, false);  // the balance allows 12 steps
  EXPECT_EQ(q.points, 1200);
  EXPECT_EQ(q.money, 1200);
}

TEST(PointsRedemption, TheCapPerOrderHolds) {
  auto q = quote_redemption(kRule, 100000, 100000, false);  // HK$1000: half would be 50,000 points
  EXPECT_EQ(q.points, 5000);
  EXPECT_EQ(q.money, 5000);
}

TEST(PointsRedemption, TheReasonsItIsRefused) {
  EXPECT_EQ(quote_redemption({}, 6100, 100000, false).reason, "points_rule_off");
  EXPECT_EQ(quote_redemption(kRule, 6100, 100000, true).reason, "points_coupon_exclusive");
  EXPECT_EQ(quote_redemption(kRule, 150, 100000, false).reason, "points_payable_too_low");  // HK$1.5: half is 0.75
  EXPECT_EQ(quote_redemption(kRule, 6100, 99, false).reason, "points_insufficient");
  EXPECT_EQ(quote_redemption(kRule, 6100, -40, false).reason, "points_insufficient");  // owing points
  EXPECT_FALSE(quote_redemption(kRule, 6100, 99, false).usable);
}

TEST(PointsRedemption, TheLastDollarsArePaidInMoney) {
  const RedeemRule all{100, 100, 100, 100, 0};  // a brand that lets points pay all but HK$1
  auto q = quote_redemption(all, 500, 100000, false);
  EXPECT_EQ(q.money, 400);
}

}  // namespace
}  // namespace qsr::points
