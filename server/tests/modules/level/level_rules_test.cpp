// The arithmetic of levels (docs/decisions/0026): growth floored, the level a growth reaches (at
// the threshold exactly it does), upgrades at once with their validity from the day reached, a
// refund undoing only the upgrade it paid for, a period's end deciding the next level, the spend
// to the next level.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/level/level_rules.h"
#include "modules/points/points_rules.h"

namespace qsr::level {
namespace {

Levels brand() {
  return {{1, "green", {}, 0, 0}, {2, "silver", {}, 800, 365}, {3, "gold", {}, 2500, 365}, {4, "black", {}, 6000, 365}};
}

const int64_t kNoon = hk_local_to_utc_ms(2026, 11, 25, 12 * 60);

}  // namespace

TEST(LevelRules, Growth_IsFlooredPerConsumptionMoney) {
  EXPECT_EQ(growth_for(3599, 100), 35);   // HK$35.99 at HK$1 each: 35, never rounded up
  EXPECT_EQ(growth_for(3500, 300), 11);   // HK$3 each: 11.67 -> 11
  EXPECT_EQ(growth_for(99, 100), 0);
  EXPECT_EQ(growth_for(5000, 0), 0);      // the rule off
  EXPECT_EQ(growth_kept(35, 3500, 1700), 18);  // 35 x 18/35 = 18
  EXPECT_EQ(growth_kept(10, 3000, 1000), 6);   // 10 x 2/3 = 6.67, floored
  EXPECT_EQ(growth_kept(35, 3500, 3500), 0);   // a whole refund keeps none
}

TEST(LevelRules, Rates_AreReadToFourDecimals) {
  EXPECT_EQ(parse_rate("1"), 10000);
  EXPECT_EQ(parse_rate("1.5"), 15000);
  EXPECT_EQ(parse_rate("0.0001"), 1);
  EXPECT_EQ(parse_rate("1.00005"), std::nullopt);  // a fifth decimal
  EXPECT_EQ(parse_rate("-1"), std::nullopt);
  EXPECT_EQ(parse_rate("1."), std::nullopt);
  EXPECT_EQ(parse_rate("abc"), std::nullopt);
  EXPECT_EQ(format_rate(15000), "1.5000");
}

TEST(LevelRules, Threshold_ReachedExactlyGivesTheLevel) {
  const Levels l = brand();
  EXPECT_EQ(level_for(l, 799)->code, "green");
  EXPECT_EQ(level_for(l, 800)->code, "silver");
  EXPECT_EQ(level_for(l, 2499)->code, "silver");
  EXPECT_EQ(level_for(l, 2500)->code, "gold");
  EXPECT_EQ(level_for(l, 1'000'000)->code, "black");
  EXPECT_EQ(level_for({{2, "silver", {}, 800, 365}}, 10), nullptr);  // no entry level: none below
  EXPECT_EQ(next_level(l, level_for(l, 6000)), nullptr);              // the highest has no next
  EXPECT_EQ(next_level(l, level_for(l, 0))->code, "silver");
}

TEST(LevelRules, Upgrade_IsAtOnceAndLastsItsValidityFromTheDayReached) {
  const Levels l = brand();
  Standing s = first_standing(l, kNoon);
  EXPECT_EQ(s.level_id, 1);
  EXPECT_EQ(s.expires_at, std::nullopt);  // the entry level never lapses
  s.growth = 800;
  s = after_change(s, l, kNoon);
  EXPECT_EQ(s.level_id, 2);
  EXPECT_EQ(s.period_level_id, 1);
  // 365 days from 25 November 2026: through 25 November 2027, over at the Hong Kong midnight.
  EXPECT_EQ(s.expires_at, hk_local_to_utc_ms(2027, 11, 26, 0));
  s.growth = 6100;  // two levels at once
  s = after_change(s, l, kNoon + 1000);
  EXPECT_EQ(s.level_id, 4);
}

TEST(LevelRules, Refund_UndoesTheUpgradeItPaidForButNotThePeriodsFirstLevel) {
  const Levels l = brand();
  Standing s = first_standing(l, kNoon);
  s.growth = 3000;
  s = after_change(s, l, kNoon);
  ASSERT_EQ(s.level_id, 3);
  s.growth = 1000;  // a refund took 2000 back
  s = after_change(s, l, kNoon);
  EXPECT_EQ(s.level_id, 2);
  s.growth = 0;
  s = after_change(s, l, kNoon);
  EXPECT_EQ(s.level_id, 1);
  EXPECT_EQ(s.expires_at, std::nullopt);  // back at a level that never lapses
  // A renewed gold member keeps gold whatever this period's refunds take.
  Standing renewed{0, 3, 3, kNoon, kNoon + 1000};
  renewed.growth = -50;
  EXPECT_EQ(after_change(renewed, l, kNoon).level_id, 3);
}

TEST(LevelRules, PeriodEnd_TheGrowthDecidesTheNextLevelFromTheOldEnd) {
  const Levels l = brand();
  const int64_t end = hk_local_to_utc_ms(2027, 11, 26, 0);
  Standing gold{2600, 3, 1, kNoon, end};
  Standing kept = after_period(gold, l);
  EXPECT_EQ(kept.level_id, 3);
  EXPECT_EQ(kept.period_level_id, 3);
  EXPECT_EQ(kept.growth, 0);
  EXPECT_EQ(kept.period_started_at, end);
  EXPECT_EQ(kept.expires_at, points::expiry_for(end, 365));
  Standing slack{900, 3, 1, kNoon, end};
  EXPECT_EQ(after_period(slack, l).level_id, 2);
  Standing idle{0, 2, 2, kNoon, end};
  Standing down = after_period(idle, l);
  EXPECT_EQ(down.level_id, 1);
  EXPECT_EQ(down.expires_at, std::nullopt);
}

TEST(LevelRules, UpgradeSpend_IsTheGrowthMissingTimesTheMoneyPerGrowth) {
  const Levels l = brand();
  EXPECT_EQ(upgrade_spend(300, &l[1], 100), 50000);  // 500 growth at HK$1: HK$500
  EXPECT_EQ(upgrade_spend(300, &l[1], 300), 150000);
  EXPECT_EQ(upgrade_spend(900, &l[1], 100), 0);
  EXPECT_EQ(upgrade_spend(300, nullptr, 100), 0);     // at the highest
  EXPECT_EQ(upgrade_spend(300, &l[1], 0), 0);         // growth off
}

}  // namespace qsr::level
