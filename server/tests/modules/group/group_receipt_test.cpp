// A group order's receipt (spec 001 §4): the delivery fee equally among those who ordered, the bag
// by cups, the discount with the payer, and the shares add up to the order's total to the cent.
#include <gtest/gtest.h>

#include <numeric>

#include "modules/group/group_receipt.h"

namespace qsr::group {
namespace {

int64_t sum_of(const std::vector<Share>& shares) {
  return std::accumulate(shares.begin(), shares.end(), int64_t{0}, [](int64_t a, const Share& s) { return a + s.total(); });
}

TEST(GroupReceipt, SharesAddUpToTheOrderTotalToTheCent) {
  std::vector<ReceiptLine> lines{{1, 3800, 2}, {2, 1800, 1}, {3, 2150, 3}};
  ReceiptFees fees{.delivery = 1000, .bag = 100, .discount = 500};
  auto shares = group_receipt(lines, fees, 1);
  ASSERT_EQ(shares.size(), 3u);
  EXPECT_EQ(sum_of(shares), 3800 + 1800 + 2150 + 1000 + 100 - 500);
}

TEST(GroupReceipt, DeliveryIsSplitEquallyAndTheBagByCups) {
  auto shares = group_receipt({{1, 1000, 1}, {2, 1000, 3}}, {.delivery = 1001, .bag = 400}, 1);
  EXPECT_EQ(shares[0].delivery, 501);  // the odd cent to the first
  EXPECT_EQ(shares[1].delivery, 500);
  EXPECT_EQ(shares[0].bag, 100);
  EXPECT_EQ(shares[1].bag, 300);
}

TEST(GroupReceipt, TheDiscountStaysWithThePayer) {
  auto shares = group_receipt({{1, 1000, 1}, {2, 1000, 1}}, {.discount = 300}, 2);
  EXPECT_EQ(shares[0].discount, 0);
  EXPECT_EQ(shares[1].discount, 300);
}

TEST(GroupReceipt, APayerWhoOrderedNothingIsOnTheReceiptWithTheirSaving) {
  auto shares = group_receipt({{2, 2000, 2}}, {.delivery = 500, .discount = 300}, 1);
  ASSERT_EQ(shares.size(), 2u);
  EXPECT_EQ(shares[1].pocket, 1);
  EXPECT_EQ(shares[1].total(), -300);
  EXPECT_EQ(shares[0].delivery, 500);  // delivery only among those who ordered
  EXPECT_EQ(sum_of(shares), 2000 + 500 - 300);
}

TEST(GroupReceipt, WithoutAPayerNobodyTakesTheDiscount) {
  auto shares = group_receipt({{1, 1000, 1}}, {.discount = 300}, std::nullopt);
  ASSERT_EQ(shares.size(), 1u);
  EXPECT_EQ(shares[0].discount, 0);
}

}  // namespace
}  // namespace qsr::group
