// Which ways an order can be paid (spec 001 §5 rules 9 and 13; combination pay of spec 000 §3).
#include <gtest/gtest.h>

#include "modules/payment/pay_rules.h"

namespace qsr::payment {
namespace {

PayTypeFacts open_brand() { return {.gateway_takes_cards = true, .combination_allowed = true, .balance = 1000, .due = 3000}; }

TEST(PayTypes, WithNoCouponRulesWalletCardAndCombinationAreOffered) {
  PayTypes t = pay_types(open_brand());
  EXPECT_TRUE(t.wallet);
  EXPECT_TRUE(t.card);
  EXPECT_TRUE(t.combination);
}

TEST(PayTypes, Rule9_ACouponThatForbidsStoredValueTakesTheWalletAndCombinationAway) {
  PayTypeFacts f = open_brand();
  f.coupons_forbid_wallet = true;
  PayTypes t = pay_types(f);
  EXPECT_FALSE(t.wallet);
  EXPECT_TRUE(t.card);
  EXPECT_FALSE(t.combination);
}

TEST(PayTypes, Rule13_ACouponForStoredValueOnlyLeavesTheWalletAlone) {
  PayTypeFacts f = open_brand();
  f.coupons_require_wallet = true;
  PayTypes t = pay_types(f);
  EXPECT_TRUE(t.wallet);
  EXPECT_FALSE(t.card);
  EXPECT_FALSE(t.combination);
}

TEST(PayTypes, WithoutACardGatewayOnlyTheWalletIsOffered) {
  PayTypeFacts f = open_brand();
  f.gateway_takes_cards = false;
  PayTypes t = pay_types(f);
  EXPECT_TRUE(t.wallet);
  EXPECT_FALSE(t.card);
  EXPECT_FALSE(t.combination);
}

TEST(PayTypes, CombinationNeedsTheBrandAndABalanceThatCoversPartButNotAll) {
  PayTypeFacts f = open_brand();
  f.combination_allowed = false;
  EXPECT_FALSE(pay_types(f).combination);
  f = open_brand();
  f.balance = 0;
  EXPECT_FALSE(pay_types(f).combination);
  f.balance = 3000;  // covers it all: the wallet alone pays
  EXPECT_FALSE(pay_types(f).combination);
  f.balance = 2999;
  EXPECT_TRUE(pay_types(f).combination);
}

}  // namespace
}  // namespace qsr::payment
