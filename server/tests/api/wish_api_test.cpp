// Collect-wishes through the API (issue 19): every order handed over gives one card of a running
// campaign (once per order); a full set is exchanged for the reward, once per key, and of ten
// exchanges racing for one set exactly one wins; the member's limit holds; visitors see the
// campaigns without cards. SQLite and PostgreSQL.
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

class WishApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{
        .fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96000001");
    post("/v1/dev/wallet/topup", R"({"amount":"2000"})", alice_, {{"Idempotency-Key", "t"}});
    staff_ = server_->member_token("96000009");
    const int64_t id = get("/v1/member/info", staff_).data().at("id").as_int64();
    admin("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult admin(const std::string& path, const std::string& body) { return http().post_json(path, body, {{"X-Admin-Token", kAdmin}}); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  // Two cards, equally likely; a full set gives 88 points; `extra` adds fields.
  int64_t campaign(const std::string& extra = "") {
    auto r = admin("/admin/v1/wishes", R"({"title":{"zh-HK":"集福氣","en":"Collect luck"},"rewardKind":"points","rewardPoints":88,"startsAt":)" +
                                           std::to_string(kMondayNoon - kDayMs) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 30 * kDayMs) +
                                           R"(,"items":[{"name":{"zh-HK":"福","en":"Luck"},"weight":1},{"name":{"zh-HK":"滿","en":"Plenty"},"weight":1}])" +
                                           extra + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  void finished_order() {
    static std::atomic<int> n{0};
    const std::string key = "o" + std::to_string(++n);
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", alice_);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", key}});
    ASSERT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code(), 0);
    for (const char* to : {"in_production", "ready", "finished"}) {
      ASSERT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", staff_).result_code(), 0) << to;
    }
  }
  boost::json::object view(int64_t id) { return get("/v1/taskCenter/collect-item/detail?lang=en&id=" + std::to_string(id), alice_).data().as_object(); }
  // Orders handed over until Alice holds a full set (two equally likely cards: a few orders).
  void until_complete(int64_t id) {
    for (int i = 0; i < 40 && !view(id).at("complete").as_bool(); ++i) finished_order();
    ASSERT_TRUE(view(id).at("complete").as_bool());
  }
  int64_t points() { return get("/v1/member/point/summary", alice_).data().at("points").as_int64(); }
  HttpResult exchange(int64_t id, const std::string& key) {
    return post("/v1/taskCenter/collect-item/exchange", R"({"id":)" + std::to_string(id) + "}", alice_, {{"Idempotency-Key", key}});
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_, staff_;
};

TEST_F(WishApi, Cards_EveryOrderHandedOverGivesOneCardOfTheCampaign) {
  const int64_t id = campaign();
  auto v = view(id);
  EXPECT_EQ(v.at("collected").as_int64(), 0);
  EXPECT_EQ(v.at("title").as_string(), "Collect luck");
  finished_order();
  finished_order();
  v = view(id);
  EXPECT_EQ(v.at("collected").as_int64(), 2);
  int64_t held = 0;
  for (const auto& i : v.at("items").as_array()) held += i.at("count").as_int64();
  EXPECT_EQ(held, 2);
  // A visitor sees the campaign, without cards.
  const auto visitor = http().get("/v1/taskCenter/collect-item/list").data().at("list").as_array();
  ASSERT_EQ(visitor.size(), 1u);
  EXPECT_EQ(visitor[0].at("collected").as_int64(), 0);
}

TEST_F(WishApi, Exchange_AFullSetGivesTheRewardOncePerKeyAndTakesOneCardOfEach) {
  const int64_t id = campaign();
  EXPECT_EQ(exchange(id, "early").result_code(), 39001);
  until_complete(id);
  const int64_t before = points();
  const auto held_before = view(id).at("items").as_array();
  auto first = exchange(id, "k1");
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(first.data().at("points").as_int64(), 88);
  EXPECT_EQ(exchange(id, "k1").data().at("createdAt"), first.data().at("createdAt"));
  EXPECT_EQ(points(), before + 88);
  const auto after = view(id);
  EXPECT_EQ(after.at("exchanged").as_int64(), 1);
  for (size_t i = 0; i < held_before.size(); ++i) {
    EXPECT_EQ(after.at("items").as_array()[i].at("count").as_int64(), held_before[i].at("count").as_int64() - 1);
  }
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("list").as_array()[0].at("reason").as_string(), "wish");
}

TEST_F(WishApi, Race_TenExchangesForOneSetGiveOneReward) {
  const int64_t id = campaign();
  until_complete(id);
  // Exactly one set: exchange the spare cards away first if there are two sets.
  while (true) {
    const auto v = view(id);
    int64_t sets = INT64_MAX;
    for (const auto& i : v.at("items").as_array()) sets = std::min(sets, i.at("count").as_int64());
    if (sets <= 1) break;
    ASSERT_EQ(exchange(id, "spare" + std::to_string(sets)).result_code(), 0);
  }
  const int64_t before = points();
  std::atomic<int> won{0}, incomplete{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      const auto r = exchange(id, "race" + std::to_string(i));
      if (r.result_code() == 0) ++won;
      else if (r.result_code() == 39001) ++incomplete;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(won.load(), 1);
  EXPECT_EQ(incomplete.load(), 9);
  EXPECT_EQ(points(), before + 88);
}

TEST_F(WishApi, Limit_AMemberExchangesAtMostTheLimit) {
  const int64_t id = campaign(R"(,"exchangeLimit":1)");
  until_complete(id);
  ASSERT_EQ(exchange(id, "one").result_code(), 0);
  until_complete(id);
  EXPECT_EQ(exchange(id, "two").result_code(), 39002);
  EXPECT_TRUE(view(id).at("complete").as_bool());  // the refused exchange took no card
}

TEST_F(WishApi, Admin_OnlyOperatorsAndOnlySensibleCampaigns) {
  const std::string window = R"(,"startsAt":1,"endsAt":2)";
  const std::string two = R"(,"items":[{"name":"a","weight":1},{"name":"b","weight":1}])";
  EXPECT_EQ(http().post_json("/admin/v1/wishes", R"({"title":"x","rewardKind":"points","rewardPoints":5)" + window + two + "}").status, 403);
  EXPECT_EQ(admin("/admin/v1/wishes", R"({"title":"x","rewardKind":"points","rewardPoints":5)" + window + R"(,"items":[{"name":"a","weight":1}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/wishes", R"({"title":"x","rewardKind":"points","rewardPoints":5)" + window + R"(,"items":[{"name":"a","weight":0},{"name":"b","weight":1}]})").status, 400);
  EXPECT_EQ(admin("/admin/v1/wishes", R"({"title":"x","rewardKind":"points","rewardPoints":0)" + window + two + "}").status, 400);
  EXPECT_EQ(admin("/admin/v1/wishes", R"({"title":"x","rewardKind":"coupon","rewardTemplateId":999)" + window + two + "}").status, 400);
  EXPECT_EQ(admin("/admin/v1/wishes", R"({"title":"x","rewardKind":"points","rewardPoints":5,"startsAt":2,"endsAt":1)" + two + "}").status, 400);
  EXPECT_EQ(get("/v1/taskCenter/collect-item/detail?id=999", alice_).status, 404);
  EXPECT_EQ(http().post_json("/v1/taskCenter/collect-item/exchange", R"({"id":1})", {{"Idempotency-Key", "x"}}).status, 401);
}

}  // namespace
}  // namespace qsr::test
