#include "modules/points/points_rules.h"

#include <cstdio>

#include "core/clock.h"

namespace qsr::points {

namespace {
// a * b / c rounded half up, for non-negative a, b and positive c, without overflow for any
// amount of money a restaurant takes.
int64_t mul_div_round(int64_t a, int64_t b, int64_t c) {
  const __int128 product = static_cast<__int128>(a) * b;
  return static_cast<int64_t>((product + c / 2) / c);
}
}  // namespace

int64_t ratio_e4(int64_t pay_money_cents, int64_t points) {
  if (pay_money_cents <= 0 || points <= 0) return 0;
  // points per dollar = points * 100 / cents; in ten-thousandths: points * 100 * 10000 / cents.
  return mul_div_round(points, 100 * kRatioOne, pay_money_cents);
}

std::string format_ratio(int64_t r) {
  char out[32];
  std::snprintf(out, sizeof out, "%lld.%04lld", static_cast<long long>(r / kRatioOne), static_cast<long long>(r % kRatioOne));
  return out;
}

int64_t points_for(int64_t paid_cents, int64_t ratio, int64_t multiplier) {
  if (paid_cents <= 0 || ratio <= 0 || multiplier <= 0) return 0;
  // cents / 100 * ratio / 10000 * multiplier / 10000, rounded once at the end.
  const __int128 numerator = static_cast<__int128>(paid_cents) * ratio * multiplier;
  const __int128 denominator = static_cast<__int128>(100) * kRatioOne * kRatioOne;
  return static_cast<int64_t>((numerator + denominator / 2) / denominator);
}

int64_t points_kept(int64_t earned, int64_t paid, int64_t refunded) {
  if (earned <= 0 || paid <= 0 || refunded >= paid) return 0;
  if (refunded <= 0) return earned;
  return mul_div_round(earned, paid - refunded, paid);
}

int64_t expiry_for(int64_t earned_at_ms, int days) {
  if (days <= 0) return 0;
  const LocalTime earned = to_hk_local(earned_at_ms);
  // The Hong Kong midnight that ends the day `days` days after the one earned on.
  return hk_local_to_utc_ms(earned.year, earned.month, earned.day, (days + 1) * kMinutesPerDay);
}

}  // namespace qsr::points
