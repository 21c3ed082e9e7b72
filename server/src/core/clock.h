// One clock for the whole server so tests can move time. Business rules work in the brand's
// local time, Hong Kong (UTC+8 all year: Hong Kong has no daylight saving).
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace qsr {

class Clock {
 public:
  virtual ~Clock() = default;
  virtual int64_t now_ms() const = 0;  // UTC epoch milliseconds
};

class SystemClock final : public Clock {
 public:
  int64_t now_ms() const override;
};

// A clock tests and the dev clock endpoint can move. Frozen, it stands still at a set moment;
// running, it follows the system clock shifted by an offset.
class SettableClock final : public Clock {
 public:
  explicit SettableClock(int64_t start_ms) : frozen_(true), value_(start_ms) {}
  int64_t now_ms() const override;
  void set(int64_t ms) { value_.store(ms); frozen_.store(true); }  // freeze at ms
  void run_from(int64_t ms);                                        // ms now, then tick
  void advance(int64_t ms) { value_.fetch_add(ms); }
  bool frozen() const { return frozen_.load(); }

 private:
  std::atomic<bool> frozen_;
  std::atomic<int64_t> value_;  // the frozen moment, or the offset from the system clock
};

inline constexpr int64_t kHongKongOffsetMs = 8LL * 3600 * 1000;
inline constexpr int kMinutesPerDay = 1440;

// A moment seen on a Hong Kong wall clock.
struct LocalTime {
  int year = 1970, month = 1, day = 1;
  int weekday = 5;           // 1 = Sunday ... 7 = Saturday (spec 001 §5 numbering)
  int minute_of_day = 0;     // 0 .. 1439
  int64_t day_start_ms = 0;  // UTC epoch ms of local midnight of this day
};

LocalTime to_hk_local(int64_t utc_ms);
// UTC epoch ms of the given Hong Kong local date at `minute_of_day` (may be >= 1440: next day).
int64_t hk_local_to_utc_ms(int year, int month, int day, int minute_of_day);
std::string format_date(const LocalTime& t);  // "2026-11-22"
std::string format_minutes(int minute_of_day);  // 450 -> "07:30", 1440 -> "24:00"

}  // namespace qsr
