// The order list's tabs: all, today since Hong Kong midnight, history before it, and refund (only
// orders that had a refund request); any other tab is refused.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/order/order_rules.h"

namespace qsr::order {
namespace {

constexpr int64_t kMondayNoon = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong
constexpr int64_t kMondayMidnight = kMondayNoon - 12 * 3600 * 1000;

TEST(OrderList, TodayStartsAtHongKongMidnightAndHistoryEndsThere) {
  auto today = list_range("today", kMondayNoon);
  ASSERT_TRUE(today);
  EXPECT_EQ(today->from, kMondayMidnight);
  EXPECT_FALSE(today->refunds);
  auto history = list_range("history", kMondayNoon);
  ASSERT_TRUE(history);
  EXPECT_EQ(history->from, 0);
  EXPECT_EQ(history->to, kMondayMidnight);
}

TEST(OrderList, AllAndRefundCoverEveryDayAndRefundKeepsOnlyRefundRequests) {
  auto all = list_range("all", kMondayNoon);
  auto refund = list_range("refund", kMondayNoon);
  ASSERT_TRUE(all && refund);
  EXPECT_EQ(all->from, 0);
  EXPECT_FALSE(all->refunds);
  EXPECT_TRUE(refund->refunds);
  EXPECT_EQ(refund->to, all->to);
}

TEST(OrderList, AnyOtherTabIsRefused) {
  EXPECT_FALSE(list_range("", kMondayNoon));
  EXPECT_FALSE(list_range("paid", kMondayNoon));
}

}  // namespace
}  // namespace qsr::order
