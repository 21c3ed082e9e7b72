#include "core/clock.h"

#include <chrono>
#include <cstdio>

namespace qsr {

int64_t SystemClock::now_ms() const {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

int64_t SettableClock::now_ms() const {
  return frozen_.load() ? value_.load() : SystemClock().now_ms() + value_.load();
}

void SettableClock::run_from(int64_t ms) {
  value_.store(ms - SystemClock().now_ms());
  frozen_.store(false);
}

namespace {

int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

// Howard Hinnant's civil-from-days and days-from-civil algorithms.
void civil_from_days(int64_t z, int& y, int& m, int& d) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t year = static_cast<int64_t>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  y = static_cast<int>(year + (m <= 2));
}

int64_t days_from_civil(int y, int m, int d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

}  // namespace

LocalTime to_hk_local(int64_t utc_ms) {
  const int64_t local_ms = utc_ms + kHongKongOffsetMs;
  const int64_t days = floor_div(local_ms, 86400000);
  LocalTime t;
  civil_from_days(days, t.year, t.month, t.day);
  t.minute_of_day = static_cast<int>((local_ms - days * 86400000) / 60000);
  // 1970-01-01 was a Thursday (weekday 5 when Sunday is 1).
  t.weekday = static_cast<int>(((days + 4) % 7 + 7) % 7) + 1;
  t.day_start_ms = days * 86400000 - kHongKongOffsetMs;
  return t;
}

int64_t hk_local_to_utc_ms(int year, int month, int day, int minute_of_day) {
  return days_from_civil(year, month, day) * 86400000 + static_cast<int64_t>(minute_of_day) * 60000 -
         kHongKongOffsetMs;
}

std::string format_date(const LocalTime& t) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", t.year, t.month, t.day);
  return buf;
}

std::string format_minutes(int minute_of_day) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%02d:%02d", minute_of_day / 60, minute_of_day % 60);
  return buf;
}

}  // namespace qsr
