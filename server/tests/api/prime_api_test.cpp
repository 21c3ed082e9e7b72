// The Privilege Pass through the API (issue 17, docs/decisions/0030 and 0031): a plan paid by card
// through the sandbox gateway starts the member's pass once however many notifies arrive and in
// whatever order; a renewal adds its days after the current end; the purchase limit counts paid
// and paying orders, and an abandoned checkout is closed and stops counting; the terms must be
// agreed; pass orders are the member's own. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "core/crypto.h"
#include "support/coupon_grant.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDayMs = 24LL * 3600 * 1000;
const std::string kAdmin = "test-admin-token-0123456789";
const std::string kSecret = "sandbox-test-secret";
constexpr int64_t kTrial = 1, kMonthly = 2, kQuarterly = 3;  // the fixture's plans, in order

class PrimeApi : public ::testing::Test {
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
  HttpResult order(int64_t plan, const std::string& key, const std::string& token, bool agreed = true) {
    return post("/v1/memberPrime/order",
                R"({"planId":)" + std::to_string(plan) + R"(,"agreed":)" + (agreed ? "true" : "false") +
                    R"(,"success_url":"/memberMinVolume/pages/payingMember/payEnd/index"})",
                token, {{"Idempotency-Key", key}});
  }
  // Starts buying a plan: the order's number and the gateway's page.
  std::pair<std::string, std::string> start(int64_t plan, const std::string& key, const std::string& token = "") {
    auto r = order(plan, key, token.empty() ? alice_ : token);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    if (r.result_code() != 0) return {};
    return {std::string(r.data().at("orderNo").as_string()), std::string(r.data().at("payUrl").as_string())};
  }
  void approve(const std::string& url) {
    http().request("POST", url + "/approve", "", {});
    ASSERT_TRUE(server_->notified(url));
  }
  boost::json::object info(const std::string& token = "") {
    return get("/v1/member/info", token.empty() ? alice_ : token).data().as_object();
  }
  HttpResult notify(const std::string& url, const std::string& no, const std::string& status, int64_t amount) {
    const std::string ref = url.substr(url.rfind('/') + 1);
    const std::string body = R"({"ref":")" + ref + R"(","merchantReference":")" + no + R"(","status":")" + status +
                             R"(","amount":)" + std::to_string(amount) + R"(,"currency":"HKD"})";
    const std::string ts = std::to_string(kMondayNoon);
    return http().post_json("/v1/pay-center/notify/sandbox", body,
                            {{"X-Sandbox-Timestamp", ts}, {"X-Sandbox-Signature", crypto::hmac_sha256_hex(kSecret, ts + "." + body)}});
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(PrimeApi, Info_ListsThePassWithItsPlansAndItemsAtMenuAndMemberPrices) {
  auto r = http().get("/v1/memberPrime/info", {{"Accept-Language", "en"}});
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto& pass = r.data().at("list").as_array().at(0).as_object();
  EXPECT_EQ(pass.at("name").as_string(), "Privilege Pass");
  ASSERT_EQ(pass.at("plans").as_array().size(), 3u);
  EXPECT_EQ(pass.at("plans").as_array()[0].at("price").as_string(), "9.9");
  EXPECT_EQ(pass.at("plans").as_array()[0].at("purchaseLimit").as_int64(), 1);
  const auto& item = pass.at("items").as_array().at(0);
  EXPECT_EQ(item.at("goodsId").as_int64(), 2002);
  EXPECT_EQ(item.at("price").as_string(), "17");
  EXPECT_EQ(item.at("memberPrice").as_string(), "8");
  EXPECT_TRUE(r.data().at("member").is_null());  // a visitor holds none
}

TEST_F(PrimeApi, Pass_PaidByCardStartsOnceHoweverManyNotifiesArriveAndInAnyOrder) {
  EXPECT_TRUE(info().at("primeId").is_null());
  const auto [no, url] = start(kMonthly, "k1");
  EXPECT_EQ(no.rfind("PM", 0), 0u);
  EXPECT_TRUE(info().at("primeId").is_null());  // nothing before the gateway says so
  // A notify for another amount is refused and gives nothing.
  EXPECT_EQ(notify(url, no, "succeeded", 100).data().at("outcome").as_string(), "mismatch");
  EXPECT_TRUE(info().at("primeId").is_null());
  approve(url);
  auto me = info();
  EXPECT_EQ(me.at("primeId").as_int64(), 1);
  EXPECT_EQ(me.at("primeName").as_string(), "至尊會員卡");
  EXPECT_EQ(me.at("primeOrderNo").as_string(), no);
  // 30 Hong Kong days from the day of purchase: through the end of 22 December.
  EXPECT_EQ(me.at("primeExpireTime").as_int64(), hk_ms(2026, 12, 23, 0, 0) - 1);
  // The same notify again, a late "failed", and the settle job: nothing changes.
  EXPECT_EQ(notify(url, no, "succeeded", 3800).data().at("outcome").as_string(), "duplicate");
  EXPECT_EQ(notify(url, no, "failed", 3800).data().at("outcome").as_string(), "duplicate");
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(info().at("primeExpireTime").as_int64(), hk_ms(2026, 12, 23, 0, 0) - 1);
  auto detail = get("/v1/memberPrime/order?orderNo=" + no, alice_);
  ASSERT_EQ(detail.result_code(), 0) << detail.body;
  EXPECT_EQ(detail.data().at("status").as_string(), "paid");
  EXPECT_EQ(detail.data().at("amount").as_string(), "38");
  EXPECT_EQ(detail.data().at("title").as_string(), "至尊會員卡 · 月卡");
  auto list = get("/v1/memberPrime/queryInvoiceOrder/page", alice_).data();
  EXPECT_EQ(list.at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/purchase/orders?kind=prime", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/purchase/orders?kind=recharge", alice_).data().at("total").as_int64(), 0);
}

TEST_F(PrimeApi, Renewal_AddsItsDaysAfterTheCurrentEnd) {
  approve(start(kMonthly, "k1").second);
  const int64_t first_end = info().at("primeExpireTime").as_int64();
  server_->set_clock(kMondayNoon + 5 * kDayMs);
  approve(start(kQuarterly, "k2").second);
  auto me = get("/v1/memberPrime/info", alice_).data().at("member").as_object();
  EXPECT_EQ(me.at("expiresAt").as_int64(), first_end + 90 * kDayMs);
  EXPECT_TRUE(me.at("active").as_bool());
  // Once it has ended (22 March), a new pass counts from the day it is bought.
  server_->set_clock(hk_ms(2027, 4, 1, 9, 0));
  alice_ = server_->member_token("96000001");  // the session has long ended too
  EXPECT_TRUE(info().at("primeId").is_null());
  approve(start(kMonthly, "k3").second);
  EXPECT_EQ(info().at("primeExpireTime").as_int64(), hk_ms(2027, 5, 1, 0, 0) - 1);
}

TEST_F(PrimeApi, PurchaseLimit_CountsPaidAndPayingOrdersAndAnAbandonedCheckoutStopsCounting) {
  const auto [first, url] = start(kTrial, "k1");
  // The trial is one a member: a second checkout while the first is open is told to wait.
  auto again = order(kTrial, "k2", alice_);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.result_msg(), "你有一筆付款尚未完成，請稍後再試");
  // The payer left the gateway's page: after 30 minutes the job closes the order.
  server_->set_clock(kMondayNoon + 31 * 60 * 1000);
  post("/v1/dev/payments/settle", "{}", alice_);
  auto closed = get("/v1/memberPrime/order?orderNo=" + first, alice_);
  EXPECT_EQ(closed.data().at("status").as_string(), "closed");
  auto trial = [&] { return get("/v1/memberPrime/info", alice_).data().at("list").as_array()[0].at("plans").as_array()[0]; };
  EXPECT_EQ(trial().at("remaining").as_int64(), 1);
  approve(start(kTrial, "k3").second);
  EXPECT_EQ(trial().at("remaining").as_int64(), 0);
  auto third = order(kTrial, "k4", alice_);
  EXPECT_EQ(third.status, 409);
  EXPECT_EQ(third.result_msg(), "已達購買上限");
  // Other plans have no limit.
  EXPECT_EQ(order(kMonthly, "k5", alice_).result_code(), 0);
}

TEST_F(PrimeApi, PurchaseLimit_TenCheckoutsAtOnceMakeOneOrder) {
  // Ten devices of one member start the once-only trial together: the purchases are counted one
  // at a time, so exactly one order is made and the others are told a payment is open.
  // A server with as many request workers as racers, so the ten really run side by side.
  server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon,
                                                     .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_PAY_SECRET", kSecret}, {"QSR_WORKERS", "10"}}});
  alice_ = server_->member_token("96000001");
  std::atomic<int> made{0}, refused{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 10; ++i) {
    racers.emplace_back([&, i] {
      auto r = order(kTrial, "race-" + std::to_string(i), alice_);
      if (r.result_code() == 0) ++made;
      else if (r.status == 409) ++refused;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(made.load(), 1);
  EXPECT_EQ(refused.load(), 9);
}

TEST_F(PrimeApi, Purchase_NeedsTheTermsAgreedAPlanOnSaleAndAMember) {
  EXPECT_EQ(order(kMonthly, "k1", alice_, false).status, 400);
  EXPECT_EQ(order(99, "k2", alice_).status, 400);
  EXPECT_EQ(http().post_json("/v1/memberPrime/order", R"({"planId":2,"agreed":true,"success_url":"/x"})", {{"Idempotency-Key", "k3"}}).status, 401);
  EXPECT_EQ(post("/v1/memberPrime/order", R"({"planId":2,"agreed":true,"success_url":"https://evil.example/x"})", alice_,
                 {{"Idempotency-Key", "k4"}}).status, 400);
  // A plan taken off sale is no longer sold.
  auto off = http().post_json("/admin/v1/prime/plans", R"({"id":2,"passId":1,"name":"月卡","days":30,"price":"38","active":false})",
                              {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(off.result_code(), 0) << off.body;
  EXPECT_EQ(order(kMonthly, "k5", alice_).status, 400);
  EXPECT_EQ(http().get("/v1/memberPrime/info").data().at("list").as_array()[0].at("plans").as_array().size(), 2u);
  // A retried request is the same order.
  EXPECT_EQ(start(kQuarterly, "k6"), start(kQuarterly, "k6"));
  EXPECT_TRUE(info().at("primeId").is_null());
}

TEST_F(PrimeApi, Coupons_ACouponForPassHoldersAppliesOnlyWhileThePassIsValid) {
  const std::string code = grant_coupon(*server_, kAdmin, alice_,
                                        R"({"name":{"zh-HK":"會員減5"},"validity":{"days":365},"coupon":{"couponCategory":10,"amount":"10",)"
                                        R"("couponValue":"5","primeIds":[1]}})");
  const auto discount = [&] {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
    auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","couponCodes":[")" + code + R"("]})", alice_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    post("/v1/cart/truncate", R"({"sid":1,"orderType":2})", alice_);
    return r.result_code() == 0 ? std::string(r.data().at("discount").as_string()) : std::string();
  };
  EXPECT_EQ(discount(), "0");
  approve(start(kMonthly, "k1").second);
  EXPECT_EQ(discount(), "5");
  // After the pass's last day (22 December), the coupon no longer applies.
  server_->set_clock(hk_ms(2026, 12, 23, 0, 1));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(discount(), "0");
}

namespace {
const std::string kCheckout = R"("sid":1,"orderType":2,"areaCode":"852","phone":"96000001")";
}

// Two lemon teas ($17, member price $8) and fries ($18, member price $10) in Alice's cart.
class PrimeCheckout : public PrimeApi {
 protected:
  void fill_cart() {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001})", alice_);
  }
  boost::json::object confirm(const std::string& extra = "") {
    auto r = post("/v1/order/confirm", "{" + kCheckout + extra + "}", alice_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().as_object() : boost::json::object{};
  }
  HttpResult submit(const std::string& key, const std::string& extra = R"(,"withOrderPrime":true)") {
    return post("/v1/order/submit", "{" + kCheckout + extra + "}", alice_, {{"Idempotency-Key", key}});
  }
  void join() { approve(start(kMonthly, "pass").second); }
};

TEST_F(PrimeCheckout, MemberPrice_TakesOffTheUnitItSavesMostOnAndIsInThePriceBreakdown) {
  join();
  fill_cart();
  auto offered = confirm();
  const auto& prime = offered.at("prime").as_object();
  EXPECT_TRUE(prime.at("holder").as_bool());
  EXPECT_TRUE(prime.at("usable").as_bool());
  EXPECT_FALSE(prime.at("selected").as_bool());
  EXPECT_EQ(prime.at("goods_id").as_int64(), 2002);  // the tea saves $9, the fries $8
  EXPECT_EQ(prime.at("saving").as_string(), "9");
  EXPECT_EQ(offered.at("primeDiscountAmount").as_string(), "0");
  auto taken = confirm(R"(,"withOrderPrime":true)");
  EXPECT_TRUE(taken.at("prime").at("selected").as_bool());
  EXPECT_EQ(taken.at("primeDiscountAmount").as_string(), "9");
  EXPECT_EQ(*money_cents(std::string(taken.at("payable").as_string())),
            *money_cents(std::string(offered.at("payable").as_string())) - 900);
  auto sub = submit("o1");
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  const std::string no(sub.data().at("order_id").as_string());
  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data();
  EXPECT_EQ(detail.at("primeDiscountAmount").as_string(), "9");
  EXPECT_EQ(detail.at("payable").as_string(), taken.at("payable").as_string());
  for (const auto& l : detail.at("lines").as_array()) {
    // The member price is the tea line's discount, so a refund of that line gives back what it paid.
    EXPECT_EQ(l.at("discount").as_string(), l.at("goods_id").as_int64() == 2002 ? "9" : "0");
  }
}

TEST_F(PrimeCheckout, MemberPrice_OnceAHongKongDayAndACancelledOrderGivesTheDayBack) {
  join();
  fill_cart();
  auto first = submit("o1");
  ASSERT_EQ(first.result_code(), 0) << first.body;
  fill_cart();
  auto later = confirm(R"(,"withOrderPrime":true)");
  EXPECT_EQ(later.at("prime").at("reason").as_string(), "prime_used_today");
  EXPECT_EQ(later.at("primeDiscountAmount").as_string(), "0");
  auto refused = submit("o2");
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(refused.result_msg(), "今日會員價已使用，明日再來");
  // Cancelled before it was paid: the day's member price is the member's again.
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + std::string(first.data().at("order_id").as_string()) + R"("})", alice_).result_code(), 0);
  EXPECT_TRUE(confirm().at("prime").at("usable").as_bool());
  ASSERT_EQ(submit("o3").result_code(), 0);
  // 23:59 is still today; one minute after midnight in Hong Kong it is a new day.
  fill_cart();
  server_->set_clock(hk_ms(2026, 11, 23, 23, 59));
  EXPECT_EQ(confirm().at("prime").at("reason").as_string(), "prime_used_today");
  server_->set_clock(hk_ms(2026, 11, 24, 0, 1));
  EXPECT_TRUE(confirm().at("prime").at("usable").as_bool());
  server_->set_clock(hk_ms(2026, 11, 24, 9, 0));  // the store opens
  EXPECT_EQ(submit("o4").result_code(), 0);
}

TEST_F(PrimeCheckout, MemberPrice_DoesNotCombineWithCoupons) {
  const std::string code = grant_coupon(*server_, kAdmin, alice_,
                                        R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  join();
  fill_cart();
  // The member price taken: no coupon applies, the one asked for included.
  auto taken = confirm(R"(,"withOrderPrime":true,"couponCodes":[")" + code + R"("])");
  EXPECT_EQ(taken.at("primeDiscountAmount").as_string(), "9");
  EXPECT_EQ(taken.at("discount").as_string(), "0");
  auto both = submit("o1", R"(,"withOrderPrime":true,"couponCodes":[")" + code + R"("])");
  EXPECT_EQ(both.status, 400);
  EXPECT_EQ(both.result_msg(), "會員價不可與優惠券同時使用");
  // Without it, the coupon applies as before.
  EXPECT_EQ(confirm(R"(,"couponCodes":[")" + code + R"("])").at("discount").as_string(), "5");
}

TEST_F(PrimeCheckout, MemberPrice_IsWhatThePassWouldSaveForOneWithoutIt) {
  fill_cart();
  auto upsell = post("/v1/pay-center/available-pay-member-price", "{" + kCheckout + "}", alice_);
  ASSERT_EQ(upsell.result_code(), 0) << upsell.body;
  EXPECT_FALSE(upsell.data().at("holder").as_bool());
  EXPECT_EQ(upsell.data().at("saving").as_string(), "9");
  EXPECT_EQ(upsell.data().at("reason").as_string(), "prime_not_member");
  EXPECT_EQ(submit("o1").status, 400);
  EXPECT_EQ(confirm(R"(,"withOrderPrime":true)").at("primeDiscountAmount").as_string(), "0");
}

// Checkout keeps the member prices in memory (PrimeService::member_prices); an operator's change
// drops them, so the very next checkout prices with the new one.
TEST_F(PrimeCheckout, MemberPrice_AnOperatorsChangeAppliesToTheNextCheckout) {
  const std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  join();
  fill_cart();
  EXPECT_EQ(confirm().at("prime").at("goods_id").as_int64(), 2002);  // the tea saves $9, the fries $8
  ASSERT_EQ(http().post_json("/admin/v1/prime/items", R"({"passId":1,"goodsId":2002,"memberPrice":"15"})", admin).result_code(), 0);
  auto after = confirm();
  EXPECT_EQ(after.at("prime").at("goods_id").as_int64(), 3001);  // now the tea saves $2
  EXPECT_EQ(after.at("prime").at("saving").as_string(), "8");
  ASSERT_EQ(http().post_json("/admin/v1/prime/items", R"({"passId":1,"goodsId":2002,"memberPrice":"1"})", admin).result_code(), 0);
  EXPECT_EQ(confirm().at("prime").at("saving").as_string(), "16");
}

TEST_F(PrimeCheckout, Refund_AnUnusedPassLosesItsDaysAndTheCardGetsTheMoneyBackOnce) {
  const std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  const auto [first, first_url] = start(kMonthly, "k1");
  approve(first_url);
  const int64_t first_end = info().at("primeExpireTime").as_int64();
  const auto [renewal, renewal_url] = start(kQuarterly, "k2");
  approve(renewal_url);
  // The renewal refunded: the pass ends where it ended before it.
  auto r = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + renewal + R"(","reason":"changed mind"})", admin);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "refunding");
  EXPECT_EQ(info().at("primeExpireTime").as_int64(), first_end);
  // The card refund goes out on the gateway's workers, asked for at once (and by the settle call):
  // the order reads refunded once it went through.
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_TRUE(eventually([&] { return get("/v1/memberPrime/order?orderNo=" + renewal, alice_).data().at("status").as_string() == "refunded"; }));
  // Asked again: refused, nothing changes; settled again: no second refund.
  EXPECT_EQ(http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + renewal + R"("})", admin).status, 409);
  EXPECT_EQ(post("/v1/dev/payments/settle", "{}", alice_).data().at("refundParts").as_int64(), 0);
  EXPECT_EQ(info().at("primeExpireTime").as_int64(), first_end);
  // The first one refunded too: no pass is left.
  ASSERT_EQ(http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + first + R"("})", admin).result_code(), 0);
  EXPECT_TRUE(info().at("primeId").is_null());
  // Refunded orders stay in the member's list with their status.
  auto list = get("/v1/purchase/orders?kind=prime", alice_).data();
  EXPECT_EQ(list.at("total").as_int64(), 2);
}

TEST_F(PrimeCheckout, Refund_IsRefusedOnceTheMemberPriceWasUsedOrSevenDaysHavePassed) {
  const std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  const auto [used, used_url] = start(kMonthly, "k1");
  approve(used_url);
  fill_cart();
  ASSERT_EQ(submit("o1").result_code(), 0);
  auto refused = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + used + R"("})", admin);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.result_msg(), "會員價已使用，不能退款");
  EXPECT_EQ(get("/v1/memberPrime/order?orderNo=" + used, alice_).data().at("status").as_string(), "paid");
  const auto [late, late_url] = start(kQuarterly, "k2");
  approve(late_url);
  server_->set_clock(kMondayNoon + 8 * kDayMs);
  auto too_late = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + late + R"("})", admin);
  EXPECT_EQ(too_late.status, 409);
  EXPECT_EQ(too_late.result_msg(), "已超過購買後 7 日的退款期限");
  // Customers cannot refund themselves; no such order is 404.
  EXPECT_EQ(post("/admin/v1/purchase/refund", R"({"orderNo":")" + late + R"("})", alice_).status, 403);
  EXPECT_EQ(http().post_json("/admin/v1/purchase/refund", R"({"orderNo":"PM0"})", admin).status, 404);
}

TEST_F(PrimeApi, Privacy_PassOrdersAreTheMembersOwn) {
  const auto [no, url] = start(kMonthly, "k1");
  approve(url);
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/memberPrime/order?orderNo=" + no, bob).status, 404);
  EXPECT_EQ(get("/v1/purchase/order?orderNo=" + no, bob).status, 404);
  EXPECT_EQ(get("/v1/memberPrime/queryInvoiceOrder/page", bob).data().at("total").as_int64(), 0);
  EXPECT_TRUE(get("/v1/memberPrime/info", bob).data().at("member").is_null());
  EXPECT_TRUE(info(bob).at("primeId").is_null());
  EXPECT_EQ(http().get("/v1/memberPrime/queryInvoiceOrder/page").status, 401);
  EXPECT_EQ(post("/admin/v1/prime/plans", R"({"passId":1,"name":"x","days":1,"price":"1"})", bob).status, 403);
}

TEST_F(PrimeApi, Admin_ChangesPassesPlansAndItemsAndRefusesBadValues) {
  const std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  EXPECT_EQ(http().post_json("/admin/v1/prime/plans", R"({"passId":1,"name":"x","days":0,"price":"1"})", admin).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/prime/plans", R"({"passId":1,"name":"x","days":7,"price":"0"})", admin).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/prime/plans", R"({"passId":9,"name":"x","days":7,"price":"1"})", admin).status, 404);
  EXPECT_EQ(http().post_json("/admin/v1/prime/items", R"({"passId":1,"goodsId":999999,"memberPrice":"1"})", admin).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/prime/passes", R"({"name":"x","color":"red"})", admin).status, 400);
  ASSERT_EQ(http().post_json("/admin/v1/prime/items", R"({"passId":1,"goodsId":2002,"memberPrice":"7.5"})", admin).result_code(), 0);
  auto pass = http().get("/admin/v1/prime/passes", admin).data().at("list").as_array()[0].as_object();
  EXPECT_EQ(pass.at("items").as_array()[0].at("memberPrice").as_string(), "7.5");
  ASSERT_EQ(http().post_json("/admin/v1/prime/plans", R"({"passId":1,"name":{"zh-HK":"年卡","zh-CN":"年卡","en":"Yearly"},"days":365,"price":"328"})",
                             admin).result_code(), 0);
  EXPECT_EQ(http().get("/v1/memberPrime/info").data().at("list").as_array()[0].at("plans").as_array().size(), 4u);
}

}  // namespace qsr::test
