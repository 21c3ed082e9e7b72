// Trade events through the API (issue 17, docs/decisions/0037): a promotion every member joins by
// ordering is listed by /v1/coupon/activity-trade, offered and auto-selected at checkout with no
// coupon to claim, used at most its per-member limit (two orders racing for the last use make one
// with it), given back when the order is cancelled, and only while it runs. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDay = 24LL * 3600 * 1000;

class TradeEventApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_WORKERS", "8"}}});
    alice_ = server_->member_token("91000001");
    auto t = admin_post("/admin/v1/coupon/templates",
                        R"({"name":{"zh-HK":"滿30減6","zh-CN":"满30减6","en":"$6 off $30"},"validity":{"days":30},)"
                        R"("coupon":{"couponCategory":10,"amount":"30","couponValue":"6"}})");
    EXPECT_EQ(t.result_code(), 0) << t.body;
    template_ = t.data().at("templateId").as_int64();
  }
  HttpResult save_event(int64_t starts, int64_t ends, int limit, const std::string& extra = "") {
    return admin_post("/admin/v1/coupon/trade-events",
                      R"({"templateId":)" + std::to_string(template_) + R"(,"title":{"zh-HK":"週年慶","en":"Anniversary"},)"
                      R"("label":{"zh-HK":"滿$30減$6","en":"$6 off $30"},"weight":5,"perMemberLimit":)" + std::to_string(limit) +
                          R"(,"startsAt":)" + std::to_string(starts) + R"(,"endsAt":)" + std::to_string(ends) + extra + "}");
  }
  int64_t event(int limit) {
    auto r = save_event(kMondayNoon - kDay, kMondayNoon + 7 * kDay, limit);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  void add_tea(int sid = 1) {
    auto r = post("/v1/cart/add", R"({"sid":)" + std::to_string(sid) + R"(,"orderType":2,"goods_id":2002,"num":2})", alice_);  // $34
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  HttpResult confirm() { return post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_); }
  HttpResult submit(const std::string& key, const std::string& codes, int sid = 1) {
    return post("/v1/order/submit",
                R"({"sid":)" + std::to_string(sid) + R"(,"orderType":2,"areaCode":"852","phone":"91000001","couponCodes":)" + codes + "}",
                alice_, {{"Idempotency-Key", key}});
  }
  json::array listed(const std::string& token) { return get("/v1/coupon/activity-trade/v2", token).data().at("list").as_array(); }

  std::string alice_;
  int64_t template_ = 0;
};

}  // namespace

TEST_F(TradeEventApi, Event_EveryMemberGetsItAtCheckoutWithoutClaimingUpToTheirLimit) {
  const int64_t id = event(1);
  const std::string code = "EV" + std::to_string(id);
  auto list = listed(alice_);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("tradeEventName").as_string(), "週年慶");
  EXPECT_EQ(list[0].at("tradeLabelText").as_string(), "滿$30減$6");
  EXPECT_EQ(list[0].at("remaining").as_int64(), 1);
  EXPECT_EQ(list[0].at("coupon").at("couponName").as_string(), "滿30減6");
  EXPECT_TRUE(http().get("/v1/coupon/activity-trade/v3").data().at("list").as_array()[0].at("remaining").is_null());  // a visitor
  // The member holds no coupon, yet the checkout offers the event's and chooses it.
  EXPECT_TRUE(get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array().empty());
  add_tea();
  auto priced = confirm();
  ASSERT_EQ(priced.result_code(), 0) << priced.body;
  ASSERT_EQ(priced.data().at("coupons").at("selected").as_array().size(), 1u) << priced.body;
  EXPECT_EQ(priced.data().at("coupons").at("selected").as_array()[0].as_string(), code);
  EXPECT_EQ(priced.data().at("discount").as_string(), "6");
  EXPECT_EQ(priced.data().at("coupons").at("usable").as_array()[0].at("tradeEventId").as_int64(), id);
  auto placed = submit("k1", R"([")" + code + R"("])");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  const std::string order_no(placed.data().at("order_id").as_string());
  auto detail = get("/v1/order/detail?order_id=" + order_no, alice_);
  ASSERT_EQ(detail.data().at("coupons").as_array().size(), 1u) << detail.body;
  EXPECT_EQ(detail.data().at("coupons").as_array()[0].at("discount").as_string(), "6");
  // Used up: not offered again.
  EXPECT_EQ(listed(alice_)[0].at("remaining").as_int64(), 0);
  add_tea();
  EXPECT_EQ(confirm().data().at("discount").as_string(), "0");
  EXPECT_EQ(submit("k2", R"([")" + code + R"("])").result_code(), 31001);
  // The order cancelled unpaid: the use comes back, as a coupon of the event the member now holds.
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + order_no + R"("})", alice_).result_code(), 0);
  auto again = confirm();
  EXPECT_EQ(again.data().at("discount").as_string(), "6");
  const auto held = again.data().at("coupons").at("selected").as_array();
  ASSERT_EQ(held.size(), 1u);
  EXPECT_NE(held[0].as_string(), code);
  EXPECT_EQ(again.data().at("coupons").at("usable").as_array()[0].at("tradeEventId").as_int64(), id);
}

TEST_F(TradeEventApi, Event_TwoOrdersRacingForTheLastUseMakeOneWithIt) {
  const std::string code = "EV" + std::to_string(event(1));
  add_tea(1);
  add_tea(2);
  std::atomic<int> placed{0}, refused{0};
  const auto race = [&](const std::string& key, int sid) {
    auto r = submit(key, R"([")" + code + R"("])", sid);
    if (r.result_code() == 0) ++placed;
    else if (r.result_code() == 35030 || r.result_code() == 31001) ++refused;
  };
  std::thread a([&] { race("race-a", 1); });
  std::thread b([&] { race("race-b", 2); });
  a.join();
  b.join();
  EXPECT_EQ(placed.load(), 1);
  EXPECT_EQ(refused.load(), 1);
  EXPECT_EQ(listed(alice_)[0].at("remaining").as_int64(), 0);
}

// The checkout keeps the active events in memory: an operator's change reaches the next checkout,
// not one after the copy's lifetime.
TEST_F(TradeEventApi, Event_AnOperatorsChangeReachesTheVeryNextCheckout) {
  add_tea();
  EXPECT_EQ(confirm().data().at("discount").as_string(), "0");  // read (and kept) with no event
  const int64_t id = event(0);
  EXPECT_EQ(confirm().data().at("discount").as_string(), "6");
  auto off = save_event(kMondayNoon - kDay, kMondayNoon + 7 * kDay, 0, R"(,"active":false,"id":)" + std::to_string(id));
  ASSERT_EQ(off.result_code(), 0) << off.body;
  EXPECT_EQ(confirm().data().at("discount").as_string(), "0");
  EXPECT_EQ(submit("k1", R"(["EV)" + std::to_string(id) + R"("])").result_code(), 31001);
}

TEST_F(TradeEventApi, Event_OnlyWhileItRunsAndOnlyOperatorsMakeThem) {
  ASSERT_EQ(save_event(kMondayNoon + kDay, kMondayNoon + 7 * kDay, 1).result_code(), 0);  // from tomorrow
  ASSERT_EQ(save_event(kMondayNoon - kDay, kMondayNoon + 7 * kDay, 0, R"(,"active":false)").result_code(), 0);
  EXPECT_TRUE(listed(alice_).empty());
  add_tea();
  EXPECT_EQ(confirm().data().at("discount").as_string(), "0");
  EXPECT_EQ(submit("k1", R"(["EV1"])").result_code(), 31001);
  EXPECT_EQ(save_event(kMondayNoon, kMondayNoon - 1, 1).status, 400);  // ends before it starts
  EXPECT_EQ(admin_post("/admin/v1/coupon/trade-events", R"({"templateId":999,"title":"x","startsAt":1,"endsAt":2})").status, 400);
  EXPECT_EQ(post("/admin/v1/coupon/trade-events", R"({"templateId":1,"title":"x","startsAt":1,"endsAt":2})", alice_).status, 403);
  EXPECT_EQ(admin_get("/admin/v1/coupon/trade-events").data().at("list").as_array().size(), 2u);
}

}  // namespace qsr::test
