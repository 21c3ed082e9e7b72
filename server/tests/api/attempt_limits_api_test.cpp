// Attempt limits are counted in the database before the thing they guard is checked, so parallel
// requests cannot slip past a limit that each of them read as not reached yet.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

// Runs `n` copies of `call` at once and counts the result codes they answered.
std::map<int64_t, int> in_parallel(int n, const std::function<HttpResult()>& call) {
  std::map<int64_t, int> codes;
  std::mutex mutex;
  std::vector<std::thread> threads;
  for (int i = 0; i < n; ++i) {
    threads.emplace_back([&] {
      auto r = call();
      std::lock_guard lock(mutex);
      ++codes[r.result_code()];
    });
  }
  for (auto& t : threads) t.join();
  return codes;
}

class AttemptLimits : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon});
    token_ = server_->member_token("94000001");
    auto set = http().post_json("/v1/member/password/set", R"({"password":"Secret#123"})", {{"auth", token_}});
    ASSERT_EQ(set.result_code(), 0) << set.body;
  }
  HttpClient http() const { return server_->client(); }
  HttpResult login(const std::string& password) {
    return http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"94000001","password":")" + password + R"("})");
  }
  std::unique_ptr<TestServer> server_;
  std::string token_;
};

}  // namespace

TEST_F(AttemptLimits, FortyParallelWrongLoginsCheckAtMostFivePasswordsThenTheRightOneIsLockedOut) {
  auto codes = in_parallel(40, [&] { return login("Wrong#123"); });
  EXPECT_EQ(codes[10042], 4);   // four wrong answers, the fifth try locked the account
  EXPECT_EQ(codes[10043], 36);  // locked: their passwords were never compared
  EXPECT_EQ(login("Secret#123").result_code(), 10043);
}

TEST_F(AttemptLimits, OldPasswordTriesOnAPasswordChangeCountAsLoginTries) {
  for (int i = 0; i < 4; ++i) {
    auto r = http().post_json("/v1/member/password/set", R"({"password":"Other#456x","oldPassword":"Wrong#123"})", {{"auth", token_}});
    EXPECT_EQ(r.result_code(), 10042) << i;
  }
  auto fifth = http().post_json("/v1/member/password/set", R"({"password":"Other#456x","oldPassword":"Wrong#123"})", {{"auth", token_}});
  EXPECT_EQ(fifth.status, 429);
  // Locked: the right old password is refused too, and so is a login.
  auto right = http().post_json("/v1/member/password/set", R"({"password":"Other#456x","oldPassword":"Secret#123"})", {{"auth", token_}});
  EXPECT_EQ(right.result_code(), 10043);
  EXPECT_EQ(login("Secret#123").result_code(), 10043);
}

TEST_F(AttemptLimits, CancellationPasswordTriesAreLimitedAsWell) {
  auto codes = in_parallel(12, [&] { return http().post_json("/v1/member/cancel", R"({"password":"Wrong#123"})", {{"auth", token_}}); });
  EXPECT_EQ(codes[10042], 4);
  EXPECT_EQ(codes[10043], 8);
  EXPECT_EQ(http().post_json("/v1/member/cancel", R"({"password":"Secret#123"})", {{"auth", token_}}).result_code(), 10043);
}

TEST_F(AttemptLimits, TwentyParallelSmsSendsForOnePhoneSendOneCode) {
  auto codes = in_parallel(20, [&] {
    return http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"94000099","scene":"register"})");
  });
  EXPECT_EQ(codes[0], 1);
  EXPECT_EQ(codes[429], 19);
  auto outbox = http().get("/v1/dev/sms/outbox?areaCode=852&phone=94000099");
  EXPECT_EQ(outbox.data().at("total").as_int64(), 1);
}

}  // namespace qsr::test
