// The Privilege Pass's rules of time (docs/decisions/0031): days counted in Hong Kong days from the
// day of purchase to the last moment of the last, and a renewal adding its days after the end.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/prime/prime_rules.h"

namespace qsr::prime {
namespace {

constexpr int64_t kDayMs = 24LL * 3600 * 1000;

int64_t hk(int y, int m, int d, int minute_of_day) { return hk_local_to_utc_ms(y, m, d, minute_of_day); }

TEST(PrimeExpiry, ANewPassRunsThroughTheLastOfItsDaysCountingTheDayOfPurchase) {
  EXPECT_EQ(expiry_after(hk(2026, 11, 25, 14 * 60), std::nullopt, 30), hk(2026, 12, 25, 0) - 1);
  EXPECT_EQ(expiry_after(hk(2026, 11, 25, 14 * 60), std::nullopt, 1), hk(2026, 11, 26, 0) - 1);
}

TEST(PrimeExpiry, TheDayIsHongKongsNotUtcs) {
  // 23:30 in Hong Kong is 15:30 UTC the same day, 00:30 is 16:30 UTC the day before: each is
  // bought on its Hong Kong day.
  EXPECT_EQ(expiry_after(hk(2026, 11, 25, 23 * 60 + 30), std::nullopt, 1), hk(2026, 11, 26, 0) - 1);
  EXPECT_EQ(expiry_after(hk(2026, 11, 26, 30), std::nullopt, 1), hk(2026, 11, 27, 0) - 1);
}

TEST(PrimeExpiry, ARenewalOfAValidPassAddsItsDaysAfterTheEnd) {
  const int64_t end = hk(2026, 12, 25, 0) - 1;
  EXPECT_EQ(expiry_after(hk(2026, 12, 1, 9 * 60), end, 90), end + 90 * kDayMs);
  // The last moment of the pass still counts as valid.
  EXPECT_EQ(expiry_after(end, end, 30), end + 30 * kDayMs);
}

TEST(PrimeExpiry, APassThatHasEndedIsBoughtAfreshFromToday) {
  const int64_t end = hk(2026, 12, 25, 0) - 1;
  EXPECT_EQ(expiry_after(end + 1, end, 30), hk(2027, 1, 24, 0) - 1);
}

TEST(PrimeMemberPriceDay, OneMinuteEitherSideOfHongKongMidnightIsTwoDays) {
  EXPECT_EQ(member_price_day(hk(2026, 11, 25, 23 * 60 + 59)), "2026-11-25");
  EXPECT_EQ(member_price_day(hk(2026, 11, 26, 1)), "2026-11-26");
  // 07:59 UTC on the 25th is 15:59 in Hong Kong; 16:01 UTC is already the 26th there.
  EXPECT_EQ(member_price_day(hk(2026, 11, 25, 15 * 60 + 59)), "2026-11-25");
  EXPECT_EQ(member_price_day(hk(2026, 11, 26, 0) + 60'000), "2026-11-26");
  EXPECT_EQ(member_price_day(hk(2026, 11, 26, 0) - 60'000), "2026-11-25");
}

}  // namespace
}  // namespace qsr::prime
