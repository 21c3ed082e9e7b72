// Paying orders with a gift card through the API (issue 17, docs/decisions/0035): the whole order
// from a card, or the card first and the rest by bank card; the bonus waits 24 hours and is spent
// last; a cancelled or refunded order puts the money back on the card, or in the wallet when the
// card was given away meanwhile; another member's card pays nothing; payments racing on one card
// never take more than it holds; a coupon that excludes stored value excludes gift cards too.
// SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "support/coupon_grant.h"
#include "support/member_api.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDayMs = 24LL * 3600 * 1000;

class GiftCardPayApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_WORKERS", "8"}}});
    alice_ = server_->member_token("97000001");
    auto b = admin_post(
        "/admin/v1/giftcard/batches",
        R"({"name":"$100 電子禮品卡","kind":"electronic","faceValue":"100","price":"100","bonus":"10","validityDays":365})");
    EXPECT_EQ(b.result_code(), 0) << b.body;
    batch_ = b.data().at("id").as_int64();
  }
  // Alice buys a $100 e-card (a $10 bonus usable a day later): its id.
  int64_t buy_card() {
    auto r = post("/v1/sellGiftCard/order", R"({"batchId":)" + std::to_string(batch_) + R"(,"success_url":"/member/pages/giftCard/myGiftCard/index"})",
                  alice_, {{"Idempotency-Key", "buy"}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    approve(std::string(r.data().at("payUrl").as_string()));
    return get("/v1/giftcard/mine", alice_).data().at("list").as_array().at(0).at("id").as_int64();
  }
  void approve(const std::string& url) { decide(url, "approve"); }
  void decide(const std::string& url, const std::string& verb) {
    http().request("POST", url + "/" + verb, "", {});
    EXPECT_TRUE(server_->notified(url)) << url;
  }
  // An order of `teas` lemon teas (17 each, two at most), `fries` fries (18 + 0.5 box each, by
  // twos) and a bag (1).
  std::string new_order(const std::string& token, const std::string& key, int teas = 1, int fries = 0) {
    if (teas > 0) post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":)" + std::to_string(teas) + "}", token);
    if (fries > 0) post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001,"num":)" + std::to_string(fries) + "}", token);
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"97000001"})", token, {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("order_id").as_string());
  }
  HttpResult pay(const std::string& token, const std::string& no, const std::string& type, int64_t card) {
    return post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":")" + type + R"(","giftCardId":)" + std::to_string(card) + "}", token);
  }
  boost::json::object card(int64_t id) { return get("/v1/giftcard/detail?id=" + std::to_string(id), alice_).data().as_object(); }
  std::string balance(int64_t id) { return std::string(card(id).at("balance").as_string()); }
  std::string status(const std::string& no) {
    return std::string(get("/v1/order/detail?order_id=" + no, alice_).data().at("status").as_string());
  }

  std::string alice_;
  int64_t batch_ = 0;
};

}  // namespace

TEST_F(GiftCardPayApi, WholeOrder_PaidFromTheCardOnItsLedger_CancellingPutsItBackOnce) {
  const int64_t id = buy_card();
  const std::string no = new_order(alice_, "o1");  // 18
  auto types = get("/v1/pay-center/available-pay-type?order_id=" + no, alice_).data();
  const boost::json::object* listed = nullptr;
  for (const auto& t : types.at("list").as_array()) {
    if (t.at("type") == "giftcard") listed = &t.as_object();
  }
  ASSERT_NE(listed, nullptr) << types;
  const auto& source = listed->at("sources").as_array().at(0);
  EXPECT_EQ(source.at("id").as_int64(), id);
  EXPECT_EQ(source.at("spendable").as_string(), "100");  // the bonus waits a day
  EXPECT_TRUE(source.at("enough").as_bool());

  auto paid = pay(alice_, no, "giftcard", id);
  ASSERT_EQ(paid.result_code(), 0) << paid.body;
  EXPECT_EQ(status(no), "awaiting_acceptance");
  EXPECT_EQ(balance(id), "92");  // 110 - 18
  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data();
  EXPECT_EQ(detail.at("payments").as_array().at(0).at("method").as_string(), "giftcard");
  EXPECT_EQ(detail.at("payments").as_array().at(0).at("methodText").as_string(), "禮品卡");
  EXPECT_EQ(card(id).at("records").as_array().at(0).at("kind").as_string(), "pay");
  EXPECT_EQ(pay(alice_, no, "giftcard", id).status, 409);  // paid: nothing taken twice
  EXPECT_EQ(balance(id), "92");

  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(balance(id), "110");
  EXPECT_EQ(card(id).at("records").as_array().at(0).at("kind").as_string(), "refund");
  EXPECT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_).status, 409);
  EXPECT_EQ(balance(id), "110");
}

TEST_F(GiftCardPayApi, Combination_TheCardFirstTheRestByBankCard_ADeclineGivesTheCardItsPartBack) {
  const int64_t id = buy_card();
  const std::string no = new_order(alice_, "o1", 2, 4);  // 34 + 74 + 1 = 109: more than the 100 usable today
  EXPECT_EQ(pay(alice_, no, "giftcard", id).result_msg(), "此禮品卡可用餘額不足，請選擇其他支付方式");
  EXPECT_EQ(balance(id), "110");
  auto first = pay(alice_, no, "combination", id);
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(balance(id), "10");  // the bonus is not spendable yet, so it stays
  decide(std::string(first.data().at("payUrl").as_string()), "decline");
  EXPECT_EQ(status(no), "payment_failed");
  EXPECT_EQ(balance(id), "110");

  auto again = pay(alice_, no, "combination", id);
  ASSERT_EQ(again.result_code(), 0) << again.body;
  approve(std::string(again.data().at("payUrl").as_string()));
  EXPECT_EQ(status(no), "awaiting_acceptance");
  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data();
  EXPECT_EQ(detail.at("paid_total").as_string(), "109");
  EXPECT_EQ(balance(id), "10");
}

TEST_F(GiftCardPayApi, Bonus_UsableADayAfterActivationAndSpentLast) {
  const int64_t id = buy_card();
  const std::string no = new_order(alice_, "o1", 2, 4);  // 109
  EXPECT_EQ(pay(alice_, no, "giftcard", id).status, 400);
  server_->set_clock(kMondayNoon + kDayMs + 1);
  alice_ = server_->member_token("97000001");
  auto paid = pay(alice_, no, "giftcard", id);
  ASSERT_EQ(paid.result_code(), 0) << paid.body;
  auto c = card(id);
  EXPECT_EQ(c.at("balance").as_string(), "1");
  EXPECT_EQ(c.at("bonus").as_string(), "1");  // 100 paid-for first, then 9 of the bonus
}

TEST_F(GiftCardPayApi, AnotherMembersCardPaysNothing) {
  const int64_t id = buy_card();
  const std::string bob = server_->member_token("97000002");
  const std::string no = new_order(bob, "b1");
  EXPECT_EQ(pay(bob, no, "giftcard", id).status, 400);
  EXPECT_EQ(pay(bob, no, "combination", id).status, 400);
  EXPECT_EQ(balance(id), "110");
  EXPECT_EQ(pay(bob, no, "giftcard", 0).status, 400);
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"giftcard"})", bob).status, 400);  // which card?
  // Nor does her card pay for his order from her side.
  EXPECT_EQ(pay(alice_, no, "giftcard", id).status, 404);
}

TEST_F(GiftCardPayApi, RacingPaymentsOnOneCardNeverTakeMoreThanItHolds) {
  const int64_t id = buy_card();
  std::vector<std::string> orders;
  for (int i = 0; i < 8; ++i) orders.push_back(new_order(alice_, "o" + std::to_string(i), 2));  // 35 each: 8 x 35 > 100
  std::atomic<int> paid{0};
  std::vector<std::thread> payers;
  for (const auto& no : orders) {
    payers.emplace_back([&, no] {
      if (pay(alice_, no, "giftcard", id).result_code() == 0) ++paid;
    });
  }
  for (auto& t : payers) t.join();
  EXPECT_GE(paid.load(), 1);
  EXPECT_LE(paid.load(), 2);
  EXPECT_EQ(balance(id), std::to_string(110 - 35 * paid.load()));
  int awaiting = 0;
  for (const auto& no : orders) awaiting += status(no) == "awaiting_acceptance";
  EXPECT_EQ(awaiting, paid.load());
}

TEST_F(GiftCardPayApi, Refund_GoesToTheWalletWhenTheCardWasGivenAwayMeanwhile) {
  const int64_t id = buy_card();
  const std::string no = new_order(alice_, "o1");
  ASSERT_EQ(pay(alice_, no, "giftcard", id).result_code(), 0);
  ASSERT_EQ(post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(id) + "}", alice_).result_code(), 0);
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(balance(id), "92");  // frozen on its way to a friend: it does not grow
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "18");
}

TEST_F(GiftCardPayApi, StoreRefund_PutsTheMoneyBackOnTheCard) {
  const int64_t id = buy_card();
  const std::string staff = server_->member_token("97000009");
  const int64_t staff_id = get("/v1/member/info", staff).data().at("id").as_int64();
  admin_post("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(staff_id) + R"(,"sid":1})");
  const std::string no = new_order(alice_, "o1", 2);  // 35
  ASSERT_EQ(pay(alice_, no, "giftcard", id).result_code(), 0);
  ASSERT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff).result_code(), 0);
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_quality"})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  const std::string refund_no(req.data().at("refund_no").as_string());
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff).result_code(), 0);
  EXPECT_EQ(balance(id), "110");
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, alice_).data().at("refunded_total").as_string(), "35");
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "0");
}

TEST_F(GiftCardPayApi, ACouponThatExcludesStoredValueExcludesGiftCardsToo) {
  const int64_t id = buy_card();
  const std::string code = grant_coupon(
      *server_, kTestAdminToken, alice_,
      R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5","mutuallyTypeRange":[2]}})");
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  auto placed = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"97000001","couponCodes":[")" + code + R"("]})",
                     alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  const std::string no(placed.data().at("order_id").as_string());
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, alice_).data().at("discount").as_string(), "5");
  const auto types = get("/v1/pay-center/available-pay-type?order_id=" + no, alice_);  // kept alive for the loop
  for (const auto& t : types.data().at("list").as_array()) {
    EXPECT_NE(t.at("type"), "giftcard") << t;
  }
  EXPECT_EQ(pay(alice_, no, "giftcard", id).result_code(), 31006);
  EXPECT_NE(pay(alice_, no, "combination", id).result_code(), 0);
  EXPECT_EQ(balance(id), "110");
}

}  // namespace qsr::test
