// Points through the API (issue 16): a paid order earns by the brand's rule (HK$1 -> 1 point in
// the fixture, 365 days), once however many notifies arrive; a partial refund takes back its
// share and a cancellation all of it; the expiry job ends lots at their Hong Kong midnight; the
// rule is public, the balance and records are the member's own. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "core/crypto.h"
#include "db/db.h"
#include "support/coupon_grant.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";
const std::string kSecret = "sandbox-test-secret";

class PointsApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(
        ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_PAY_SECRET", kSecret}}});
    alice_ = server_->member_token("96000001");
    post("/v1/dev/wallet/topup", R"({"amount":"500"})", alice_, {{"Idempotency-Key", "t"}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  // Lemon tea (17) x `teas` + bag 1, submitted, not paid.
  std::string order(const std::string& key, int teas = 1) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":)" + std::to_string(teas) + "}", alice_);
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("order_id").as_string());
  }
  void pay_by_wallet(const std::string& no) {
    auto r = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_);
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  int64_t points() { return get("/v1/member/point/summary", alice_).data().at("points").as_int64(); }
  HttpResult notify(const std::string& body) {
    const std::string ts = std::to_string(kMondayNoon);
    return http().post_json("/v1/pay-center/notify/sandbox", body,
                            {{"X-Sandbox-Timestamp", ts}, {"X-Sandbox-Signature", crypto::hmac_sha256_hex(kSecret, ts + "." + body)}});
  }
  std::string staff() {
    const std::string token = server_->member_token("96000009");
    const int64_t id = get("/v1/member/info", token).data().at("id").as_int64();
    http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
    return token;
  }

  // HK$1 -> 10 points, so one small order earns enough to redeem (100 points = HK$1, as the fixture).
  void ten_points_a_dollar() {
    auto r = http().post_json("/admin/v1/points/rule",
                              R"({"payMoney":"1","point":10,"validityDays":365,"redeemPoints":100,"redeemMoney":"1",)"
                              R"("redeemMaxPercent":50,"redeemMinCash":"1","redeemMaxPerOrder":5000})",
                              {{"X-Admin-Token", kAdmin}});
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(PointsApi, Rule_IsPublicWithTheRatioToFourDecimals) {
  auto r = http().get("/v1/points/rule");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("ratio").as_string(), "1.0000");
  EXPECT_EQ(r.data().at("validityDays").as_int64(), 365);
  auto set = http().post_json("/admin/v1/points/rule", R"({"payMoney":"3","point":1,"validityDays":0})", {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(set.result_code(), 0) << set.body;
  EXPECT_EQ(set.data().at("ratio").as_string(), "0.3333");
  EXPECT_EQ(http().get("/v1/points/rule").data().at("permanent").as_bool(), true);
  // Not for customers, and not with nonsense.
  EXPECT_EQ(post("/admin/v1/points/rule", R"({"payMoney":"1","point":5})", alice_).status, 403);
  EXPECT_EQ(http().post_json("/admin/v1/points/rule", R"({"payMoney":"1","point":-5})", {{"X-Admin-Token", kAdmin}}).status, 400);
  EXPECT_EQ(http().get("/v1/points/rule").data().at("ratio").as_string(), "0.3333");
}

TEST_F(PointsApi, Earn_APaidOrderEarnsByTheRuleAndTheMemberInfoShowsIt) {
  EXPECT_EQ(points(), 0);
  pay_by_wallet(order("o1", 2));  // 34 + bag 1 = 35
  EXPECT_EQ(points(), 35);
  auto info = get("/v1/member/info", alice_).data();
  EXPECT_EQ(info.at("points").as_int64(), 35);
  EXPECT_EQ(info.at("balance").as_string(), "465");
  auto records = get("/v1/member/point/records", alice_).data();
  ASSERT_EQ(records.at("total").as_int64(), 1);
  const auto& row = records.at("list").as_array()[0];
  EXPECT_EQ(row.at("reason").as_string(), "earn");
  EXPECT_EQ(row.at("points").as_int64(), 35);
  // 365 days: through 23 November 2027, gone at its Hong Kong midnight.
  EXPECT_EQ(row.at("expiresAt").as_int64(), hk_ms(2027, 11, 24, 0, 0));
  EXPECT_FALSE(row.at("orderNo").as_string().empty());
}

TEST_F(PointsApi, Earn_AnUnpaidOrderEarnsNothing) {
  order("o1");
  EXPECT_EQ(points(), 0);
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("total").as_int64(), 0);
}

TEST_F(PointsApi, Earn_ACardPaymentEarnsOnceHoweverManyNotifiesArrive) {
  const std::string no = order("o1");  // 18
  auto pay = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card"})", alice_);
  ASSERT_EQ(pay.result_code(), 0) << pay.body;
  const std::string url(pay.data().at("payUrl").as_string());
  http().request("POST", url + "/approve", "", {});
  ASSERT_TRUE(server_->notified(url));
  auto database = db::open(server_->db_url(), 1);
  auto p = database->read_value([&](db::Tx& tx) {
    return tx.query_one("SELECT p.payment_no, p.gateway_ref FROM payment p JOIN orders o ON o.id = p.order_id WHERE o.order_no = $1", {no});
  });
  const std::string body =
      R"({"ref":")" + p->str(1) + R"(","merchantReference":")" + p->str(0) + R"(","status":"succeeded","amount":1800,"currency":"HKD"})";
  for (int i = 0; i < 3; ++i) EXPECT_EQ(notify(body).data().at("outcome").as_string(), "duplicate");
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(points(), 18);
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("total").as_int64(), 1);
}

TEST_F(PointsApi, Reverse_APartialRefundTakesBackItsShareAndAWholeOneTheRest) {
  const std::string staff_token = staff();
  const std::string no = order("o1", 2);  // 34 + bag 1 = 35
  pay_by_wallet(no);
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_token);
  ASSERT_EQ(points(), 35);
  auto detail = get("/v1/order/detail?order_id=" + no, alice_);
  const int64_t tea = detail.data().at("lines").as_array()[0].at("lineId").as_int64();
  auto req = post("/v1/order/createRefund",
                  R"({"order_id":")" + no + R"(","reason":"refund_reason_missing_item","lines":[{"lineId":)" + std::to_string(tea) + R"(,"num":1}]})",
                  alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})", staff_token);
  // HK$17 of HK$35 back: 35 x 18/35 = 18 kept, 17 taken back.
  EXPECT_EQ(points(), 18);
  auto rest = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_other"})", alice_);
  ASSERT_EQ(rest.result_code(), 0) << rest.body;
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(rest.data().at("refund_no").as_string()) + R"(","agree":1})", staff_token);
  EXPECT_EQ(points(), 0);
  auto records = get("/v1/member/point/records", alice_).data();
  EXPECT_EQ(records.at("total").as_int64(), 3);
  EXPECT_EQ(records.at("list").as_array()[0].at("reason").as_string(), "reverse");
}

TEST_F(PointsApi, Reverse_ACancelledOrderGivesBackAllItEarned) {
  const std::string no = order("o1");
  pay_by_wallet(no);
  ASSERT_EQ(points(), 18);
  auto r = post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(points(), 0);
}

TEST_F(PointsApi, Expiry_TheJobEndsLotsAtTheirMidnightAndWarnsThirtyDaysAhead) {
  pay_by_wallet(order("o1"));  // 18, expiring at 24 Nov 2027 00:00 HK
  auto now = get("/v1/member/point/summary", alice_).data();
  EXPECT_EQ(now.at("expiringPoints").as_int64(), 0);
  server_->set_clock(hk_ms(2027, 10, 30, 12, 0));  // 25 days before
  alice_ = server_->member_token("96000001");        // the old session ran out meanwhile
  auto soon = get("/v1/member/point/summary", alice_).data();
  EXPECT_EQ(soon.at("expiringPoints").as_int64(), 18);
  EXPECT_EQ(soon.at("expiringAt").as_int64(), hk_ms(2027, 11, 24, 0, 0));
  server_->set_clock(hk_ms(2027, 11, 23, 23, 59));
  EXPECT_EQ(post("/v1/dev/points/expire", "{}", alice_).data().at("expired").as_int64(), 0);
  EXPECT_EQ(points(), 18);
  server_->set_clock(hk_ms(2027, 11, 24, 0, 0));
  EXPECT_EQ(post("/v1/dev/points/expire", "{}", alice_).data().at("expired").as_int64(), 1);
  EXPECT_EQ(post("/v1/dev/points/expire", "{}", alice_).data().at("expired").as_int64(), 0);
  EXPECT_EQ(points(), 0);
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("list").as_array()[0].at("reason").as_string(), "expire");
}

// The fixture's redemption rule: 100 points = HK$1, at most half the goods, at least HK$1 in money.
TEST_F(PointsApi, Redeem_ConfirmOffersPointsSubmitTakesThemAndTheOrderCostsLess) {
  ten_points_a_dollar();
  pay_by_wallet(order("o1"));  // 18 -> 180 points
  ASSERT_EQ(points(), 180);
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);  // 34 + bag 1
  const std::string checkout = R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001")";
  auto offer = post("/v1/order/confirm", checkout + "}", alice_).data();
  EXPECT_EQ(offer.at("points").at("usable").as_bool(), true);
  EXPECT_EQ(offer.at("points").at("points").as_int64(), 100);  // 180 points: one step of 100
  EXPECT_EQ(offer.at("points").at("money").as_string(), "1");
  EXPECT_EQ(offer.at("points").at("selected").as_bool(), false);
  EXPECT_EQ(offer.at("payable").as_string(), "35");
  auto quote = post("/v1/order/redeem/point", checkout + "}", alice_);
  ASSERT_EQ(quote.result_code(), 0) << quote.body;
  EXPECT_EQ(quote.data().at("points").as_int64(), 100);
  auto with = post("/v1/order/confirm", checkout + R"(,"usePoints":true})", alice_).data();
  EXPECT_EQ(with.at("payable").as_string(), "34");
  EXPECT_EQ(with.at("pointsMoney").as_string(), "1");
  auto sub = post("/v1/order/submit", checkout + R"(,"usePoints":true})", alice_, {{"Idempotency-Key", "o2"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  const std::string no(sub.data().at("order_id").as_string());
  EXPECT_EQ(points(), 80);
  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data();
  EXPECT_EQ(detail.at("payable").as_string(), "34");
  EXPECT_EQ(detail.at("pointsUsed").as_int64(), 100);
  EXPECT_EQ(detail.at("pointsMoney").as_string(), "1");
  // A retried submit with the same key takes nothing more.
  post("/v1/order/submit", checkout + R"(,"usePoints":true})", alice_, {{"Idempotency-Key", "o2"}});
  EXPECT_EQ(points(), 80);
  // Paid: it earns on what was paid in money (34 -> 340), not on the points' dollar.
  pay_by_wallet(no);
  EXPECT_EQ(points(), 420);
}

TEST_F(PointsApi, Redeem_RefusedWithTheReasonWhenThereAreTooFewPoints) {
  pay_by_wallet(order("o1"));  // 18 points
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  const std::string checkout = R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001")";
  auto offer = post("/v1/order/confirm", checkout + "}", alice_, {{"Accept-Language", "en"}}).data();
  EXPECT_EQ(offer.at("points").at("usable").as_bool(), false);
  EXPECT_EQ(offer.at("points").at("reason").as_string(), "points_insufficient");
  EXPECT_EQ(offer.at("points").at("reasonText").as_string(), "Not enough points");
  auto sub = post("/v1/order/submit", checkout + R"(,"usePoints":true})", alice_, {{"Idempotency-Key", "o2"}});
  EXPECT_EQ(sub.status, 400);
  EXPECT_EQ(sub.result_code(), 31001);
  EXPECT_EQ(points(), 18);  // nothing taken, no order
}

TEST_F(PointsApi, Redeem_ACancelledUnpaidOrderGivesThePointsBack) {
  ten_points_a_dollar();
  pay_by_wallet(order("o1"));  // 180
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","usePoints":true})", alice_,
                  {{"Idempotency-Key", "o2"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  ASSERT_EQ(points(), 80);
  post("/v1/order/cancel", R"({"order_id":")" + std::string(sub.data().at("order_id").as_string()) + R"("})", alice_);
  EXPECT_EQ(points(), 180);
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("list").as_array()[0].at("reason").as_string(), "return");
}

TEST_F(PointsApi, Redeem_AWholeRefundReturnsThePointsAndTakesBackWhatTheOrderEarned) {
  const std::string staff_token = staff();
  ten_points_a_dollar();
  pay_by_wallet(order("o1"));  // 180
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","usePoints":true})", alice_,
                  {{"Idempotency-Key", "o2"}});
  const std::string no(sub.data().at("order_id").as_string());
  pay_by_wallet(no);  // 80 + 340
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_token);
  ASSERT_EQ(points(), 420);
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_other"})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})", staff_token);
  EXPECT_EQ(points(), 180);
  // The money paid comes back (34), not the dollar the points paid: 500 - 18 - 34 + 34.
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("balance").as_string(), "482");
}

TEST_F(PointsApi, Redeem_ACouponThatExcludesPointsMakesThemUnusableWithItsReason) {
  const std::string code = grant_coupon(
      *server_, kAdmin, alice_,
      R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5","mutuallyTypeRange":[1]}})");
  ten_points_a_dollar();
  // The first order is paid with the coupon left out, so it is still there for the second.
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
  auto first = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","couponCodes":[]})", alice_,
                    {{"Idempotency-Key", "o1"}});
  pay_by_wallet(std::string(first.data().at("order_id").as_string()));
  const int64_t before = points();
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  const std::string checkout = R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001")";
  auto with_coupon = post("/v1/order/confirm", checkout + R"(,"couponCodes":[")" + code + R"("]})", alice_).data();
  ASSERT_EQ(with_coupon.at("discount").as_string(), "5") << with_coupon;
  EXPECT_EQ(with_coupon.at("points").at("reason").as_string(), "points_coupon_exclusive");
  // Asking for points leaves the coupon out of the automatic selection instead.
  auto with_points = post("/v1/order/confirm", checkout + R"(,"usePoints":true})", alice_).data();
  EXPECT_EQ(with_points.at("points").at("selected").as_bool(), true) << with_points;
  EXPECT_EQ(with_points.at("discount").as_string(), "0");
  EXPECT_GE(before, 100);
}

TEST_F(PointsApi, Privacy_PointsAreTheMembersOwnAndNeedASession) {
  pay_by_wallet(order("o1"));
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/member/point/summary", bob).data().at("points").as_int64(), 0);
  EXPECT_EQ(get("/v1/member/point/records", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/member/point/summary").status, 401);
  EXPECT_EQ(http().get("/v1/member/point/records").status, 401);
  EXPECT_EQ(get("/v1/member/point/records?pageSize=1000", alice_).status, 400);
}

}  // namespace qsr::test
