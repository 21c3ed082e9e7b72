#include <gtest/gtest.h>

#include "core/time_windows.h"

namespace qsr::tw {
namespace {

WeeklyWindow every_day(int start, int end, std::vector<Range> breaks = {}) {
  WeeklyWindow w;
  for (int d = 1; d <= 7; ++d) w.weekdays.set(d);
  w.range = {start, end};
  w.breaks = std::move(breaks);
  return w;
}

LocalTime at(int weekday, int hour, int minute = 0) {
  LocalTime t;
  t.weekday = weekday;
  t.minute_of_day = hour * 60 + minute;
  return t;
}

constexpr int H(int h, int m = 0) { return h * 60 + m; }

}  // namespace

TEST(TimeWindows, ParsesHoursAndMinutesUpTo2400) {
  EXPECT_EQ(parse_hhmm("07:30"), 450);
  EXPECT_EQ(parse_hhmm("24:00"), 1440);
  for (const char* bad : {"7:30", "24:01", "12:60", "ab:cd", "", "12:000"}) EXPECT_FALSE(parse_hhmm(bad)) << bad;
}

TEST(TimeWindows, OpenInsideTheWindowClosedOutsideWithTheEndExclusive) {
  std::vector<WeeklyWindow> hours{every_day(H(7), H(22))};
  EXPECT_EQ(state_at(hours, at(2, 6, 59)), OpenState::closed);
  EXPECT_EQ(state_at(hours, at(2, 7)), OpenState::open);
  EXPECT_EQ(state_at(hours, at(2, 21, 59)), OpenState::open);
  EXPECT_EQ(state_at(hours, at(2, 22)), OpenState::closed);
}

TEST(TimeWindows, BreaksInsideTheWindowAreOnBreak) {
  std::vector<WeeklyWindow> hours{every_day(H(7), H(22), {{H(15), H(15, 30)}})};
  EXPECT_EQ(state_at(hours, at(3, 14, 59)), OpenState::open);
  EXPECT_EQ(state_at(hours, at(3, 15, 10)), OpenState::on_break);
  EXPECT_EQ(state_at(hours, at(3, 15, 30)), OpenState::open);
}

TEST(TimeWindows, AWindowPastMidnightBelongsToTheDayItStarted) {
  WeeklyWindow friday_night;
  friday_night.weekdays.set(6);  // Friday only
  friday_night.range = {H(18), H(2)};
  std::vector<WeeklyWindow> hours{friday_night};
  EXPECT_EQ(state_at(hours, at(6, 23)), OpenState::open);    // Friday 23:00
  EXPECT_EQ(state_at(hours, at(7, 1, 30)), OpenState::open);  // Saturday 01:30: Friday's night
  EXPECT_EQ(state_at(hours, at(7, 2)), OpenState::closed);
  EXPECT_EQ(state_at(hours, at(6, 1)), OpenState::closed);    // Friday 01:00: Thursday had no night
  EXPECT_EQ(state_at(hours, at(7, 23)), OpenState::closed);
}

TEST(TimeWindows, WeekdayRulesApplyOnlyOnTheirDays) {
  WeeklyWindow weekdays;
  for (int d = 2; d <= 6; ++d) weekdays.weekdays.set(d);
  weekdays.range = {H(7), H(22)};
  WeeklyWindow weekend;
  weekend.weekdays.set(1);
  weekend.weekdays.set(7);
  weekend.range = {H(9), H(23)};
  std::vector<WeeklyWindow> hours{weekdays, weekend};
  EXPECT_EQ(state_at(hours, at(1, 8)), OpenState::closed);  // Sunday 08:00
  EXPECT_EQ(state_at(hours, at(1, 22, 30)), OpenState::open);
  EXPECT_EQ(state_at(hours, at(2, 8)), OpenState::open);  // Monday
}

TEST(TimeWindows, TwentyFourHoursIsAlwaysOpen) {
  std::vector<WeeklyWindow> hours{every_day(0, 1440)};
  EXPECT_EQ(state_at(hours, at(4, 0)), OpenState::open);
  EXPECT_EQ(state_at(hours, at(4, 23, 59)), OpenState::open);
}

TEST(TimeWindows, NoSaleWindowsMeansNoRestriction) {
  EXPECT_TRUE(within_any({}, at(1, 3)));
  std::vector<WeeklyWindow> breakfast{every_day(H(6, 30), H(11))};
  EXPECT_TRUE(within_any(breakfast, at(1, 10, 59)));
  EXPECT_FALSE(within_any(breakfast, at(1, 11)));
}

TEST(TimeWindows, OpenRangesCutOutBreaksAndKeepPastMidnightEnds) {
  auto ranges = open_ranges({every_day(H(7), H(22), {{H(15), H(15, 30)}})}, 3);
  ASSERT_EQ(ranges.size(), 2u);
  EXPECT_EQ(ranges[0].start, H(7));
  EXPECT_EQ(ranges[0].end, H(15));
  EXPECT_EQ(ranges[1].start, H(15, 30));
  EXPECT_EQ(ranges[1].end, H(22));
  auto late = open_ranges({every_day(H(11), H(2))}, 5);
  ASSERT_EQ(late.size(), 1u);
  EXPECT_EQ(late[0].end, H(2));
  auto allday = open_ranges({every_day(0, 1440)}, 5);
  EXPECT_EQ(allday[0].end, 1440);
}

TEST(TimeWindows, NextChangeIsTheNextBoundaryOrMidnight) {
  LocalTime t = at(2, 10);
  t.day_start_ms = 0;
  std::vector<std::vector<WeeklyWindow>> sets{{every_day(H(6, 30), H(11))}, {every_day(H(14), H(17, 30))}};
  EXPECT_EQ(next_change_ms(sets, t), static_cast<int64_t>(H(11)) * 60000);
  t.minute_of_day = H(18);
  EXPECT_EQ(next_change_ms(sets, t), 1440LL * 60000);
}

}  // namespace qsr::tw
