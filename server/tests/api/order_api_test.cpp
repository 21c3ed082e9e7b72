// API tests of checkout, wallet payment and the order lifecycle on the fixture brand.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "db/db.h"
#include "support/live_watch.h"
#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class OrderApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("91000001");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token,
                  std::map<std::string, std::string> headers = {}) {
    headers["auth"] = token;
    return http().post_json(path, body, headers);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  void add_to_cart(const std::string& token, const std::string& fields, int sid = 1, int type = 2) {
    auto r = post("/v1/cart/add", R"({"sid":)" + std::to_string(sid) + R"(,"orderType":)" + std::to_string(type) + "," + fields + "}", token);
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  HttpResult submit(const std::string& token, const std::string& key, const std::string& extra = "", int sid = 1, int type = 2) {
    return post("/v1/order/submit",
                R"({"sid":)" + std::to_string(sid) + R"(,"orderType":)" + std::to_string(type) +
                    R"(,"areaCode":"852","phone":"91000001","note":"少冰")" + extra + "}",
                token, {{"Idempotency-Key", key}});
  }
  std::string order_of(const std::string& token, const std::string& key) {
    add_to_cart(token, R"("goods_id":2002)");
    auto r = submit(token, key);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("order_id").as_string());
  }
  void top_up(const std::string& token, const std::string& amount, const std::string& key = "t1") {
    auto r = post("/v1/dev/wallet/topup", R"({"amount":")" + amount + R"("})", token, {{"Idempotency-Key", key}});
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  std::string staff_token(const std::string& phone, int64_t sid) {
    std::string token = server_->member_token(phone);
    int64_t id = get("/v1/member/info", token).data().at("id").as_int64();
    http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":)" + std::to_string(sid) + "}",
                     {{"X-Admin-Token", kAdmin}});
    return token;  // the role is read on every call
  }
  static bool has_problem(const HttpResult& r, const std::string& code) {
    for (const auto& p : r.data().at("problems").as_array()) {
      if (p.at("code").as_string() == code) return true;
    }
    return false;
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(OrderApi, Confirm_PricesTheCartOnTheServer) {
  auto empty = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  ASSERT_EQ(empty.result_code(), 0) << empty.body;
  EXPECT_TRUE(has_problem(empty, "order_cart_empty"));
  EXPECT_FALSE(empty.data().at("canSubmit").as_bool());
  add_to_cart(alice_, R"("goods_id":3001,"num":4)");  // 4 x 18 + box 0.5 each
  add_to_cart(alice_, R"("goods_id":2002)");           // 17
  auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_TRUE(r.data().at("canSubmit").as_bool()) << r.body;
  EXPECT_EQ(r.data().at("goods_total").as_string(), "89");
  EXPECT_EQ(r.data().at("box_price").as_string(), "2");
  EXPECT_EQ(r.data().at("bag_fee").as_string(), "1");
  EXPECT_EQ(r.data().at("payable").as_string(), "92");
}

TEST_F(OrderApi, Confirm_ReportsAClosedOrBusyStoreAndAcceptsABookedSlotInstead) {
  add_to_cart(alice_, R"("goods_id":2002)");
  server_->set_clock(hk_ms(2026, 11, 23, 15, 10));  // store 1 is on its break
  auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_TRUE(has_problem(r, "store_resting"));
  auto slots = http().get("/v1/store/delivery-time?sid=1&orderType=2");
  int64_t at = slots.data().at("days").as_array()[0].at("slots").as_array()[0].at("at").as_int64();
  auto booked = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"reservedAt":)" + std::to_string(at) + "}", alice_);
  EXPECT_TRUE(booked.data().at("canSubmit").as_bool()) << booked.body;
  auto odd = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"reservedAt":)" + std::to_string(at + 60000) + "}", alice_);
  EXPECT_TRUE(has_problem(odd, "order_slot_invalid"));
  add_to_cart(alice_, R"("goods_id":2002)", 3, 2);
  auto busy = post("/v1/order/confirm", R"({"sid":3,"orderType":2})", alice_);
  EXPECT_TRUE(has_problem(busy, "store_busy"));
}

TEST_F(OrderApi, Confirm_DeliveryNeedsAnAddressInRangeAndTheMinimumOrder) {
  add_to_cart(alice_, R"("goods_id":2002)", 1, 1);
  auto none = post("/v1/order/confirm", R"({"sid":1,"orderType":1})", alice_);
  EXPECT_TRUE(has_problem(none, "order_address_required"));
  EXPECT_TRUE(has_problem(none, "order_below_minimum"));  // 17 < 60
  auto near = post("/v1/address", R"({"consignee":"Alice","areaCode":"852","phone":"91000001","address":"IFC","houseNumber":"30/F","lat":22.2850,"lng":114.1590})", alice_);
  auto far = post("/v1/address", R"({"consignee":"Alice","areaCode":"852","phone":"91000001","address":"Tuen Mun","houseNumber":"Flat B, 8/F","lat":22.3916,"lng":113.9770})", alice_);
  std::string near_id = std::to_string(near.data().at("id").as_int64());
  std::string far_id = std::to_string(far.data().at("id").as_int64());
  auto out_of_range = post("/v1/order/confirm", R"({"sid":1,"orderType":1,"addressId":)" + far_id + "}", alice_);
  EXPECT_TRUE(has_problem(out_of_range, "address_out_of_range"));
  add_to_cart(alice_, R"("goods_id":3001,"num":3)", 1, 1);  // 17 + 54 = 71
  auto ok = post("/v1/order/confirm", R"({"sid":1,"orderType":1,"addressId":)" + near_id + "}", alice_);
  EXPECT_TRUE(ok.data().at("canSubmit").as_bool()) << ok.body;
  EXPECT_EQ(ok.data().at("delivery_fee").as_string(), "12");
}

TEST_F(OrderApi, Submit_AReservationWhileTheStoreRestsKeepsItsSlotAsTheExpectedTime) {
  add_to_cart(alice_, R"("goods_id":2002)");
  server_->set_clock(hk_ms(2026, 11, 23, 15, 10));  // store 1 is on its break
  EXPECT_EQ(submit(alice_, "k-now").result_code(), 31001);  // "as soon as possible" is refused
  auto slots = http().get("/v1/store/delivery-time?sid=1&orderType=2");
  int64_t at = slots.data().at("days").as_array()[0].at("slots").as_array()[0].at("at").as_int64();
  auto r = submit(alice_, "k-later", R"(,"reservedAt":)" + std::to_string(at));
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("reservedAt").as_int64(), at);
  EXPECT_EQ(r.data().at("expectedAt").as_int64(), at);
  EXPECT_EQ(r.data().at("pickupBy").as_int64(), at + 30 * 60'000);
}

TEST_F(OrderApi, Submit_IsRefusedWhileASelectedProductIsUnavailable) {
  add_to_cart(alice_, R"("goods_id":2002)");
  add_to_cart(alice_, R"("goods_id":3001)");
  std::string staff = staff_token("91000009", 1);
  ASSERT_EQ(post("/v1/console/goods/status", R"({"goodsId":2002,"status":"sold_out"})", staff).result_code(), 0);
  auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_TRUE(has_problem(r, "order_line_unavailable")) << r.body;
  EXPECT_FALSE(r.data().at("canSubmit").as_bool());
  auto refused = submit(alice_, "k-sold");
  EXPECT_EQ(refused.result_code(), 31001);
  EXPECT_NE(refused.result_msg().find("檸檬茶"), std::string::npos) << refused.body;  // names the product
  // Unselected, the rest can be ordered.
  auto cart = get("/v1/cart/list?sid=1&orderType=2", alice_).data();
  for (const auto& l : cart.at("data").as_array()) {
    if (l.at("goods_id").as_int64() == 2002) {
      post("/v1/cart/select", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(l.at("id").as_int64()) + R"(,"selected":0})", alice_);
    }
  }
  EXPECT_EQ(submit(alice_, "k-rest").result_code(), 0);
}

TEST_F(OrderApi, Submit_CreatesTheOrderFromTheCartAndIgnoresClientTotals) {
  add_to_cart(alice_, R"("goods_id":2002)");
  auto r = submit(alice_, "k-1", R"(,"payable":"0.01","goods_total":"0.01")");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("payable").as_string(), "18");  // 17 + bag 1
  EXPECT_EQ(r.data().at("status").as_string(), "waiting_payment");
  EXPECT_EQ(r.data().at("order_sn").as_string(), "A001");
  EXPECT_GE(r.data().at("order_id").as_string().size(), 16u);
  auto cart = get("/v1/cart/list?sid=1&orderType=2", alice_);
  EXPECT_EQ(cart.data().at("data").as_array().size(), 0u);  // bought lines left the cart
  auto detail = get("/v1/order/detail?order_id=" + std::string(r.data().at("order_id").as_string()), alice_);
  EXPECT_EQ(detail.data().at("lines").as_array()[0].at("name").as_string(), "檸檬茶");
  EXPECT_EQ(detail.data().at("note").as_string(), "少冰");
}

TEST_F(OrderApi, Submit_NumbersTheStoresOrdersOfTheDayInTurn) {
  add_to_cart(alice_, R"("goods_id":2002)");
  ASSERT_EQ(submit(alice_, "k-1").data().at("order_sn").as_string(), "A001");
  add_to_cart(alice_, R"("goods_id":2002)");
  EXPECT_EQ(submit(alice_, "k-2").data().at("order_sn").as_string(), "A002");
  add_to_cart(alice_, R"("goods_id":2002)");
  EXPECT_EQ(submit(alice_, "k-2").data().at("order_sn").as_string(), "A002");  // a retry takes no number
  EXPECT_EQ(submit(alice_, "k-3").data().at("order_sn").as_string(), "A003");
}

TEST_F(OrderApi, Submit_RacingRetriesWithOneKeyAllAnswerTheOneOrder) {
  // On PostgreSQL a retry that read the key as unused after the first submit emptied the cart
  // answered "cart is empty": every caller must get the order.
  add_to_cart(alice_, R"("goods_id":2002)");
  std::vector<HttpResult> answers(8);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) threads.emplace_back([&, i] { answers[i] = submit(alice_, "one-key"); });
  for (auto& t : threads) t.join();
  for (const auto& a : answers) {
    ASSERT_EQ(a.result_code(), 0) << a.body;
    EXPECT_EQ(a.data().at("order_id"), answers[0].data().at("order_id"));
  }
}

TEST_F(OrderApi, Submit_TheSameIdempotencyKeyNeverMakesASecondOrder) {
  add_to_cart(alice_, R"("goods_id":2002)");
  auto first = submit(alice_, "same-key");
  add_to_cart(alice_, R"("goods_id":2002)");
  auto second = submit(alice_, "same-key");
  ASSERT_EQ(first.result_code(), 0);
  EXPECT_EQ(first.data().at("order_id"), second.data().at("order_id"));
  // Concurrent retries too.
  add_to_cart(alice_, R"("goods_id":2002)");
  std::vector<std::string> ids(8);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      auto r = submit(alice_, "race-key");
      if (r.result_code() == 0) ids[i] = std::string(r.data().at("order_id").as_string());
    });
  }
  for (auto& t : threads) t.join();
  std::set<std::string> distinct(ids.begin(), ids.end());
  distinct.erase("");
  EXPECT_EQ(distinct.size(), 1u);
  EXPECT_EQ(get("/v1/order/list", alice_).data().at("total").as_int64(), 2);
}

TEST_F(OrderApi, Submit_ValidatesKeyContactPhoneAndNote) {
  add_to_cart(alice_, R"("goods_id":2002)");
  EXPECT_EQ(post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91000001"})", alice_).result_code(), 31005);
  EXPECT_EQ(submit(alice_, "k", R"(,"phone":"123")").status, 400);
  auto note = submit(alice_, "k2", R"(,"note":")" + std::string(51, 'x') + "\"");
  EXPECT_EQ(note.status, 400);
  EXPECT_EQ(get("/v1/order/list", alice_).data().at("total").as_int64(), 0);
  auto visitor = http().post_json("/v1/account/visitor", "{}").data().at("token");
  EXPECT_EQ(submit(std::string(visitor.as_string()), "k3").status, 401);
}

TEST_F(OrderApi, WalletPay_PaysOnceAndTheStoreSeesIt) {
  std::string no = order_of(alice_, "k-pay");
  auto broke = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_);
  EXPECT_EQ(broke.result_code(), 31004);
  top_up(alice_, "50");
  auto types = get("/v1/pay-center/available-pay-type?order_id=" + no, alice_);
  EXPECT_TRUE(types.data().at("list").as_array()[0].at("enough").as_bool());
  auto paid = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_);
  ASSERT_EQ(paid.result_code(), 0) << paid.body;
  EXPECT_EQ(paid.data().at("status").as_string(), "awaiting_acceptance");
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_).result_code(), 31003);
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "32");
  EXPECT_TRUE(get("/v1/order/payStatus?order_id=" + no, alice_).data().at("paid").as_bool());
  std::string staff = staff_token("91000009", 1);
  auto queue = get("/v1/console/orders", staff);
  ASSERT_EQ(queue.data().at("total").as_int64(), 1);
  // The kitchen sees what to make and the customer's note.
  const auto& incoming = queue.data().at("list").as_array()[0];
  ASSERT_EQ(incoming.at("lines").as_array().size(), 1u);
  EXPECT_EQ(incoming.at("lines").as_array()[0].at("num").as_int64(), 1);
  EXPECT_EQ(incoming.at("note").as_string(), "少冰");
}

TEST_F(OrderApi, WalletPay_FiftyConcurrentPaymentsAgainstABalanceForTwenty) {
  std::vector<std::string> orders;
  for (int i = 0; i < 50; ++i) orders.push_back(order_of(alice_, "bulk-" + std::to_string(i)));  // 18 each
  top_up(alice_, "360");  // exactly 20 orders
  std::atomic<int> ok{0}, refused{0}, ready{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int i = 0; i < 50; ++i) {
    threads.emplace_back([&, i] {
      // Fifty payments released at the same moment, one per connection.
      ++ready;
      while (!go.load()) std::this_thread::yield();
      auto r = post("/v1/pay-center/pay", R"({"order_id":")" + orders[i] + R"("})", alice_);
      (r.result_code() == 0 ? ok : refused)++;
    });
  }
  while (ready.load() < 50) std::this_thread::yield();
  go = true;
  for (auto& th : threads) th.join();
  EXPECT_EQ(ok.load(), 20);
  EXPECT_EQ(refused.load(), 30);
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "0");
  auto db = db::open(server_->db_url(), 1);
  db->read([&](db::Tx& tx) {
    auto sum = tx.query_one("SELECT COALESCE(SUM(delta), 0), COUNT(*) FROM wallet_ledger")->i64(0);
    auto balance = tx.query_one("SELECT balance FROM wallet_account")->i64(0);
    EXPECT_EQ(sum, balance);
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM wallet_ledger WHERE kind = 'pay'")->i64(0), 20);
  });
}

TEST_F(OrderApi, Cancel_BeforeAcceptanceRefundsTheWalletAfterItIsRefused) {
  top_up(alice_, "100");
  std::string no = order_of(alice_, "k-c1");
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "82");
  auto c = post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_);
  ASSERT_EQ(c.result_code(), 0) << c.body;
  EXPECT_EQ(c.data().at("status").as_string(), "cancelled");
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "100");
  EXPECT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_).result_code(), 31003);  // once

  std::string accepted = order_of(alice_, "k-c2");
  post("/v1/pay-center/pay", R"({"order_id":")" + accepted + R"("})", alice_);
  std::string staff = staff_token("91000009", 1);
  ASSERT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + accepted + R"(","to":"in_production"})", staff).result_code(), 0);
  auto late = post("/v1/order/cancel", R"({"order_id":")" + accepted + R"("})", alice_);
  EXPECT_EQ(late.result_code(), 31003);
}

TEST_F(OrderApi, Lifecycle_TheStoreMovesAPickupOrderToReadyAndThePickupCodeAppears) {
  top_up(alice_, "100");
  std::string no = order_of(alice_, "k-life");
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  std::string staff = staff_token("91000009", 1);
  std::string other_store = staff_token("91000008", 2);
  auto step = [&](const std::string& to, const std::string& token) {
    return post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", token);
  };
  EXPECT_EQ(step("in_production", other_store).status, 404);  // another store's staff
  EXPECT_EQ(step("ready", staff).result_code(), 31003);        // must be in production first
  EXPECT_EQ(step("rider_to_merchant", staff).result_code(), 31003);  // not a delivery order
  ASSERT_EQ(step("in_production", staff).result_code(), 0);
  EXPECT_TRUE(get("/v1/order/detail?order_id=" + no, alice_).data().at("pickup_code").is_null());
  ASSERT_EQ(step("ready", staff).result_code(), 0);
  auto detail = get("/v1/order/detail?order_id=" + no, alice_);
  EXPECT_EQ(detail.data().at("pickup_code").as_string(), "A001");
  EXPECT_EQ(detail.data().at("statusText").as_string(), "待取餐");
  ASSERT_EQ(post("/v1/order/end", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
  auto done = get("/v1/order/detail?order_id=" + no, alice_);
  EXPECT_EQ(done.data().at("status").as_string(), "finished");
  EXPECT_EQ(done.data().at("timeline").as_array().size(), 5u);
  EXPECT_EQ(step("cancelled", staff).result_code(), 31003);  // finished is final
  EXPECT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"ready"})", alice_).status, 403);
}

TEST_F(OrderApi, Remind_OnlyOnceTheOrderIsLateAtMostEveryFiveMinutesAndTheStoreHearsIt) {
  top_up(alice_, "100");
  std::string no = order_of(alice_, "k-remind");
  auto remind = [&](const std::string& token = "") {
    return post("/v1/order/remind", R"({"order_id":")" + no + R"("})", token.empty() ? alice_ : token);
  };
  EXPECT_EQ(remind().result_code(), 31003);  // unpaid: nothing to chase
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data();
  ASSERT_TRUE(detail.at("expectedAt").is_int64()) << detail;  // "as soon as possible" has an estimate
  const int64_t expected = detail.at("expectedAt").as_int64();
  EXPECT_EQ(detail.at("pickupBy").as_int64(), expected + 30 * 60'000);  // pickup held 30 minutes
  EXPECT_FALSE(detail.at("canRemind").as_bool());
  auto early = remind();
  EXPECT_EQ(early.result_code(), 31003);  // not late yet: the message says when it is expected
  EXPECT_NE(early.result_msg().find("預計"), std::string::npos) << early.body;

  std::string staff = staff_token("91000009", 1);
  LiveWatch console(server_->port(), staff, "store-orders:1");
  server_->set_clock(expected + 60'000);
  EXPECT_TRUE(get("/v1/order/detail?order_id=" + no, alice_).data().at("canRemind").as_bool());
  EXPECT_EQ(remind(server_->member_token("91000002")).status, 404);  // someone else's order
  auto first = remind();
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(first.data().at("remindCount").as_int64(), 1);
  auto event = console.next();
  EXPECT_EQ(event.at("data").at("type").as_string(), "order-remind") << event;
  EXPECT_EQ(event.at("data").at("order_id").as_string(), no);
  EXPECT_FALSE(first.data().at("canRemind").as_bool());  // not again for 5 minutes
  EXPECT_EQ(first.data().at("remindAvailableAt").as_int64(), expected + 60'000 + 5 * 60'000);
  auto again = remind();
  EXPECT_EQ(again.status, 429);
  EXPECT_EQ(again.result_code(), 31007);
  EXPECT_NE(again.result_msg().find("5 分鐘"), std::string::npos) << again.body;
  server_->set_clock(expected + 6 * 60'000);
  EXPECT_EQ(remind().data().at("remindCount").as_int64(), 2);
  // The console sees how often the customer chased.
  auto orders = get("/v1/console/orders", staff).data().at("list").as_array();
  ASSERT_EQ(orders.size(), 1u);
  EXPECT_EQ(orders[0].at("remindCount").as_int64(), 2);
  EXPECT_EQ(orders[0].at("contact").at("phone").as_string(), "91000001");
  // Handed over: nothing left to chase.
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff);
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"ready"})", staff);
  server_->set_clock(expected + 20 * 60'000);
  EXPECT_EQ(remind().result_code(), 31003);
}

TEST_F(OrderApi, Detail_ListsThePaymentLinesAndWhatWasGivenBack) {
  top_up(alice_, "100");
  std::string no = order_of(alice_, "k-lines");
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", alice_);
  auto payments = get("/v1/order/detail?order_id=" + no, alice_).data().at("payments").as_array();
  ASSERT_EQ(payments.size(), 1u);
  EXPECT_EQ(payments[0].at("method").as_string(), "wallet");
  EXPECT_EQ(payments[0].at("methodText").as_string(), "儲值支付");
  EXPECT_EQ(payments[0].at("amount").as_string(), "18");
  EXPECT_EQ(payments[0].at("status").as_string(), "refunded");
  EXPECT_EQ(payments[0].at("statusText").as_string(), "已退款");
}

TEST_F(OrderApi, Lifecycle_TheCourierSimulatorDeliversAHandedOverDeliveryOrder) {
  top_up(alice_, "200");
  auto address = post("/v1/address", R"({"consignee":"Alice","areaCode":"852","phone":"91000001","address":"IFC","houseNumber":"30/F","lat":22.2850,"lng":114.1590})", alice_);
  std::string address_id = std::to_string(address.data().at("id").as_int64());
  add_to_cart(alice_, R"("goods_id":3001,"num":4)", 1, 1);
  auto r = submit(alice_, "k-deliver", R"(,"addressId":)" + address_id, 1, 1);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  std::string no(r.data().at("order_id").as_string());
  post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  std::string staff = staff_token("91000009", 1);
  auto step = [&](const std::string& to) {
    return post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", staff);
  };
  ASSERT_EQ(step("in_production").result_code(), 0);
  EXPECT_EQ(step("ready").result_code(), 31003);  // delivery orders go to a rider
  ASSERT_EQ(step("rider_to_merchant").result_code(), 0);
  EXPECT_EQ(http().post_json("/v1/dev/courier/run", "{}").data().at("moved").as_int64(), 0);  // not yet
  server_->set_clock(kMondayNoon + 4 * 60'000);
  EXPECT_EQ(http().post_json("/v1/dev/courier/run", "{}").data().at("moved").as_int64(), 1);
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, alice_).data().at("status").as_string(), "rider_delivering");
  server_->set_clock(kMondayNoon + 13 * 60'000);
  http().post_json("/v1/dev/courier/run", "{}");
  auto done = get("/v1/order/detail?order_id=" + no, alice_);
  EXPECT_EQ(done.data().at("status").as_string(), "finished");
  EXPECT_TRUE(done.data().at("pickup_code").is_null());  // delivery orders have no pickup code
}

TEST_F(OrderApi, UnpaidOrdersAreCancelledAfterFifteenMinutes) {
  std::string no = order_of(alice_, "k-late");
  server_->set_clock(kMondayNoon + 14 * 60'000);
  EXPECT_EQ(http().post_json("/v1/dev/orders/expire", "{}").data().at("cancelled").as_int64(), 0);
  server_->set_clock(kMondayNoon + 16 * 60'000);
  EXPECT_EQ(http().post_json("/v1/dev/orders/expire", "{}").data().at("cancelled").as_int64(), 1);
  auto d = get("/v1/order/detail?order_id=" + no, alice_);
  EXPECT_EQ(d.data().at("status").as_string(), "cancelled");
  EXPECT_EQ(d.data().at("cancelReason").as_string(), "payment_timeout");
  top_up(alice_, "100");
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_).result_code(), 31003);
  EXPECT_EQ(get("/v1/wallet/balance", alice_).data().at("balance").as_string(), "100");
}

TEST_F(OrderApi, Delete_HidesAFinishedOrCancelledOrderButNotOneInProgress) {
  std::string open = order_of(alice_, "k-open");
  EXPECT_EQ(post("/v1/order/delete", R"({"order_id":")" + open + R"("})", alice_).result_code(), 31003);
  post("/v1/order/cancel", R"({"order_id":")" + open + R"("})", alice_);
  EXPECT_EQ(post("/v1/order/delete", R"({"order_id":")" + open + R"("})", server_->member_token("91000002")).status, 404);
  ASSERT_EQ(post("/v1/order/delete", R"({"order_id":")" + open + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(get("/v1/order/list?tab=all", alice_).data().at("total").as_int64(), 0);
}

TEST_F(OrderApi, AMemberCannotSeePayOrCancelAnothersOrder) {
  std::string no = order_of(alice_, "k-idor");
  std::string bob = server_->member_token("91000002");
  top_up(bob, "100");
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, bob).status, 404);
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", bob).status, 404);
  EXPECT_EQ(post("/v1/order/cancel", R"({"order_id":")" + no + R"("})", bob).status, 404);
  EXPECT_EQ(get("/v1/order/list", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, alice_).data().at("status").as_string(), "waiting_payment");
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(OrderApi, OrderAgain_CopiesTheLinesWithTheirChoicesAndSkipsWhatTheStoreCannotSellNow) {
  add_to_cart(alice_, R"("goods_id":2001,"option_id":200102,"attrs":[11,21])");
  add_to_cart(alice_, R"("goods_id":2002,"num":2)");
  auto placed = submit(alice_, "again-1");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  std::string order_no(placed.data().at("order_id").as_string());
  std::string staff = staff_token("91000077", 1);
  ASSERT_EQ(post("/v1/console/goods/status", R"({"goodsId":2002,"status":"sold_out"})", staff).result_code(), 0);

  auto again = post("/v1/order/again", R"({"order_id":")" + order_no + R"("})", alice_);
  ASSERT_EQ(again.result_code(), 0) << again.body;
  EXPECT_EQ(again.data().at("added").as_int64(), 1);
  const auto& skipped = again.data().at("skipped").as_array();
  ASSERT_EQ(skipped.size(), 1u);
  EXPECT_EQ(skipped[0].at("goods_id").as_int64(), 2002);
  EXPECT_FALSE(skipped[0].at("reason").as_string().empty());
  const auto& lines = again.data().at("cart").at("data").as_array();
  ASSERT_EQ(lines.size(), 1u) << again.body;
  EXPECT_EQ(lines[0].at("goods_id").as_int64(), 2001);
  EXPECT_EQ(lines[0].at("option_id").as_int64(), 200102);
}

TEST_F(OrderApi, OrderAgain_OnlyForTheOrdersOwner) {
  std::string order_no = order_of(alice_, "again-2");
  std::string bob = server_->member_token("91000002");
  auto r = post("/v1/order/again", R"({"order_id":")" + order_no + R"("})", bob);
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(get("/v1/cart/list?sid=1&orderType=2", bob).data().at("data").as_array().size(), 0u);
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(OrderApi, OrderLines_ReadInTheLanguageTheOrderIsOpenedIn_NotTheOneItWasPlacedIn) {
  // Placed in Cantonese (the fixture's default language); the English kitchen and an English
  // customer read the choices in English.
  add_to_cart(alice_, R"("goods_id":2001,"option_id":200102,"attrs":[12,21])");
  auto placed = submit(alice_, "lang-1");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  std::string no(placed.data().at("order_id").as_string());
  auto in = [&](const std::string& lang) {
    return http().get("/v1/order/detail?order_id=" + no, {{"auth", alice_}, {"Accept-Language", lang}}).data().at("lines").as_array()[0];
  };
  EXPECT_EQ(in("zh-HK").at("detail").as_string(), "凍、少甜、珍珠");
  EXPECT_EQ(in("zh-CN").at("detail").as_string(), "冻、少甜、珍珠");
  EXPECT_EQ(in("en").at("detail").as_string(), "Iced, Less sweet, Pearls");
  EXPECT_EQ(in("en").at("name").as_string(), "Milk Tea");

  top_up(alice_, "100");
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
  std::string staff = staff_token("91000009", 1);
  auto queue = http().get("/v1/console/orders", {{"auth", staff}, {"Accept-Language", "en"}});
  EXPECT_EQ(queue.data().at("list").as_array()[0].at("lines").as_array()[0].at("detail").as_string(), "Iced, Less sweet, Pearls");
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(OrderApi, Detail_ALaunchAddressOrdersnFindsTheMembersOwnOrderByNumberOrSerial) {
  std::string first = order_of(alice_, "sn1");
  std::string second = order_of(alice_, "sn2");
  auto by_no = get("/v1/order/detail?ordersn=" + first, alice_);
  ASSERT_EQ(by_no.result_code(), 0) << by_no.body;
  EXPECT_EQ(by_no.data().at("order_id").as_string(), first);
  // The serial called out at the counter: A002 is the second order of the day at this store.
  auto by_serial = get("/v1/order/detail?ordersn=A002", alice_);
  ASSERT_EQ(by_serial.result_code(), 0) << by_serial.body;
  EXPECT_EQ(by_serial.data().at("order_id").as_string(), second);
  // Somebody else's order is not found by either.
  std::string bob = server_->member_token("91000077");
  EXPECT_EQ(get("/v1/order/detail?ordersn=" + first, bob).status, 404);
  EXPECT_EQ(get("/v1/order/detail?ordersn=A002", bob).status, 404);
  EXPECT_EQ(get("/v1/order/detail?ordersn=", alice_).status, 400);  // names no order
}

}  // namespace qsr::test
