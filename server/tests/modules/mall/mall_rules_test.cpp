// The points mall's rules without a database (issue 19): which fulfilment an order of items
// takes, where a paid order goes, when a member may cancel, and when an item counts as sold out.
#include <gtest/gtest.h>

#include <functional>

#include "core/app_error.h"
#include "modules/mall/mall_codes.h"
#include "modules/mall/mall_rules.h"

namespace qsr::mall {
namespace {

Item goods(const std::string& fulfilment, int64_t stock = 1) {
  Item i;
  i.fulfilment = fulfilment;
  i.stock = stock;
  return i;
}

Item package() {
  Item i;
  i.kind = kCoupons;
  i.fulfilment = kNoFulfilment;
  i.coupons = {{1, 2}};
  i.stock = 1;
  return i;
}

int code_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const AppError& e) {
    return e.result_code;
  }
  return 0;
}

TEST(MallRules, Fulfilment_EveryItemMustOfferTheOneAsked) {
  EXPECT_EQ(fulfilment_of({goods(kPickup), goods(kBoth)}, kPickup), kPickup);
  EXPECT_EQ(fulfilment_of({goods(kDelivery), goods(kBoth)}, kDelivery), kDelivery);
  EXPECT_EQ(code_of([] { fulfilment_of({goods(kPickup), goods(kDelivery)}, kPickup); }), kNotOffered);
  EXPECT_EQ(code_of([] { fulfilment_of({goods(kPickup)}, kDelivery); }), kNotOffered);
  EXPECT_EQ(code_of([] { fulfilment_of({goods(kPickup)}, ""); }), 400);
  EXPECT_EQ(code_of([] { fulfilment_of({goods(kBoth)}, "post"); }), 400);
}

TEST(MallRules, Fulfilment_APackageNeedsNoneAndGoesAlone) {
  EXPECT_EQ(fulfilment_of({package()}, ""), kNoFulfilment);
  EXPECT_EQ(fulfilment_of({package()}, kPickup), kNoFulfilment);  // asked or not
  EXPECT_EQ(code_of([] { fulfilment_of({package(), goods(kPickup)}, kPickup); }), kPackageAlone);
}

TEST(MallRules, Paid_PickupWaitsAtTheStoreDeliveryForShipmentAPackageIsDone) {
  EXPECT_EQ(status_when_paid(kPickup), kWaitingPickup);
  EXPECT_EQ(status_when_paid(kDelivery), kWaitingShipment);
  EXPECT_EQ(status_when_paid(kNoFulfilment), kFinished);
}

TEST(MallRules, Cancel_BeforeHandOverOrShipmentAndNotWhileAPaymentIsOpen) {
  Order o;
  o.status = kPendingPayment;
  EXPECT_TRUE(member_may_cancel(o));
  o.pay_no = "MP1";
  EXPECT_FALSE(member_may_cancel(o));
  for (const char* s : {kWaitingPickup, kWaitingShipment}) {
    o.status = s;
    EXPECT_TRUE(member_may_cancel(o)) << s;
  }
  for (const char* s : {kShipped, kFinished, kCancelled}) {
    o.status = s;
    EXPECT_FALSE(member_may_cancel(o)) << s;
    EXPECT_FALSE(holds_points(s)) << s;
  }
}

TEST(MallRules, SoldOut_OnlyWhenNothingIsLeftWhereverTheItemIsOffered) {
  EXPECT_FALSE(goods(kPickup, 1).sold_out());
  EXPECT_TRUE(goods(kPickup, 0).sold_out());
  Item per_store = goods(kBoth, 0);
  per_store.per_store = true;
  per_store.store_stock_total = 3;
  EXPECT_FALSE(per_store.sold_out());  // the stores' shelves have some
  per_store.store_stock_total = 0;
  EXPECT_TRUE(per_store.sold_out());
  per_store.stock = 2;
  EXPECT_FALSE(per_store.sold_out());  // delivery has some
  Item gone = package();
  gone.stock = 0;
  EXPECT_TRUE(gone.sold_out());
  EXPECT_FALSE(package().sold_out());
}

}  // namespace
}  // namespace qsr::mall
