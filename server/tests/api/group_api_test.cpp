// API tests of group (joint) ordering: create, join, pockets, who may do what, the 100-person
// limit, concurrent adds, live events, submit and the per-person receipt.
#include <gtest/gtest.h>

#include <thread>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

#include "db/db.h"
#include "support/live_watch.h"
#include "support/coupon_grant.h"
#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class GroupApi : public ::testing::Test {
 protected:
  void SetUp() override {
    // Every test member signs up from 127.0.0.1: lift the daily per-address SMS cap.
    server_ = std::make_unique<TestServer>(
        ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_SMS_ADDRESS_DAILY", "1000"}, {"QSR_ADMIN_TOKEN", kAdmin}}});
    launcher_ = server_->member_token("97000001");
    friend_ = server_->member_token("97000002");
  }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return server_->client().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return server_->client().get(path, {{"auth", token}}); }
  std::string create(int type = 2, const std::string& extra = "") {
    auto r = post("/v1/spell/create", R"({"sid":1,"order_type":)" + std::to_string(type) + extra + "}", launcher_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("uniqueId").as_string()) : "";
  }
  HttpResult add(const std::string& id, const std::string& token, const std::string& item = R"({"goods_id":2002})") {
    return post("/v1/spell/addCart", R"({"uniqueId":")" + id + R"(","cart_data":[)" + item + "]}", token);
  }
  static const json::object* entry_of(const HttpResult& r, int64_t pocket) {
    for (const auto& e : r.data().at("spellList").as_array()) {
      if (e.at("pack_bag").as_int64() == pocket) return &e.as_object();
    }
    return nullptr;
  }

  std::unique_ptr<TestServer> server_;
  std::string launcher_, friend_;
};

}  // namespace

TEST_F(GroupApi, ParticipantsFillTheirOwnPockets) {
  std::string id = create();
  ASSERT_EQ(post("/v1/spell/join", R"({"sid":1,"uniqueId":")" + id + "\"}", friend_).result_code(), 0);
  ASSERT_EQ(add(id, launcher_).result_code(), 0);
  auto r = add(id, friend_, R"({"goods_id":2001,"option_id":200102,"attrs":[11]})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  ASSERT_EQ(r.data().at("spellList").as_array().size(), 2u);
  EXPECT_TRUE(entry_of(r, 2)->at("isMine").as_bool());
  EXPECT_EQ(entry_of(r, 1)->at("cart_data").as_array().size(), 1u);
  EXPECT_EQ(entry_of(r, 2)->at("subtotal").as_string(), "21");
  EXPECT_EQ(r.data().at("price").as_string(), "39");  // 17 + 21 + the iced tea's box 1
  auto check = post("/v1/spell/check", "{}", friend_);
  EXPECT_EQ(check.data().at("uniqueId").as_string(), id);
}

TEST_F(GroupApi, NobodyReducesSomeoneElsesItems) {
  std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  auto r = add(id, launcher_);
  int64_t line = entry_of(r, 1)->at("cart_data").as_array()[0].at("id").as_int64();
  auto refused = post("/v1/spell/updateCart", R"({"uniqueId":")" + id + R"(","lineId":)" + std::to_string(line) + R"(,"num":0})", friend_);
  EXPECT_EQ(refused.result_code(), 33005);
  EXPECT_EQ(refused.result_msg(), "不能減少別人拼單的商品哦~");
  auto own = post("/v1/spell/updateCart", R"({"uniqueId":")" + id + R"(","lineId":)" + std::to_string(line) + R"(,"num":0})", launcher_);
  ASSERT_EQ(own.result_code(), 0);
  EXPECT_EQ(entry_of(own, 1)->at("cart_data").as_array().size(), 0u);
  EXPECT_EQ(own.data().at("spellList").as_array().size(), 2u);  // the emptied pocket stays the launcher's
}

TEST_F(GroupApi, OnlyTheLauncherCancelsAndEveryoneSeesItClosed) {
  std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  EXPECT_EQ(post("/v1/spell/cancel", R"({"uniqueId":")" + id + "\"}", friend_).result_code(), 33004);
  std::string stranger = server_->member_token("97000003");
  EXPECT_EQ(post("/v1/spell/cancel", R"({"uniqueId":")" + id + "\"}", stranger).status, 404);
  ASSERT_EQ(post("/v1/spell/cancel", R"({"uniqueId":")" + id + "\"}", launcher_).result_code(), 0);
  EXPECT_EQ(get("/v1/spell/version?uniqueId=" + id, friend_).data().at("status").as_string(), "cancelled");
  EXPECT_EQ(add(id, friend_).result_code(), 33002);
  EXPECT_EQ(post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", stranger).result_code(), 33002);
}

TEST_F(GroupApi, VisitorsMustLogInAndPackagesAreNotSold) {
  std::string id = create();
  std::string visitor(server_->client().post_json("/v1/account/visitor", "{}").data().at("token").as_string());
  EXPECT_EQ(post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", visitor).status, 401);
  server_->set_clock(hk_ms(2026, 11, 23, 9, 0));
  auto r = add(id, launcher_, R"({"goods_id":4001})");
  EXPECT_EQ(r.result_code(), 33006);
}

TEST_F(GroupApi, TheHundredAndFirstParticipantIsRefused) {
  std::string id = create();
  std::atomic<int> joined{0}, full{0};
  std::vector<std::string> tokens;
  for (int i = 0; i < 100; ++i) {
    server_->set_clock(kMondayNoon + (i + 1) * 61'000LL);
    tokens.push_back(server_->member_token(std::to_string(98000000 + i)));
  }
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = t; i < 100; i += 4) {
        auto r = post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", tokens[i]);
        (r.result_code() == 0 ? joined : full)++;
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(joined.load(), 99);  // the launcher is the 100th
  EXPECT_EQ(full.load(), 1);
  EXPECT_EQ(get("/v1/spell/info?uniqueId=" + id, launcher_).data().at("participants").as_array().size(), 100u);
}

TEST_F(GroupApi, TwentyParticipantsAddingAtOnceLoseNothing) {
  std::string id = create();
  std::vector<std::string> tokens;
  for (int i = 0; i < 20; ++i) {
    server_->set_clock(kMondayNoon + (i + 1) * 61'000LL);
    tokens.push_back(server_->member_token(std::to_string(96500000 + i)));
    ASSERT_EQ(post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", tokens.back()).result_code(), 0);
  }
  std::vector<std::thread> threads;
  for (int i = 0; i < 20; ++i) {
    threads.emplace_back([&, i] {
      for (int n = 0; n < 3; ++n) {
        auto r = add(id, tokens[i], R"({"goods_id":2001,"option_id":200101,"attrs":[11]})");
        EXPECT_EQ(r.result_code(), 0) << r.body;
      }
    });
  }
  for (auto& th : threads) th.join();
  auto detail = get("/v1/spell/goodsDetail?uniqueId=" + id, launcher_);
  EXPECT_EQ(detail.data().at("num").as_int64(), 60);
  int64_t version = get("/v1/spell/version?uniqueId=" + id, launcher_).data().at("version").as_int64();
  EXPECT_GE(version, 1 + 20 + 60);
}

TEST_F(GroupApi, EveryChangeReachesTheOtherParticipantsLive) {
  std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  LiveWatch watch(server_->port(), launcher_, "spell:" + id);
  add(id, friend_);
  EXPECT_EQ(watch.next().at("data").at("type").as_string(), "spell-changed");
}

TEST_F(GroupApi, AMemberWhoLeavesStopsReceivingTheGroupsEventsAtOnce) {
  std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  LiveWatch watch(server_->port(), friend_, "spell:" + id);
  ASSERT_EQ(post("/v1/spell/out", R"({"uniqueId":")" + id + "\"}", friend_).result_code(), 0);
  // Their own leaving may still reach them; then the server takes the subscription away.
  auto message = watch.next();
  if (message.at("op").as_string() == "event") message = watch.next();
  EXPECT_EQ(message.at("op").as_string(), "unsubscribed");
  EXPECT_EQ(message.at("topic").as_string(), "spell:" + id);
  add(id, launcher_);
  watch.ping();
  EXPECT_EQ(watch.next().at("op").as_string(), "pong");  // and not the launcher's change
}

TEST_F(GroupApi, TheLauncherSubmitsAndTheReceiptSplitsTheFeesToTheCent) {
  auto address = post("/v1/address", R"({"consignee":"A","areaCode":"852","phone":"97000001","address":"IFC","houseNumber":"30/F","lat":22.2850,"lng":114.1590})", launcher_);
  std::string id = create(1, R"(,"address_id":)" + std::to_string(address.data().at("id").as_int64()));
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  std::string third = server_->member_token("97000003");
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", third);
  add(id, launcher_, R"({"goods_id":3001,"num":2})");  // 36 + box 1
  add(id, friend_, R"({"goods_id":2002,"num":1})");    // 17
  add(id, third, R"({"goods_id":2001,"option_id":200101,"attrs":[11],"num":1})");  // 18 + box 1 ; total 73 >= 60
  EXPECT_EQ(post("/v1/spell/submit", R"({"uniqueId":")" + id + R"(","areaCode":"852","phone":"97000002"})", friend_,
                 {{"Idempotency-Key", "g1"}}).result_code(), 33004);
  auto order = post("/v1/spell/submit", R"({"uniqueId":")" + id + R"(","areaCode":"852","phone":"97000001"})", launcher_,
                    {{"Idempotency-Key", "g1"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  std::string no(order.data().at("order_id").as_string());
  auto info = get("/v1/spell/info?uniqueId=" + id, friend_);
  EXPECT_EQ(info.data().at("order").at("order_id").as_string(), no);
  auto detail = get("/v1/order/detail?order_id=" + no, launcher_);
  // Issue 15: the joiner sees what the order costs (not their cart's price)...
  EXPECT_EQ(info.data().at("order").at("payable").as_string(), detail.data().at("payable").as_string()) << info.body;
  const auto& people = detail.data().at("participants").as_array();
  ASSERT_EQ(people.size(), 3u);
  // ...and people are named by nickname, never by their phone's digits (these have none).
  for (const auto& p : people) EXPECT_EQ(p.at("nickname").as_string(), "") << detail.body;
  EXPECT_EQ(info.body.find("****"), std::string::npos) << info.body;
  int64_t sum = 0;
  for (const auto& p : people) sum += *money_cents(std::string(p.at("total").as_string()));
  EXPECT_EQ(sum, *money_cents(std::string(detail.data().at("payable").as_string())));
  EXPECT_EQ(people[0].at("delivery_share").as_string(), "4");  // 12 split three ways
  // Every participant reads the order (their share and its status); strangers do not.
  auto seen_by_friend = get("/v1/order/detail?order_id=" + no, friend_);
  ASSERT_EQ(seen_by_friend.result_code(), 0) << seen_by_friend.body;
  EXPECT_EQ(seen_by_friend.data().at("participants").as_array().size(), 3u);
  EXPECT_FALSE(seen_by_friend.data().at("isPayer").as_bool());
  EXPECT_FALSE(seen_by_friend.data().at("canPay").as_bool());
  EXPECT_TRUE(detail.data().at("isPayer").as_bool());
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, server_->member_token("97000009")).status, 404);
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", friend_).status, 404);  // only the payer pays
  EXPECT_EQ(add(id, friend_).result_code(), 33002);            // submitted: closed
}

TEST_F(GroupApi, TheReceiptKeepsThePayersDiscountEvenWhenThePayerOrderedNothing) {
  // The launcher pays with a "$5 off" coupon but orders nothing: the others owe their items and
  // fees in full, the launcher's share is the saving (negative), and everything adds up.
  const std::string code =
      grant_coupon(*server_, kAdmin, launcher_, R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"couponValue":"5"}})");
  std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  std::string third = server_->member_token("97000003");
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", third);
  add(id, friend_, R"({"goods_id":2002,"num":1})");                               // 17
  add(id, third, R"({"goods_id":2001,"option_id":200101,"attrs":[11],"num":2})");  // 2 x (18 + box 1)
  auto order = post("/v1/spell/submit", R"({"uniqueId":")" + id + R"(","areaCode":"852","phone":"97000001","couponCodes":[")" + code + R"("]})",
                    launcher_, {{"Idempotency-Key", "g2"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  auto detail = get("/v1/order/detail?order_id=" + std::string(order.data().at("order_id").as_string()), launcher_);
  const auto& people = detail.data().at("participants").as_array();
  ASSERT_EQ(people.size(), 3u) << detail.body;
  int64_t sum = 0;
  const json::object* payer = nullptr;
  for (const auto& p : people) {
    sum += *money_cents(std::string(p.at("total").as_string()));
    if (p.at("isPayer").as_bool()) payer = &p.as_object();
  }
  EXPECT_EQ(sum, *money_cents(std::string(detail.data().at("payable").as_string())));
  ASSERT_NE(payer, nullptr);
  EXPECT_EQ(payer->at("discount_share").as_string(), "5");
  EXPECT_EQ(payer->at("total").as_string(), "-5");
  EXPECT_EQ(payer->at("lines").as_array().size(), 0u);
}

TEST_F(GroupApi, ResettingKeepsOtherPeoplesItemsAndLeavingTakesOnlyMine) {
  std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  std::string third = server_->member_token("97000003");
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", third);
  add(id, launcher_);
  add(id, friend_, R"({"goods_id":3001,"num":2})");
  add(id, third);
  ASSERT_EQ(post("/v1/spell/status", R"({"uniqueId":")" + id + R"(","status":2})", friend_).result_code(), 0);
  auto chosen = get("/v1/spell/goodsDetail?uniqueId=" + id, launcher_);
  EXPECT_EQ(entry_of(chosen, 2)->at("choiceStatus").as_int64(), 2) << chosen.body;

  auto cleared = post("/v1/spell/clearCart", R"({"uniqueId":")" + id + "\"}", launcher_);
  ASSERT_EQ(cleared.result_code(), 0) << cleared.body;
  EXPECT_EQ(entry_of(cleared, 1)->at("cart_data").as_array().size(), 0u);
  EXPECT_EQ(entry_of(cleared, 2)->at("cart_data").as_array().size(), 1u);
  EXPECT_EQ(entry_of(cleared, 3)->at("cart_data").as_array().size(), 1u);

  // The checkout's list leaves out whoever has nothing in their pocket.
  auto for_checkout = get("/v1/spell/goodsDetail?is_confirm=1&uniqueId=" + id, launcher_);
  EXPECT_EQ(for_checkout.data().at("spellList").as_array().size(), 2u) << for_checkout.body;
  ASSERT_EQ(post("/v1/spell/out", R"({"uniqueId":")" + id + "\"}", third).result_code(), 0);
  auto left = get("/v1/spell/goodsDetail?uniqueId=" + id, launcher_);
  EXPECT_EQ(entry_of(left, 3), nullptr);
  EXPECT_EQ(entry_of(left, 2)->at("cart_data").as_array().size(), 1u);
  EXPECT_EQ(post("/v1/spell/out", R"({"uniqueId":")" + id + "\"}", launcher_).result_code(), 33004);  // the launcher cancels instead

  // Once submitted nothing is cleared.
  add(id, launcher_);
  ASSERT_EQ(post("/v1/spell/submit", R"({"uniqueId":")" + id + R"(","areaCode":"852","phone":"97000001"})", launcher_,
                 {{"Idempotency-Key", "g3"}}).result_code(), 0);
  EXPECT_EQ(post("/v1/spell/clearCart", R"({"uniqueId":")" + id + "\"}", friend_).result_code(), 33002);
}

TEST_F(GroupApi, AddsRacingACancelNeverLeaveLinesInTheClosedGroupsCart) {
  std::string id = create();
  std::vector<std::string> people;
  for (int i = 0; i < 8; ++i) {
    people.push_back(server_->member_token("9700010" + std::to_string(i)));
    post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", people.back());
  }
  std::vector<std::thread> threads;
  for (const auto& p : people) {
    threads.emplace_back([&, p] {
      for (int k = 0; k < 3; ++k) add(id, p);
    });
  }
  threads.emplace_back([&] { post("/v1/spell/cancel", R"({"uniqueId":")" + id + "\"}", launcher_); });
  for (auto& t : threads) t.join();
  auto db = db::open(server_->db_url(), 1);
  auto left = db->read_value([&](db::Tx& tx) {
    return tx.query_one("SELECT COUNT(*) FROM cart_line c JOIN group_order g ON c.owner = 'g:' || CAST(g.id AS TEXT)"
                        " WHERE g.unique_id = $1", {id})->i64(0);
  });
  EXPECT_EQ(left, 0);
}

TEST_F(GroupApi, Points_TheLauncherPaysPartOfTheGroupOrderWithTheirPoints) {
  // 10 points a dollar, so one small paid order earns enough (100 points = HK$1).
  ASSERT_EQ(server_->client().post_json("/admin/v1/points/rule",
                                        R"({"payMoney":"1","point":10,"validityDays":365,"redeemPoints":100,"redeemMoney":"1",)"
                                        R"("redeemMaxPercent":50,"redeemMinCash":"1","redeemMaxPerOrder":5000})",
                                        {{"X-Admin-Token", kAdmin}}).result_code(), 0);
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", launcher_, {{"Idempotency-Key", "t"}});
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", launcher_);
  auto first = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"97000001"})", launcher_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(first.result_code(), 0) << first.body;
  post("/v1/pay-center/pay", R"({"order_id":")" + std::string(first.data().at("order_id").as_string()) + R"(","payType":"wallet"})", launcher_);
  ASSERT_EQ(get("/v1/member/point/summary", launcher_).data().at("points").as_int64(), 180);
  const std::string id = create();
  post("/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_);
  add(id, launcher_, R"({"goods_id":2002,"num":1})");
  add(id, friend_, R"({"goods_id":2002,"num":1})");
  auto priced = post("/v1/spell/confirm", R"({"uniqueId":")" + id + R"(","usePoints":true})", launcher_);
  ASSERT_EQ(priced.result_code(), 0) << priced.body;
  EXPECT_TRUE(priced.data().at("points").at("selected").as_bool()) << priced.body;
  EXPECT_EQ(priced.data().at("pointsMoney").as_string(), "1");
  auto order = post("/v1/spell/submit", R"({"uniqueId":")" + id + R"(","areaCode":"852","phone":"97000001","usePoints":true})", launcher_,
                    {{"Idempotency-Key", "g1"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  EXPECT_EQ(get("/v1/member/point/summary", launcher_).data().at("points").as_int64(), 80);
  auto detail = get("/v1/order/detail?order_id=" + std::string(order.data().at("order_id").as_string()), launcher_);
  EXPECT_EQ(detail.data().at("pointsUsed").as_int64(), 100);
}

}  // namespace qsr::test
