// API tests of splitting a table's bill equally (AA, decision 0057): one order for the table,
// paid in equal parts by the diners at the table, each from their own wallet or card; each payer
// earns their own points and gets their own money back; no part is paid twice.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "db/db.h"
#include "dine_fixture.h"

namespace qsr::test {

namespace {

class DineAaApi : public DineApi {
 protected:
  void SetUp() override {
    DineApi::SetUp();
    friend_ = server_->member_token("99100002");
    third_ = server_->member_token("99100003");
    table_ = R"("sid":1,"table_id":"7","tk":")" + tk("7") + R"(")";
    seat("7");
    for (const auto& who : {friend_, third_}) post("/v1/DinnerOrder/openTable", "{" + table_ + "}", who);
    // One round: two lemon teas (HK$17 each) and two fries (HK$18 each): HK$70.
    post("/v1/DinnerOrder/addDish", "{" + table_ + R"(,"goods_id":2002,"num":2})", visitor_);
    post("/v1/DinnerOrder/addDish", "{" + table_ + R"(,"goods_id":3001,"num":2})", visitor_);
    EXPECT_EQ(post("/v1/DinnerOrder/orderDishes", "{" + table_ + "}", payer_).result_code(), 0);
    for (const auto& who : {payer_, friend_, third_}) {
      post("/v1/dev/wallet/topup", R"({"amount":"100"})", who, {{"Idempotency-Key", "w" + who.substr(0, 8)}});
    }
    // $1 earns 10 points.
    EXPECT_EQ(server_->client().post_json("/admin/v1/points/rule",
                                          R"({"payMoney":"1","point":10,"validityDays":365,"redeemPoints":100,"redeemMoney":"1",)"
                                          R"("redeemMaxPercent":50,"redeemMinCash":"1","redeemMaxPerOrder":5000})",
                                          {{"X-Admin-Token", kAdmin}}).result_code(), 0);
  }
  HttpResult table(const std::string& who) {
    return server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=7&tk=" + tk("7"), {{"auth", who}});
  }
  // The payer starts the split: the table's bill as one order for `people`.
  HttpResult start(int people, const std::string& key = "aa") {
    return post("/v1/DinnerOrder/tablePrePay",
                "{" + table_ + R"(,"areaCode":"852","phone":"99100001","people":)" + std::to_string(people) + "}", payer_,
                {{"Idempotency-Key", key}});
  }
  HttpResult pay(const std::string& who, int parts = 1, const std::string& type = "wallet") {
    return post("/v1/DinnerOrder/payForAppOrder",
                "{" + table_ + R"(,"payType":")" + type + R"(","parts":)" + std::to_string(parts) +
                    R"(,"success_url":"/orderPlus/pages/table/index"})",
                who);
  }
  std::string wallet(const std::string& who) {
    return std::string(server_->client().get("/v1/wallet/balance", {{"auth", who}}).data().at("balance").as_string());
  }
  int64_t points_of(const std::string& who) {
    return server_->client().get("/v1/member/point/summary", {{"auth", who}}).data().at("points").as_int64();
  }
  std::string friend_, third_, table_;
};

}  // namespace

// Three diners each pay a third of HK$70 from their own wallets: 23.33, 23.33 and the last the
// odd cent (23.34); each earns points on their part; the table closes with the last part.
TEST_F(DineAaApi, SplitEqually_EachDinerPaysTheirPartAndEarnsTheirPointsAndTheTableClosesWithTheLast) {
  auto started = start(3);
  ASSERT_EQ(started.result_code(), 0) << started.body;
  EXPECT_EQ(started.data().at("payable").as_string(), "70");
  auto t = table(friend_);
  ASSERT_TRUE(t.data().at("split").is_object()) << t.body;
  EXPECT_EQ(t.data().at("split").at("people").as_int64(), 3);
  EXPECT_EQ(t.data().at("split").at("partPrice").as_string(), "23.33");
  EXPECT_TRUE(t.data().at("split").at("yours").is_null());

  // What a part costs, before paying it.
  auto options = server_->client().get("/v1/DinnerOrder/queryPayType?sid=1&table_id=7&tk=" + tk("7"), {{"auth", friend_}});
  ASSERT_EQ(options.result_code(), 0) << options.body;
  EXPECT_EQ(options.data().at("due").as_string(), "23.33");
  EXPECT_EQ(options.data().at("split").at("people").as_int64(), 3);

  auto first = pay(payer_);
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(wallet(payer_), "76.67");
  auto second = pay(friend_);
  ASSERT_EQ(second.result_code(), 0) << second.body;
  EXPECT_EQ(wallet(friend_), "76.67");
  auto after_two = table(third_);
  EXPECT_EQ(after_two.data().at("status").as_string(), "paying");
  EXPECT_EQ(after_two.data().at("split").at("paidParts").as_int64(), 2);
  EXPECT_EQ(after_two.data().at("split").at("paidPrice").as_string(), "46.66");
  EXPECT_TRUE(after_two.data().at("split").at("yours").is_null());
  EXPECT_EQ(points_of(payer_), 0);  // points come when the whole bill is paid

  auto last = pay(third_);
  ASSERT_EQ(last.result_code(), 0) << last.body;
  EXPECT_EQ(wallet(third_), "76.66");  // the odd cent
  EXPECT_EQ(table(payer_).result_code(), 34002);  // paid: the table is done
  EXPECT_EQ(points_of(payer_), 233);
  EXPECT_EQ(points_of(friend_), 233);
  EXPECT_EQ(points_of(third_), 233);
}

// A bill of fewer cents than the people sharing it cannot be split equally (a part would be
// nothing): refused with its reason, nothing is split, and the table can still be split in as
// many parts as it has cents.
TEST_F(DineAaApi, SplitEqually_ABillOfFewerCentsThanDinersIsRefusedAndChangesNothing) {
  // An operator's price change (the catalogue's version moves with it): the round costs 4 cents.
  db::open(server_->db_url(), 1)->write([](db::Tx& tx) { tx.exec("UPDATE goods SET price = 1 WHERE goods_id IN (2002, 3001)"); });
  auto refused = start(5);
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(refused.result_code(), 34003);
  EXPECT_EQ(refused.result_msg(), "金額太少，不能平均分攤");
  auto t = table(friend_);
  ASSERT_EQ(t.result_code(), 0) << t.body;
  EXPECT_NE(t.data().at("status").as_string(), "paying");
  EXPECT_TRUE(t.data().at("split").is_null()) << t.body;

  auto four = start(4, "aa-4");
  ASSERT_EQ(four.result_code(), 0) << four.body;
  EXPECT_EQ(four.data().at("payable").as_string(), "0.04");
  EXPECT_EQ(table(friend_).data().at("split").at("partPrice").as_string(), "0.01");
}

// One payment per payer: a second is refused (and charges nothing), more parts than are left
// are refused, and one diner may pay for two.
TEST_F(DineAaApi, SplitEqually_APayerPaysOnceAndNoMorePartsThanAreLeft) {
  ASSERT_EQ(start(3).result_code(), 0);
  ASSERT_EQ(pay(payer_).result_code(), 0);
  auto again = pay(payer_);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.body.find("paid your part") != std::string::npos || again.body.find("你已支付") != std::string::npos, true) << again.body;
  EXPECT_EQ(wallet(payer_), "76.67");
  auto too_many = pay(friend_, 3);
  EXPECT_EQ(too_many.status, 409);
  EXPECT_EQ(wallet(friend_), "100");
  auto two = pay(friend_, 2);  // the friend pays for the third diner too: the rest
  ASSERT_EQ(two.result_code(), 0) << two.body;
  EXPECT_EQ(wallet(friend_), "53.33");
  EXPECT_EQ(table(payer_).result_code(), 34002);
  EXPECT_EQ(points_of(friend_), 467);  // HK$46.67, to the nearest point
}

// Only the diners at the table pay parts: a member elsewhere cannot, even with the order number;
// the payment centre does not pay a split bill whole for anyone.
TEST_F(DineAaApi, SplitEqually_OnlyDinersAtTheTablePayAPart) {
  auto started = start(2);
  ASSERT_EQ(started.result_code(), 0);
  const std::string order_no(started.data().at("order_id").as_string());
  const std::string stranger = server_->member_token("99100009");
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", stranger, {{"Idempotency-Key", "ws"}});
  auto theirs = post("/v1/pay-center/pay", R"({"order_id":")" + order_no + R"(","payType":"wallet"})", stranger);
  EXPECT_EQ(theirs.status, 404) << theirs.body;
  EXPECT_EQ(wallet(stranger), "100");
  // The payment centre under its own name pays a part, not the whole bill.
  auto part = post("/v1/pay-center/pay", R"({"order_id":")" + order_no + R"(","payType":"wallet"})", payer_);
  ASSERT_EQ(part.result_code(), 0) << part.body;
  EXPECT_EQ(wallet(payer_), "65");
  // A share of dishes and an equal split do not mix; nor do people out of range.
  EXPECT_EQ(post("/v1/DinnerOrder/tablePrePay", "{" + table_ + R"(,"people":21})", friend_).status, 400);
}

// Two diners reaching for the last part at once: one pays it, the other is refused and charged nothing.
TEST_F(DineAaApi, SplitEqually_TwoDinersReachingForTheLastPartAtOnceOnePaysIt) {
  ASSERT_EQ(start(2).result_code(), 0);
  ASSERT_EQ(pay(payer_).result_code(), 0);
  std::atomic<int> paid{0}, refused{0};
  std::vector<std::thread> threads;
  for (const auto& who : {friend_, third_}) {
    threads.emplace_back([&, who] {
      auto r = pay(who);
      // The loser hears that every part is taken, or (the bill paid by then) that the table is done.
      if (r.result_code() == 0) ++paid;
      else if (r.status == 409 || r.result_code() == 34002) ++refused;
      else ADD_FAILURE() << r.status << " " << r.body;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(paid.load(), 1);
  EXPECT_EQ(refused.load(), 1);
  const std::string a = wallet(friend_), b = wallet(third_);
  EXPECT_TRUE((a == "65" && b == "100") || (a == "100" && b == "65")) << a << " " << b;
}

// The table's bill cancelled before every part came in: each payer's part goes back to them.
TEST_F(DineAaApi, SplitEqually_ACancelledBillGivesEachPayerTheirPartBack) {
  ASSERT_EQ(start(3).result_code(), 0);
  ASSERT_EQ(pay(friend_).result_code(), 0);
  ASSERT_EQ(pay(third_).result_code(), 0);
  EXPECT_EQ(wallet(friend_), "76.67");
  auto cancelled = post("/v1/DinnerOrder/cancelPayOrder", "{" + table_ + "}", payer_);
  ASSERT_EQ(cancelled.result_code(), 0) << cancelled.body;
  EXPECT_EQ(wallet(friend_), "100");
  EXPECT_EQ(wallet(third_), "100");
  auto reopened = table(payer_);
  EXPECT_EQ(reopened.data().at("status").as_string(), "open");
  EXPECT_TRUE(reopened.data().at("split").is_null());
}

// A card part: pending while the payer is at the gateway (the part is theirs, nobody else's);
// declined, the part is free again and the payer pays it from the wallet.
TEST_F(DineAaApi, SplitEqually_ADeclinedCardPartIsFreeAgainAndNothingElseGoesBack) {
  ASSERT_EQ(start(2).result_code(), 0);
  ASSERT_EQ(pay(payer_).result_code(), 0);
  auto card = pay(friend_, 1, "card");
  ASSERT_EQ(card.result_code(), 0) << card.body;
  const std::string url(card.data().at("payUrl").as_string());
  EXPECT_EQ(pay(third_).status, 409);  // the last part is being paid
  EXPECT_EQ(pay(friend_).status, 409);  // and the friend's card has not answered
  server_->client().request("POST", url + "/decline", "", {});
  ASSERT_TRUE(server_->notified(url));
  EXPECT_EQ(wallet(payer_), "65");  // the payer's part stays paid
  auto after = table(friend_);
  EXPECT_EQ(after.data().at("split").at("taken").as_int64(), 1) << after.body;
  ASSERT_EQ(pay(friend_).result_code(), 0);
  EXPECT_EQ(table(payer_).result_code(), 34002);
}

// A card part approved completes the bill like a wallet part.
TEST_F(DineAaApi, SplitEqually_ACardPartApprovedCompletesTheBill) {
  ASSERT_EQ(start(2).result_code(), 0);
  auto card = pay(friend_, 1, "card");
  ASSERT_EQ(card.result_code(), 0) << card.body;
  const std::string url(card.data().at("payUrl").as_string());
  server_->client().request("POST", url + "/approve", "", {});
  ASSERT_TRUE(server_->notified(url));
  auto mine = table(friend_);
  EXPECT_TRUE(mine.data().at("split").at("yours").at("paid").as_bool()) << mine.body;
  ASSERT_EQ(pay(payer_).result_code(), 0);
  EXPECT_EQ(table(payer_).result_code(), 34002);
  EXPECT_EQ(points_of(friend_), 350);
}

// A refund of a bill paid in parts goes back to each payer in proportion to their part, and each
// loses the points that part earned.
TEST_F(DineAaApi, SplitEqually_ARefundGoesBackToEachPayerInProportion) {
  auto started = start(2);
  ASSERT_EQ(started.result_code(), 0);
  const std::string order_no(started.data().at("order_id").as_string());
  ASSERT_EQ(pay(payer_).result_code(), 0);
  ASSERT_EQ(pay(friend_).result_code(), 0);
  EXPECT_EQ(points_of(friend_), 350);
  const std::string staff = server_->member_token("97000009");
  const int64_t staff_id = server_->client().get("/v1/member/info", {{"auth", staff}}).data().at("id").as_int64();
  server_->client().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(staff_id) + R"(,"sid":1})",
                              {{"X-Admin-Token", kAdmin}});
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + order_no + R"(","reason":"refund_reason_quality"})", payer_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  const std::string refund_no(req.data().at("refund_no").as_string());
  auto decided = post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff);
  ASSERT_EQ(decided.result_code(), 0) << decided.body;
  EXPECT_EQ(wallet(payer_), "100");
  EXPECT_EQ(wallet(friend_), "100");
  EXPECT_EQ(points_of(payer_), 0);
  EXPECT_EQ(points_of(friend_), 0);
}

// While the parts come in the table waits: the pay hold (3 minutes) counts from the last part
// paid, not from the split; a bill left unpaid past it is cancelled and every part goes back.
TEST_F(DineAaApi, SplitEqually_TheHoldCountsFromTheLastPartPaid) {
  ASSERT_EQ(start(2).result_code(), 0);
  server_->set_clock(kMondayNoon + 2 * 60'000);
  ASSERT_EQ(pay(payer_).result_code(), 0);
  server_->set_clock(kMondayNoon + 4 * 60'000);  // 4 minutes after the split, 2 after the part
  EXPECT_EQ(table(friend_).data().at("status").as_string(), "paying");
  EXPECT_EQ(wallet(payer_), "65");
  server_->set_clock(kMondayNoon + 5 * 60'000 + 1000);  // 3 minutes after the part
  auto released = table(friend_);
  EXPECT_EQ(released.data().at("status").as_string(), "open") << released.body;
  EXPECT_EQ(wallet(payer_), "100");
}

}  // namespace qsr::test
