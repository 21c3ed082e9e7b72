// Promotion attribution through the API (issue 19): a sign-up carrying qrPromoteId and chan_id
// is counted for that promotion once; a member attributes their own order (once, the first
// promotion named wins) and the report shows what it kept after refunds; a malformed tag never
// blocks a sign-up; operators read the report. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";

class PromoteApi : public ::testing::Test {
 protected:
  void SetUp() override {
    // Monday noon in Hong Kong: the fixture's store is open whenever the suite runs.
    server_ = std::make_unique<TestServer>(ServerSetup{
        .fake_now_ms = hk_ms(2026, 11, 23, 12, 0), .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  // Signs up with `extra` fields in the payload; the token.
  std::string sign_up(const std::string& phone, const std::string& extra) {
    http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})");
    const HttpResult outbox = http().get("/v1/dev/sms/outbox?areaCode=852&phone=" + phone);
    const std::string code(outbox.data().at("list").as_array().at(0).at("code").as_string());
    auto r = http().post_json("/v1/account/simpleRegister",
                              R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code + R"(","agree":true)" + extra + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("token").as_string());
  }
  std::string paid_order(const std::string& token, const std::string& phone) {
    post("/v1/dev/wallet/topup", R"({"amount":"100"})", token, {{"Idempotency-Key", "t"}});
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", token);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":")" + phone + "\"}", token, {{"Idempotency-Key", "o"}});
    EXPECT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", token).result_code(), 0);
    return no;
  }
  boost::json::object line(const std::string& promote_id) {
    const HttpResult r = http().get("/admin/v1/promotions", {{"X-Admin-Token", kAdmin}});
    for (const auto& l : r.data().at("list").as_array()) {
      if (l.at("qrPromoteId").as_string() == promote_id) return l.as_object();
    }
    return {};
  }

  std::unique_ptr<TestServer> server_;
};

TEST_F(PromoteApi, SignUp_IsCountedForItsPromotionAndChannelOnce) {
  sign_up("96000001", R"(,"qrPromoteId":"mtr-poster-07","chan_id":"poster")");
  sign_up("96000002", R"(,"qrPromoteId":"mtr-poster-07","channel":"poster")");
  sign_up("96000003", "");
  const auto l = line("mtr-poster-07");
  ASSERT_FALSE(l.empty());
  EXPECT_EQ(l.at("channel").as_string(), "poster");
  EXPECT_EQ(l.at("signUps").as_int64(), 2);
  EXPECT_EQ(l.at("orders").as_int64(), 0);
}

TEST_F(PromoteApi, SignUp_AMalformedTagIsDroppedAndTheSignUpGoesAhead) {
  const std::string token = sign_up("96000004", R"(,"qrPromoteId":"<script>","chan_id":"a b")");
  EXPECT_FALSE(token.empty());
  EXPECT_TRUE(http().get("/admin/v1/promotions", {{"X-Admin-Token", kAdmin}}).data().at("list").as_array().empty());
}

TEST_F(PromoteApi, Order_IsAttributedOnceToItsMemberAndTheReportFollowsARefund) {
  const std::string alice = sign_up("96000001", "");
  const std::string bob = sign_up("96000002", "");
  const std::string no = paid_order(alice, "96000001");
  // Not Bob's to attribute; a malformed tag is refused.
  EXPECT_EQ(post("/v1/promote/qr/id", R"({"orderNo":")" + no + R"(","qrPromoteId":"flyer-1"})", bob).status, 404);
  EXPECT_EQ(post("/v1/promote/qr/id", R"({"orderNo":")" + no + R"(","qrPromoteId":"a b"})", alice).status, 400);
  EXPECT_EQ(post("/v1/promote/qr/id", R"({"orderNo":")" + no + R"(","qrPromoteId":"flyer-1","channel":"street"})", alice).result_code(), 0);
  EXPECT_EQ(post("/v1/promote/qr/id", R"({"orderNo":")" + no + R"(","qrPromoteId":"flyer-2"})", alice).result_code(), 0);
  auto l = line("flyer-1");
  ASSERT_FALSE(l.empty());
  EXPECT_EQ(l.at("orders").as_int64(), 1);
  EXPECT_EQ(l.at("paid").as_string(), "18");
  EXPECT_TRUE(line("flyer-2").empty());  // the first promotion named keeps the order
  // Cancelled before the store accepted it: the money goes back, and the report follows.
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice).result_code(), 0);
  EXPECT_EQ(line("flyer-1").at("paid").as_string(), "0");
  EXPECT_EQ(http().get("/admin/v1/promotions").status, 403);
  EXPECT_EQ(http().post_json("/v1/promote/qr/id", R"({"orderNo":"x","qrPromoteId":"y"})").status, 401);
}

}  // namespace
}  // namespace qsr::test
