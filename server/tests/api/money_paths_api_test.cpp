// Money paths against the one who does not own them and against themselves: another member's
// order cannot be read, paid, cancelled, chased or refunded; retried top-ups and payments with one
// key change the balance once. Runs on SQLite and PostgreSQL like every API suite.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

class MoneyPaths : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon});
    alice_ = server_->member_token("95000001");
    bob_ = server_->member_token("95000002");
  }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, const std::string& key = "") {
    std::map<std::string, std::string> h{{"auth", token}};
    if (!key.empty()) h["Idempotency-Key"] = key;
    return server_->client().post_json(path, body, h);
  }
  std::string balance(const std::string& token) {
    return std::string(server_->client().get("/v1/wallet/balance", {{"auth", token}}).data().at("balance").as_string());
  }
  std::string alices_order() {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"95000001"})", alice_, "o1");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("order_id").as_string());
  }
  std::unique_ptr<TestServer> server_;
  std::string alice_, bob_;
};

}  // namespace

TEST_F(MoneyPaths, AnotherMembersOrderIsNotFoundByAnyMoneyCall) {
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", bob_, "b");
  const std::string no = alices_order();
  const std::string order = R"({"order_id":")" + no + R"("})";
  EXPECT_EQ(server_->client().get("/v1/order/detail?order_id=" + no, {{"auth", bob_}}).status, 404);
  EXPECT_EQ(server_->client().get("/v1/pay-center/available-pay-type?order_id=" + no, {{"auth", bob_}}).status, 404);
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", bob_).status, 404);
  EXPECT_EQ(post("/v1/order/cancel", order, bob_).status, 404);
  EXPECT_EQ(post("/v1/order/remind", order, bob_).status, 404);
  EXPECT_EQ(post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_other"})", bob_).status, 404);
  EXPECT_EQ(server_->client().get("/v2/orderRefund/queryRefundFeeDetail?order_id=" + no, {{"auth", bob_}}).status, 404);
  EXPECT_EQ(balance(bob_), "100");  // nothing was taken from the caller either
  auto mine = server_->client().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}});
  EXPECT_EQ(mine.data().at("status").as_string(), "waiting_payment");
}

TEST_F(MoneyPaths, TwentyRacingTopUpsWithOneKeyCreditOnce) {
  std::vector<std::thread> racers;
  for (int i = 0; i < 20; ++i) racers.emplace_back([&] { post("/v1/dev/wallet/topup", R"({"amount":"50"})", alice_, "one-key"); });
  for (auto& t : racers) t.join();
  EXPECT_EQ(balance(alice_), "50");
}

TEST_F(MoneyPaths, RacingWalletPaymentsOfOneOrderTakeTheMoneyOnce) {
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", alice_, "t");
  const std::string no = alices_order();  // 17 + bag 1
  std::atomic<int> paid{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 12; ++i) {
    racers.emplace_back([&] {
      if (post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code() == 0) ++paid;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(paid, 1);
  EXPECT_EQ(balance(alice_), "82");
}

}  // namespace qsr::test
