// API tests of table ordering: open a table, rounds of dishes from several people, pay at the end.
#include <gtest/gtest.h>

#include <thread>

#include <boost/json.hpp>

#include "support/coupon_grant.h"
#include "support/live_watch.h"
#include "support/test_server.h"
#include "dine_fixture.h"

namespace qsr::test {

// Paying under the table's names needs a bill being paid: an open table has nothing to pay, and
// asking moves no money.
TEST_F(DineApi, PayingATableBeforeItsBillIsMadeAnswersNothingToPay) {
  ASSERT_EQ(seat("9").result_code(), 0);
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2002})", payer_);
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", payer_, {{"Idempotency-Key", "w9"}});
  auto types = server_->client().get("/v1/DinnerOrder/queryPayType?sid=1&table_id=9&tk=" + tk("9"), {{"auth", payer_}});
  EXPECT_EQ(types.status, 409);
  EXPECT_EQ(types.result_code(), 34002);
  auto paid = post("/v1/DinnerOrder/payForAppOrder", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","payType":"wallet"})", payer_);
  EXPECT_EQ(paid.status, 409);
  EXPECT_EQ(paid.result_code(), 34002);
  auto wallet = server_->client().get("/v1/wallet/balance", {{"auth", payer_}});
  ASSERT_EQ(wallet.result_code(), 0) << wallet.body;
  EXPECT_EQ(wallet.data().at("balance").as_string(), "100");
}

TEST_F(DineApi, TwoRoundsFromTwoPeopleThenOnePaysForTheTable) {
  ASSERT_EQ(seat("7").result_code(), 0);
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","goods_id":2002})", visitor_).result_code(), 0);
  auto fries = post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","pluno":3001,"num":1})", payer_);
  ASSERT_EQ(fries.result_code(), 0) << fries.body;
  bool raised = false;
  for (const auto& l : fries.data().at("unconfirmed").as_array()) {
    if (l.at("goods_id").as_int64() == 3001) raised = l.at("num").as_int64() == 2;  // below the minimum: raised to it
  }
  EXPECT_TRUE(raised);
  auto first = post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"("})", payer_);
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(first.data().at("round").as_int64(), 1);
  EXPECT_EQ(first.data().at("unconfirmed").as_array().size(), 0u);
  EXPECT_EQ(post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"("})").result_code(), 34003);
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","goods_id":2001,"option_id":200101,"attrs":[11]})", visitor_);
  auto second = post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"("})");
  EXPECT_EQ(second.data().at("round").as_int64(), 2);
  EXPECT_EQ(second.data().at("rounds").as_array().size(), 2u);
  EXPECT_EQ(second.data().at("price").as_string(), "71");  // 17 + 36 + 18, no box fees when eating in

  EXPECT_EQ(post("/v1/DinnerOrder/tablePrePay", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","areaCode":"852","phone":"99100001"})", visitor_,
                 {{"Idempotency-Key", "t7"}}).status, 401);  // paying needs a member
  auto order = post("/v1/DinnerOrder/tablePrePay", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","areaCode":"852","phone":"99100001"})", payer_,
                    {{"Idempotency-Key", "t7"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  EXPECT_EQ(order.data().at("order_type").as_int64(), 3);
  EXPECT_EQ(order.data().at("table_no").as_string(), "7");
  EXPECT_EQ(order.data().at("payable").as_string(), "71");
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","goods_id":2002})", visitor_).result_code(), 34004);
  // While it is being paid everyone at the table still sees the bill.
  auto paying = server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=7&tk=" + tk("7") + "&tk=" + tk("7"));
  EXPECT_EQ(paying.data().at("status").as_string(), "paying");
  EXPECT_EQ(paying.data().at("rounds").as_array().size(), 2u) << paying.body;
  EXPECT_EQ(paying.data().at("price").as_string(), "71");
  std::string no(order.data().at("order_id").as_string());
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", payer_, {{"Idempotency-Key", "w"}});
  // The table's names for the payment centre: pay types, then pay, with the order named by the table.
  auto types = server_->client().get("/v1/DinnerOrder/queryPayType?sid=1&table_id=7&tk=" + tk("7") + "&tk=" + tk("7"), {{"auth", payer_}});
  ASSERT_EQ(types.result_code(), 0) << types.body;
  EXPECT_EQ(types.data().at("order_id").as_string(), no);
  EXPECT_EQ(types.data().at("payable").as_string(), "71");
  ASSERT_EQ(post("/v1/DinnerOrder/payForAppOrder", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","payType":"wallet"})", payer_).result_code(), 0);
  // Paid: the table is free for the next party.
  EXPECT_EQ(server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=7&tk=" + tk("7") + "&tk=" + tk("7")).result_code(), 34002);
  auto fresh = post("/v1/DinnerOrder/openTable", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"("})");
  EXPECT_EQ(fresh.data().at("rounds").as_array().size(), 0u);
}

TEST_F(DineApi, CancellingThePaymentReopensTheTableWithItsRounds) {
  seat("8");
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","goods_id":2002})");
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"("})");
  ASSERT_EQ(post("/v1/DinnerOrder/tablePrePay", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","areaCode":"852","phone":"99100001"})", payer_,
                 {{"Idempotency-Key", "t8"}}).result_code(), 0);
  auto reopened = post("/v1/DinnerOrder/cancelPayOrder", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"("})", payer_);
  ASSERT_EQ(reopened.result_code(), 0) << reopened.body;
  EXPECT_EQ(reopened.data().at("status").as_string(), "open");
  EXPECT_EQ(reopened.data().at("rounds").as_array().size(), 1u);
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","goods_id":3001})").result_code(), 0);
}

TEST_F(DineApi, ATableHasOneOpenSessionHoweverManyScanAtOnce) {
  // The code's token is read before the threads start: tk() fills the fixture's map on first use,
  // and ten threads filling it at once corrupted the test's heap.
  const std::string code = tk("7");
  std::vector<std::thread> threads;
  std::atomic<int> ok{0};
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&] {
      if (post("/v1/DinnerOrder/openTable", R"({"sid":1,"table_id":"7","tk":")" + code + R"("})").result_code() == 0) ++ok;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 10);
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","goods_id":2002})");
  auto detail = server_->client().get("/v1/DinnerOrder/unconfirmOrderList?sid=1&table_id=7&tk=" + tk("7") + "&tk=" + tk("7"));
  EXPECT_EQ(detail.data().at("list").as_array().size(), 1u);  // everyone sees the one table list
  EXPECT_EQ(post("/v1/DinnerOrder/openTable", R"({"sid":1,"table_id":"99","tk":")" + tk("7") + R"("})").status, 404);  // no such table
  EXPECT_EQ(server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=8&tk=" + tk("8") + "&tk=" + tk("8")).result_code(), 34002);
}

TEST_F(DineApi, ADishMemoKeepsOtherwiseIdenticalDishesApartAndReachesTheOrder) {
  ASSERT_EQ(seat("9").result_code(), 0);
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2001,"option_id":200101,"attrs":[11],"memo":"走冰"})", payer_);
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2001,"option_id":200101,"attrs":[11],"memo":"走冰"})", visitor_);
  auto table = post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2001,"option_id":200101,"attrs":[11]})", payer_);
  const auto& lines = table.data().at("unconfirmed").as_array();
  ASSERT_EQ(lines.size(), 2u) << table.body;  // the two "走冰" merged; the plain one stands apart
  int64_t iced = 0;
  for (const auto& l : lines) {
    if (l.at("memo").as_string() == "走冰") iced = l.at("num").as_int64();
  }
  EXPECT_EQ(iced, 2);
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2001,"option_id":200101,"attrs":[11],"memo":"一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十多"})", payer_).status, 400);
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"("})", payer_);
  auto order = post("/v1/DinnerOrder/tablePrePay", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","areaCode":"852","phone":"99100001"})", payer_,
                    {{"Idempotency-Key", "t9"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  auto detail = server_->client().get("/v1/order/detail?order_id=" + std::string(order.data().at("order_id").as_string()),
                                      {{"auth", payer_}});
  bool memo_kept = false;
  for (const auto& l : detail.data().at("lines").as_array()) memo_kept = memo_kept || l.at("memo").as_string() == "走冰";
  EXPECT_TRUE(memo_kept) << detail.body;
}

TEST_F(DineApi, EveryoneAtTheTableHearsOfEachChangeLive) {
  ASSERT_EQ(seat("8").result_code(), 0);
  LiveWatch watch(server_->port(), "", "table:" + tk("8"));  // a visitor's phone at the table: no login
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","goods_id":2002})", payer_);
  auto event = watch.next();
  EXPECT_EQ(event.at("data").at("type").as_string(), "table-changed");
  EXPECT_EQ(event.at("data").at("tableNo").as_string(), "8");
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"("})", visitor_);
  EXPECT_EQ(watch.next().at("data").at("type").as_string(), "table-ordered");
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(DineApi, Kitchen_EachRoundReachesTheConsoleWhenSentAndAPaidTableFinishesOnceEveryRoundIsServed) {
  std::string staff = server_->member_token("99100009");
  int64_t staff_id = server_->client().get("/v1/member/info", {{"auth", staff}}).data().at("id").as_int64();
  post("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(staff_id) + R"(,"sid":1})", "", {{"X-Admin-Token", kAdmin}});
  std::string other_store = server_->member_token("99100008");
  int64_t other_id = server_->client().get("/v1/member/info", {{"auth", other_store}}).data().at("id").as_int64();
  post("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(other_id) + R"(,"sid":2})", "", {{"X-Admin-Token", kAdmin}});
  LiveWatch console(server_->port(), staff, "store-orders:1");

  seat("7");
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","goods_id":2002,"memo":"走冰"})", visitor_);
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"("})", visitor_);
  auto sent = console.next().at("data");
  EXPECT_EQ(sent.at("type").as_string(), "table-round") << sent;
  EXPECT_TRUE(sent.at("sessionId").is_int64());
  EXPECT_EQ(sent.at("tableNo").as_string(), "7");
  EXPECT_EQ(sent.at("round").as_int64(), 1);
  // Before anyone pays, the kitchen has the round with its memo.
  auto tables = server_->client().get("/v1/console/tables", {{"auth", staff}});
  ASSERT_EQ(tables.data().at("total").as_int64(), 1) << tables.body;
  const auto& table = tables.data().at("list").as_array()[0];
  const int64_t session = table.at("sessionId").as_int64();
  ASSERT_EQ(table.at("rounds").as_array().size(), 1u);
  const auto& round1 = table.at("rounds").as_array()[0];
  EXPECT_TRUE(round1.at("servedAt").is_null());
  EXPECT_EQ(round1.at("items").as_array()[0].at("memo").as_string(), "走冰");
  EXPECT_EQ(server_->client().get("/v1/console/tables", {{"auth", other_store}}).data().at("total").as_int64(), 0);
  EXPECT_EQ(server_->client().get("/v1/console/tables", {{"auth", payer_}}).status, 403);

  // Round 1 served; round 2 sent; then the table pays.
  auto serve = [&](int64_t round, const std::string& token) {
    return post("/v1/console/table/serve", R"({"sessionId":)" + std::to_string(session) + R"(,"round":)" + std::to_string(round) + "}", token);
  };
  EXPECT_EQ(serve(1, other_store).result_code(), 34005);  // another store's staff
  ASSERT_EQ(serve(1, staff).result_code(), 0);
  EXPECT_EQ(serve(1, staff).result_code(), 34005);  // served already
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","goods_id":3001})", visitor_);
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"("})", visitor_);
  auto order = post("/v1/DinnerOrder/tablePrePay", R"({"sid":1,"table_id":"7","tk":")" + tk("7") + R"(","areaCode":"852","phone":"99100001"})", payer_,
                    {{"Idempotency-Key", "k7"}});
  std::string no(order.data().at("order_id").as_string());
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", payer_, {{"Idempotency-Key", "w"}});
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", payer_).result_code(), 0);
  // Paid with a round still cooking: the order is in production (nobody has to accept it again),
  // and the kitchen still shows the table until its last round is served.
  auto detail = [&] { return server_->client().get("/v1/order/detail?order_id=" + no, {{"auth", payer_}}).data(); };
  EXPECT_EQ(detail().at("status").as_string(), "in_production");
  auto still = server_->client().get("/v1/console/tables", {{"auth", staff}}).data().at("list").as_array();
  ASSERT_EQ(still.size(), 1u);
  EXPECT_EQ(still[0].at("status").as_string(), "closed");
  EXPECT_EQ(still[0].at("order").at("status").as_string(), "in_production");
  EXPECT_EQ(still[0].at("rounds").as_array()[1].at("items").as_array().size(), 1u);  // the paid round still lists its dish
  // The kitchen cooks it from the tables view: the orders list does not show it a second time.
  EXPECT_EQ(server_->client().get("/v1/console/orders", {{"auth", staff}}).data().at("total").as_int64(), 0);
  ASSERT_EQ(serve(2, staff).result_code(), 0);
  EXPECT_EQ(detail().at("status").as_string(), "finished");
  EXPECT_EQ(server_->client().get("/v1/console/tables", {{"auth", staff}}).data().at("total").as_int64(), 0);
}

TEST_F(DineApi, Kitchen_ATablePaidAfterEverythingWasServedIsFinishedAtOnce) {
  std::string staff = server_->member_token("99100009");
  int64_t staff_id = server_->client().get("/v1/member/info", {{"auth", staff}}).data().at("id").as_int64();
  post("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(staff_id) + R"(,"sid":1})", "", {{"X-Admin-Token", kAdmin}});
  seat("8");
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","goods_id":2002})", visitor_);
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"("})", visitor_);
  int64_t session = server_->client().get("/v1/console/tables", {{"auth", staff}}).data().at("list").as_array()[0].at("sessionId").as_int64();
  post("/v1/console/table/serve", R"({"sessionId":)" + std::to_string(session) + R"(,"round":1})", staff);
  // The customers see it served.
  auto table = server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=8&tk=" + tk("8") + "&tk=" + tk("8"));
  EXPECT_TRUE(table.data().at("rounds").as_array()[0].at("servedAt").is_int64()) << table.body;
  auto order = post("/v1/DinnerOrder/tablePrePay", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","areaCode":"852","phone":"99100001"})", payer_,
                    {{"Idempotency-Key", "k8"}});
  std::string no(order.data().at("order_id").as_string());
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", payer_, {{"Idempotency-Key", "w"}});
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", payer_);
  EXPECT_EQ(server_->client().get("/v1/order/detail?order_id=" + no, {{"auth", payer_}}).data().at("status").as_string(), "finished");
}

TEST_F(DineApi, TheSpecsOtherTableNamesAnswerWhatTheirCallsAnswer) {
  seat("7");
  auto two = server_->client().get("/v1/DinnerOrder/queryTableDetail2?sid=1&table_id=7&tk=" + tk("7") + "&tk=" + tk("7"));
  EXPECT_EQ(two.data().at("tableNo").as_string(), "7") << two.body;
  auto shop = server_->client().get("/v1/DinnerOrder/queryShopInfo?sid=1");
  EXPECT_EQ(shop.data().at("sid").as_int64(), 1) << shop.body;
  // The dine-in menu: no box fees when eating in.
  auto menu = server_->client().get("/v1/DinnerOrder/queryGoodList?sid=1");
  ASSERT_EQ(menu.result_code(), 0) << menu.body;
  EXPECT_EQ(menu.body, server_->client().get("/v1/goods/store/goods/index?sid=1&orderType=3").body);
  auto pay = server_->client().get("/v1/DinnerOrder/shopPayConfig?sid=1");
  ASSERT_EQ(pay.result_code(), 0) << pay.body;
  EXPECT_EQ(pay.data().at("list").as_array()[0].as_string(), "wallet");
  EXPECT_EQ(server_->client().get("/v1/DinnerOrder/shopPayConfig?sid=999").status, 404);
}

TEST_F(DineApi, ChangingADishesMemoKeepsItAndMergesItWithTheSameDishAndMemo) {
  seat("9");
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2001,"option_id":200101,"attrs":[11],"memo":"走冰"})", payer_);
  auto table = post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","goods_id":2001,"option_id":200101,"attrs":[11]})", payer_);
  int64_t plain = 0;
  for (const auto& l : table.data().at("unconfirmed").as_array()) {
    if (l.at("memo").as_string().empty()) plain = l.at("id").as_int64();
  }
  ASSERT_NE(plain, 0) << table.body;
  auto renamed = post("/v1/DinnerOrder/updateDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","lineId":)" + std::to_string(plain) + R"(,"memo":"走冰"})", payer_);
  ASSERT_EQ(renamed.result_code(), 0) << renamed.body;
  const auto& lines = renamed.data().at("unconfirmed").as_array();
  ASSERT_EQ(lines.size(), 1u) << renamed.body;  // one dish of two, both 走冰
  EXPECT_EQ(lines[0].at("num").as_int64(), 2);
  int64_t line = lines[0].at("id").as_int64();
  auto noted = post("/v1/DinnerOrder/updateDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","lineId":)" + std::to_string(line) + R"(,"memo":"少甜"})", payer_);
  EXPECT_EQ(noted.data().at("unconfirmed").as_array()[0].at("memo").as_string(), "少甜");
  EXPECT_EQ(post("/v1/DinnerOrder/updateDish", R"({"sid":1,"table_id":"9","tk":")" + tk("9") + R"(","lineId":)" + std::to_string(line) +
                                                   R"(,"memo":"一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十多"})", payer_).status, 400);
}

TEST_F(DineApi, Points_ThePayerSeesTheirPointsOfferForTheTableAndPaysPartWithThem) {
  // 10 points a dollar: one paid order of HK$18 earns 180 (100 points = HK$1).
  ASSERT_EQ(server_->client().post_json("/admin/v1/points/rule",
                                        R"({"payMoney":"1","point":10,"validityDays":365,"redeemPoints":100,"redeemMoney":"1",)"
                                        R"("redeemMaxPercent":50,"redeemMinCash":"1","redeemMaxPerOrder":5000})",
                                        {{"X-Admin-Token", kAdmin}}).result_code(), 0);
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", payer_, {{"Idempotency-Key", "w"}});
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", payer_);
  auto first = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"99100001"})", payer_, {{"Idempotency-Key", "o1"}});
  post("/v1/pay-center/pay", R"({"order_id":")" + std::string(first.data().at("order_id").as_string()) + R"(","payType":"wallet"})", payer_);
  ASSERT_EQ(seat("8").result_code(), 0);
  post("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"(","goods_id":2002})", visitor_);
  post("/v1/DinnerOrder/orderDishes", R"({"sid":1,"table_id":"8","tk":")" + tk("8") + R"("})", payer_);
  const std::string table = R"("sid":1,"table_id":"8","tk":")" + tk("8") + R"(")";
  auto offer = post("/v1/DinnerOrder/tableConfirm", "{" + table + "}", payer_);
  ASSERT_EQ(offer.result_code(), 0) << offer.body;
  EXPECT_TRUE(offer.data().at("points").at("usable").as_bool()) << offer.body;
  EXPECT_EQ(offer.data().at("points").at("points").as_int64(), 100);
  EXPECT_EQ(post("/v1/DinnerOrder/tableConfirm", "{" + table + "}", visitor_).status, 401);  // paying needs a member
  auto order = post("/v1/DinnerOrder/tablePrePay", "{" + table + R"(,"areaCode":"852","phone":"99100001","usePoints":true})", payer_,
                    {{"Idempotency-Key", "t8"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  EXPECT_EQ(order.data().at("payable").as_string(), "16");  // HK$17 less HK$1 of points
  auto points = server_->client().get("/v1/member/point/summary", {{"auth", payer_}});
  EXPECT_EQ(points.data().at("points").as_int64(), 80);
}

TEST_F(DineApi, Coupons_TheTablesBillTakesThePayersCouponsThroughTheCheckoutsCouponPathUnderBothNames) {
  const std::string code =
      grant_coupon(*server_, kAdmin, payer_, R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"couponValue":"5"}})");
  ASSERT_FALSE(code.empty());
  ASSERT_EQ(seat("9").result_code(), 0);
  const std::string table = R"("sid":1,"table_id":"9","tk":")" + tk("9") + R"(")";
  post("/v1/DinnerOrder/addDish", "{" + table + R"(,"goods_id":2002,"num":2})", visitor_);
  post("/v1/DinnerOrder/orderDishes", "{" + table + "}", payer_);
  // Priced for the payer: the best coupon chosen for them, under the second family's name too.
  auto priced = post("/v1/table_order/confirm", "{" + table + "}", payer_);
  ASSERT_EQ(priced.result_code(), 0) << priced.body;
  EXPECT_EQ(priced.data().at("payable").as_string(), "29") << priced.body;  // two lemon teas HK$34 less HK$5
  // Declined, the bill is whole; an unknown code is refused and the table stays open to pay.
  EXPECT_EQ(post("/v1/DinnerOrder/tableConfirm", "{" + table + R"(,"couponCodes":[]})", payer_).data().at("payable").as_string(), "34");
  EXPECT_EQ(post("/v1/table_order/submit", "{" + table + R"(,"areaCode":"852","phone":"99100001","couponCodes":["NOPE"]})", payer_,
                 {{"Idempotency-Key", "t9x"}}).status,
            400);
  auto order = post("/v1/table_order/submit", "{" + table + R"(,"areaCode":"852","phone":"99100001","couponCodes":[")" + code + R"("]})", payer_,
                    {{"Idempotency-Key", "t9"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  EXPECT_EQ(order.data().at("payable").as_string(), "29");
}

TEST_F(DineBreakfastApi, MealSets_ATableOrdersASetWithItsChoicesWhichReachTheKitchenAndTheOrder) {
  ASSERT_EQ(seat("7").result_code(), 0);
  const std::string table = R"("sid":1,"table_id":"7","tk":")" + tk("7") + R"(")";
  // The set's groups as the dine-in menu offers them (queryPackage).
  auto set = server_->client().get("/v1/DinnerOrder/queryPackage?sid=1&goods_id=4001", {{"auth", visitor_}});
  ASSERT_EQ(set.result_code(), 0) << set.body;
  EXPECT_EQ(set.data().at("goods_id").as_int64(), 4001) << set.body;
  // A set without its drink is refused and adds nothing; with its choices (the cart's forms) it is one line.
  EXPECT_EQ(post("/v1/DinnerOrder/addDish", "{" + table + R"(,"goods_id":4001,"package":[{"group_id":1,"goods_id":9002}]})").result_code(), 30010);
  auto added = post("/v1/DinnerOrder/addDish", "{" + table + R"(,"goods_id":4001,"package":"1:9002:0,2:2001:200102"})");
  ASSERT_EQ(added.result_code(), 0) << added.body;
  const auto& lines = added.data().at("unconfirmed").as_array();
  ASSERT_EQ(lines.size(), 1u) << added.body;
  EXPECT_EQ(lines[0].at("price").as_string(), "48");  // 42 + 3 (luncheon meat) + 3 (the other drink)
  EXPECT_EQ(lines[0].at("packageNames").as_array().size(), 2u) << added.body;
  ASSERT_EQ(post("/v1/DinnerOrder/orderDishes", "{" + table + "}", payer_).result_code(), 0);
  auto order = post("/v1/DinnerOrder/tablePrePay", "{" + table + R"(,"areaCode":"852","phone":"99100001"})", payer_, {{"Idempotency-Key", "set7"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  EXPECT_EQ(order.data().at("payable").as_string(), "48") << order.body;
}

TEST_F(DineApi, OrderCache_TheTableAnOrderPaysForIsShownToItsPayerAndDinersOnly) {
  ASSERT_EQ(seat("8").result_code(), 0);
  const std::string table = R"("sid":1,"table_id":"8","tk":")" + tk("8") + R"(")";
  post("/v1/DinnerOrder/addDish", "{" + table + R"(,"goods_id":2002})", visitor_);
  post("/v1/DinnerOrder/orderDishes", "{" + table + "}", payer_);
  auto order = post("/v1/DinnerOrder/tablePrePay", "{" + table + R"(,"areaCode":"852","phone":"99100001"})", payer_, {{"Idempotency-Key", "c8"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  const std::string no(order.data().at("order_id").as_string());
  auto get = [&](const std::string& path, const std::string& token) { return server_->client().get(path, {{"auth", token}}); };
  auto by_payer = get("/v1/DinnerOrder/cache/" + no, payer_);
  ASSERT_EQ(by_payer.result_code(), 0) << by_payer.body;
  EXPECT_EQ(by_payer.data().at("tableNo").as_string(), "8") << by_payer.body;
  EXPECT_EQ(get("/v1/DinnerOrder/cache/orderNo?orderNo=" + no, visitor_).result_code(), 0);  // a diner at the table
  // Someone not at the table, and an order that is not a table's, are not found.
  const std::string stranger = server_->member_token("99100002");
  EXPECT_EQ(get("/v1/DinnerOrder/cache/" + no, stranger).status, 404);
  EXPECT_EQ(get("/v1/DinnerOrder/cache/NOSUCHORDER", payer_).status, 404);
}

}  // namespace qsr::test
