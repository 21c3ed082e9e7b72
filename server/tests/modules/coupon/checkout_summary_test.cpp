// What the engine's pricing of a selection means for the order, coupon by coupon: the discounts
// it records, what it refuses and how the applied coupons bind the payment.
#include <gtest/gtest.h>

#include "modules/coupon/checkout_summary.h"

namespace qsr::coupon {
namespace {

namespace ec = engine::coupon;

ec::AppliedCoupon applied(const std::string& code, int64_t discount, const std::string& wallet_code = "") {
  ec::AppliedCoupon a;
  a.code = code;
  a.wallet_code = wallet_code;
  a.discount = discount;
  return a;
}

ec::Coupon coupon(const std::string& code) {
  ec::Coupon c;
  c.code = code;
  return c;
}

const std::map<std::string, int64_t> kIds = {{"CA", 1}, {"CB", 2}, {"CC", 3}};

TEST(CheckoutSummary, ACouponsVirtualCopiesAreOneAppliedCouponWithTheirDiscountsAdded) {
  ec::CalcResult r;
  r.applied = {applied("CA#1", 300, "CA"), applied("CB", 500), applied("CA#2", 200, "CA")};
  const CouponPricing p = summarize(r, {"CA", "CB"}, {coupon("CA"), coupon("CB")}, kIds);
  ASSERT_EQ(p.applied.size(), 2u);
  EXPECT_EQ(p.applied[0].code, "CA");  // in the order the engine first applied them
  EXPECT_EQ(p.applied[0].coupon_id, 1);
  EXPECT_EQ(p.applied[0].discount, 500);
  EXPECT_EQ(p.applied[1].code, "CB");
  EXPECT_EQ(p.applied[1].discount, 500);
  EXPECT_EQ(discount_of(p, "CA"), 500);
  EXPECT_EQ(discount_of(p, "CC"), 0);
}

TEST(CheckoutSummary, ASelectedCodeTheEngineDidNotApplyIsRefused) {
  ec::CalcResult r;
  r.applied = {applied("CA", 300)};
  const CouponPricing p = summarize(r, {"CA", "CC", "NOPE"}, {coupon("CA"), coupon("CC")}, kIds);
  EXPECT_EQ(p.refused, (std::vector<std::string>{"CC", "NOPE"}));
}

TEST(CheckoutSummary, OnlyTheMembersOwnCouponsAreRecordedAsApplied) {
  ec::CalcResult r;
  r.applied = {applied("EVENT", 300), applied("CA", 100)};
  const CouponPricing p = summarize(r, {"CA"}, {coupon("CA")}, kIds);
  ASSERT_EQ(p.applied.size(), 1u);
  EXPECT_EQ(p.applied[0].code, "CA");
  EXPECT_TRUE(p.refused.empty());
}

TEST(CheckoutSummary, TheGoodsDiscountIsTheTotalLessTheDeliveryDiscount) {
  ec::CalcResult r;
  r.discount_amount = 1500;
  r.dis_delivery_price = 400;
  const CouponPricing p = summarize(r, {}, {}, kIds);
  EXPECT_EQ(p.delivery_discount, 400);
  EXPECT_EQ(p.goods_discount, 1100);
}

TEST(CheckoutSummary, ALinesDiscountAddsUpItsUnitsAndClearedLinesAreKept) {
  ec::CalcResult r;
  ec::ProductLine unit;
  unit.line_id = 7;
  unit.discount = 150;
  r.product_list = {unit, unit};
  unit.line_id = 8;
  unit.discount = 0;  // nothing off: no entry
  r.product_list.push_back(unit);
  r.cleared_line_ids = {9};
  const CouponPricing p = summarize(r, {}, {}, kIds);
  EXPECT_EQ(p.line_discounts, (std::map<int64_t, int64_t>{{7, 300}}));
  EXPECT_EQ(p.cleared_line_ids, (std::vector<int64_t>{9}));
}

TEST(CheckoutSummary, AnAppliedCouponThatForbidsStoredValueTakesTheWalletAway) {
  ec::Coupon no_wallet = coupon("CA");
  no_wallet.mutually_type_range = {3};  // points and stored value
  ec::Coupon fine = coupon("CB");
  fine.mutually_type_range = {1};
  ec::CalcResult r;
  r.applied = {applied("CB", 100)};
  EXPECT_FALSE(summarize(r, {"CB"}, {no_wallet, fine}, kIds).excludes_stored_value);  // not applied: no effect
  r.applied.push_back(applied("CA", 100));
  const CouponPricing p = summarize(r, {"CA", "CB"}, {no_wallet, fine}, kIds);
  EXPECT_TRUE(p.excludes_stored_value);
  EXPECT_FALSE(p.requires_stored_value);
}

TEST(CheckoutSummary, AnAppliedStoredValueOnlyCouponRequiresTheWallet) {
  ec::Coupon wallet_only = coupon("CA");
  wallet_only.stored_value_mode = ec::StoredValueMode::brand_balance;
  ec::CalcResult r;
  r.applied = {applied("CA", 100)};
  const CouponPricing p = summarize(r, {"CA"}, {wallet_only}, kIds);
  EXPECT_TRUE(p.requires_stored_value);
  EXPECT_FALSE(p.excludes_stored_value);
}

TEST(CheckoutSummary, StoredValueTerms_Rule9IsMutuallyTypeRange2Or3) {
  ec::Coupon c = coupon("CA");
  EXPECT_FALSE(forbids_stored_value(c));
  c.mutually_type_range = {1};
  EXPECT_FALSE(forbids_stored_value(c));
  c.mutually_type_range = {1, 2};
  EXPECT_TRUE(forbids_stored_value(c));
  c.mutually_type_range = {3};
  EXPECT_TRUE(forbids_stored_value(c));
}

}  // namespace
}  // namespace qsr::coupon
