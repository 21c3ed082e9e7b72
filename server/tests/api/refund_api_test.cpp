// API tests of refund requests after acceptance: reasons, quotes, whole and partial refunds, the
// store's decision, the progress log, money back the way it came.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "db/db.h"

#include "support/live_watch.h"
#include "support/coupon_grant.h"
#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class RefundApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("93000001");
    staff_ = server_->member_token("93000009");
    int64_t id = get("/v1/member/info", staff_).data().at("id").as_int64();
    http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
    post("/v1/dev/wallet/topup", R"({"amount":"200"})", alice_, {{"Idempotency-Key", "t"}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  // Approves a hosted card checkout; returns once the gateway's notify was sent.
  void approve(const std::string& url) {
    http().request("POST", url + "/approve", "", {});
    EXPECT_TRUE(server_->notified(url)) << url;
  }
  // Two lemon teas (17 each) and fries x2 (18 + 0.5 box each), paid by wallet, accepted by the store.
  std::string accepted_order() {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001})", alice_);
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"93000001"})", alice_, {{"Idempotency-Key", "o"}});
    std::string no(r.data().at("order_id").as_string());
    post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
    post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_);
    return no;
  }
  int64_t line_of(const std::string& no, int64_t goods_id) {
    auto detail = get("/v1/order/detail?order_id=" + no, alice_);  // kept alive for the loop
    for (const auto& l : detail.data().at("lines").as_array()) {
      if (l.at("goods_id").as_int64() == goods_id) return l.at("lineId").as_int64();
    }
    return 0;
  }
  std::string balance() { return std::string(get("/v1/wallet/balance", alice_).data().at("balance").as_string()); }

  std::unique_ptr<TestServer> server_;
  std::string alice_, staff_;
};

}  // namespace

TEST_F(RefundApi, Reasons_AreListedInTheRequestLanguage) {
  auto r = http().get("/v2/orderRefund/queryRefundReason", {{"Accept-Language", "en"}});
  ASSERT_EQ(r.data().at("total").as_int64(), 5);
  EXPECT_EQ(r.data().at("list").as_array()[0].at("text").as_string(), "Wrong item");
}

TEST_F(RefundApi, Whole_AgreedByTheStoreReturnsEverythingToTheWalletWithTheProgressLog) {
  std::string no = accepted_order();  // 34 + 37 + bag 1 = 72
  EXPECT_EQ(balance(), "128");
  auto quote = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"("})", alice_);
  EXPECT_EQ(quote.data().at("amount").as_string(), "72");
  LiveWatch console(server_->port(), staff_, "store-orders:1");
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_quality","description":"cold"})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  std::string refund_no(req.data().at("refund_no").as_string());
  EXPECT_EQ(console.next().at("data").at("type").as_string(), "refund-request");  // the console refreshes its queue
  EXPECT_EQ(post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_quality"})", alice_).result_code(), 32001);
  auto queue = get("/v1/console/refunds", staff_);
  ASSERT_EQ(queue.data().at("total").as_int64(), 1);
  LiveWatch customer(server_->port(), alice_, "order:" + no);
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_).result_code(), 0);
  EXPECT_EQ(balance(), "200");
  // The customer's pages hear of it, and the order the store will no longer make ends (once:
  // nothing is refunded twice).
  auto event = customer.next();
  EXPECT_EQ(event.at("data").at("type").as_string(), "refund-status") << event;
  EXPECT_EQ(event.at("data").at("status").as_string(), "refunded");
  auto order = get("/v1/order/detail?order_id=" + no, alice_).data();
  EXPECT_EQ(order.at("status").as_string(), "cancelled");
  EXPECT_EQ(order.at("cancelReason").as_string(), "refunded");
  EXPECT_EQ(order.at("refunded_total").as_string(), "72");
  EXPECT_EQ(order.at("payments").as_array()[0].at("status").as_string(), "refunded");  // the payment line says so
  auto detail = get("/v2/orderRefund/queryRefundFeeDetail?order_id=" + no, alice_);
  const auto& logs = detail.data().at("list").as_array()[0].at("logs").as_array();
  ASSERT_EQ(logs.size(), 3u);
  EXPECT_EQ(logs[0].at("code").as_int64(), 10);
  EXPECT_EQ(logs[1].at("code").as_int64(), 30);
  EXPECT_EQ(logs[2].at("code").as_int64(), 50);
  EXPECT_EQ(detail.data().at("list").as_array()[0].at("status").as_string(), "refunded");
  EXPECT_EQ(get("/v1/order/list?tab=refund", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_).result_code(), 32001);
}

TEST_F(RefundApi, Partial_ByLineIsPricedWithBoxFeesAndCannotExceedWhatWasBought) {
  std::string no = accepted_order();
  int64_t fries = line_of(no, 3001);
  auto quote = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"(","lines":[{"lineId":)" + std::to_string(fries) + R"(,"num":1}]})", alice_);
  EXPECT_EQ(quote.data().at("amount").as_string(), "18.5");
  auto too_many = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"(","lines":[{"lineId":)" + std::to_string(fries) + R"(,"num":3}]})", alice_);
  EXPECT_EQ(too_many.result_code(), 32003);
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_missing_item","lines":[{"lineId":)" + std::to_string(fries) + R"(,"num":1}]})", alice_);
  std::string refund_no(req.data().at("refund_no").as_string());
  post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_);
  EXPECT_EQ(balance(), "146.5");
  auto again = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"(","lines":[{"lineId":)" + std::to_string(fries) + R"(,"num":2}]})", alice_);
  EXPECT_EQ(again.result_code(), 32003);  // one of the two is refunded already
  auto rest = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"("})", alice_);
  EXPECT_EQ(rest.data().at("amount").as_string(), "53.5");
}

TEST_F(RefundApi, Partial_GivesBackWhatTheUnitsPaidAfterTheCouponNotTheirListPrice) {
  // "$35 off $50" on two lemon teas (17 each) and two fries (18 + 0.5 box each): the coupon covers
  // goods, not boxes, and is spread by weight: 8.5 off each tea, 9 off each fries.
  const std::string code = grant_coupon(
      *server_, kAdmin, alice_, R"({"name":{"zh-HK":"滿50減35"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"50","couponValue":"35"}})");
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001})", alice_);
  auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"93000001","couponCodes":[")" + code + R"("]})",
                alice_, {{"Idempotency-Key", "c"}});
  ASSERT_EQ(r.result_code(), 0) << r.body;
  std::string no(r.data().at("order_id").as_string());
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_);
  EXPECT_EQ(balance(), "163");  // 200 - (34 + 36 + 1 box + 1 bag - 35)

  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data();
  for (const auto& l : detail.at("lines").as_array()) {
    EXPECT_EQ(l.at("discount").as_string(), l.at("goods_id").as_int64() == 3001 ? "18" : "17") << l;
  }
  int64_t fries = line_of(no, 3001), tea = line_of(no, 2002);
  auto one_fries = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"(","lines":[{"lineId":)" + std::to_string(fries) + R"(,"num":1}]})", alice_);
  EXPECT_EQ(one_fries.data().at("amount").as_string(), "9.5");  // (36 + 1 - 18) / 2
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_missing_item","lines":[{"lineId":)" +
                                                std::to_string(tea) + R"(,"num":1},{"lineId":)" + std::to_string(fries) + R"(,"num":1}]})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})", staff_);
  EXPECT_EQ(balance(), "181");  // 163 + 8.5 + 9.5
  // What is left to refund is what is left paid: 37 - 18 = 19 (the bag included).
  auto rest = post("/v2/orderRefund/calcRefundFeeDetail", R"({"order_id":")" + no + R"("})", alice_);
  EXPECT_EQ(rest.data().at("amount").as_string(), "19");
}

TEST_F(RefundApi, Rejected_LeavesTheMoneyWithTheStoreAndLogs40) {
  std::string no = accepted_order();
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_other"})", alice_);
  std::string refund_no(req.data().at("refund_no").as_string());
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":0,"note":"eaten"})", staff_).result_code(), 0);
  EXPECT_EQ(balance(), "128");
  auto detail = get("/v2/orderRefund/queryRefundFeeDetail?order_id=" + no, alice_);
  EXPECT_EQ(detail.data().at("list").as_array()[0].at("logs").as_array()[1].at("code").as_int64(), 40);
}

TEST_F(RefundApi, BeforeAcceptanceTheCustomerCancelsInstead) {
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
  auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"93000001"})", alice_, {{"Idempotency-Key", "x"}});
  std::string no(r.data().at("order_id").as_string());
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  EXPECT_EQ(post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_other"})", alice_).result_code(), 32001);
  std::string bob = server_->member_token("93000002");
  std::string mine = accepted_order();
  EXPECT_EQ(post("/v1/order/createRefund", R"({"order_id":")" + mine + R"(","reason":"refund_reason_other"})", bob).status, 404);
}

TEST_F(RefundApi, ACardPaymentIsRefundedThroughTheGateway) {
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
  auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"93000001"})", alice_, {{"Idempotency-Key", "card"}});
  std::string no(r.data().at("order_id").as_string());
  auto pay = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card"})", alice_);
  approve(std::string(pay.data().at("payUrl").as_string()));
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_);
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_late"})", alice_);
  std::string refund_no(req.data().at("refund_no").as_string());
  post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_);
  ASSERT_TRUE(server_->card_refunds_sent());
  auto detail = get("/v2/orderRefund/queryRefundFeeDetail?order_id=" + no, alice_);
  EXPECT_EQ(detail.data().at("list").as_array()[0].at("status").as_string(), "refunded");
  EXPECT_EQ(balance(), "200");  // the card was refunded, not the wallet
  auto payments = get("/v1/order/detail?order_id=" + no, alice_).data().at("payments").as_array();
  EXPECT_EQ(payments[0].at("method").as_string(), "card");
  EXPECT_EQ(payments[0].at("status").as_string(), "refunded");
}

TEST_F(RefundApi, ACardRefundTheGatewayDeclinesLogs60AndGoesToTheWallet) {
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
  auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"93000001"})", alice_, {{"Idempotency-Key", "card2"}});
  std::string no(r.data().at("order_id").as_string());
  auto pay = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card"})", alice_);
  std::string url(pay.data().at("payUrl").as_string());
  approve(url);
  http().request("POST", url + "/close-card", "", {});  // the card is closed before the refund
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_);
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_late"})", alice_);
  std::string refund_no(req.data().at("refund_no").as_string());
  post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_);
  ASSERT_TRUE(server_->card_refunds_sent());
  auto detail = get("/v2/orderRefund/queryRefundFeeDetail?order_id=" + no, alice_);
  const auto& refund = detail.data().at("list").as_array()[0];
  EXPECT_EQ(refund.at("status").as_string(), "refunded");
  std::vector<int64_t> codes;
  for (const auto& l : refund.at("logs").as_array()) codes.push_back(l.at("code").as_int64());
  EXPECT_EQ(codes, (std::vector<int64_t>{10, 30, 60, 50})) << detail.body;
  EXPECT_EQ(balance(), "218");  // 17 and the bag came back to the wallet instead of the card
}

}  // namespace qsr::test

namespace qsr::test {

// Hardening: money that goes back once, whatever races with it.
class RefundOnce : public ::testing::Test {
 protected:
  void start(std::map<std::string, std::string> env = {}) {
    env["QSR_ADMIN_TOKEN"] = kAdmin;
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = env});
    alice_ = server_->member_token("93000001");
    staff_ = server_->member_token("93000009");
    int64_t id = http().get("/v1/member/info", {{"auth", staff_}}).data().at("id").as_int64();
    http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token) {
    return http().post_json(path, body, {{"auth", token}});
  }
  // Two lemon teas (17 each) and fries x2 (18 + 0.5 box each), 72 with the bag, accepted by the
  // store: paid by `how`.
  std::string accepted_order(const std::string& how) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001})", alice_);
    auto r = http().post_json("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"93000001"})",
                              {{"auth", alice_}, {"Idempotency-Key", "o"}});
    std::string no(r.data().at("order_id").as_string());
    auto pay = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":")" + how + R"("})", alice_);
    if (how == "card") {
      std::string url(pay.data().at("payUrl").as_string());
      http().request("POST", url + "/approve", "", {});
      EXPECT_TRUE(server_->notified(url));
    }
    post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_);
    return no;
  }
  int64_t line_of(const std::string& no, int64_t goods_id) {
    auto detail = http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}});
    for (const auto& l : detail.data().at("lines").as_array()) {
      if (l.at("goods_id").as_int64() == goods_id) return l.at("lineId").as_int64();
    }
    return 0;
  }
  int64_t sandbox_refunded() {
    auto db = db::open(server_->db_url(), 1);
    return db->read_value([&](db::Tx& tx) { return tx.query_one("SELECT COALESCE(SUM(refunded), 0) FROM sandbox_checkout")->i64(0); });
  }
  std::string balance() {
    return std::string(http().get("/v1/wallet/balance", {{"auth", alice_}}).data().at("balance").as_string());
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_, staff_;
};

TEST_F(RefundOnce, ACardRefundIsSentOnceHoweverManyRunnersWantToSendIt) {
  // A slow gateway: each refund call takes 1.5 s, so every runner finds the part still pending.
  start({{"QSR_SANDBOX_REFUND_DELAY_MS", "1500"}});
  std::string no = accepted_order("card");  // 72 by card
  const std::string fries = std::to_string(line_of(no, 3001));
  auto req = post("/v1/order/createRefund",
                  R"({"order_id":")" + no + R"(","reason":"refund_reason_other","lines":[{"lineId":)" + fries + R"(,"num":1}]})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})",
                 staff_).result_code(), 0);
  // The request's own ask, the every-second job, and six more runners at once.
  std::vector<std::thread> runners;
  for (int i = 0; i < 6; ++i) runners.emplace_back([&] { http().post_json("/v1/dev/payments/settle", "{}"); });
  for (auto& t : runners) t.join();
  ASSERT_TRUE(server_->card_refunds_sent());
  EXPECT_EQ(sandbox_refunded(), 1850);  // 18.5 back to the card once
  auto order = http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data();
  EXPECT_EQ(order.at("refunded_total").as_string(), "18.5");
  EXPECT_EQ(balance(), "0");  // nothing went to the wallet as well
}

TEST_F(RefundOnce, AStoreCancellingAfterAPartialRefundGivesBackOnlyTheRest) {
  start();
  http().post_json("/v1/dev/wallet/topup", R"({"amount":"100"})", {{"auth", alice_}, {"Idempotency-Key", "t"}});
  std::string no = accepted_order("wallet");  // 72 from the wallet
  const std::string fries = std::to_string(line_of(no, 3001));
  auto req = post("/v1/order/createRefund",
                  R"({"order_id":")" + no + R"(","reason":"refund_reason_other","lines":[{"lineId":)" + fries + R"(,"num":1}]})", alice_);
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})", staff_);
  EXPECT_EQ(balance(), "46.5");  // 100 - 72 + 18.5
  auto cancelled = post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"cancelled"})", staff_);
  ASSERT_EQ(cancelled.result_code(), 0) << cancelled.body;
  EXPECT_EQ(balance(), "100");  // the other 53.5, not 72 again
  auto order = http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}}).data();
  EXPECT_EQ(order.at("refunded_total").as_string(), "72");
}

TEST_F(RefundOnce, RequestsRacingForOneOrderOpenOneRequest) {
  start();
  http().post_json("/v1/dev/wallet/topup", R"({"amount":"100"})", {{"auth", alice_}, {"Idempotency-Key", "t"}});
  std::string no = accepted_order("wallet");
  const std::string fries = std::to_string(line_of(no, 3001));
  std::atomic<int> opened{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 8; ++i) {
    racers.emplace_back([&] {
      auto r = post("/v1/order/createRefund",
                    R"({"order_id":")" + no + R"(","reason":"refund_reason_other","lines":[{"lineId":)" + fries + R"(,"num":1}]})", alice_);
      if (r.result_code() == 0) ++opened;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(opened, 1);
  EXPECT_EQ(http().get("/v1/console/refunds", {{"auth", staff_}}).data().at("total").as_int64(), 1);
}

}  // namespace qsr::test
