// The member code through the API (issue 16, docs/decisions/0027): a member's code is new every
// minute and usable once; a till looks it up and records a sale, which earns points and growth
// once per store and receipt number however often the till retries; codes and sales are refused
// with a reason a cashier understands; only staff look codes up. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class MemberCodeApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("96000001");
    staff_ = server_->member_token("96000009");
    const int64_t id = get("/v1/member/info", staff_).data().at("id").as_int64();
    http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token) {
    return http().post_json(path, body, {{"auth", token}});
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  std::string code() { return std::string(get("/v1/member/code", alice_).data().at("code").as_string()); }
  HttpResult sale(const std::string& code, const std::string& receipt, const std::string& amount = "88.5") {
    return post("/v1/console/member-code/sale", R"({"code":")" + code + R"(","receiptNo":")" + receipt + R"(","amount":")" + amount + R"("})", staff_);
  }
  int64_t points() { return get("/v1/member/point/summary", alice_).data().at("points").as_int64(); }

  std::unique_ptr<TestServer> server_;
  std::string alice_, staff_;
};

}  // namespace

TEST_F(MemberCodeApi, Code_IsEighteenDigitsNewEachTimeAndGoodForAMinute) {
  auto r = get("/v1/member/code", alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const std::string first(r.data().at("code").as_string());
  EXPECT_EQ(first.size(), 18u);
  EXPECT_EQ(first.find_first_not_of("0123456789"), std::string::npos);
  EXPECT_EQ(r.data().at("expiresAt").as_int64(), kMondayNoon + 60'000);
  EXPECT_NE(code(), first);
  EXPECT_EQ(http().get("/v1/member/code").status, 401);
  // A page asks once a minute: thirty in a minute is the most, then refused until it passes.
  for (int i = 2; i < 30; ++i) EXPECT_EQ(get("/v1/member/code", alice_).result_code(), 0);
  EXPECT_EQ(get("/v1/member/code", alice_).status, 429);
  server_->set_clock(kMondayNoon + 61'000);
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(get("/v1/member/code", alice_).result_code(), 0);
}

TEST_F(MemberCodeApi, Lookup_ShowsTheTillWhoseCodeItIsAndWhetherItCanBeUsed) {
  const std::string c = code();
  auto r = get("/v1/console/member-code?lang=en&code=" + c, staff_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("state").as_string(), "valid");
  EXPECT_EQ(r.data().at("phone").as_string(), "960*0001");
  EXPECT_EQ(r.data().at("levelName").as_string(), "Green");
  server_->set_clock(kMondayNoon + 61'000);
  staff_ = server_->member_token("96000009");
  EXPECT_EQ(get("/v1/console/member-code?code=" + c, staff_).data().at("state").as_string(), "expired");
  // Never issued, or not a code at all: the same answer.
  EXPECT_EQ(get("/v1/console/member-code?code=123456789012345678", staff_).status, 404);
  EXPECT_EQ(get("/v1/console/member-code?code=abc", staff_).status, 404);
  // Customers cannot look codes up.
  EXPECT_EQ(get("/v1/console/member-code?code=" + c, alice_).status, 403);
}

TEST_F(MemberCodeApi, Sale_EarnsPointsAndGrowthOnceHoweverOftenTheTillRetries) {
  const std::string c = code();
  auto r = sale(c, "R-0001");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("points").as_int64(), 89);  // HK$88.5 at HK$1 a point, rounded
  EXPECT_EQ(r.data().at("growth").as_int64(), 88);  // floored
  EXPECT_EQ(points(), 89);
  EXPECT_EQ(get("/v1/member/level", alice_).data().at("growthValue").as_int64(), 88);
  for (int i = 0; i < 3; ++i) {
    auto again = sale(c, "R-0001");
    ASSERT_EQ(again.result_code(), 0) << again.body;
    EXPECT_EQ(again.data().at("points").as_int64(), 89);
  }
  EXPECT_EQ(points(), 89);
  EXPECT_EQ(get("/v1/console/member-code?code=" + c, staff_).data().at("state").as_string(), "used");
  auto records = get("/v1/member/point/records", alice_).data();
  EXPECT_EQ(records.at("total").as_int64(), 1);
}

TEST_F(MemberCodeApi, Sale_TenTillsSendingTheSameSaleAtOnceEarnOnce) {
  const std::string c = code();
  std::vector<std::thread> tills;
  std::atomic<int> answered{0};
  for (int i = 0; i < 10; ++i) {
    tills.emplace_back([&] {
      if (sale(c, "R-9").result_code() == 0) ++answered;
    });
  }
  for (auto& t : tills) t.join();
  EXPECT_EQ(answered.load(), 10);  // each is told the one sale
  EXPECT_EQ(points(), 89);
  EXPECT_EQ(get("/v1/member/point/records", alice_).data().at("total").as_int64(), 1);
}

TEST_F(MemberCodeApi, Sale_RefusesAUsedOrExpiredCodeAndAReceiptOfAnotherCode) {
  const std::string c = code();
  ASSERT_EQ(sale(c, "R-1").result_code(), 0);
  auto used = sale(c, "R-2");  // the same code for another receipt
  EXPECT_EQ(used.status, 409);
  EXPECT_NE(used.body.find("此會員碼已使用"), std::string::npos) << used.body;
  auto other = sale(code(), "R-1");  // another code for a recorded receipt
  EXPECT_EQ(other.status, 409);
  EXPECT_NE(other.body.find("此收據編號已為另一位會員記錄"), std::string::npos) << other.body;
  const std::string late = code();
  server_->set_clock(kMondayNoon + 60'000 + 180'001);  // past the minute and the 3 minutes' grace
  staff_ = server_->member_token("96000009");
  alice_ = server_->member_token("96000001");
  auto expired = sale(late, "R-3");
  EXPECT_EQ(expired.status, 409);
  EXPECT_NE(expired.body.find("會員碼已過期"), std::string::npos) << expired.body;
  EXPECT_EQ(points(), 89);
}

TEST_F(MemberCodeApi, Sale_BadInputIsRefusedAndChangesNothing) {
  const std::string c = code();
  EXPECT_EQ(sale(c, "R-1", "0").status, 400);
  EXPECT_EQ(sale(c, "R-1", "-5").status, 400);
  EXPECT_EQ(sale(c, "R-1", "100000.01").status, 400);
  EXPECT_EQ(sale(c, "R 1").status, 400);
  EXPECT_EQ(sale(c, std::string(41, 'R')).status, 400);
  EXPECT_EQ(sale("12", "R-1").status, 404);
  EXPECT_EQ(post("/v1/console/member-code/sale", R"({"code":")" + c + R"(","receiptNo":"R-1","amount":"10"})", alice_).status, 403);
  EXPECT_EQ(points(), 0);
  ASSERT_EQ(sale(c, "R-1").result_code(), 0);  // the code is still good
}

}  // namespace qsr::test
