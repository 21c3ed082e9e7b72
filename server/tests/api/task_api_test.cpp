// The task centre through the API (issue 19): progress is counted from what the member did
// (finished orders in the Hong Kong week, friends signed up with their code, the profile), a
// claim gives the reward once per period however often it is asked for (ten at once too), a
// new week opens the weekly task again, and a task not done or not running gives nothing.
// SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

class TaskApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{
        .fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96000001");
    post("/v1/dev/wallet/topup", R"({"amount":"500"})", alice_, {{"Idempotency-Key", "t"}});
    auto t = admin("/admin/v1/coupon/templates",
                   R"({"name":{"zh-HK":"減5","en":"$5 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
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
  // A task running from a week before Monday to a month after; `fields` says what it is.
  int64_t task(const std::string& fields) {
    auto r = admin("/admin/v1/tasks", "{" + fields + R"(,"startsAt":)" + std::to_string(kMondayNoon - 7 * kDayMs) + R"(,"endsAt":)" +
                                          std::to_string(kMondayNoon + 30 * kDayMs) + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  boost::json::object view(const std::string& token, int64_t id) {
    const HttpResult r = get("/v1/taskCenter/list?lang=en", token);
    for (const auto& t : r.data().at("list").as_array()) {
      if (t.at("id").as_int64() == id) return t.as_object();
    }
    ADD_FAILURE() << "task " << id << " not listed: " << r.body;
    return {};
  }
  // A new member who signs up with `invite_code`.
  void sign_up(const std::string& phone, const std::string& invite_code = "") {
    http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})");
    const HttpResult outbox = http().get("/v1/dev/sms/outbox?areaCode=852&phone=" + phone);
    const std::string code(outbox.data().at("list").as_array().at(0).at("code").as_string());
    std::string body = R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code + R"(","agree":true)";
    if (!invite_code.empty()) body += R"(,"inviteCode":")" + invite_code + "\"";
    auto r = http().post_json("/v1/account/simpleRegister", body + "}");
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  HttpResult claim(const std::string& token, int64_t id) { return post("/v1/taskCenter/claim", R"({"id":)" + std::to_string(id) + "}", token); }
  int64_t points(const std::string& token) { return get("/v1/member/point/summary", token).data().at("points").as_int64(); }
  std::string staff() {
    const std::string token = server_->member_token("96000009");
    const int64_t id = get("/v1/member/info", token).data().at("id").as_int64();
    http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
    return token;
  }
  // An order of Alice's paid from her wallet and handed over by the store.
  void finished_order(const std::string& key) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", alice_);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", key}});
    ASSERT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code(), 0);
    if (staff_.empty()) staff_ = staff();
    for (const char* to : {"in_production", "ready", "finished"}) {
      auto r = post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", staff_);
      ASSERT_EQ(r.result_code(), 0) << to << ": " << r.body;
    }
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_, staff_;
  int64_t template_ = 0;
};

TEST_F(TaskApi, WeeklyOrder_ClaimableOnceTheOrderIsFinishedOncePerHongKongWeek) {
  const int64_t id = task(R"("kind":"order","title":{"zh-HK":"每週首單","en":"First order of the week"},"target":1,"period":"week","rewardKind":"points","rewardPoints":20)");
  auto v = view(alice_, id);
  EXPECT_EQ(v.at("state").as_string(), "doing");
  EXPECT_EQ(v.at("progress").as_int64(), 0);
  EXPECT_EQ(v.at("title").as_string(), "First order of the week");
  // The week ends at Monday 00:00 in Hong Kong.
  EXPECT_EQ(v.at("periodEndsAt").as_int64(), hk_ms(2026, 11, 30, 0, 0));
  EXPECT_EQ(claim(alice_, id).result_code(), 38001);
  finished_order("o1");
  const int64_t earned = points(alice_);
  EXPECT_EQ(view(alice_, id).at("state").as_string(), "claimable");
  auto c = claim(alice_, id);
  ASSERT_EQ(c.result_code(), 0) << c.body;
  EXPECT_EQ(c.data().at("state").as_string(), "claimed");
  EXPECT_EQ(points(alice_), earned + 20);
  // Asked again: the same answer, nothing more.
  EXPECT_EQ(claim(alice_, id).data().at("state").as_string(), "claimed");
  EXPECT_EQ(points(alice_), earned + 20);
  // Sunday 23:59 is still the same week; Monday 00:00 opens the next one.
  server_->set_clock(hk_ms(2026, 11, 29, 23, 59));
  EXPECT_EQ(view(alice_, id).at("state").as_string(), "claimed");
  server_->set_clock(hk_ms(2026, 11, 30, 0, 0));
  EXPECT_EQ(view(alice_, id).at("state").as_string(), "doing");
}

// Issue 19's "review an order" task, counted from the reviews the member wrote in the period.
TEST_F(TaskApi, Review_ClaimableOnceTheMemberReviewedAnOrderThisMonth) {
  const int64_t id = task(R"("kind":"review","title":{"zh-HK":"評價訂單","en":"Review an order"},"target":1,"period":"month","rewardKind":"points","rewardPoints":15)");
  finished_order("r1");
  EXPECT_EQ(view(alice_, id).at("state").as_string(), "doing");  // finished is not reviewed
  EXPECT_EQ(claim(alice_, id).result_code(), 38001);
  auto sub = get("/v1/order/list?pageNum=1&pageSize=1", alice_);
  const std::string no(sub.data().at("list").as_array().at(0).at("order_id").as_string());
  ASSERT_EQ(post("/v1/market/eval", R"({"orderNo":")" + no + R"(","food":5,"service":5,"content":"好味"})", alice_).result_code(), 0);
  EXPECT_EQ(view(alice_, id).at("progress").as_int64(), 1);
  const int64_t before = points(alice_);
  ASSERT_EQ(claim(alice_, id).result_code(), 0);
  EXPECT_EQ(points(alice_), before + 15);
  // Next month the task opens again; last month's review does not count.
  server_->set_clock(hk_ms(2026, 12, 1, 0, 0));
  EXPECT_EQ(view(alice_, id).at("progress").as_int64(), 0);
}

TEST_F(TaskApi, EndsAt_ATaskAnswersItsOwnEndBesideItsPeriodsEnd) {
  const int64_t ends = kMondayNoon + 30 * kDayMs;
  const int64_t id = task(R"("kind":"order","title":"x","target":1,"period":"day","rewardKind":"points","rewardPoints":5)");
  const auto listed = view(alice_, id);
  EXPECT_EQ(listed.at("endsAt").as_int64(), ends);
  EXPECT_EQ(listed.at("periodEndsAt").as_int64(), hk_ms(2026, 11, 24, 0, 0));
  EXPECT_EQ(http().get("/v1/taskCenter/list").data().at("list").as_array().at(0).at("endsAt").as_int64(), ends);  // a visitor too
  // The claim's answer is a TASK as well.
  const int64_t once = task(R"("kind":"profile","title":"x","target":1,"period":"once","rewardKind":"points","rewardPoints":5)");
  ASSERT_EQ(post("/v1/member/profile/save", R"({"nickName":"Alice","sex":2,"birthday":"1990-05-01"})", alice_).result_code(), 0);
  const auto c = claim(alice_, once);
  ASSERT_EQ(c.result_code(), 0) << c.body;
  EXPECT_EQ(c.data().at("endsAt").as_int64(), ends);
}

TEST_F(TaskApi, List_EachTaskShowsTheMembersClaimOfItsOwnPeriodOnly) {
  const int64_t daily = task(R"("kind":"profile","title":"x","target":1,"period":"day","rewardKind":"points","rewardPoints":5)");
  const int64_t once = task(R"("kind":"profile","title":"y","target":1,"period":"once","rewardKind":"points","rewardPoints":7)");
  const int64_t untouched = task(R"("kind":"order","title":"z","target":1,"period":"day","rewardKind":"points","rewardPoints":9)");
  ASSERT_EQ(post("/v1/member/profile/save", R"({"nickName":"Alice","sex":2,"birthday":"1990-05-01"})", alice_).result_code(), 0);
  ASSERT_EQ(claim(alice_, daily).result_code(), 0);
  ASSERT_EQ(claim(alice_, once).result_code(), 0);
  EXPECT_EQ(view(alice_, daily).at("state").as_string(), "claimed");
  EXPECT_EQ(view(alice_, once).at("state").as_string(), "claimed");
  EXPECT_EQ(view(alice_, untouched).at("state").as_string(), "doing");
  EXPECT_EQ(view(alice_, once).at("claimedAt").as_int64(), kMondayNoon);
  // Tuesday: yesterday's claim of the daily task is not today's; the once task's still is.
  server_->set_clock(hk_ms(2026, 11, 24, 9, 0));
  EXPECT_EQ(view(alice_, daily).at("state").as_string(), "claimable");
  EXPECT_TRUE(view(alice_, daily).at("claimedAt").is_null());
  EXPECT_EQ(view(alice_, once).at("state").as_string(), "claimed");
  // Another member sees none of Alice's claims.
  EXPECT_EQ(view(server_->member_token("96000002"), once).at("state").as_string(), "doing");
}

TEST_F(TaskApi, Claim_TenAtOnceGiveTheRewardOnce) {
  const int64_t id = task(R"("kind":"profile","title":"完善個人資料","target":1,"period":"once","rewardKind":"coupon","rewardTemplateId":)" +
                          std::to_string(template_));
  EXPECT_EQ(claim(alice_, id).result_code(), 38001);
  auto save = post("/v1/member/profile/save", R"({"nickName":"Alice","sex":2,"birthday":"1990-05-01"})", alice_);
  ASSERT_EQ(save.result_code(), 0) << save.body;
  const auto before = view(alice_, id);
  EXPECT_EQ(before.at("state").as_string(), "claimable");
  EXPECT_EQ(before.at("reward").at("couponName").as_string(), "$5 off");
  std::vector<std::thread> threads;
  std::vector<std::string> codes(10);
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      auto r = claim(alice_, id);
      if (r.result_code() == 0 && r.data().at("couponCode").is_string()) codes[i] = std::string(r.data().at("couponCode").as_string());
    });
  }
  for (auto& t : threads) t.join();
  for (const auto& c : codes) EXPECT_EQ(c, codes[0]);
  EXPECT_FALSE(codes[0].empty());
  const auto wallet = get("/v1/member/coupon/page", alice_).data();
  EXPECT_EQ(wallet.at("total").as_int64(), 1) << boost::json::serialize(wallet);
}

TEST_F(TaskApi, Invite_CountsFriendsWhoSignedUpWithTheCodeInThePeriod) {
  const int64_t id = task(R"("kind":"invite","title":"邀請好友","target":2,"period":"month","rewardKind":"points","rewardPoints":100)");
  const std::string code(get("/v1/member/info", alice_).data().at("inviteCode").as_string());
  sign_up("96000002", code);
  EXPECT_EQ(view(alice_, id).at("progress").as_int64(), 1);
  sign_up("96000003");  // no code: not Alice's friend
  EXPECT_EQ(view(alice_, id).at("progress").as_int64(), 1);
  sign_up("96000004", code);
  EXPECT_EQ(view(alice_, id).at("state").as_string(), "claimable");
  ASSERT_EQ(claim(alice_, id).result_code(), 0);
  EXPECT_EQ(points(alice_), 100);
  // December is a new month: counting starts again.
  server_->set_clock(hk_ms(2026, 12, 1, 0, 0));
  EXPECT_EQ(view(alice_, id).at("progress").as_int64(), 0);
}

TEST_F(TaskApi, List_AVisitorSeesTheTasksAndOnlyRunningOnesAreListedOrClaimable) {
  const int64_t running = task(R"("kind":"order","title":"x","target":3,"period":"month","rewardKind":"points","rewardPoints":5)");
  auto later = admin("/admin/v1/tasks", R"({"kind":"order","title":"later","target":1,"period":"once","rewardKind":"points","rewardPoints":5,"startsAt":)" +
                                            std::to_string(kMondayNoon + kDayMs) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 2 * kDayMs) + "}");
  const int64_t upcoming = later.data().at("id").as_int64();
  const auto list = http().get("/v1/taskCenter/list").data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("id").as_int64(), running);
  EXPECT_EQ(list[0].at("progress").as_int64(), 0);
  EXPECT_EQ(claim(alice_, upcoming).result_code(), 38002);
  EXPECT_EQ(claim(alice_, 999).status, 404);
  EXPECT_EQ(http().post_json("/v1/taskCenter/claim", R"({"id":1})").status, 401);
}

TEST_F(TaskApi, Admin_OnlyOperatorsAndOnlySensibleTasks) {
  const std::string window = R"(,"startsAt":1,"endsAt":2})";
  EXPECT_EQ(http().post_json("/admin/v1/tasks", R"({"kind":"order","title":"x","rewardKind":"points","rewardPoints":1)" + window).status, 403);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"lottery","title":"x","rewardKind":"points","rewardPoints":1)" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"order","title":"x","period":"year","rewardKind":"points","rewardPoints":1)" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"order","title":"x","target":0,"rewardKind":"points","rewardPoints":1)" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"profile","title":"x","target":2,"rewardKind":"points","rewardPoints":1)" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"order","title":"x","rewardKind":"points","rewardPoints":0)" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"order","title":"x","rewardKind":"coupon")" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"order","title":"x","rewardKind":"coupon","rewardTemplateId":999)" + window).status, 400);
  EXPECT_EQ(admin("/admin/v1/tasks", R"({"kind":"order","title":"x","rewardKind":"points","rewardPoints":1,"startsAt":2,"endsAt":1})").status, 400);
  EXPECT_TRUE(http().get("/admin/v1/tasks", {{"X-Admin-Token", kAdmin}}).data().at("list").as_array().empty());
}

}  // namespace
}  // namespace qsr::test
