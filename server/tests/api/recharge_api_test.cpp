// Wallet top-up through the API (issue 16, docs/decisions/0029): a plan paid by card through the
// sandbox gateway credits the principal and the bonus once however many notifies arrive; a retried
// request is the same recharge; a declined card credits nothing; gifted money earns no points or
// growth and a refund gives it back as gifted money; recharge orders are the member's own.
// SQLite and PostgreSQL.
#include <map>

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

class RechargeApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(
        ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_PAY_SECRET", kSecret}}});
    alice_ = server_->member_token("96000001");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  int64_t plan_id(const std::string& pay) {
    const auto plans = http().get("/v1/wallet/recharge/plans");
    for (const auto& p : plans.data().at("list").as_array()) {
      if (p.at("payAmount").as_string() == pay) return p.at("id").as_int64();
    }
    ADD_FAILURE() << "no plan of " << pay;
    return 0;
  }
  // Starts a recharge of the HK$`pay` plan: its number and the gateway's page.
  std::pair<std::string, std::string> start(const std::string& pay, const std::string& key, const std::string& token = "") {
    auto r = post("/v1/wallet/recharge", R"({"planId":)" + std::to_string(plan_id(pay)) + R"(,"success_url":"/member/pages/myWallet/payEnd/index"})",
                  token.empty() ? alice_ : token, {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return {std::string(r.data().at("rechargeNo").as_string()), std::string(r.data().at("payUrl").as_string())};
  }
  void approve(const std::string& url) {
    http().request("POST", url + "/approve", "", {});
    ASSERT_TRUE(server_->notified(url));
  }
  boost::json::object balance() { return get("/v1/wallet/balance", alice_).data().as_object(); }
  HttpResult notify(const std::string& body) {
    const std::string ts = std::to_string(kMondayNoon);
    return http().post_json("/v1/pay-center/notify/sandbox", body,
                            {{"X-Sandbox-Timestamp", ts}, {"X-Sandbox-Signature", crypto::hmac_sha256_hex(kSecret, ts + "." + body)}});
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(RechargeApi, Plans_AreListedWhileRechargeIsOnAndOperatorsChangeThem) {
  auto plans = http().get("/v1/wallet/recharge/plans").data();
  EXPECT_TRUE(plans.at("enabled").as_bool());
  ASSERT_EQ(plans.at("list").as_array().size(), 4u);
  EXPECT_EQ(plans.at("list").as_array()[1].at("total").as_string(), "220");
  auto added = http().post_json("/admin/v1/recharge/plans", R"({"payAmount":"50","bonusAmount":"0","sort":-1})", {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(added.result_code(), 0) << added.body;
  EXPECT_EQ(http().get("/v1/wallet/recharge/plans").data().at("list").as_array()[0].at("payAmount").as_string(), "50");
  // A bonus above what is paid, nothing to pay, or a customer: refused.
  EXPECT_EQ(http().post_json("/admin/v1/recharge/plans", R"({"payAmount":"50","bonusAmount":"60"})", {{"X-Admin-Token", kAdmin}}).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/recharge/plans", R"({"payAmount":"0"})", {{"X-Admin-Token", kAdmin}}).status, 400);
  EXPECT_EQ(post("/admin/v1/recharge/plans", R"({"payAmount":"50"})", alice_).status, 403);
}

TEST_F(RechargeApi, Recharge_ByCardCreditsPrincipalAndBonusOnceHoweverManyNotifiesArrive) {
  const auto [no, url] = start("200", "k1");
  EXPECT_EQ(no.rfind("RC", 0), 0u);
  EXPECT_EQ(balance().at("balance").as_string(), "0");  // nothing before the gateway says so
  approve(url);
  auto b = balance();
  EXPECT_EQ(b.at("balance").as_string(), "220");
  EXPECT_EQ(b.at("principal").as_string(), "200");
  EXPECT_EQ(b.at("bonus").as_string(), "20");
  // The same notify again, and the settle job: nothing more.
  auto database = db::open(server_->db_url(), 1);
  const std::string ref = url.substr(url.rfind('/') + 1);
  const std::string body = R"({"ref":")" + ref + R"(","merchantReference":")" + no + R"(","status":"succeeded","amount":20000,"currency":"HKD"})";
  for (int i = 0; i < 3; ++i) EXPECT_EQ(notify(body).data().at("outcome").as_string(), "duplicate");
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(balance().at("balance").as_string(), "220");
  auto records = get("/v1/member/account/queryRechargeSuccessOrderPage", alice_).data();
  ASSERT_EQ(records.at("total").as_int64(), 1);
  EXPECT_EQ(records.at("list").as_array()[0].at("bonusAmount").as_string(), "20");
  auto detail = get("/v1/member/account/queryRechargeSuccessOrder?rechargeNo=" + no, alice_);
  ASSERT_EQ(detail.result_code(), 0) << detail.body;
  EXPECT_EQ(detail.data().at("status").as_string(), "paid");
  auto history = get("/v1/wallet/records", alice_).data();
  ASSERT_EQ(history.at("total").as_int64(), 1);
  EXPECT_EQ(history.at("list").as_array()[0].at("kind").as_string(), "recharge");
  EXPECT_EQ(history.at("list").as_array()[0].at("amount").as_string(), "220");
  EXPECT_EQ(history.at("list").as_array()[0].at("bonus").as_string(), "20");
}

TEST_F(RechargeApi, Recharge_ARetriedRequestIsTheSameRechargeAndADeclinedCardCreditsNothing) {
  const auto first = start("100", "k1");
  const auto again = start("100", "k1");
  EXPECT_EQ(first, again);
  http().request("POST", first.second + "/decline", "", {});
  ASSERT_TRUE(server_->notified(first.second));
  EXPECT_EQ(balance().at("balance").as_string(), "0");
  EXPECT_EQ(get("/v1/member/account/queryRechargeSuccessOrder?rechargeNo=" + first.first, alice_).data().at("status").as_string(), "failed");
  EXPECT_EQ(get("/v1/member/account/queryRechargeSuccessOrderPage", alice_).data().at("total").as_int64(), 0);
  // The same key again says so; a new attempt is a new key.
  EXPECT_EQ(post("/v1/wallet/recharge", R"({"planId":1,"success_url":"/x"})", alice_, {{"Idempotency-Key", "k1"}}).status, 409);
  approve(start("100", "k2").second);
  EXPECT_EQ(balance().at("balance").as_string(), "105");
}

TEST_F(RechargeApi, Gifted_MoneyEarnsNoPointsOrGrowthAndARefundGivesItBackAsGifted) {
  approve(start("200", "k1").second);  // 220, of which 20 gifted
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);  // 17 + bag 1
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  const std::string order(sub.data().at("order_id").as_string());
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + order + R"(","payType":"wallet"})", alice_).result_code(), 0);
  // HK$18 from a wallet 1/11 gifted: HK$1.63 gifted, HK$16.37 paid in: 16 points, 16 growth.
  EXPECT_EQ(get("/v1/member/point/summary", alice_).data().at("points").as_int64(), 16);
  EXPECT_EQ(get("/v1/member/level", alice_).data().at("growthValue").as_int64(), 16);
  auto b = balance();
  EXPECT_EQ(b.at("balance").as_string(), "202");
  EXPECT_EQ(b.at("bonus").as_string(), "18.37");
  // Cancelled: the HK$18 comes back, the gifted HK$1.63 of it as gifted money.
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + order + R"("})", alice_).result_code(), 0);
  b = balance();
  EXPECT_EQ(b.at("balance").as_string(), "220");
  EXPECT_EQ(b.at("bonus").as_string(), "20");
  EXPECT_EQ(get("/v1/member/point/summary", alice_).data().at("points").as_int64(), 0);
}

TEST_F(RechargeApi, Privacy_RechargeOrdersAreTheMembersOwnAndBadRequestsAreRefused) {
  const auto [no, url] = start("100", "k1");
  approve(url);
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/member/account/queryRechargeSuccessOrder?rechargeNo=" + no, bob).status, 404);
  EXPECT_EQ(get("/v1/member/account/queryRechargeSuccessOrderPage", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(get("/v1/wallet/records", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/member/account/queryRechargeSuccessOrderPage").status, 401);
  EXPECT_EQ(http().get("/v1/wallet/records").status, 401);
  // No such plan, another site to come back to, or no key: refused, nothing made.
  EXPECT_EQ(post("/v1/wallet/recharge", R"({"planId":99,"success_url":"/x"})", bob, {{"Idempotency-Key", "b1"}}).status, 400);
  EXPECT_EQ(post("/v1/wallet/recharge", R"({"planId":1,"success_url":"https://evil.example/x"})", bob, {{"Idempotency-Key", "b2"}}).status, 400);
  EXPECT_EQ(post("/v1/wallet/recharge", R"({"planId":1,"success_url":"/x"})", bob).status, 400);
  EXPECT_EQ(get("/v1/wallet/balance", bob).data().at("balance").as_string(), "0");
}

TEST_F(RechargeApi, QueryByIds_AnswersOnlyTheMembersOwnOrdersAndRefusesTooManyNumbersInTheirLanguage) {
  const auto [mine, url] = start("100", "k1");
  approve(url);
  const std::string bob = server_->member_token("96000002");
  const auto [bobs, bob_url] = start("200", "b1", bob);
  approve(bob_url);
  // Alice asks for hers, Bob's and one that does not exist (a repeat is answered once): hers only.
  auto r = get("/v1/member/account/queryByIds?ids=" + mine + "," + bobs + ",RC000000," + mine, alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto list = r.data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("rechargeNo").as_string(), mine);
  EXPECT_EQ(list[0].at("status").as_string(), "paid");
  EXPECT_EQ(get("/v1/member/account/queryByIds?ids=" + bobs, alice_).data().at("list").as_array().size(), 0u);
  EXPECT_EQ(get("/v1/member/account/queryByIds?ids=" + bobs, bob).data().at("list").as_array().size(), 1u);
  // Signed in only; no numbers, or more than 50: a clear 400 in the caller's language.
  EXPECT_EQ(http().get("/v1/member/account/queryByIds?ids=" + mine).status, 401);
  EXPECT_EQ(get("/v1/member/account/queryByIds", alice_).status, 400);
  std::string many;
  for (int i = 0; i < 51; ++i) many += (i ? ",RC" : "RC") + std::to_string(1000 + i);
  for (const auto& [lang, text] : std::map<std::string, std::string>{{"zh-HK", "一次最多查詢 50 筆儲值訂單"},
                                                                       {"zh-CN", "一次最多查询 50 笔储值订单"},
                                                                       {"en", "You can look up at most 50 top-up orders at once"}}) {
    auto refused = http().get("/v1/member/account/queryByIds?ids=" + many, {{"auth", alice_}, {"Accept-Language", lang}});
    EXPECT_EQ(refused.status, 400);
    EXPECT_EQ(refused.result_msg(), text) << lang;
  }
}

TEST_F(RechargeApi, StoreAccount_AStorePlanFillsThatStoresAccountWhichPaysFirstThereAndNowhereElse) {
  const auto plans = http().get("/v1/wallet/recharge/plans?sid=1");
  int64_t store_plan = 0;
  for (const auto& p : plans.data().at("list").as_array()) {
    if (p.at("sid").as_int64() == 1) store_plan = p.at("id").as_int64();
  }
  ASSERT_NE(store_plan, 0) << plans.body;
  EXPECT_EQ(http().get("/v1/wallet/recharge/plans?sid=2").data().at("list").as_array().size(), 4u);  // not store 1's
  auto r = post("/v1/wallet/recharge", R"({"planId":)" + std::to_string(store_plan) + R"(,"success_url":"/x"})", alice_, {{"Idempotency-Key", "s1"}});
  ASSERT_EQ(r.result_code(), 0) << r.body;
  approve(std::string(r.data().at("payUrl").as_string()));  // HK$300 + 50 into store 1's account
  auto b = balance();
  EXPECT_EQ(b.at("balance").as_string(), "0");
  ASSERT_EQ(b.at("stores").as_array().size(), 1u);
  EXPECT_EQ(b.at("stores").as_array()[0].at("balance").as_string(), "350");
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("balance").as_string(), "350");
  approve(start("100", "b1").second);  // HK$105 in the brand account too
  // At store 1 its own account pays first.
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
  auto here = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(here.result_code(), 0) << here.body;
  const std::string no(here.data().at("order_id").as_string());
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code(), 0);
  b = balance();
  EXPECT_EQ(b.at("balance").as_string(), "105");
  EXPECT_EQ(b.at("stores").as_array()[0].at("balance").as_string(), "332");
  // Cancelled: back into the account it came from.
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(balance().at("stores").as_array()[0].at("balance").as_string(), "350");
  // At store 2 only the brand account counts.
  post("/v1/cart/add", R"({"sid":2,"orderType":2,"goods_id":2002})", alice_);
  auto there = post("/v1/order/confirm", R"({"sid":2,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_);
  ASSERT_EQ(there.result_code(), 0) << there.body;
  EXPECT_EQ(there.data().at("payTypes").as_array()[0].at("balance").as_string(), "105");
}

TEST_F(RechargeApi, StoreAccount_ACouponForStoreBalanceAppliesOnlyWhenThatStoresAccountCoversTheOrder) {
  const std::string code = grant_coupon(*server_, kAdmin, alice_,
                                        R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5",)"
                                        R"("tradePaymentMode":"storeBalance"}})");
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  const std::string confirm = R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","couponCodes":[")" + code + R"("]})";
  approve(start("100", "b1").second);  // brand money only: rule 13 refuses a store-balance coupon
  EXPECT_EQ(post("/v1/order/confirm", confirm, alice_).data().at("discount").as_string(), "0");
  int64_t store_plan = 0;
  const auto plans = http().get("/v1/wallet/recharge/plans?sid=1");
  for (const auto& p : plans.data().at("list").as_array()) {
    if (p.at("sid").as_int64() == 1) store_plan = p.at("id").as_int64();
  }
  auto r = post("/v1/wallet/recharge", R"({"planId":)" + std::to_string(store_plan) + R"(,"success_url":"/x"})", alice_, {{"Idempotency-Key", "s1"}});
  approve(std::string(r.data().at("payUrl").as_string()));
  EXPECT_EQ(post("/v1/order/confirm", confirm, alice_).data().at("discount").as_string(), "5");
}

TEST_F(RechargeApi, Refund_TakesThePrincipalAndBonusBackOnlyWhileTheyAreStillInTheWallet) {
  const std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  const auto [kept, kept_url] = start("200", "k1");
  approve(kept_url);
  ASSERT_EQ(http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + kept + R"("})", admin).result_code(), 0);
  auto b = balance();
  EXPECT_EQ(b.at("balance").as_string(), "0");
  EXPECT_EQ(b.at("bonus").as_string(), "0");
  // The card refund goes out on the gateway's workers, asked for at once (and by the settle call).
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_TRUE(eventually([&] {
    return get("/v1/member/account/queryRechargeSuccessOrder?rechargeNo=" + kept, alice_).data().at("status").as_string() == "refunded";
  }));
  // Spent on an order: the top-up cannot be taken back, and nothing changes.
  const auto [spent, spent_url] = start("100", "k2");
  approve(spent_url);
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", alice_);
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + std::string(sub.data().at("order_id").as_string()) + R"(","payType":"wallet"})", alice_)
                .result_code(),
            0);
  const std::string before = std::string(balance().at("balance").as_string());
  auto refused = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + spent + R"("})", admin);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.result_msg(), "此儲值的金額已被使用，不能退款");
  EXPECT_EQ(balance().at("balance").as_string(), before);
}

}  // namespace qsr::test
