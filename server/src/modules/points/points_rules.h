// The arithmetic of points (spec 000 §3 base rule, §9; spec 001 §4), pure so it can be tested on
// its own: the earning ratio to 4 decimals, points rounded, how much of an order's points a
// refund takes back, and the Hong Kong day a lot of points expires.
#pragma once

#include <cstdint>
#include <string>

namespace qsr::points {

// Ratios are kept in ten-thousandths: 1.0000 is 10000 (spec: "to 4 decimals").
inline constexpr int64_t kRatioOne = 10000;

// The base rule (orderRules): spending `pay_money_cents` earns `points`; the ratio is points per
// dollar, rounded half up to 4 decimals (payMoney 3, point 1 -> 0.3333). 0 when the rule is off.
int64_t ratio_e4(int64_t pay_money_cents, int64_t points);
// "0.3333": a ratio as the rule endpoint shows it.
std::string format_ratio(int64_t ratio_e4);

// Points for money paid: dollars x ratio x the member level's multiplier (1.0000 = no change),
// rounded half up to a whole point (spec 001 §4: points are rounded).
int64_t points_for(int64_t paid_cents, int64_t ratio_e4, int64_t multiplier_e4 = kRatioOne);

// What an order still keeps of the `earned` points once `refunded` of its `paid` cents went back:
// the refunded share taken back, rounded the same way (a whole refund keeps none).
int64_t points_kept(int64_t earned, int64_t paid, int64_t refunded);

// When points earned at `earned_at_ms` expire with a validity of `days` (0: never, answered as
// 0): at the end of the Hong Kong day `days` days later, i.e. the next Hong Kong midnight.
// Earned on 25 November with 365 days: usable through 25 November next year.
int64_t expiry_for(int64_t earned_at_ms, int days);

}  // namespace qsr::points
