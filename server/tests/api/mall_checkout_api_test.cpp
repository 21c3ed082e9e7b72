// The points mall's second half through the API (issue 19): a cash part paid by card through the
// purchase module (declined, abandoned, paid late, cancelled after payment), delivery with its
// shipment and receipt, stock per pickup store, coupon packages, the cart and orders of several
// lines, and the operators' checks. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "db/db.h"
#include "mall_fixture.h"

namespace qsr::test {
namespace {

class MallCheckoutApi : public MallApiBase {
 protected:

  // The mug (200 points + $10) for pickup at store 1: an order waiting for its payment.
  std::string pending_mug(const std::string& key = "m1") {
    auto r = submit(alice_, R"({"itemId":4,"quantity":1,"fulfilment":"pickup","sid":1})", key);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("order_no").as_string()) : "";
  }
  HttpResult pay(const std::string& no, const std::string& key) {
    return post("/v1/trade/point/order/pay", R"({"order_no":")" + no + R"(","success_url":"/integralMall/pages/integralPay/index"})", alice_,
                {{"Idempotency-Key", key}});
  }
  std::string pay_url(const std::string& no, const std::string& key) {
    auto r = pay(no, key);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("payUrl").as_string()) : "";
  }
  void decide(const std::string& url, const char* how) {
    http().request("POST", url + "/" + how, "", {});
    ASSERT_TRUE(server_->notified(url));
  }
  int64_t make_template() {
    auto t = admin("/admin/v1/coupon/templates",
                   R"({"name":{"zh-HK":"減5","zh-CN":"减5","en":"$5 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
    EXPECT_EQ(t.result_code(), 0) << t.body;
    return t.data().at("templateId").as_int64();
  }
  // A package of three "$5 off" coupons for 300 points.
  int64_t make_package() {
    auto r = admin("/admin/v1/mall/items", R"({"categoryId":1,"kind":"coupons","title":{"zh-HK":"券包","en":"Coupon pack"},"points":300,"stock":5,"coupons":[{"templateId":)" +
                                               std::to_string(make_template()) + R"(,"count":3}]})");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.data().at("id").as_int64();
  }
  std::string no_of(const HttpResult& r) { return std::string(r.data().at("order_no").as_string()); }
};

TEST_F(MallCheckoutApi, CashPart_HoldsPointsAndStockThenACardPaymentMovesTheOrderOn) {
  grant(alice_, 1000);
  const std::string no = pending_mug();
  auto o = detail(alice_, no);
  EXPECT_EQ(o.at("status").as_string(), "pending_payment");
  EXPECT_EQ(o.at("cash").as_string(), "10");
  EXPECT_EQ(o.at("payBy").as_int64(), o.at("createdAt").as_int64() + 30 * 60 * 1000);
  EXPECT_EQ(balance(alice_), 800);
  EXPECT_EQ(stock(kMug), 9);
  const std::string url = pay_url(no, "p1");
  // Asked again (another key, another tab): the same open payment, not a second charge.
  auto again = pay(no, "p2");
  ASSERT_EQ(again.result_code(), 0) << again.body;
  EXPECT_EQ(again.data().at("payUrl").as_string(), url);
  EXPECT_EQ(again.data().at("orderNo").as_string().subview(0, 2), "MP");
  // While the payment is open the member cannot cancel (the gateway's answer decides).
  EXPECT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_).status, 409);
  decide(url, "approve");
  auto paid = get("/v1/trade/point/order/pay/result/" + no, alice_);
  ASSERT_EQ(paid.result_code(), 0) << paid.body;
  EXPECT_TRUE(paid.data().at("paid").as_bool());
  EXPECT_EQ(paid.data().at("order").at("status").as_string(), "waiting_pickup");
  EXPECT_FALSE(paid.data().at("order").at("paidAt").is_null());
  EXPECT_EQ(pay(no, "p3").status, 409);  // nothing left to pay
  EXPECT_EQ(balance(alice_), 800);
  EXPECT_EQ(stock(kMug), 9);
}

TEST_F(MallCheckoutApi, CashPart_ADeclinedPaymentCancelsTheOrderAndGivesPointsAndStockBackOnce) {
  grant(alice_, 1000);
  const std::string no = pending_mug();
  decide(pay_url(no, "p1"), "decline");
  EXPECT_EQ(detail(alice_, no).at("status").as_string(), "cancelled");
  EXPECT_EQ(balance(alice_), 1000);
  EXPECT_EQ(stock(kMug), 10);
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(balance(alice_), 1000);
}

TEST_F(MallCheckoutApi, CashPart_AnAbandonedPaymentClosesTheOrderAndALatePaymentIsRefunded) {
  grant(alice_, 1000);
  const std::string no = pending_mug();
  const std::string url = pay_url(no, "p1");
  server_->set_clock(monday_noon() + 31 * 60 * 1000);
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(detail(alice_, no).at("status").as_string(), "cancelled");
  EXPECT_EQ(balance(alice_), 1000);
  EXPECT_EQ(stock(kMug), 10);
  // The payer finishes the gateway's page after all: the money goes back, the order stays cancelled.
  decide(url, "approve");
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(detail(alice_, no).at("status").as_string(), "cancelled");
  EXPECT_EQ(balance(alice_), 1000);
  const std::string pay_no(detail(alice_, no).at("payNo").as_string());
  EXPECT_TRUE(eventually([&] {
    post("/v1/dev/payments/settle", "{}", alice_);
    return get("/v1/purchase/order?orderNo=" + pay_no, alice_).data().at("status").as_string() == "refunded";
  }));
}

TEST_F(MallCheckoutApi, CashPart_CancelledAfterPaymentRefundsTheCardAndGivesPointsBack) {
  grant(alice_, 1000);
  const std::string no = pending_mug();
  decide(pay_url(no, "p1"), "approve");
  auto c = post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_);
  ASSERT_EQ(c.result_code(), 0) << c.body;
  EXPECT_EQ(c.data().at("status").as_string(), "cancelled");
  EXPECT_EQ(balance(alice_), 1000);
  EXPECT_EQ(stock(kMug), 10);
  // The card refund is sent by its job, off the request's thread.
  const std::string pay_no(c.data().at("payNo").as_string());
  EXPECT_TRUE(eventually([&] {
    post("/v1/dev/payments/settle", "{}", alice_);
    return get("/v1/purchase/order?orderNo=" + pay_no, alice_).data().at("status").as_string() == "refunded";
  }));
  // Once: a second cancel is refused and refunds nothing more.
  EXPECT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_).status, 409);
  EXPECT_EQ(balance(alice_), 1000);
}

TEST_F(MallCheckoutApi, CashPart_AnOrderWhosePaymentNeverStartedIsCancelledAfterThirtyMinutes) {
  start({{"QSR_JOB_PERIOD_SECONDS", "1"}});
  grant(alice_, 1000);
  const std::string no = pending_mug();
  server_->set_clock(monday_noon() + 29 * 60 * 1000);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_EQ(detail(alice_, no).at("status").as_string(), "pending_payment");
  server_->set_clock(monday_noon() + 31 * 60 * 1000);
  EXPECT_TRUE(eventually([&] { return detail(alice_, no).at("status").as_string() == "cancelled"; }));
  EXPECT_EQ(balance(alice_), 1000);
  EXPECT_EQ(stock(kMug), 10);
  // Too late to pay.
  EXPECT_EQ(pay(no, "late").status, 409);
}

TEST_F(MallCheckoutApi, Delivery_CopiesTheAddressIsShippedByOperatorsAndReceivedByTheMember) {
  grant(alice_, 1000);
  const std::string address = server_->add_address(alice_);
  auto r = submit(alice_, R"({"itemId":5,"quantity":2,"fulfilment":"delivery","addressId":)" + address + "}", "d1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const std::string no = no_of(r);
  EXPECT_EQ(r.data().at("status").as_string(), "waiting_shipment");
  EXPECT_EQ(r.data().at("fulfilment").as_string(), "delivery");
  EXPECT_EQ(r.data().at("pickupCode").as_string(), "");
  EXPECT_EQ(r.data().at("address").at("consignee").as_string(), "Chan Tai Man");
  EXPECT_EQ(r.data().at("address").at("address").as_string(), "1 Queen's Road Central Flat A, 12/F");
  EXPECT_EQ(stock(kTote), 1);
  // A later change to the address book does not move the parcel.
  post("/v1/address/delete", R"({"id":)" + address + "}", alice_);
  EXPECT_EQ(detail(alice_, no).at("address").at("phone").as_string(), "+852 91234567");
  // Not shipped yet: nothing to receive; operators see it waiting.
  EXPECT_EQ(post("/v1/trade/point/order/receive", R"({"order_no":")" + no + R"("})", alice_).status, 409);
  auto waiting = admin_get("/admin/v1/mall/orders?status=waiting_shipment");
  ASSERT_EQ(waiting.data().at("list").as_array().size(), 1u);
  EXPECT_EQ(admin("/admin/v1/mall/orders/ship", R"({"order_no":")" + no + R"(","carrier":"","trackingNo":"1"})").status, 400);
  auto shipped = admin("/admin/v1/mall/orders/ship", R"({"order_no":")" + no + R"(","carrier":"SF Express","trackingNo":"SF123456789"})");
  ASSERT_EQ(shipped.result_code(), 0) << shipped.body;
  EXPECT_EQ(shipped.data().at("status").as_string(), "shipped");
  EXPECT_EQ(admin("/admin/v1/mall/orders/ship", R"({"order_no":")" + no + R"(","carrier":"SF","trackingNo":"2"})").status, 409);
  // Shipped: too late to cancel; the member confirms receipt once.
  EXPECT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_).status, 409);
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(post("/v1/trade/point/order/receive", R"({"order_no":")" + no + R"("})", bob).status, 404);
  auto received = post("/v1/trade/point/order/receive", R"({"order_no":")" + no + R"("})", alice_);
  ASSERT_EQ(received.result_code(), 0) << received.body;
  EXPECT_EQ(received.data().at("status").as_string(), "finished");
  EXPECT_EQ(received.data().at("trackingNo").as_string(), "SF123456789");
  EXPECT_EQ(post("/v1/trade/point/order/receive", R"({"order_no":")" + no + R"("})", alice_).status, 409);
}

TEST_F(MallCheckoutApi, Delivery_AShipmentNeverConfirmedIsReceivedAfterFourteenDays) {
  start({{"QSR_JOB_PERIOD_SECONDS", "1"}});
  grant(alice_, 1000);
  auto r = submit(alice_, R"({"itemId":5,"fulfilment":"delivery","addressId":)" + server_->add_address(alice_) + "}", "d1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const std::string no = no_of(r);
  ASSERT_EQ(admin("/admin/v1/mall/orders/ship", R"({"order_no":")" + no + R"(","carrier":"SF","trackingNo":"1"})").result_code(), 0);
  server_->set_clock(monday_noon() + 13LL * 24 * 3600 * 1000);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_EQ(detail(alice_, no).at("status").as_string(), "shipped");
  server_->set_clock(monday_noon() + 15LL * 24 * 3600 * 1000);
  EXPECT_TRUE(eventually([&] { return detail(alice_, no).at("status").as_string() == "finished"; }));
}

TEST_F(MallCheckoutApi, Fulfilment_OnlyWhatTheItemOffersAndOnlyTheMembersOwnAddress) {
  grant(alice_, 5000);
  const std::string address = server_->add_address(alice_);
  // Milk tea is collected only; the tote delivered only.
  auto no_delivery = submit(alice_, R"({"itemId":1,"fulfilment":"delivery","addressId":)" + address + "}", "f1");
  EXPECT_EQ(no_delivery.status, 400);
  EXPECT_EQ(no_delivery.result_code(), 36006);
  EXPECT_EQ(submit(alice_, R"({"itemId":5,"fulfilment":"pickup","sid":1})", "f2").result_code(), 36006);
  EXPECT_EQ(submit(alice_, R"({"itemId":5,"fulfilment":"delivery"})", "f3").status, 400);  // no address
  EXPECT_EQ(submit(alice_, R"({"itemId":5,"fulfilment":"post","addressId":)" + address + "}", "f4").status, 400);
  const std::string bob = server_->member_token("96000002");
  grant(bob, 1000);
  EXPECT_EQ(submit(bob, R"({"itemId":5,"fulfilment":"delivery","addressId":)" + address + "}", "f5").status, 404);
  EXPECT_EQ(balance(alice_), 5000);
  EXPECT_EQ(balance(bob), 1000);
  EXPECT_EQ(stock(kTote), 3);
}

TEST_F(MallCheckoutApi, PerStore_TakesThePickupStoresShelfAndOnlyThere) {
  grant(alice_, 1000);
  auto d = http().get("/v1/mall/goods/detail?id=6").data();
  EXPECT_TRUE(d.at("perStore").as_bool());
  EXPECT_FALSE(d.at("soldOut").as_bool());  // store 1 has two
  ASSERT_EQ(d.at("stores").as_array().size(), 2u);
  auto first = exchange(alice_, kBun, "b1", 2, 1);
  ASSERT_EQ(first.result_code(), 0) << first.body;
  auto none_left = exchange(alice_, kBun, "b2", 1, 1);
  EXPECT_EQ(none_left.status, 409);
  EXPECT_EQ(none_left.result_code(), 36002);
  EXPECT_EQ(exchange(alice_, kBun, "b3", 1, 2).status, 409);       // stocked at store 2, none left
  EXPECT_EQ(exchange(alice_, kBun, "b4", 1, 3).result_code(), 36006);  // store 3 does not stock it
  EXPECT_TRUE(http().get("/v1/mall/goods/detail?id=6").data().at("soldOut").as_bool());
  // Cancelled: back on store 1's shelf.
  ASSERT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no_of(first) + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(exchange(alice_, kBun, "b5", 2, 1).result_code(), 0);
  EXPECT_EQ(balance(alice_), 900);
}

TEST_F(MallCheckoutApi, Package_IssuesItsCouponsAtOnceAndIsExchangedAlone) {
  grant(alice_, 1000);
  const int64_t pack = make_package();
  auto d = http().get("/v1/mall/goods/detail?id=" + std::to_string(pack) + "&lang=en").data();
  EXPECT_EQ(d.at("kind").as_string(), "coupons");
  EXPECT_EQ(d.at("coupons").as_array().at(0).at("name").as_string(), "$5 off");
  EXPECT_EQ(d.at("coupons").as_array().at(0).at("count").as_int64(), 3);
  // Never in the cart, never beside goods.
  EXPECT_EQ(post("/v1/mall/cart", R"({"itemId":)" + std::to_string(pack) + R"(,"quantity":1})", alice_).result_code(), 36007);
  EXPECT_EQ(submit(alice_, R"({"lines":[{"itemId":)" + std::to_string(pack) + R"(},{"itemId":1}],"fulfilment":"pickup","sid":1})", "k0")
                .result_code(),
            36007);
  auto r = submit(alice_, R"({"itemId":)" + std::to_string(pack) + "}", "k1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "finished");
  EXPECT_EQ(r.data().at("fulfilment").as_string(), "none");
  EXPECT_EQ(r.data().at("couponCodes").as_array().size(), 3u);
  EXPECT_EQ(get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array().size(), 3u);
  // Each code with its coupon's name, in the asker's language, wherever the order is shown.
  const auto& issued = r.data().at("coupons").as_array();
  ASSERT_EQ(issued.size(), 3u);
  EXPECT_EQ(issued.at(0).at("code"), r.data().at("couponCodes").as_array().at(0));
  EXPECT_EQ(issued.at(0).at("name").as_string(), "減5");
  for (const auto& [lang, name] : std::map<std::string, std::string>{{"zh-HK", "減5"}, {"zh-CN", "减5"}, {"en", "$5 off"}}) {
    const auto one = http().get("/v1/trade/point/order/detail?order_no=" + no_of(r), {{"auth", alice_}, {"Accept-Language", lang}});
    EXPECT_EQ(one.data().at("coupons").as_array().at(2).at("name").as_string(), name) << lang;
    const auto list = http().get("/v1/trade/point/order/list", {{"auth", alice_}, {"Accept-Language", lang}});
    EXPECT_EQ(list.data().at("list").as_array().at(0).at("coupons").as_array().at(1).at("name").as_string(), name) << lang;
  }
  EXPECT_EQ(balance(alice_), 700);
  // Issued: nothing to cancel.
  EXPECT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no_of(r) + R"("})", alice_).status, 409);
}

TEST_F(MallCheckoutApi, Cart_KeepsTheMembersLinesAndAnExchangeFromItTakesThemOut) {
  grant(alice_, 5000);
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":1,"quantity":2})", alice_).result_code(), 0);
  auto cart = post("/v1/mall/cart", R"({"itemId":4,"quantity":1})", alice_);
  ASSERT_EQ(cart.result_code(), 0) << cart.body;
  EXPECT_EQ(cart.data().at("lines").as_array().size(), 2u);
  EXPECT_EQ(cart.data().at("points").as_int64(), 800);
  EXPECT_EQ(cart.data().at("cash").as_string(), "10");
  EXPECT_EQ(cart.data().at("balance").as_int64(), 5000);
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":2,"quantity":1})", alice_).result_code(), 0);
  EXPECT_EQ(post("/v1/mall/cart", R"({"itemId":2,"quantity":0})", alice_).data().at("lines").as_array().size(), 2u);  // 0 removes
  EXPECT_EQ(post("/v1/mall/cart", R"({"itemId":1,"quantity":100})", alice_).status, 400);
  EXPECT_EQ(post("/v1/mall/cart", R"({"itemId":99,"quantity":1})", alice_).status, 404);
  EXPECT_TRUE(get("/v1/mall/cart", server_->member_token("96000002")).data().at("lines").as_array().empty());  // the member's own
  EXPECT_EQ(http().get("/v1/mall/cart").status, 401);
  // Milk tea and the mug in one order for pickup: one payment for the mug's cash part.
  auto r = submit(alice_, R"({"lines":[{"itemId":1,"quantity":2},{"itemId":4,"quantity":1}],"fulfilment":"pickup","sid":1,"fromCart":true})", "c1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("lines").as_array().size(), 2u);
  EXPECT_EQ(r.data().at("quantity").as_int64(), 3);
  EXPECT_EQ(r.data().at("points").as_int64(), 800);
  EXPECT_EQ(r.data().at("cash").as_string(), "10");
  EXPECT_EQ(r.data().at("status").as_string(), "pending_payment");
  EXPECT_TRUE(get("/v1/mall/cart", alice_).data().at("lines").as_array().empty());
  EXPECT_EQ(balance(alice_), 4200);
}

TEST_F(MallCheckoutApi, CartTicks_OnlyTheTickedLinesAreExchangedAtTheCartsQuantitiesAndTheOthersStay) {
  grant(alice_, 5000);
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":1,"quantity":2})", alice_).result_code(), 0);
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":4,"quantity":1})", alice_).result_code(), 0);
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":2,"quantity":1})", alice_).result_code(), 0);
  // Milk tea and the tumbler ticked, the mug not: two milk teas (the cart's quantity) and a tumbler.
  auto r = submit(alice_, R"({"lineIds":[1,2],"fromCart":true,"fulfilment":"pickup","sid":1})", "t1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto& lines = r.data().at("lines").as_array();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines.at(0).at("itemId").as_int64(), 1);
  EXPECT_EQ(lines.at(0).at("quantity").as_int64(), 2);
  EXPECT_EQ(lines.at(1).at("itemId").as_int64(), kTumbler);
  EXPECT_EQ(r.data().at("points").as_int64(), 1600);
  EXPECT_EQ(r.data().at("cash").as_string(), "0");
  EXPECT_EQ(r.data().at("status").as_string(), "waiting_pickup");
  EXPECT_EQ(stock(kMilkTea), 98);
  // The mug stays in the cart, alone.
  auto cart = get("/v1/mall/cart", alice_).data();
  ASSERT_EQ(cart.at("lines").as_array().size(), 1u);
  EXPECT_EQ(cart.at("lines").as_array().at(0).at("itemId").as_int64(), kMug);
  // The same key again: the same order, nothing taken twice.
  EXPECT_EQ(no_of(submit(alice_, R"({"lineIds":[1,2],"fromCart":true,"fulfilment":"pickup","sid":1})", "t1")), no_of(r));
  EXPECT_EQ(stock(kMilkTea), 98);
}

TEST_F(MallCheckoutApi, CartTicks_ALineTheMembersCartDoesNotHoldIsRefusedInTheirLanguageAndNothingChanges) {
  grant(alice_, 5000);
  const std::string bob = server_->member_token("96000002");
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":1,"quantity":1})", alice_).result_code(), 0);
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":5,"quantity":1})", bob).result_code(), 0);
  const std::string pickup = R"(,"fulfilment":"pickup","sid":1})";
  // Bob's line (the tote is not in Alice's cart), an item that does not exist, and the old form
  // naming a line that is not in the cart: 400 36009, in the member's language.
  auto foreign = post("/v1/trade/point/order/submit", R"({"fromCart":true,"lineIds":[1,5])" + pickup, alice_,
                      {{"Idempotency-Key", "f1"}, {"Accept-Language", "en"}});
  EXPECT_EQ(foreign.status, 400);
  EXPECT_EQ(foreign.result_code(), 36009);
  EXPECT_EQ(foreign.result_msg(), "Something you chose is no longer in your cart. Go back to the cart and choose again");
  auto unknown = submit(alice_, R"({"fromCart":true,"lineIds":[999])" + pickup, "f2");
  EXPECT_EQ(unknown.result_code(), 36009);
  EXPECT_EQ(unknown.result_msg(), "所選禮品已不在購物車內，請返回購物車重新選擇");
  EXPECT_EQ(submit(alice_, R"({"fromCart":true,"lines":[{"itemId":5,"quantity":1}])" + pickup, "f3").result_code(), 36009);
  // Malformed: the same line twice, none, not from the cart, beside `lines`, not numbers.
  EXPECT_EQ(submit(alice_, R"({"fromCart":true,"lineIds":[1,1])" + pickup, "f4").status, 400);
  EXPECT_EQ(submit(alice_, R"({"fromCart":true,"lineIds":[])" + pickup, "f5").status, 400);
  EXPECT_EQ(submit(alice_, R"({"lineIds":[1])" + pickup, "f6").status, 400);
  EXPECT_EQ(submit(alice_, R"({"fromCart":true,"lineIds":[1],"lines":[{"itemId":1}])" + pickup, "f7").status, 400);
  EXPECT_EQ(submit(alice_, R"({"fromCart":true,"lineIds":["1"])" + pickup, "f8").status, 400);
  // Nothing moved: no order, no points, no stock, both carts as they were.
  EXPECT_EQ(get("/v1/trade/point/order/list", alice_).data().at("total").as_int64(), 0);
  EXPECT_EQ(balance(alice_), 5000);
  EXPECT_EQ(stock(kMilkTea), 100);
  EXPECT_EQ(get("/v1/mall/cart", alice_).data().at("lines").as_array().size(), 1u);
  EXPECT_EQ(get("/v1/mall/cart", bob).data().at("lines").as_array().size(), 1u);
}

TEST_F(MallCheckoutApi, Cart_HoldsAtMostTwentyLines) {
  for (int i = 0; i < 20; ++i) {
    auto item = admin("/admin/v1/mall/items", R"({"categoryId":1,"title":"x)" + std::to_string(i) + R"(","points":1,"stock":1})");
    ASSERT_EQ(item.result_code(), 0) << item.body;
    ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":)" + std::to_string(item.data().at("id").as_int64()) + R"(,"quantity":1})", alice_).result_code(), 0);
  }
  auto full = post("/v1/mall/cart", R"({"itemId":1,"quantity":1})", alice_);
  EXPECT_EQ(full.status, 400);
  EXPECT_EQ(full.result_code(), 36008);
}

TEST_F(MallCheckoutApi, Lines_AllOrNothingWhenOneLineCannotBeHad) {
  grant(alice_, 5000);
  // The figure is gone: the milk tea before it is not taken either.
  auto r = submit(alice_, R"({"lines":[{"itemId":1,"quantity":1},{"itemId":3,"quantity":1}],"fulfilment":"pickup","sid":1})", "l1");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(stock(kMilkTea), 100);
  EXPECT_EQ(balance(alice_), 5000);
  EXPECT_EQ(submit(alice_, R"({"lines":[{"itemId":1},{"itemId":1}],"fulfilment":"pickup","sid":1})", "l2").status, 400);  // twice
  EXPECT_EQ(submit(alice_, R"({"lines":[],"fulfilment":"pickup","sid":1})", "l3").status, 400);
  EXPECT_EQ(submit(alice_, R"({"lines":"x","fulfilment":"pickup","sid":1})", "l4").status, 400);
  EXPECT_EQ(get("/v1/trade/point/order/list", alice_).data().at("total").as_int64(), 0);
}

TEST_F(MallCheckoutApi, List_FiltersByStatus) {
  grant(alice_, 5000);
  ASSERT_EQ(exchange(alice_, kMilkTea, "a").result_code(), 0);
  pending_mug();
  EXPECT_EQ(get("/v1/trade/point/order/list?status=pending_payment", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/trade/point/order/list?status=waiting_pickup", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/trade/point/order/list", alice_).data().at("total").as_int64(), 2);
}

TEST_F(MallCheckoutApi, Erasure_ForgetsTheCartAndWhereParcelsWentButKeepsTheOrders) {
  grant(alice_, 1000);
  const int64_t id = get("/v1/member/info", alice_).data().at("id").as_int64();
  auto r = submit(alice_, R"({"itemId":5,"fulfilment":"delivery","addressId":)" + server_->add_address(alice_) + "}", "e1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  ASSERT_EQ(post("/v1/mall/cart", R"({"itemId":1,"quantity":1})", alice_).result_code(), 0);
  post("/v1/member/password/set", R"({"password":"Secret#123"})", alice_);
  ASSERT_EQ(post("/v1/member/cancel", R"({"password":"Secret#123"})", alice_).result_code(), 0);
  server_->set_clock(monday_noon() + 30LL * 24 * 3600 * 1000);
  ASSERT_EQ(http().post_json("/v1/dev/jobs/run", "{}").data().at("erased").as_int64(), 1);
  auto db = db::open(server_->db_url(), 1);
  db->read([&](db::Tx& tx) {
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM mall_cart WHERE member_id = $1", {id})->i64(0), 0);
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM mall_order WHERE member_id = $1", {id})->i64(0), 1);
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM mall_order WHERE member_id = $1 AND address IS NOT NULL", {id})->i64(0), 0);
  });
}

TEST_F(MallCheckoutApi, Admin_RefusesItemsThatDoNotAddUp) {
  const int64_t tmpl = make_template();
  const std::string base = R"({"categoryId":1,"title":"x","points":1,"stock":1,)";
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("kind":"gift"})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("fulfilment":"post"})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("cash":"-1"})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("cash":"100000.01"})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("kind":"coupons"})").status, 400);  // a package without coupons
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("kind":"coupons","coupons":[{"templateId":999}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("kind":"coupons","coupons":[{"templateId":)" + std::to_string(tmpl) + R"(,"count":21}]})").status,
            400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("coupons":[{"templateId":)" + std::to_string(tmpl) + "}]}").status, 400);  // goods with coupons
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("storeStock":[{"sid":999,"stock":1}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("fulfilment":"delivery","storeStock":[{"sid":1,"stock":1}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/mall/items", base + R"("storeStock":[{"sid":1,"stock":1},{"sid":1,"stock":2}]})").status, 400);
  auto ok = admin("/admin/v1/mall/items", base + R"("cash":"12.5","fulfilment":"both","storeStock":[{"sid":1,"stock":4}]})");
  ASSERT_EQ(ok.result_code(), 0) << ok.body;
  EXPECT_EQ(ok.data().at("cash").as_string(), "12.5");
  EXPECT_EQ(ok.data().at("storeStock").as_array().at(0).at("stock").as_int64(), 4);
  // Saved again without storeStock: the store stock stays; with an empty one: stocked centrally.
  const std::string id = std::to_string(ok.data().at("id").as_int64());
  EXPECT_EQ(admin("/admin/v1/mall/items", R"({"id":)" + id + R"(,"categoryId":1,"title":"x","points":1,"stock":1,"fulfilment":"both"})")
                .data().at("storeStock").as_array().size(),
            1u);
  EXPECT_TRUE(admin("/admin/v1/mall/items", R"({"id":)" + id + R"(,"categoryId":1,"title":"x","points":1,"stock":1,"fulfilment":"both","storeStock":[]})")
                  .data().at("storeStock").as_array().empty());
  EXPECT_EQ(admin_get("/admin/v1/mall/orders").status, 400);  // a status to list
}

}  // namespace
}  // namespace qsr::test
