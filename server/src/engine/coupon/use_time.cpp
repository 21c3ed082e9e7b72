#include "engine/coupon/use_time.h"

namespace qsr::engine::coupon {

bool within_weekdays_and_slots(const UseTime& use_time, const LocalTime& local) {
  if (use_time.weekdays.empty() && use_time.time_slots.empty()) return true;
  std::bitset<8> days;
  for (int d : use_time.weekdays) {
    if (d >= 1 && d <= 7) days.set(d);
  }
  if (use_time.weekdays.empty()) {
    for (int d = 1; d <= 7; ++d) days.set(d);
  }
  // The store-hours windows already handle slots that run past midnight (they belong to the
  // weekday they start on), so coupon slots reuse them.
  std::vector<tw::WeeklyWindow> windows;
  if (use_time.time_slots.empty()) {
    windows.push_back({days, tw::Range{0, kMinutesPerDay}, {}});
  } else {
    for (const auto& slot : use_time.time_slots) windows.push_back({days, slot, {}});
  }
  return tw::state_at(windows, local) == tw::OpenState::open;
}

bool within_date_ranges(const UseTime& use_time, const LocalTime& local) {
  const int date = local.year * 10000 + local.month * 100 + local.day;
  auto inside = [date](const DateRange& r) { return date >= r.first && date <= r.last; };
  for (const auto& r : use_time.unavailable_dates) {
    if (inside(r)) return false;
  }
  if (use_time.available_dates.empty()) return true;
  for (const auto& r : use_time.available_dates) {
    if (inside(r)) return true;
  }
  return false;
}

bool within_use_time(const UseTime& use_time, int64_t utc_ms) {
  const LocalTime local = to_hk_local(utc_ms);
  return within_date_ranges(use_time, local) && within_weekdays_and_slots(use_time, local);
}

}  // namespace qsr::engine::coupon
