// Table ordering needs people at the table: a QR token alone (a photo of the code) changes nothing;
// a large round waits for a second diner or the staff; a payer who walks away does not hold the
// table for ever; staff reprint a table's code from the console.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class TableSessions : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon,
                                                       .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_TABLE_ROUND_CONFIRM_UNITS", "5"}}});
    server_->client().post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["T1"]})", {{"X-Admin-Token", kAdmin}});
    auto list = server_->client().get("/admin/v1/store/tables?sid=1", {{"X-Admin-Token", kAdmin}});
    for (const auto& t : list.data().at("list").as_array()) {
      if (t.at("table_id").as_string() != "T1") continue;
      std::string url(t.at("url").as_string());
      tk_ = url.substr(url.rfind("&tk=") + 4);
    }
    alice_ = visitor();
    bob_ = visitor();
  }
  std::string visitor() { return std::string(server_->client().post_json("/v1/account/visitor", "{}").data().at("token").as_string()); }
  HttpResult call(const std::string& path, const std::string& extra, const std::string& token) {
    std::map<std::string, std::string> h;
    if (!token.empty()) h["auth"] = token;
    return server_->client().post_json(path, R"({"sid":1,"table_id":"T1","tk":")" + tk_ + "\"" + extra + "}", h);
  }
  HttpResult detail() { return server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=T1&tk=" + tk_); }
  std::unique_ptr<TestServer> server_;
  std::string tk_, alice_, bob_;
};

}  // namespace

TEST_F(TableSessions, TheCodeAloneChangesNothingOnlyDinersWhoJoinedDo) {
  ASSERT_EQ(call("/v1/DinnerOrder/openTable", "", alice_).result_code(), 0);
  // No session at all: a login is needed first.
  EXPECT_EQ(call("/v1/DinnerOrder/addDish", R"(,"goods_id":2002)", "").status, 401);
  // A session that never scanned this table: refused, in the caller's words.
  const std::string stranger = visitor();
  auto refused = call("/v1/DinnerOrder/addDish", R"(,"goods_id":2002)", stranger);
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(refused.result_code(), 34007);
  EXPECT_EQ(refused.result_msg(), "請先掃描枱上的二維碼加入此枱");
  EXPECT_EQ(call("/v1/DinnerOrder/orderDishes", "", stranger).result_code(), 34007);
  EXPECT_EQ(detail().data().at("unconfirmed").as_array().size(), 0u);
  // Alice joined by opening it: she adds and sends.
  ASSERT_EQ(call("/v1/DinnerOrder/addDish", R"(,"goods_id":2002)", alice_).result_code(), 0);
  auto sent = call("/v1/DinnerOrder/orderDishes", "", alice_);
  ASSERT_EQ(sent.result_code(), 0) << sent.body;
  EXPECT_EQ(sent.data().at("round").as_int64(), 1);
}

TEST_F(TableSessions, ALargeRoundWaitsForASecondDinerToConfirmIt) {
  call("/v1/DinnerOrder/openTable", "", alice_);
  call("/v1/DinnerOrder/openTable", "", bob_);
  ASSERT_EQ(call("/v1/DinnerOrder/addDish", R"(,"goods_id":3001,"num":6)", alice_).result_code(), 0);  // above 5
  auto asked = call("/v1/DinnerOrder/orderDishes", "", alice_);
  ASSERT_EQ(asked.result_code(), 0) << asked.body;
  EXPECT_TRUE(asked.data().at("awaitingConfirmation").as_bool());
  EXPECT_TRUE(asked.data().at("askedByYou").as_bool());
  EXPECT_EQ(asked.data().at("round").as_int64(), 0);  // nothing went to the kitchen
  auto seen_by_bob = server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=T1&tk=" + tk_, {{"auth", bob_}});
  EXPECT_FALSE(seen_by_bob.data().at("askedByYou").as_bool());  // Bob's send confirms it
  EXPECT_EQ(call("/v1/DinnerOrder/orderDishes", "", alice_).data().at("round").as_int64(), 0);  // asking again is not confirming
  EXPECT_TRUE(detail().data().at("awaitingConfirmation").as_bool());  // everyone sees it
  auto confirmed = call("/v1/DinnerOrder/orderDishes", "", bob_);
  ASSERT_EQ(confirmed.result_code(), 0) << confirmed.body;
  EXPECT_EQ(confirmed.data().at("round").as_int64(), 1);
  EXPECT_FALSE(confirmed.data().at("awaitingConfirmation").as_bool());
}

TEST_F(TableSessions, ChangingTheDishesVoidsAnAskAndTheStaffCanSendTheRound) {
  call("/v1/DinnerOrder/openTable", "", alice_);
  call("/v1/DinnerOrder/openTable", "", bob_);
  call("/v1/DinnerOrder/addDish", R"(,"goods_id":3001,"num":6)", alice_);
  call("/v1/DinnerOrder/orderDishes", "", alice_);
  // Bob adds more: what Alice asked for is not what Bob would confirm (his answer says so at once).
  auto added = call("/v1/DinnerOrder/addDish", R"(,"goods_id":2002)", bob_);
  EXPECT_FALSE(added.data().at("awaitingConfirmation").as_bool());
  EXPECT_FALSE(detail().data().at("awaitingConfirmation").as_bool());
  auto asked = call("/v1/DinnerOrder/orderDishes", "", bob_);
  EXPECT_TRUE(asked.data().at("awaitingConfirmation").as_bool());
  // The staff of the store send it from the console.
  const std::string staff = server_->member_token("99300001");
  int64_t id = server_->client().get("/v1/member/info", {{"auth", staff}}).data().at("id").as_int64();
  server_->client().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
  // The kitchen's tables view lists the table with its waiting round.
  auto tables = server_->client().get("/v1/console/tables", {{"auth", staff}});
  ASSERT_EQ(tables.data().at("list").as_array().size(), 1u) << tables.body;
  const auto& table = tables.data().at("list").as_array()[0];
  EXPECT_TRUE(table.at("awaitingConfirmation").as_bool());
  auto sent = server_->client().post_json("/v1/console/table/sendRound",
                                          R"({"sessionId":)" + std::to_string(table.at("sessionId").as_int64()) + "}", {{"auth", staff}});
  ASSERT_EQ(sent.result_code(), 0) << sent.body;
  EXPECT_EQ(sent.data().at("round").as_int64(), 1);
  EXPECT_EQ(detail().data().at("unconfirmed").as_array().size(), 0u);
}

TEST_F(TableSessions, APayerWhoWalksAwayReleasesTheTableAfterThreeMinutes) {
  const std::string payer = server_->member_token("99300002");
  call("/v1/DinnerOrder/openTable", "", payer);
  call("/v1/DinnerOrder/openTable", "", alice_);
  call("/v1/DinnerOrder/addDish", R"(,"goods_id":2002)", alice_);
  call("/v1/DinnerOrder/orderDishes", "", alice_);
  auto paying = server_->client().post_json("/v1/DinnerOrder/tablePrePay",
                                            R"({"sid":1,"table_id":"T1","tk":")" + tk_ + R"(","areaCode":"852","phone":"99300002"})",
                                            {{"auth", payer}, {"Idempotency-Key", "p1"}});
  ASSERT_EQ(paying.result_code(), 0) << paying.body;
  const std::string order_no(paying.data().at("order_id").as_string());
  EXPECT_EQ(call("/v1/DinnerOrder/addDish", R"(,"goods_id":3001)", alice_).result_code(), 34004);  // held while paying
  server_->set_clock(kMondayNoon + 2 * 60'000);
  EXPECT_EQ(call("/v1/DinnerOrder/addDish", R"(,"goods_id":3001)", alice_).result_code(), 34004);  // still held
  server_->set_clock(kMondayNoon + 3 * 60'000 + 1000);
  auto after = call("/v1/DinnerOrder/addDish", R"(,"goods_id":3001)", alice_);
  ASSERT_EQ(after.result_code(), 0) << after.body;  // released: the table takes dishes again
  EXPECT_EQ(after.data().at("status").as_string(), "open");
  EXPECT_EQ(after.data().at("rounds").as_array().size(), 1u);  // the round sent is still on the bill
  auto order = server_->client().get("/v1/order/detail?order_id=" + order_no, {{"auth", payer}});
  EXPECT_EQ(order.data().at("status").as_string(), "cancelled");
}

TEST_F(TableSessions, StaffReprintTheirStoresTableCodeFromTheConsole) {
  const std::string staff = server_->member_token("99300003");
  int64_t id = server_->client().get("/v1/member/info", {{"auth", staff}}).data().at("id").as_int64();
  server_->client().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
  auto rotated = server_->client().post_json("/v1/console/table/rotate", R"({"table_id":"T1"})", {{"auth", staff}});
  ASSERT_EQ(rotated.result_code(), 0) << rotated.body;
  std::string url(rotated.data().at("url").as_string());
  EXPECT_EQ(detail().status, 403);  // the old code no longer opens the table
  EXPECT_EQ(server_->client().get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=T1&tk=" + url.substr(url.rfind("&tk=") + 4)).status, 404);
  // A member who is not staff cannot.
  EXPECT_EQ(server_->client().post_json("/v1/console/table/rotate", R"({"table_id":"T1"})", {{"auth", server_->member_token("99300004")}}).status,
            403);
}

}  // namespace qsr::test
