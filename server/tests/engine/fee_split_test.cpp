#include <gtest/gtest.h>

#include <numeric>
#include <random>

#include "engine/fee_split.h"

namespace qsr::engine {

TEST(FeeSplit, EqualSharesGiveTheOddCentsToTheFirstParticipants) {
  EXPECT_EQ(split_equally(1200, 3), (std::vector<int64_t>{400, 400, 400}));
  EXPECT_EQ(split_equally(1000, 3), (std::vector<int64_t>{334, 333, 333}));
  EXPECT_EQ(split_equally(1, 3), (std::vector<int64_t>{1, 0, 0}));
  EXPECT_TRUE(split_equally(500, 0).empty());
}

TEST(FeeSplit, PackagingFollowsTheCupCount) {
  EXPECT_EQ(split_by_weight(300, {1, 2}), (std::vector<int64_t>{100, 200}));
  EXPECT_EQ(split_by_weight(100, {1, 1, 1}), (std::vector<int64_t>{34, 33, 33}));
  EXPECT_EQ(split_by_weight(100, {0, 0}), (std::vector<int64_t>{50, 50}));
  EXPECT_EQ(split_by_weight(100, {0, 5}), (std::vector<int64_t>{0, 100}));
}

TEST(FeeSplit, SharesAlwaysSumToTheWholeFeeToTheCent) {
  std::mt19937 rng(42);
  for (int round = 0; round < 2000; ++round) {
    int64_t fee = std::uniform_int_distribution<int64_t>(0, 50000)(rng);
    size_t n = std::uniform_int_distribution<size_t>(1, 100)(rng);
    std::vector<int64_t> weights(n);
    for (auto& w : weights) w = std::uniform_int_distribution<int64_t>(0, 7)(rng);
    auto a = split_equally(fee, n);
    auto b = split_by_weight(fee, weights);
    EXPECT_EQ(std::accumulate(a.begin(), a.end(), int64_t{0}), fee);
    EXPECT_EQ(std::accumulate(b.begin(), b.end(), int64_t{0}), fee);
    for (auto x : b) EXPECT_GE(x, 0);
  }
}

}  // namespace qsr::engine
