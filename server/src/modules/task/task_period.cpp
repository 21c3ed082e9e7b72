#include "modules/task/task_period.h"

#include <cstdio>

#include "core/clock.h"
#include "modules/task/task_types.h"

namespace qsr::task {
namespace {

constexpr int64_t kDayMs = 24LL * 3600 * 1000;

std::string date_key(const LocalTime& t) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", t.year, t.month, t.day);
  return buf;
}

}  // namespace

std::optional<Period> period_at(const std::string& period, int64_t now_ms, int64_t starts_at, int64_t ends_at) {
  if (period == kOnce) return Period{kOnce, starts_at, ends_at};
  const LocalTime t = to_hk_local(now_ms);
  if (period == kDay) return Period{date_key(t), t.day_start_ms, t.day_start_ms + kDayMs};
  if (period == kWeek) {
    // Weekdays run 1 (Sunday) to 7 (Saturday); the week starts on Monday.
    const int days_since_monday = (t.weekday + 5) % 7;
    const int64_t monday = t.day_start_ms - days_since_monday * kDayMs;
    return Period{date_key(to_hk_local(monday)), monday, monday + 7 * kDayMs};
  }
  if (period == kMonth) {
    const int64_t first = hk_local_to_utc_ms(t.year, t.month, 1, 0);
    const int64_t next = t.month == 12 ? hk_local_to_utc_ms(t.year + 1, 1, 1, 0) : hk_local_to_utc_ms(t.year, t.month + 1, 1, 0);
    char key[8];
    std::snprintf(key, sizeof key, "%04d-%02d", t.year, t.month);
    return Period{key, first, next};
  }
  return std::nullopt;
}

}  // namespace qsr::task
