// A task's period on the Hong Kong calendar: days turn at Hong Kong midnight (16:00 UTC), weeks
// start on Monday, months on the first; a "once" task's period is its own window.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/task/task_period.h"

namespace qsr::task {
namespace {

int64_t hk(int y, int m, int d, int h, int min) { return hk_local_to_utc_ms(y, m, d, h * 60 + min); }

TEST(TaskPeriod, ADayTurnsAtHongKongMidnight) {
  const auto late = period_at("day", hk(2026, 11, 23, 23, 59), 0, 0);
  EXPECT_EQ(late->key, "2026-11-23");
  EXPECT_EQ(late->to_ms, hk(2026, 11, 24, 0, 0));
  EXPECT_EQ(period_at("day", hk(2026, 11, 24, 0, 0), 0, 0)->key, "2026-11-24");
}

TEST(TaskPeriod, AWeekRunsFromMondayToSundayNamedByItsMonday) {
  // Sunday 29 November belongs to the week of Monday 23 November.
  const auto sunday = period_at("week", hk(2026, 11, 29, 23, 59), 0, 0);
  EXPECT_EQ(sunday->key, "2026-11-23");
  EXPECT_EQ(sunday->from_ms, hk(2026, 11, 23, 0, 0));
  EXPECT_EQ(sunday->to_ms, hk(2026, 11, 30, 0, 0));
  EXPECT_EQ(period_at("week", hk(2026, 11, 23, 0, 0), 0, 0)->key, "2026-11-23");
  EXPECT_EQ(period_at("week", hk(2026, 11, 30, 0, 0), 0, 0)->key, "2026-11-30");
  // Across a month and a year.
  EXPECT_EQ(period_at("week", hk(2027, 1, 2, 12, 0), 0, 0)->key, "2026-12-28");
}

TEST(TaskPeriod, AMonthRunsFromTheFirstToTheFirstAcrossTheYear) {
  const auto dec = period_at("month", hk(2026, 12, 31, 23, 59), 0, 0);
  EXPECT_EQ(dec->key, "2026-12");
  EXPECT_EQ(dec->from_ms, hk(2026, 12, 1, 0, 0));
  EXPECT_EQ(dec->to_ms, hk(2027, 1, 1, 0, 0));
  EXPECT_EQ(period_at("month", hk(2027, 1, 1, 0, 0), 0, 0)->key, "2027-01");
}

TEST(TaskPeriod, OnceIsTheTasksOwnWindowAndAnUnknownKindIsNone) {
  const auto once = period_at("once", 500, 100, 900);
  EXPECT_EQ(once->key, "once");
  EXPECT_EQ(once->from_ms, 100);
  EXPECT_EQ(once->to_ms, 900);
  EXPECT_FALSE(period_at("year", 500, 100, 900).has_value());
}

}  // namespace
}  // namespace qsr::task
