#include <gtest/gtest.h>

#include "modules/catalog/store_rules.h"

namespace qsr::catalog {
namespace {

Store central() {
  Store s;
  s.sid = 1;
  s.lat = 22.2819;
  s.lng = 114.1566;
  s.order_types = {OrderType::takeout, OrderType::pickup};
  tw::WeeklyWindow w;
  for (int d = 1; d <= 7; ++d) w.weekdays.set(d);
  w.range = {7 * 60, 22 * 60};
  w.breaks = {{15 * 60, 15 * 60 + 30}};
  s.hours = {w};
  s.delivery_radius_m = 3000;
  return s;
}

int64_t hk(int day, int hour, int minute = 0) { return hk_local_to_utc_ms(2026, 11, day, hour * 60 + minute); }

}  // namespace

TEST(StoreRules, ManualClosedOrBreakWinsOverTheHours) {
  Store s = central();
  s.status = StoreStatus::closed;
  EXPECT_EQ(effective_status(s, to_hk_local(hk(23, 12))), StoreStatus::closed);
  s.status = StoreStatus::on_break;
  EXPECT_EQ(effective_status(s, to_hk_local(hk(23, 12))), StoreStatus::on_break);
}

TEST(StoreRules, BusyStoreOutsideItsHoursIsClosed) {
  Store s = central();
  s.status = StoreStatus::busy;
  EXPECT_EQ(effective_status(s, to_hk_local(hk(23, 12))), StoreStatus::busy);
  EXPECT_EQ(effective_status(s, to_hk_local(hk(23, 23))), StoreStatus::closed);
}

TEST(StoreRules, DeliversOnlyWithinTheRadius) {
  Store s = central();
  EXPECT_TRUE(delivers_to(s, 22.2830, 114.1580));
  EXPECT_FALSE(delivers_to(s, 22.3700, 114.1100));  // Tsuen Wan, ~12 km
  s.delivery_radius_m = 0;
  EXPECT_FALSE(delivers_to(s, s.lat, s.lng));
}

TEST(StoreRules, SlotsStartAfterTheLeadTimeSkipBreaksAndStopAtClosing) {
  auto days = booking_slots(central(), OrderType::pickup, hk(23, 14, 20));
  ASSERT_EQ(days.size(), 3u);
  const auto& today = days[0].slots;
  ASSERT_FALSE(today.empty());
  EXPECT_EQ(today.front().minute_of_day, 14 * 60 + 45);
  EXPECT_EQ(today[1].minute_of_day, 15 * 60 + 30);
  EXPECT_EQ(today.back().minute_of_day, 21 * 60 + 45);
  EXPECT_EQ(days[1].slots.front().minute_of_day, 7 * 60);
  EXPECT_EQ(days[1].slots.front().at_ms, hk(24, 7));
}

TEST(StoreRules, DeliverySlotsNeedThirtyMinutesLead) {
  auto days = booking_slots(central(), OrderType::takeout, hk(23, 10, 0));
  EXPECT_EQ(days[0].slots.front().minute_of_day, 10 * 60 + 30);
}

TEST(StoreRules, SlotsPastMidnightBelongToTheNextCalendarDay) {
  Store s = central();
  s.hours[0].range = {11 * 60, 2 * 60};
  s.hours[0].breaks.clear();
  auto days = booking_slots(s, OrderType::pickup, hk(23, 23, 0));
  EXPECT_EQ(days[0].slots.back().minute_of_day, 23 * 60 + 45);
  EXPECT_EQ(days[1].slots.front().minute_of_day, 0);  // 00:00 of the 24th, Monday night's window
  EXPECT_EQ(days[1].slots[7].minute_of_day, 60 + 45);
  EXPECT_EQ(days[1].slots[8].minute_of_day, 11 * 60);
}

TEST(StoreRules, AClosedStoreOrAnotherOrderTypeHasNoSlots) {
  Store s = central();
  EXPECT_TRUE(booking_slots(s, OrderType::dine_in, hk(23, 12)).empty());
  s.status = StoreStatus::closed;
  EXPECT_TRUE(booking_slots(s, OrderType::pickup, hk(23, 12)).empty());
  EXPECT_FALSE(asap_ready_ms(s, OrderType::pickup, hk(23, 12)).has_value());
}

TEST(StoreRules, AsapIsNowPlusLeadWhenOpen) {
  EXPECT_EQ(asap_ready_ms(central(), OrderType::pickup, hk(23, 12)), hk(23, 12, 15));
  EXPECT_FALSE(asap_ready_ms(central(), OrderType::pickup, hk(23, 15, 5)).has_value());  // on a break
}

}  // namespace qsr::catalog
