#include "modules/prime/prime_rules.h"

#include "core/clock.h"

namespace qsr::prime {

namespace {
constexpr int64_t kDayMs = 24LL * 3600 * 1000;
}

int64_t expiry_after(int64_t now_ms, std::optional<int64_t> current_expiry, int days) {
  // Hong Kong keeps no summer time: a day is always 24 hours.
  if (current_expiry && *current_expiry >= now_ms) return *current_expiry + days * kDayMs;
  return to_hk_local(now_ms).day_start_ms + days * kDayMs - 1;
}

std::string member_price_day(int64_t now_ms) { return format_date(to_hk_local(now_ms)); }

}  // namespace qsr::prime
