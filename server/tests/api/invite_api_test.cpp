// Invite campaigns through the API (issue 19): a friend who signs up with a member's code gets
// their welcome and the member their reward, once per friend however the sign-up is retried; the
// friend's first order handed over rewards the member again, once; the inviter is rewarded up to
// the campaign's cap while friends are always welcomed; each member sees only their own friends.
// SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

class InviteApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{
        .fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96000001");
    code_ = std::string(get("/v1/member/info", alice_).data().at("inviteCode").as_string());
    auto t = admin("/admin/v1/coupon/templates",
                   R"({"name":{"zh-HK":"減15","en":"$15 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"80","couponValue":"15"}})");
    ASSERT_EQ(t.result_code(), 0) << t.body;
    template_ = t.data().at("templateId").as_int64();
  }
  HttpClient http() const { return server_->client(); }
  HttpResult admin(const std::string& path, const std::string& body) { return http().post_json(path, body, {{"X-Admin-Token", kAdmin}}); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  // The friend gets a coupon on sign-up; the inviter 50 points, and 30 more on the friend's first order.
  int64_t campaign(int64_t cap = 0) {
    auto r = admin("/admin/v1/invite/campaigns",
                   R"({"title":{"zh-HK":"邀請好友","en":"Invite a friend"},"inviterCap":)" + std::to_string(cap) + R"(,"startsAt":)" +
                       std::to_string(kMondayNoon - kDayMs) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 30 * kDayMs) +
                       R"(,"rewards":[{"side":"invitee","stage":"register","kind":"coupon","templateId":)" + std::to_string(template_) +
                       R"(},{"side":"inviter","stage":"register","kind":"points","points":50},)"
                       R"({"side":"inviter","stage":"first_order","kind":"points","points":30}]})");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  std::string sms_code(const std::string& phone) {
    http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})");
    const HttpResult outbox = http().get("/v1/dev/sms/outbox?areaCode=852&phone=" + phone);
    return std::string(outbox.data().at("list").as_array().at(0).at("code").as_string());
  }
  HttpResult register_with(const std::string& phone, const std::string& code, const std::string& invite) {
    return http().post_json("/v1/account/simpleRegister", R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code +
                                                              R"(","agree":true,"inviteCode":")" + invite + R"("})");
  }
  // A friend signed up with Alice's code; their token.
  std::string friend_of_alice(const std::string& phone) {
    auto r = register_with(phone, sms_code(phone), code_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("token").as_string());
  }
  int64_t points(const std::string& token) { return get("/v1/member/point/summary", token).data().at("points").as_int64(); }
  int64_t coupons(const std::string& token) { return get("/v1/member/coupon/page", token).data().at("total").as_int64(); }
  void finished_order(const std::string& token, const std::string& phone, const std::string& key) {
    post("/v1/dev/wallet/topup", R"({"amount":"100"})", token, {{"Idempotency-Key", "t" + key}});
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", token);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":")" + phone + "\"}", token, {{"Idempotency-Key", key}});
    ASSERT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", token).result_code(), 0);
    if (staff_.empty()) {
      staff_ = server_->member_token("96000009");
      const int64_t id = get("/v1/member/info", staff_).data().at("id").as_int64();
      admin("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})");
    }
    for (const char* to : {"in_production", "ready", "finished"}) {
      ASSERT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", staff_).result_code(), 0) << to;
    }
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_, code_, staff_;
  int64_t template_ = 0;
};

TEST_F(InviteApi, SignUp_WelcomesTheFriendAndRewardsTheInviterThenTheFirstOrderOnce) {
  campaign();
  const std::string bob = friend_of_alice("96000002");
  EXPECT_EQ(coupons(bob), 1);
  EXPECT_EQ(points(alice_), 50);
  finished_order(bob, "96000002", "o1");
  EXPECT_TRUE(eventually([&] { return points(alice_) == 80; })) << points(alice_);
  finished_order(bob, "96000002", "o2");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(points(alice_), 80);
  const auto overview = get("/v1/invite/activity?lang=en", alice_).data();
  EXPECT_EQ(overview.at("inviteCode").as_string(), code_);
  EXPECT_EQ(overview.at("campaign").at("title").as_string(), "Invite a friend");
  EXPECT_EQ(overview.at("campaign").at("rewards").as_array()[0].at("couponName").as_string(), "$15 off");
  EXPECT_EQ(overview.at("friends").as_int64(), 1);
  EXPECT_EQ(overview.at("ordered").as_int64(), 1);
  EXPECT_EQ(overview.at("points").as_int64(), 80);
  const auto records = get("/v1/invite/records", alice_).data();
  ASSERT_EQ(records.at("total").as_int64(), 1);
  EXPECT_TRUE(records.at("list").as_array()[0].at("ordered").as_bool());
  EXPECT_EQ(records.at("list").as_array()[0].at("rewards").as_array().size(), 2u);
  // The points history names the reward.
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("list").as_array()[0].at("reason").as_string(), "invite");
}

TEST_F(InviteApi, Records_ACouponRewardIsNamedInTheRequestLanguageAsItWasGivenAndPointsHaveNoName) {
  auto other = admin("/admin/v1/coupon/templates",
                     R"({"name":{"zh-HK":"免費飲品","en":"Free drink"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  ASSERT_EQ(other.result_code(), 0) << other.body;
  const std::string window = R"(,"startsAt":)" + std::to_string(kMondayNoon - kDayMs) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 30 * kDayMs);
  const auto rewards = [&](int64_t tmpl) {
    return R"(,"rewards":[{"side":"inviter","stage":"register","kind":"coupon","templateId":)" + std::to_string(tmpl) +
           R"(},{"side":"inviter","stage":"first_order","kind":"points","points":30}]})";
  };
  auto made = admin("/admin/v1/invite/campaigns", R"({"title":"x")" + window + rewards(template_));
  ASSERT_EQ(made.result_code(), 0) << made.body;
  const std::string bob = friend_of_alice("96000002");
  finished_order(bob, "96000002", "o1");
  ASSERT_TRUE(eventually([&] { return points(alice_) == 30; })) << points(alice_);
  // The operators change the campaign's coupon afterwards: Bob's reward keeps the coupon it gave.
  auto edited = admin("/admin/v1/invite/campaigns",
                      R"({"id":)" + std::to_string(made.data().at("id").as_int64()) + R"(,"title":"x")" + window + rewards(other.data().at("templateId").as_int64()));
  ASSERT_EQ(edited.result_code(), 0) << edited.body;
  const auto given = [&](const std::string& lang) {
    const auto r = get("/v1/invite/records?lang=" + lang, alice_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.data().at("list").as_array().at(0).at("rewards").as_array();
  };
  const auto en = given("en");
  ASSERT_EQ(en.size(), 2u);
  EXPECT_EQ(en[0].at("kind").as_string(), "coupon");
  EXPECT_TRUE(en[0].at("couponCode").is_string());
  EXPECT_EQ(en[0].at("couponName").as_string(), "$15 off");
  EXPECT_EQ(en[1].at("kind").as_string(), "points");
  EXPECT_EQ(en[1].at("couponName").as_string(), "");
  EXPECT_EQ(given("zh-HK")[0].at("couponName").as_string(), "減15");
}

TEST_F(InviteApi, Retry_ASignUpSentFiveTimesAtOnceRewardsOnce) {
  campaign();
  const std::string code = sms_code("96000003");
  std::vector<std::thread> threads;
  std::atomic<int> ok{0};
  for (int i = 0; i < 5; ++i) {
    threads.emplace_back([&] {
      if (register_with("96000003", code, code_).result_code() == 0) ++ok;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_GE(ok.load(), 1);
  // And again later, logging in with a new code and the same invite code.
  server_->set_clock(kMondayNoon + 61'000);
  const auto again = register_with("96000003", sms_code("96000003"), code_);
  ASSERT_EQ(again.result_code(), 0) << again.body;
  EXPECT_EQ(points(alice_), 50);
  EXPECT_EQ(coupons(std::string(again.data().at("token").as_string())), 1);
  EXPECT_EQ(get("/v1/invite/records", alice_).data().at("total").as_int64(), 1);
}

TEST_F(InviteApi, Cap_TheInviterIsRewardedForTwoFriendsAndEveryFriendIsWelcomed) {
  campaign(2);
  friend_of_alice("96000002");
  friend_of_alice("96000003");
  const std::string third = friend_of_alice("96000004");
  EXPECT_EQ(points(alice_), 100);
  EXPECT_EQ(coupons(third), 1);
  const auto overview = get("/v1/invite/activity", alice_).data();
  EXPECT_EQ(overview.at("friends").as_int64(), 3);
  EXPECT_EQ(overview.at("rewardsLeft").as_int64(), 0);
  const auto list = get("/v1/invite/records", alice_).data().at("list").as_array();
  EXPECT_FALSE(list[0].at("rewarded").as_bool());  // the newest, past the cap
  EXPECT_TRUE(list[2].at("rewarded").as_bool());
  // The third friend's first order brings Alice nothing either.
  finished_order(third, "96000004", "o3");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(points(alice_), 100);
}

TEST_F(InviteApi, Privacy_EachMemberSeesOnlyTheirOwnFriendsAndWithoutACampaignNothingIsGiven) {
  const std::string bob = friend_of_alice("96000002");  // no campaign running yet
  EXPECT_EQ(points(alice_), 0);
  EXPECT_EQ(coupons(bob), 0);
  EXPECT_TRUE(get("/v1/invite/activity", alice_).data().at("campaign").is_null());
  EXPECT_EQ(get("/v1/invite/records", alice_).data().at("total").as_int64(), 0);
  campaign();
  friend_of_alice("96000003");
  EXPECT_EQ(get("/v1/invite/records", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/invite/records", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/invite/activity").status, 401);
  EXPECT_EQ(http().get("/v1/invite/records").status, 401);
}

TEST_F(InviteApi, Admin_OnlyOperatorsAndOnlySensibleCampaigns) {
  const std::string head = R"({"title":"x","startsAt":1,"endsAt":2,"rewards":)";
  EXPECT_EQ(http().post_json("/admin/v1/invite/campaigns", head + R"([{"side":"inviter","stage":"register","kind":"points","points":5}]})").status, 403);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns", head + "[]}").status, 400);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns", head + R"([{"side":"friend","stage":"register","kind":"points","points":5}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns", head + R"([{"side":"inviter","stage":"review","kind":"points","points":5}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns", head + R"([{"side":"inviter","stage":"register","kind":"points","points":0}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns", head + R"([{"side":"inviter","stage":"register","kind":"coupon","templateId":999}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns",
                  head + R"([{"side":"inviter","stage":"register","kind":"points","points":5},{"side":"inviter","stage":"register","kind":"points","points":6}]})")
                .status,
            400);
  EXPECT_EQ(admin("/admin/v1/invite/campaigns", R"({"title":"x","startsAt":2,"endsAt":1,"rewards":[{"side":"inviter","stage":"register","kind":"points","points":5}]})").status, 400);
  EXPECT_TRUE(http().get("/admin/v1/invite/campaigns", {{"X-Admin-Token", kAdmin}}).data().at("list").as_array().empty());
}

}  // namespace
}  // namespace qsr::test
