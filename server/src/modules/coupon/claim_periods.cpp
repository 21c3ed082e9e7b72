#include "modules/coupon/claim_periods.h"

#include <cstdio>

#include "core/clock.h"

namespace qsr::coupon {

std::optional<ClaimPeriod> claim_period_of(std::string_view name) {
  if (name.empty()) return ClaimPeriod::none;
  if (name == "day") return ClaimPeriod::day;
  if (name == "week") return ClaimPeriod::week;
  if (name == "month") return ClaimPeriod::month;
  return std::nullopt;
}

std::string_view claim_period_name(ClaimPeriod p) {
  switch (p) {
    case ClaimPeriod::day: return "day";
    case ClaimPeriod::week: return "week";
    case ClaimPeriod::month: return "month";
    case ClaimPeriod::none: break;
  }
  return "";
}

std::string period_key(ClaimPeriod p, int64_t now_ms) {
  if (p == ClaimPeriod::none) return "";
  LocalTime t = to_hk_local(now_ms);
  if (p == ClaimPeriod::week) {
    // weekday: 1 Sunday ... 7 Saturday; the week starts on Monday (2).
    const int since_monday = (t.weekday + 5) % 7;
    t = to_hk_local(t.day_start_ms - static_cast<int64_t>(since_monday) * kMinutesPerDay * 60'000);
  }
  char out[16];
  if (p == ClaimPeriod::month) {
    std::snprintf(out, sizeof out, "m%04d-%02d", t.year, t.month);
  } else {
    std::snprintf(out, sizeof out, "%c%04d-%02d-%02d", p == ClaimPeriod::day ? 'd' : 'w', t.year, t.month, t.day);
  }
  return out;
}

}  // namespace qsr::coupon
