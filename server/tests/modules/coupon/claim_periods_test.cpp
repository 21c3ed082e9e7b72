// Claim periods: two claims share a period key exactly when they fall in the same Hong Kong day,
// week (Monday to Sunday) or month; the change is at Hong Kong midnight, not UTC's.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/coupon/claim_periods.h"

namespace qsr::coupon {
namespace {

int64_t hk(int y, int m, int d, int hour, int minute = 0) { return hk_local_to_utc_ms(y, m, d, hour * 60 + minute); }

}  // namespace

TEST(ClaimPeriods, ADayEndsAtHongKongMidnight) {
  EXPECT_EQ(period_key(ClaimPeriod::day, hk(2026, 11, 25, 23, 59)), "d2026-11-25");
  EXPECT_EQ(period_key(ClaimPeriod::day, hk(2026, 11, 26, 0, 0)), "d2026-11-26");
  // 07:59 in Hong Kong is still the day before in UTC: the Hong Kong day counts.
  EXPECT_EQ(period_key(ClaimPeriod::day, hk(2026, 11, 26, 7, 59)), "d2026-11-26");
}

TEST(ClaimPeriods, AWeekRunsFromMondayToSunday) {
  // Wednesday 25 November 2026: the week of Monday the 23rd, through Sunday the 29th.
  EXPECT_EQ(period_key(ClaimPeriod::week, hk(2026, 11, 25, 12)), "w2026-11-23");
  EXPECT_EQ(period_key(ClaimPeriod::week, hk(2026, 11, 23, 0, 0)), "w2026-11-23");
  EXPECT_EQ(period_key(ClaimPeriod::week, hk(2026, 11, 29, 23, 59)), "w2026-11-23");
  EXPECT_EQ(period_key(ClaimPeriod::week, hk(2026, 11, 30, 0, 0)), "w2026-11-30");
  // A week across a month's end keeps its Monday.
  EXPECT_EQ(period_key(ClaimPeriod::week, hk(2026, 12, 2, 9)), "w2026-11-30");
}

TEST(ClaimPeriods, AMonthAndNone) {
  EXPECT_EQ(period_key(ClaimPeriod::month, hk(2026, 11, 30, 23, 59)), "m2026-11");
  EXPECT_EQ(period_key(ClaimPeriod::month, hk(2026, 12, 1, 0, 0)), "m2026-12");
  EXPECT_EQ(period_key(ClaimPeriod::none, hk(2026, 12, 1, 0, 0)), "");
  EXPECT_EQ(claim_period_of("week"), ClaimPeriod::week);
  EXPECT_EQ(claim_period_of("fortnight"), std::nullopt);
}

}  // namespace qsr::coupon
