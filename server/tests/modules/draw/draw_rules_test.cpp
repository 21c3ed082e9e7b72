// The draw's pure rules: the weighted pick follows the weights (chi-square over 100,000 draws,
// with the CSPRNG the server uses), skips what is sold out and says so when nothing is left; the
// daily count belongs to the Hong Kong day; an activity's state follows its status and window.
#include <gtest/gtest.h>

#include <random>

#include "core/clock.h"
#include "core/crypto.h"
#include "modules/draw/draw_rules.h"

namespace qsr::draw {
namespace {

Prize prize(int64_t weight, std::optional<int64_t> stock = std::nullopt) {
  Prize p;
  p.weight = weight;
  p.stock = stock;
  return p;
}

int64_t hk(int y, int m, int d, int h, int min) { return hk_local_to_utc_ms(y, m, d, h * 60 + min); }

TEST(DrawPick, FollowsTheWeightsChiSquareOverOneHundredThousandSecureDraws) {
  crypto::init();
  const std::vector<Prize> pool{prize(50), prize(25), prize(15), prize(9), prize(1)};
  constexpr int kDraws = 100'000;
  std::vector<int> seen(pool.size(), 0);
  for (int i = 0; i < kDraws; ++i) ++seen.at(*pick(pool, crypto::random_below));
  double chi2 = 0;
  for (size_t i = 0; i < pool.size(); ++i) {
    const double expected = kDraws * pool[i].weight / 100.0;
    chi2 += (seen[i] - expected) * (seen[i] - expected) / expected;
  }
  // 4 degrees of freedom: P(chi2 > 18.47) = 0.001. A fair pick fails one run in a thousand; a
  // biased one (an off-by-one band, the last prize never drawn) fails every time.
  EXPECT_LT(chi2, 18.47) << "seen " << seen[0] << " " << seen[1] << " " << seen[2] << " " << seen[3] << " " << seen[4];
  EXPECT_GT(seen[4], 0);
}

TEST(DrawPick, EachBandIsExactlyItsWeightWide) {
  // Every number below the total, once: each prize wins exactly its weight's worth.
  const std::vector<Prize> pool{prize(3), prize(1, 0), prize(2, 5), prize(4)};
  std::vector<int> seen(pool.size(), 0);
  for (uint32_t n = 0; n < 9; ++n) ++seen.at(*pick(pool, [n](uint32_t upper) {
    EXPECT_EQ(upper, 9u);  // the sold-out prize's weight is not in the total
    return n;
  }));
  EXPECT_EQ(seen, (std::vector<int>{3, 0, 2, 4}));
}

TEST(DrawPick, NothingLeftWhenEveryCountedPrizeIsSoldOut) {
  std::mt19937 gen(7);
  const RandomBelow random = [&](uint32_t upper) { return std::uniform_int_distribution<uint32_t>(0, upper - 1)(gen); };
  EXPECT_FALSE(pick({prize(5, 0), prize(1, 0)}, random).has_value());
  EXPECT_FALSE(pick({}, random).has_value());
  // An unlimited "thank you" never runs out.
  EXPECT_EQ(pick({prize(5, 0), prize(1)}, random), std::optional<size_t>(1));
}

TEST(DrawChances, TheDailyCountStartsAgainAtHongKongMidnight) {
  Activity a;
  a.daily_limit = 3;
  const Entry used{"2026-11-23", 3, 3};
  // 23:59 in Hong Kong is 15:59 UTC: still the same day.
  EXPECT_EQ(hk_day(hk(2026, 11, 23, 23, 59)), "2026-11-23");
  EXPECT_EQ(chances_left(a, used, hk(2026, 11, 23, 23, 59)).today_left, 0);
  // 00:00 in Hong Kong is 16:00 UTC the day before: a new day there.
  EXPECT_EQ(hk_day(hk(2026, 11, 24, 0, 0)), "2026-11-24");
  EXPECT_EQ(chances_left(a, used, hk(2026, 11, 24, 0, 0)).today_left, 3);
  EXPECT_FALSE(chances_left(a, used, hk(2026, 11, 24, 0, 0)).total_left.has_value());
}

TEST(DrawChances, TheDayNeverOffersMoreThanTheWholeActivityHasLeft) {
  Activity a;
  a.daily_limit = 3;
  a.total_limit = 4;
  const Chances c = chances_left(a, {"2026-11-22", 3, 3}, hk(2026, 11, 23, 9, 0));
  EXPECT_EQ(c.today_left, 1);
  EXPECT_EQ(c.total_left, 1);
  Activity unlimited;
  EXPECT_FALSE(chances_left(unlimited, {"2026-11-23", 40, 90}, hk(2026, 11, 23, 9, 0)).today_left.has_value());
}

TEST(DrawState, FollowsTheStatusAndTheWindow) {
  Activity a;
  a.starts_at = 1000;
  a.ends_at = 2000;
  EXPECT_EQ(state_of(a, 999), "upcoming");
  EXPECT_EQ(state_of(a, 1000), "live");
  EXPECT_EQ(state_of(a, 2000), "ended");
  a.status = kPreview;
  EXPECT_EQ(state_of(a, 1500), "preview");
  a.status = kOff;
  EXPECT_EQ(state_of(a, 1500), "ended");
}

}  // namespace
}  // namespace qsr::draw
