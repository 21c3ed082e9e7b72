#include <gtest/gtest.h>

#include "engine/cart_pricing.h"

namespace qsr::engine {
namespace {
const FeeRules kStore{/*base*/ 1200, /*free from*/ 15000, /*minimum*/ 6000, /*bag*/ 100, /*per item*/ true};
}

TEST(CartPricing, SelectedLinesOnlyAreBought) {
  auto p = price_cart({{1, 1800, 100, 2, true}, {2, 2000, 0, 1, false}}, OrderType::pickup, kStore);
  EXPECT_EQ(p.goods_total, 3600);
  EXPECT_EQ(p.selected_quantity, 2);
}

TEST(CartPricing, BoxFeesPerItemOrPerLineAndNoneForDineIn) {
  std::vector<PriceLine> lines{{1, 1800, 50, 4, true}};
  EXPECT_EQ(price_cart(lines, OrderType::pickup, kStore).box_total, 200);
  FeeRules per_line = kStore;
  per_line.box_fee_per_item = false;
  EXPECT_EQ(price_cart(lines, OrderType::pickup, per_line).box_total, 50);
  EXPECT_EQ(price_cart(lines, OrderType::dine_in, kStore).box_total, 0);
  EXPECT_EQ(price_cart(lines, OrderType::dine_in, kStore).bag_fee, 0);
}

TEST(CartPricing, DeliveryFeeOnlyForTakeoutAndFreeFromTheThreshold) {
  std::vector<PriceLine> small{{1, 7000, 0, 1, true}};
  std::vector<PriceLine> big{{1, 15000, 0, 1, true}};
  EXPECT_EQ(price_cart(small, OrderType::takeout, kStore).delivery_fee, 1200);
  EXPECT_EQ(price_cart(big, OrderType::takeout, kStore).delivery_fee, 0);
  EXPECT_EQ(price_cart(small, OrderType::pickup, kStore).delivery_fee, 0);
  FeeRules never_free = kStore;
  never_free.free_delivery_threshold = 0;
  EXPECT_EQ(price_cart(big, OrderType::takeout, never_free).delivery_fee, 1200);
}

TEST(CartPricing, TakeoutBelowTheMinimumOrderIsFlaggedWithTheGap) {
  auto p = price_cart({{1, 4500, 0, 1, true}}, OrderType::takeout, kStore);
  EXPECT_TRUE(p.below_minimum_order);
  EXPECT_EQ(p.minimum_order_gap, 1500);
  EXPECT_FALSE(price_cart({{1, 4500, 0, 1, true}}, OrderType::pickup, kStore).below_minimum_order);
}

TEST(CartPricing, PayableAddsGoodsBoxBagAndDelivery) {
  auto p = price_cart({{1, 1800, 50, 4, true}}, OrderType::takeout, kStore);
  EXPECT_EQ(p.payable, 7200 + 200 + 100 + 1200);
  EXPECT_EQ(price_cart({}, OrderType::takeout, kStore).payable, 0);  // an empty cart costs nothing
}

}  // namespace qsr::engine
