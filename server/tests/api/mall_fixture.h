// The points mall's API test fixture (mall_api_test.cpp, mall_checkout_api_test.cpp): a server on
// tests/fixtures/mini-brand with a frozen clock, a member, and the calls the tests share.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <memory>
#include <string>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {

inline const std::string kMallAdmin = "test-admin-token-0123456789";
// tests/fixtures/mini-brand/mall.json
constexpr int64_t kMilkTea = 1, kTumbler = 2, kFigure = 3, kMug = 4, kTote = 5, kBun = 6;

class MallApiBase : public ::testing::Test {
 protected:
  // Monday noon: every fixture store is open.
  static int64_t monday_noon() { return hk_ms(2026, 11, 23, 12, 0); }
  void start(std::map<std::string, std::string> env = {}) {
    env["QSR_ADMIN_TOKEN"] = kMallAdmin;
    env["QSR_SMS_ADDRESS_DAILY"] = "1000";
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = monday_noon(), .env = env});
    alice_ = server_->member_token("96000001");
  }
  void SetUp() override { start(); }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  HttpResult admin(const std::string& path, const std::string& body) { return http().post_json(path, body, {{"X-Admin-Token", kMallAdmin}}); }
  HttpResult admin_get(const std::string& path) { return http().get(path, {{"X-Admin-Token", kMallAdmin}}); }
  void grant(const std::string& token, int64_t points) {
    static std::atomic<int> n{0};
    auto r = post("/v1/dev/points/grant", R"({"points":)" + std::to_string(points) + "}", token, {{"Idempotency-Key", "g" + std::to_string(++n)}});
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  HttpResult exchange(const std::string& token, int64_t item, const std::string& key, int64_t quantity = 1, int64_t sid = 1) {
    return post("/v1/trade/point/order/submit",
                R"({"itemId":)" + std::to_string(item) + R"(,"quantity":)" + std::to_string(quantity) + R"(,"sid":)" + std::to_string(sid) + "}",
                token, {{"Idempotency-Key", key}});
  }
  HttpResult submit(const std::string& token, const std::string& body, const std::string& key) {
    return post("/v1/trade/point/order/submit", body, token, {{"Idempotency-Key", key}});
  }
  boost::json::object detail(const std::string& token, const std::string& no) {
    return get("/v1/trade/point/order/detail?order_no=" + no, token).data().as_object();
  }
  int64_t balance(const std::string& token) { return get("/v1/mall/index", token).data().at("balance").as_int64(); }
  int64_t stock(int64_t item) { return http().get("/v1/mall/goods/detail?id=" + std::to_string(item)).data().at("stock").as_int64(); }

  // A staff member of store `sid` (one per store and test). Fills a map on first use: call it
  // before starting threads that need it.
  std::string staff(int64_t sid) {
    if (auto it = staff_.find(sid); it != staff_.end()) return it->second;
    const std::string token = server_->member_token("9600009" + std::to_string(sid));
    const int64_t id = get("/v1/member/info", token).data().at("id").as_int64();
    admin("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":)" + std::to_string(sid) + "}");
    return staff_[sid] = token;
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
  std::map<int64_t, std::string> staff_;
};

}  // namespace qsr::test
