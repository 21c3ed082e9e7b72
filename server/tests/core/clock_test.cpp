#include <gtest/gtest.h>

#include "core/clock.h"

namespace qsr {

TEST(HongKongTime, IsUtcPlusEightAllYear) {
  // 2026-11-22 16:30 UTC is 2026-11-23 00:30 in Hong Kong, a Monday.
  int64_t utc = hk_local_to_utc_ms(2026, 11, 23, 30);
  LocalTime t = to_hk_local(utc);
  EXPECT_EQ(t.year, 2026);
  EXPECT_EQ(t.month, 11);
  EXPECT_EQ(t.day, 23);
  EXPECT_EQ(t.minute_of_day, 30);
  EXPECT_EQ(format_date(t), "2026-11-23");
  EXPECT_EQ(to_hk_local(hk_local_to_utc_ms(2026, 7, 1, 0)).minute_of_day, 0);  // no summer time
}

TEST(HongKongTime, WeekdaysCountFromSundayAsOne) {
  EXPECT_EQ(to_hk_local(hk_local_to_utc_ms(2026, 11, 22, 600)).weekday, 1);  // Sunday
  EXPECT_EQ(to_hk_local(hk_local_to_utc_ms(2026, 11, 23, 600)).weekday, 2);  // Monday
  EXPECT_EQ(to_hk_local(hk_local_to_utc_ms(2026, 11, 28, 600)).weekday, 7);  // Saturday
  EXPECT_EQ(to_hk_local(hk_local_to_utc_ms(2024, 2, 29, 600)).weekday, 5);   // leap day, Thursday
}

TEST(HongKongTime, DayStartIsLocalMidnight) {
  LocalTime t = to_hk_local(hk_local_to_utc_ms(2026, 11, 23, 13 * 60 + 5));
  EXPECT_EQ(t.day_start_ms, hk_local_to_utc_ms(2026, 11, 23, 0));
  EXPECT_EQ(format_minutes(t.minute_of_day), "13:05");
  EXPECT_EQ(format_minutes(1440), "24:00");
}

TEST(SettableClock, FrozenStandsStillAndRunningTicks) {
  SettableClock c(1000);
  EXPECT_EQ(c.now_ms(), 1000);
  c.advance(500);
  EXPECT_EQ(c.now_ms(), 1500);
  c.run_from(1'000'000);
  EXPECT_GE(c.now_ms(), 1'000'000);
  EXPECT_FALSE(c.frozen());
}

}  // namespace qsr
