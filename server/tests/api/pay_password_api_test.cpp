// API tests of the wallet payment password (accountPayRuleConfig.passwordEnable = 1).
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <thread>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace fs = std::filesystem;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

// The fixture brand with the payment password switched on.
std::string brand_with_pay_password() {
  fs::path dir = fs::temp_directory_path() / ("qsr-paypw-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::copy(repo_root() + "/server/tests/fixtures/mini-brand", dir, fs::copy_options::recursive);
  std::ifstream in(dir / "brand.json");
  auto brand = boost::json::parse(std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()));
  brand.as_object()["platformConfig"].as_object()["accountPayRuleConfig"] = {{"maxRetryCount", 3}, {"passwordEnable", 1}};
  std::ofstream(dir / "brand.json") << boost::json::serialize(brand);
  return dir.string();
}

class PayPasswordApi : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = brand_with_pay_password();
    server_ = std::make_unique<TestServer>(ServerSetup{.seed_dir = dir_, .fake_now_ms = kMondayNoon});
    token_ = server_->member_token("94000001");
    post("/v1/dev/wallet/topup", R"({"amount":"100"})", {{"Idempotency-Key", "t"}});
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})");
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"94000001"})", {{"Idempotency-Key", "o"}});
    order_ = std::string(r.data().at("order_id").as_string());
  }
  void TearDown() override {
    server_.reset();
    fs::remove_all(dir_);
  }
  HttpResult post(const std::string& path, const std::string& body, std::map<std::string, std::string> h = {}) {
    h["auth"] = token_;
    return server_->client().post_json(path, body, h);
  }
  HttpResult pay(const std::string& password) {
    return post("/v1/pay-center/pay", R"({"order_id":")" + order_ + R"(","payType":"wallet")" +
                                          (password.empty() ? "" : R"(,"password":")" + password + "\"") + "}");
  }
  void set_password(const std::string& password) {
    server_->set_clock(kMondayNoon + 61'000);
    ASSERT_EQ(post("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"94000001","scene":"pay_password"})").result_code(), 0);
    auto outbox = server_->client().get("/v1/dev/sms/outbox?areaCode=852&phone=94000001");
    std::string code(outbox.data().at("list").as_array()[0].at("code").as_string());
    auto r = post("/v1/wallet/password/set", R"({"password":")" + password + R"(","code":")" + code + "\"}");
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }

  std::string dir_, token_, order_;
  std::unique_ptr<TestServer> server_;
};

}  // namespace

TEST_F(PayPasswordApi, WalletPaymentNeedsThePasswordOnceItIsSwitchedOn) {
  EXPECT_EQ(pay("").result_code(), 31013);  // none set yet
  set_password("135790");
  EXPECT_EQ(pay("").result_code(), 31010);
  auto r = pay("135790");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "awaiting_acceptance");
}

TEST_F(PayPasswordApi, ThreeWrongEntriesLockWalletPaymentForTheDay) {
  set_password("135790");
  auto first = pay("000000");
  EXPECT_EQ(first.result_code(), 31011);
  EXPECT_NE(first.result_msg().find("2"), std::string::npos);  // 2 tries left
  EXPECT_EQ(pay("000000").result_code(), 31011);
  EXPECT_EQ(pay("000000").result_code(), 31012);
  EXPECT_EQ(pay("135790").result_code(), 31012);  // locked even with the right one
  server_->set_clock(hk_ms(2026, 11, 24, 0, 5));  // the next day
  EXPECT_EQ(pay("135790").result_code(), 0);
}

TEST_F(PayPasswordApi, TwentyGuessesAtOnceStillGetOnlyThreeTries) {
  set_password("135790");
  std::vector<std::thread> threads;
  std::atomic<int> wrong{0}, locked{0}, paid{0};
  for (int i = 0; i < 20; ++i) {
    threads.emplace_back([&, i] {
      // One of the guesses is right; the database counts every try before any is checked.
      auto r = pay(i == 19 ? "135790" : "00000" + std::to_string(i % 10));
      if (r.result_code() == 31011) ++wrong;
      else if (r.result_code() == 31012) ++locked;
      else if (r.result_code() == 0) ++paid;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_LE(wrong.load() + paid.load(), 3);  // at most three passwords were ever checked
  EXPECT_GE(locked.load(), 17);
}

TEST_F(PayPasswordApi, ThePasswordIsSixDigits) {
  server_->set_clock(kMondayNoon + 61'000);
  post("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"94000001","scene":"pay_password"})");
  auto outbox = server_->client().get("/v1/dev/sms/outbox?areaCode=852&phone=94000001");
  std::string code(outbox.data().at("list").as_array()[0].at("code").as_string());
  EXPECT_EQ(post("/v1/wallet/password/set", R"({"password":"12ab56","code":")" + code + "\"}").status, 400);
}

TEST_F(PayPasswordApi, WrongCodesCountAsTriesAndTheFifthLocksTheCodeOut) {
  server_->set_clock(kMondayNoon + 61'000);
  post("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"94000001","scene":"pay_password"})");
  auto outbox = server_->client().get("/v1/dev/sms/outbox?areaCode=852&phone=94000001");
  std::string code(outbox.data().at("list").as_array()[0].at("code").as_string());
  const std::string wrong = code == "000000" ? "111111" : "000000";
  for (int i = 0; i < 4; ++i) EXPECT_EQ(post("/v1/wallet/password/set", R"({"password":"123456","code":")" + wrong + "\"}").status, 400);
  // The fifth wrong try is refused as too many, and after it the right code is no longer accepted.
  EXPECT_EQ(post("/v1/wallet/password/set", R"({"password":"123456","code":")" + wrong + "\"}").status, 429);
  EXPECT_NE(post("/v1/wallet/password/set", R"({"password":"123456","code":")" + code + "\"}").status, 200);
}

}  // namespace qsr::test
