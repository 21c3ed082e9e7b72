// API tests of card and combination payment through the sandbox gateway: hosted page, signed
// notify calls (forged, duplicated, wrong amount), settling by query, refunds.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "core/crypto.h"
#include "db/db.h"
#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kSecret = "sandbox-test-secret";

class PaymentApi : public ::testing::Test {
 protected:
  void SetUp() override { start({}); }
  void start(std::map<std::string, std::string> env) {
    env["QSR_PAY_SECRET"] = kSecret;
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = env});
    alice_ = server_->member_token("92000001");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, std::map<std::string, std::string> h = {}) {
    h["auth"] = alice_;
    return http().post_json(path, body, h);
  }
  std::string new_order(const std::string& key) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})");  // 17 + bag 1 = 18
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"92000001"})", {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("order_id").as_string());
  }
  std::string status(const std::string& no) {
    return std::string(http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data().at("status").as_string());
  }
  std::string pay_url(const std::string& no, const std::string& type = "card") {
    auto r = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":")" + type + R"("})");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("payUrl").as_string()) : "";
  }
  // The payer's decision on the hosted page; returns once the gateway's notify was sent (it goes
  // out on the server's background workers, after the page's answer).
  HttpResult approve(const std::string& url) { return decide(url, "approve"); }
  HttpResult decline(const std::string& url) { return decide(url, "decline"); }
  HttpResult decide(const std::string& url, const std::string& verb) {
    auto r = http().request("POST", url + "/" + verb, "", {});
    EXPECT_TRUE(server_->notified(url)) << url;
    return r;
  }
  HttpResult notify(const std::string& body, const std::string& secret = kSecret) {
    std::string ts = std::to_string(kMondayNoon);
    return http().post_json("/v1/pay-center/notify/sandbox", body,
                            {{"X-Sandbox-Timestamp", ts}, {"X-Sandbox-Signature", crypto::hmac_sha256_hex(secret, ts + "." + body)}});
  }
  std::optional<db::Row> payment_of(const std::string& order_no, const std::string& method) {
    auto db = db::open(server_->db_url(), 1);
    return db->read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT p.payment_no, p.gateway_ref, p.amount, p.status FROM payment p JOIN orders o ON o.id = p.order_id"
                          " WHERE o.order_no = $1 AND p.method = $2 ORDER BY p.id DESC LIMIT 1", {order_no, method});
    });
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(PaymentApi, Card_ApprovedOnTheHostedPageTheGatewayNotifiesAndTheOrderIsPaid) {
  std::string no = new_order("k1");
  std::string url = pay_url(no);
  ASSERT_EQ(url.rfind("/sandbox/pay/sbx_", 0), 0u) << url;
  EXPECT_EQ(status(no), "paying");
  auto page = http().get(url);
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("HKD 18"), std::string::npos);
  EXPECT_NE(page.body.find("Approve"), std::string::npos);
  auto approved = approve(url);
  EXPECT_EQ(approved.status, 303);
  EXPECT_EQ(approved.header("location"), "/orderPlus/pages/payEnd/index?order_id=" + no + "&result=approved");
  EXPECT_EQ(status(no), "awaiting_acceptance");  // the signed notify arrived over HTTP
  EXPECT_EQ(approve(url).status, 303);  // deciding twice changes nothing
  EXPECT_EQ(payment_of(no, "card")->str(3), "succeeded");
}

// Review finding 6: the hosted page offers the Hong Kong methods; the one the payer picks comes
// back in the signed notify and the receipt names it.
TEST_F(PaymentApi, HostedPage_OffersHongKongMethods_ThePickedOneIsOnTheReceipt) {
  std::string no = new_order("k-payme");
  std::string url = pay_url(no);
  auto page = http().get(url);
  for (const char* method : {"value=card", "value=apple_pay", "value=google_pay", "value=alipay_hk", "value=wechat_pay_hk", "value=payme",
                             "value=fps", "value=octopus"}) {
    EXPECT_NE(page.body.find(method), std::string::npos) << method;
  }
  auto r = http().request("POST", url + "/approve", "method=payme", {{"Content-Type", "application/x-www-form-urlencoded"}});
  EXPECT_EQ(r.status, 303);
  EXPECT_TRUE(server_->notified(url));
  EXPECT_EQ(status(no), "awaiting_acceptance");
  auto detail = http().get("/v1/order/detail?order_id=" + no + "&lang=en", {{"auth", alice_}});
  const auto& payment = detail.data().at("payments").as_array().at(0);
  EXPECT_EQ(payment.at("channel").as_string(), "payme");
  EXPECT_EQ(payment.at("methodText").as_string(), "PayMe");
}

TEST_F(PaymentApi, HostedPage_AMethodWeDoNotKnowIsStoredAsNone) {
  std::string no = new_order("k-odd");
  std::string url = pay_url(no);
  http().request("POST", url + "/approve", "method=%3Cscript%3E", {{"Content-Type", "application/x-www-form-urlencoded"}});
  EXPECT_TRUE(server_->notified(url));
  EXPECT_EQ(status(no), "awaiting_acceptance");
  auto detail = http().get("/v1/order/detail?order_id=" + no + "&lang=en", {{"auth", alice_}});
  const auto& payment = detail.data().at("payments").as_array().at(0);
  EXPECT_EQ(payment.at("channel").as_string(), "");
  EXPECT_EQ(payment.at("methodText").as_string(), "Card");
}

TEST_F(PaymentApi, Card_DeclinedLeavesTheOrderPayableAgain) {
  std::string no = new_order("k1");
  std::string url = pay_url(no);
  auto declined = decline(url);
  EXPECT_NE(declined.header("location").find("result=declined"), std::string::npos);
  EXPECT_EQ(status(no), "payment_failed");
  std::string again = pay_url(no);
  EXPECT_NE(again, url);
  approve(again);
  EXPECT_EQ(status(no), "awaiting_acceptance");
}

TEST_F(PaymentApi, Notify_AForgedSignatureIsRefusedAndChangesNothing) {
  std::string no = new_order("k1");
  pay_url(no);
  auto p = payment_of(no, "card");
  std::string body = R"({"ref":")" + p->str(1) + R"(","merchantReference":")" + p->str(0) + R"(","status":"succeeded","amount":1800,"currency":"HKD"})";
  EXPECT_EQ(notify(body, "not-the-secret").status, 400);
  EXPECT_EQ(http().post_json("/v1/pay-center/notify/sandbox", body).status, 400);  // unsigned
  EXPECT_EQ(status(no), "paying");
  // The genuine one, twice: the second changes nothing.
  EXPECT_EQ(notify(body).data().at("outcome").as_string(), "applied");
  EXPECT_EQ(notify(body).data().at("outcome").as_string(), "duplicate");
  EXPECT_EQ(status(no), "awaiting_acceptance");
  // A late "failed" for the same payment cannot undo it.
  std::string failed = R"({"ref":")" + p->str(1) + R"(","merchantReference":")" + p->str(0) + R"(","status":"failed","amount":1800,"currency":"HKD"})";
  EXPECT_EQ(notify(failed).data().at("outcome").as_string(), "duplicate");
  EXPECT_EQ(status(no), "awaiting_acceptance");
}

TEST_F(PaymentApi, Notify_AWrongAmountOrCurrencyDoesNotPay) {
  std::string no = new_order("k1");
  pay_url(no);
  auto p = payment_of(no, "card");
  std::string base = R"({"ref":")" + p->str(1) + R"(","merchantReference":")" + p->str(0) + R"(","status":"succeeded",)";
  EXPECT_EQ(notify(base + R"("amount":1,"currency":"HKD"})").data().at("outcome").as_string(), "mismatch");
  EXPECT_EQ(notify(base + R"("amount":1800,"currency":"USD"})").data().at("outcome").as_string(), "mismatch");
  EXPECT_EQ(status(no), "paying");
  EXPECT_EQ(payment_of(no, "card")->str(3), "pending");
}

TEST_F(PaymentApi, Combination_TheWalletFirstAndTheRestByCard_ADeclineGivesTheWalletBack) {
  post("/v1/dev/wallet/topup", R"({"amount":"10"})", {{"Idempotency-Key", "t"}});
  std::string no = new_order("k1");
  auto types = http().get("/v1/pay-center/available-pay-type?order_id=" + no, {{"auth", alice_}});
  ASSERT_EQ(types.data().at("list").as_array().size(), 3u) << types.body;
  std::string url = pay_url(no, "combination");
  EXPECT_EQ(payment_of(no, "card")->i64(2), 800);
  EXPECT_EQ(http().get("/v1/wallet/balance", {{"auth", alice_}}).data().at("balance").as_string(), "0");
  decline(url);
  EXPECT_EQ(status(no), "payment_failed");
  EXPECT_EQ(http().get("/v1/wallet/balance", {{"auth", alice_}}).data().at("balance").as_string(), "10");
  std::string again = pay_url(no, "combination");
  approve(again);
  EXPECT_EQ(status(no), "awaiting_acceptance");
  EXPECT_EQ(http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data().at("paid_total").as_string(), "18");
}

TEST_F(PaymentApi, PayAgain_AnAbandonedCombinationsWalletPartCountsSoNothingIsTakenTwice) {
  post("/v1/dev/wallet/topup", R"({"amount":"10"})", {{"Idempotency-Key", "t"}});
  std::string no = new_order("k1");
  std::string abandoned = pay_url(no, "combination");  // wallet 10 taken, card 8 pending: the payer leaves
  EXPECT_EQ(status(no), "paying");
  std::string again = pay_url(no, "card");  // tries a card alone for what is still due
  EXPECT_EQ(payment_of(no, "card")->i64(2), 800);
  approve(again);
  EXPECT_EQ(status(no), "awaiting_acceptance");
  auto detail = http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data();
  EXPECT_EQ(detail.at("paid_total").as_string(), "18");
  // The abandoned checkout approved late is a surplus: refunded, the order paid exactly once.
  approve(abandoned);
  ASSERT_TRUE(server_->card_refunds_sent());
  detail = http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data();
  EXPECT_EQ(detail.at("paid_total").as_string(), "26");
  EXPECT_EQ(detail.at("refunded_total").as_string(), "8");
}

TEST_F(PaymentApi, PayAgain_WalletPaysOnlyWhatAnAbandonedCombinationLeftDue) {
  post("/v1/dev/wallet/topup", R"({"amount":"10"})", {{"Idempotency-Key", "t"}});
  std::string no = new_order("k1");
  pay_url(no, "combination");  // wallet 10 taken, card 8 pending: the payer leaves
  post("/v1/dev/wallet/topup", R"({"amount":"20"})", {{"Idempotency-Key", "t2"}});
  auto paid = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})");
  ASSERT_EQ(paid.result_code(), 0) << paid.body;
  EXPECT_EQ(status(no), "awaiting_acceptance");
  EXPECT_EQ(http().get("/v1/wallet/balance", {{"auth", alice_}}).data().at("balance").as_string(), "12");  // 20 - 8
  EXPECT_EQ(http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data().at("paid_total").as_string(), "18");
}

TEST_F(PaymentApi, Cancel_ACustomerWhoLeftTheCardPageMayCancelAndTheWalletPartComesBack) {
  post("/v1/dev/wallet/topup", R"({"amount":"10"})", {{"Idempotency-Key", "t"}});
  std::string no = new_order("k1");
  std::string url = pay_url(no, "combination");
  EXPECT_EQ(status(no), "paying");
  auto cancelled = post("/v1/order/cancel", R"({"order_id":")" + no + R"("})");
  ASSERT_EQ(cancelled.result_code(), 0) << cancelled.body;
  EXPECT_EQ(status(no), "cancelled");
  EXPECT_EQ(http().get("/v1/wallet/balance", {{"auth", alice_}}).data().at("balance").as_string(), "10");
  // Approving the abandoned page afterwards takes the money and gives it straight back.
  approve(url);
  ASSERT_TRUE(server_->card_refunds_sent());
  EXPECT_EQ(payment_of(no, "card")->str(3), "refunded");
}

TEST_F(PaymentApi, Refund_ACardPaidOrderCancelledBeforeAcceptanceIsRefundedThroughTheGateway) {
  std::string no = new_order("k1");
  approve(pay_url(no));
  ASSERT_EQ(status(no), "awaiting_acceptance");
  auto c = post("/v1/order/cancel", R"({"order_id":")" + no + R"("})");
  ASSERT_EQ(c.result_code(), 0) << c.body;
  ASSERT_TRUE(server_->card_refunds_sent());
  EXPECT_EQ(payment_of(no, "card")->str(3), "refunded");
  auto db = db::open(server_->db_url(), 1);
  auto checkout = db->read_value([&](db::Tx& tx) { return tx.query_one("SELECT status, refunded FROM sandbox_checkout"); });
  EXPECT_EQ(checkout->str(0), "refunded");
  EXPECT_EQ(checkout->i64(1), 1800);
  EXPECT_EQ(http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data().at("refunded_total").as_string(), "18");
}

TEST_F(PaymentApi, Refund_WhenTheCardCannotTakeTheMoneyBackItGoesToTheWallet) {
  std::string no = new_order("k1");
  std::string url = pay_url(no);
  approve(url);
  http().request("POST", url + "/close-card", "", {});
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})").result_code(), 0);
  ASSERT_TRUE(server_->card_refunds_sent());
  EXPECT_EQ(payment_of(no, "card")->str(3), "refunded");
  EXPECT_EQ(http().get("/v1/wallet/balance", {{"auth", alice_}}).data().at("balance").as_string(), "18");
}

TEST_F(PaymentApi, AFailedNotifyIsSettledByAskingTheGateway) {
  server_.reset();
  start({{"QSR_PUBLIC_URL", "http://127.0.0.1:9"}});  // the gateway cannot reach us
  std::string no = new_order("k1");
  approve(pay_url(no));
  EXPECT_EQ(status(no), "paying");  // the notify never arrived
  auto settled = http().post_json("/v1/dev/payments/settle", "{}");
  EXPECT_EQ(settled.data().at("settled").as_int64(), 1);
  EXPECT_EQ(status(no), "awaiting_acceptance");
}

// The settle job asks the gateway about 100 stuck payments a run, least recently asked first: a
// hundred the gateway keeps answering "pending" for (payers who left its page) cannot hide one it
// approved behind them for ever.
TEST_F(PaymentApi, PaymentsTheGatewayKeepsPendingDoNotHideAnApprovedOneFromTheSettleJob) {
  server_.reset();
  start({{"QSR_PUBLIC_URL", "http://127.0.0.1:9"}});  // the gateway cannot reach us
  for (int i = 0; i < 100; ++i) pay_url(new_order("left" + std::to_string(i)));
  server_->set_clock(kMondayNoon + 60'000);  // a minute later, the 101st
  std::string no = new_order("approved");
  approve(pay_url(no));
  ASSERT_EQ(status(no), "paying");
  server_->set_clock(kMondayNoon + 120'000);
  EXPECT_EQ(http().post_json("/v1/dev/payments/settle", "{}").data().at("settled").as_int64(), 0);  // the first hundred
  server_->set_clock(kMondayNoon + 180'000);
  EXPECT_EQ(http().post_json("/v1/dev/payments/settle", "{}").data().at("settled").as_int64(), 1);
  EXPECT_EQ(status(no), "awaiting_acceptance");
}

TEST_F(PaymentApi, APaymentApprovedAfterTheOrderWasCancelledIsRefunded) {
  std::string no = new_order("k1");
  std::string url = pay_url(no);
  server_->set_clock(kMondayNoon + 16 * 60'000);
  http().post_json("/v1/dev/orders/expire", "{}");
  ASSERT_EQ(status(no), "cancelled");
  server_->set_clock(kMondayNoon);
  approve(url);
  ASSERT_TRUE(server_->card_refunds_sent());
  EXPECT_EQ(status(no), "cancelled");
  EXPECT_EQ(payment_of(no, "card")->str(3), "refunded");
}

TEST_F(PaymentApi, Card_ADeliveryOrderIsPaidByCardWithItsDeliveryFee) {
  auto address = post("/v1/address", R"({"consignee":"Alice","areaCode":"852","phone":"92000001","address":"IFC","houseNumber":"30/F","lat":22.2850,"lng":114.1590})");
  std::string address_id = std::to_string(address.data().at("id").as_int64());
  post("/v1/cart/add", R"({"sid":1,"orderType":1,"goods_id":3001,"num":4})");  // 72 + box 2 + bag 1 + delivery 12
  auto r = post("/v1/order/submit", R"({"sid":1,"orderType":1,"addressId":)" + address_id + R"(,"areaCode":"852","phone":"92000001"})",
                {{"Idempotency-Key", "d1"}});
  ASSERT_EQ(r.result_code(), 0) << r.body;
  std::string no(r.data().at("order_id").as_string());
  auto detail = http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data();
  EXPECT_EQ(detail.at("delivery_fee").as_string(), "12");
  std::string url = pay_url(no);
  EXPECT_EQ(payment_of(no, "card")->i64(2), *money_cents(std::string(detail.at("payable").as_string())));
  approve(url);
  EXPECT_EQ(status(no), "awaiting_acceptance");
}

TEST_F(PaymentApi, OnlyPathsOnOurSiteAreReturnUrls) {
  std::string no = new_order("k1");
  auto r = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card","success_url":"https://evil.example/"})");
  EXPECT_EQ(r.status, 400);
  auto r2 = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card","success_url":"//evil.example/"})");
  EXPECT_EQ(r2.status, 400);
  EXPECT_EQ(status(no), "waiting_payment");
}

}  // namespace qsr::test

namespace qsr::test {

// The sandbox approves payments with no money moved: in production it must not exist.
TEST(PaymentGatewayChoice, WithoutDevTheSandboxIsNotMountedAndCardsAreNotOffered) {
  TestServer server({.env = {{"QSR_DEV", "0"}}});
  auto config = server.client().get("/v1/DinnerOrder/shopPayConfig?sid=1");
  ASSERT_EQ(config.result_code(), 0) << config.body;
  EXPECT_EQ(boost::json::serialize(config.data().at("list")), R"(["wallet"])");
  EXPECT_EQ(server.client().request("PUT", "/sandbox/pay/sbx_any", "", {}).status, 404);  // no such route at all
  EXPECT_EQ(server.client().request("POST", "/sandbox/pay/sbx_any/approve", "", {}).status, 404);
}

TEST(PaymentGatewayChoice, TheSandboxSetExplicitlyIsOnWithoutDev) {
  TestServer server({.env = {{"QSR_DEV", "0"}, {"QSR_PAY_GATEWAY", "sandbox"}}});
  auto config = server.client().get("/v1/DinnerOrder/shopPayConfig?sid=1");
  EXPECT_EQ(config.data().at("list").as_array().at(1).as_string(), "card");
  EXPECT_EQ(server.client().request("PUT", "/sandbox/pay/sbx_any", "", {}).status, 405);  // mounted: GET only
}

TEST(PaymentGatewayChoice, WithDevTheSandboxIsTheDefault) {
  TestServer server;
  EXPECT_EQ(server.client().request("PUT", "/sandbox/pay/sbx_any", "", {}).status, 405);
}

// A return address becomes the Location header of the hosted page's redirect: only our own paths.
TEST_F(PaymentApi, ReturnUrlsThatLeaveTheSiteOrBreakTheHeaderAreRefused) {
  std::string no = new_order("k1");
  for (const char* bad : {R"(/x\r\nSet-Cookie: pwn=1)", R"(/\\evil.example/x)", R"(/\t/evil.example)", "//evil.example/x",
                          "https://evil.example/"}) {
    auto r = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card","success_url":")" + bad + R"("})");
    EXPECT_EQ(r.status, 400) << bad;
  }
  EXPECT_EQ(status(no), "waiting_payment");
  std::string url(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card","success_url":"/orderPlus/pages/payEnd/index?x=1"})")
                      .data().at("payUrl").as_string());
  auto back = approve(url);
  EXPECT_EQ(back.header("location"), "/orderPlus/pages/payEnd/index?x=1&result=approved");
  EXPECT_EQ(back.header("set-cookie"), "");
}

}  // namespace qsr::test
