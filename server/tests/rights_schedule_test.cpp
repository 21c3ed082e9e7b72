// When an equity card's coupons come (docs/decisions/0033): the first at once, the rest at the
// Hong Kong midnight of their day, in due order with the card's benefit order breaking ties.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/rights/rights_schedule.h"

namespace qsr::rights {
namespace {

int64_t hk(int y, int m, int d, int minute_of_day) { return hk_local_to_utc_ms(y, m, d, minute_of_day); }

TEST(RightsSchedule, OneAWeekForEightWeeks_TheFirstAtOnceTheRestAtHongKongMidnight) {
  const int64_t bought = hk(2026, 11, 25, 23 * 60 + 30);  // 23:30 in Hong Kong: 15:30 UTC
  const auto r = schedule({{7, 1, 8, 7}}, bought);
  ASSERT_EQ(r.size(), 8u);
  EXPECT_EQ(r[0].due_at, bought);
  EXPECT_EQ(r[1].due_at, hk(2026, 12, 2, 0));
  EXPECT_EQ(r[7].due_at, hk(2027, 1, 13, 0));
  for (size_t i = 0; i < r.size(); ++i) {
    EXPECT_EQ(r[i].seq, static_cast<int>(i));
    EXPECT_EQ(r[i].template_id, 7);
  }
}

TEST(RightsSchedule, BenefitsInterleaveByDueMomentAndOnceMeansAtOnce) {
  const int64_t bought = hk(2026, 11, 25, 9 * 60);
  const auto r = schedule({{1, 2, 3, 14}, {2, 1, 1, 0}, {3, 1, 2, 7}}, bought);
  ASSERT_EQ(r.size(), 6u);
  // At once: the first of each, in the card's order.
  EXPECT_EQ(r[0].template_id, 1);
  EXPECT_EQ(r[0].count, 2);
  EXPECT_EQ(r[1].template_id, 2);
  EXPECT_EQ(r[2].template_id, 3);
  EXPECT_EQ(r[2].due_at, bought);
  EXPECT_EQ(r[3].template_id, 3);  // day 7
  EXPECT_EQ(r[3].due_at, hk(2026, 12, 2, 0));
  EXPECT_EQ(r[4].template_id, 1);  // day 14
  EXPECT_EQ(r[5].template_id, 1);  // day 28
  EXPECT_EQ(r[5].due_at, hk(2026, 12, 23, 0));
}

}  // namespace
}  // namespace qsr::rights
