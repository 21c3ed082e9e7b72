// API tests of splitting a table's bill: each diner pays for some dishes as an order of their own
// (their coupons, member prices and points); the last pays the rest, or the table closes when
// nothing is left; two diners never pay for the same dish.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "dine_fixture.h"

namespace qsr::test {

namespace {

class DineSplitApi : public DineApi {
 protected:
  void SetUp() override {
    DineApi::SetUp();
    friend_ = server_->member_token("99100002");
    table_ = R"("sid":1,"table_id":"7","tk":")" + tk("7") + R"(")";
    seat("7");
    post("/v1/DinnerOrder/openTable", "{" + table_ + "}", friend_);
    // One round: two lemon teas (HK$17 each) and two fries (HK$18 each): HK$70.
    post("/v1/DinnerOrder/addDish", "{" + table_ + R"(,"goods_id":2002,"num":2})", visitor_);
    post("/v1/DinnerOrder/addDish", "{" + table_ + R"(,"goods_id":3001,"num":2})", visitor_);
    EXPECT_EQ(post("/v1/DinnerOrder/orderDishes", "{" + table_ + "}", payer_).result_code(), 0);
    for (const auto& phone : {payer_, friend_}) {
      post("/v1/dev/wallet/topup", R"({"amount":"100"})", phone, {{"Idempotency-Key", "w" + phone.substr(0, 8)}});
    }
  }
  HttpResult table() { return server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=7&tk=" + tk("7"), {{"auth", payer_}}); }
  // The table's line of a dish, as the table page shows it (the round's items).
  int64_t line_of(int64_t goods_id) {
    auto t = table();
    for (const auto& round : t.data().at("rounds").as_array()) {
      for (const auto& item : round.at("items").as_array()) {
        if (item.at("goods_id").as_int64() == goods_id && !item.as_object().contains("share")) return item.at("id").as_int64();
      }
    }
    return 0;
  }
  std::string share(int64_t line, int64_t num) {
    return R"(,"lines":[{"lineId":)" + std::to_string(line) + R"(,"num":)" + std::to_string(num) + "}]";
  }
  HttpResult pre_pay(const std::string& who, const std::string& phone, const std::string& lines, const std::string& key) {
    return post("/v1/DinnerOrder/tablePrePay", "{" + table_ + R"(,"areaCode":"852","phone":")" + phone + "\"" + lines + "}", who,
                {{"Idempotency-Key", key}});
  }
  HttpResult pay(const std::string& who) {
    return post("/v1/DinnerOrder/payForAppOrder", "{" + table_ + R"(,"payType":"wallet"})", who);
  }
  int64_t points_of(const std::string& who) {
    auto p = server_->client().get("/v1/member/point/summary", {{"auth", who}});
    return p.data().at("points").as_int64();
  }
  std::string friend_, table_;
};

}  // namespace

// Each diner's share is priced and paid as their own order; the whole-table payer waits while a
// share is unpaid, then pays only the rest; each payer earns their own points.
TEST_F(DineSplitApi, SplitBill_EachDinerPaysTheirDishesAndEarnsTheirPointsThenTheLastPaysTheRest) {
  ASSERT_EQ(server_->client().post_json("/admin/v1/points/rule",
                                        R"({"payMoney":"1","point":10,"validityDays":365,"redeemPoints":100,"redeemMoney":"1",)"
                                        R"("redeemMaxPercent":50,"redeemMinCash":"1","redeemMaxPerOrder":5000})",
                                        {{"X-Admin-Token", kAdmin}}).result_code(), 0);
  const int64_t tea = line_of(2002), fries = line_of(3001);
  ASSERT_GT(tea, 0);
  ASSERT_GT(fries, 0);
  auto priced = post("/v1/DinnerOrder/tableConfirm", "{" + table_ + share(tea, 1) + "}", friend_);
  ASSERT_EQ(priced.result_code(), 0) << priced.body;
  EXPECT_EQ(priced.data().at("payable").as_string(), "17");

  auto mine = pre_pay(friend_, "99100002", share(tea, 1), "s1");
  ASSERT_EQ(mine.result_code(), 0) << mine.body;
  EXPECT_EQ(mine.data().at("payable").as_string(), "17");
  EXPECT_EQ(mine.data().at("table_no").as_string(), "7");
  auto split = table();
  EXPECT_EQ(split.data().at("status").as_string(), "open");
  EXPECT_EQ(split.data().at("price").as_string(), "53");  // what is left: one tea and two fries
  EXPECT_EQ(split.data().at("sharesPrice").as_string(), "17");
  ASSERT_EQ(split.data().at("shares").as_array().size(), 1u) << split.body;
  EXPECT_FALSE(split.data().at("shares").at(0).at("yours").as_bool());  // the payer reads: a friend's share
  EXPECT_FALSE(split.data().at("shares").at(0).as_object().contains("orderNo"));

  // While the friend has not paid, nobody takes the whole table.
  auto whole_too_soon = pre_pay(payer_, "99100001", "", "t1");
  EXPECT_EQ(whole_too_soon.status, 409);
  EXPECT_EQ(whole_too_soon.result_code(), 34004);

  // The friend pays their share under the table's names: the payment centre pays their order.
  auto paid = pay(friend_);
  ASSERT_EQ(paid.result_code(), 0) << paid.body;
  EXPECT_EQ(points_of(friend_), 170);
  auto after = table();
  EXPECT_TRUE(after.data().at("shares").at(0).at("paid").as_bool());
  EXPECT_EQ(after.data().at("status").as_string(), "open");

  // The payer pays the rest: one tea and the fries, not the friend's tea again.
  auto rest = pre_pay(payer_, "99100001", "", "t2");
  ASSERT_EQ(rest.result_code(), 0) << rest.body;
  EXPECT_EQ(rest.data().at("payable").as_string(), "53");
  ASSERT_EQ(pay(payer_).result_code(), 0);
  EXPECT_EQ(points_of(payer_), 530);
  EXPECT_EQ(table().result_code(), 34002);  // the table is done
}

// When the shares cover every dish, the table closes with the last share's payment.
TEST_F(DineSplitApi, SplitBill_ATableWhoseDishesAreAllPaidInSharesCloses) {
  const int64_t tea = line_of(2002), fries = line_of(3001);
  ASSERT_EQ(pre_pay(friend_, "99100002", share(tea, 2), "s1").result_code(), 0);
  ASSERT_EQ(pre_pay(payer_, "99100001", share(fries, 2), "s2").result_code(), 0);
  ASSERT_EQ(pay(friend_).result_code(), 0);
  EXPECT_EQ(table().data().at("status").as_string(), "open");  // the fries are not paid yet
  ASSERT_EQ(pay(payer_).result_code(), 0);
  EXPECT_EQ(table().result_code(), 34002);
}

// Two diners choosing the same dish at once: one order takes it, the other is refused and
// charged nothing.
TEST_F(DineSplitApi, SplitBill_TwoDinersPayingForTheSameDishAtOnceOneGetsIt) {
  const int64_t tea = line_of(2002);
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 2; ++i) {
    racers.emplace_back([&, i] {
      auto r = pre_pay(i == 0 ? payer_ : friend_, i == 0 ? "99100001" : "99100002", share(tea, 2), "race" + std::to_string(i));
      if (r.result_code() == 0) ++ok;
      else if (r.status == 409) ++refused;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(ok.load(), 1);
  EXPECT_EQ(refused.load(), 1);
  EXPECT_EQ(table().data().at("price").as_string(), "36");  // the fries are left
}

// A share the diner cancels (or leaves unpaid) gives its dishes back to the table.
TEST_F(DineSplitApi, SplitBill_ACancelledShareGivesItsDishesBackToTheTable) {
  const int64_t tea = line_of(2002);
  ASSERT_EQ(pre_pay(friend_, "99100002", share(tea, 1), "s1").result_code(), 0);
  auto back = post("/v1/DinnerOrder/cancelPayOrder", "{" + table_ + "}", friend_);
  ASSERT_EQ(back.result_code(), 0) << back.body;
  EXPECT_EQ(back.data().at("price").as_string(), "70");
  EXPECT_EQ(back.data().at("shares").as_array().size(), 0u);
  // Nothing is held: the whole table can be paid again.
  EXPECT_EQ(pre_pay(payer_, "99100001", "", "t1").data().at("payable").as_string(), "70");
}

// A share is one order however often its request is retried; more units than the table has,
// or lines that are not the table's, are refused and change nothing.
TEST_F(DineSplitApi, SplitBill_ARetriedShareIsOneOrderAndBadLinesAreRefused) {
  const int64_t tea = line_of(2002);
  auto first = pre_pay(friend_, "99100002", share(tea, 1), "s1");
  auto again = pre_pay(friend_, "99100002", share(tea, 1), "s1");
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(again.data().at("order_id").as_string(), first.data().at("order_id").as_string());
  EXPECT_EQ(table().data().at("price").as_string(), "53");
  EXPECT_EQ(pre_pay(payer_, "99100001", share(tea, 2), "s2").status, 409);  // one tea is left
  EXPECT_EQ(pre_pay(payer_, "99100001", share(999999, 1), "s3").status, 409);
  for (const std::string& bad : {std::string(R"(,"lines":[])"), std::string(R"(,"lines":[{"lineId":1,"num":0}])"),
                                 std::string(R"(,"lines":"all")"), share(tea, 1000)}) {
    auto r = pre_pay(payer_, "99100001", bad, "bad");
    EXPECT_EQ(r.status, 400) << bad << r.body;
  }
  EXPECT_EQ(table().data().at("price").as_string(), "53");
}

// The kitchen still sees the dishes of paid shares, and a paid share finishes when every round
// is served.
TEST_F(DineSplitApi, SplitBill_PaidSharesReachTheKitchenAndFinishWhenTheirRoundsAreServed) {
  const int64_t tea = line_of(2002);
  auto mine = pre_pay(friend_, "99100002", share(tea, 2), "s1");
  ASSERT_EQ(pay(friend_).result_code(), 0);
  const std::string staff = server_->member_token("99100009");
  const int64_t staff_id = server_->client().get("/v1/member/info", {{"auth", staff}}).data().at("id").as_int64();
  post("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(staff_id) + R"(,"sid":1})", "", {{"X-Admin-Token", kAdmin}});
  auto tables = server_->client().get("/v1/console/tables", {{"auth", staff}});
  ASSERT_EQ(tables.result_code(), 0) << tables.body;
  int64_t dishes = 0, session = 0;
  const auto list = tables.data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u) << tables.body;
  session = list[0].at("sessionId").as_int64();
  const auto items = list[0].at("rounds").as_array()[0].at("items").as_array();
  for (const auto& item : items) dishes += item.at("num").as_int64();
  EXPECT_EQ(dishes, 4);  // two teas in the friend's share, two fries still on the table
  const std::string order_no(mine.data().at("order_id").as_string());
  auto order = [&] { return server_->client().get("/v1/order/detail?order_id=" + order_no, {{"auth", friend_}}); };
  const auto cooking = order();
  EXPECT_EQ(cooking.data().at("status").as_string(), "in_production") << cooking.body;
  // Staff do not accept it again: the tables view has its dishes, the orders list does not.
  EXPECT_EQ(server_->client().get("/v1/console/orders", {{"auth", staff}}).data().at("total").as_int64(), 0);
  ASSERT_EQ(post("/v1/console/table/serve", R"({"sessionId":)" + std::to_string(session) + R"(,"round":1})", staff).result_code(), 0);
  const auto finished = order();
  EXPECT_EQ(finished.data().at("status").as_string(), "finished") << finished.body;
}

// A member at the table (the seed's tableInputVip) joins it as themselves; a visitor is asked to
// sign in.
TEST_F(DineSplitApi, TableInputVip_AMemberJoinsTheTableAsThemselvesAndAVisitorIsAskedToSignIn) {
  EXPECT_EQ(post("/v1/DinnerOrder/tableInputVip", "{" + table_ + "}", visitor_).status, 401);
  const std::string third = server_->member_token("99100003");
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", "{" + table_ + R"(,"goods_id":2002})", third).result_code(), 34007);
  auto joined = post("/v1/DinnerOrder/tableInputVip", "{" + table_ + "}", third);
  ASSERT_EQ(joined.result_code(), 0) << joined.body;
  EXPECT_EQ(joined.data().at("tableNo").as_string(), "7");
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", "{" + table_ + R"(,"goods_id":2002})", third).result_code(), 0);
}

}  // namespace qsr::test
