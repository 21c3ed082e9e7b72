// What most API tests of a member's journeys share: a server started with the admin token, and
// calls made as a member (their session token) or as an operator (X-Admin-Token).
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

#include "support/test_server.h"

namespace qsr::test {

inline const std::string kTestAdminToken = "test-admin-token-0123456789";

class MemberApiTest : public ::testing::Test {
 protected:
  void start(ServerSetup setup) {
    setup.env["QSR_ADMIN_TOKEN"] = kTestAdminToken;
    server_ = std::make_unique<TestServer>(std::move(setup));
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  HttpResult admin_post(const std::string& path, const std::string& body) {
    return http().post_json(path, body, {{"X-Admin-Token", kTestAdminToken}});
  }
  HttpResult admin_get(const std::string& path) { return http().get(path, {{"X-Admin-Token", kTestAdminToken}}); }
  // A member the operator made staff of store `sid`: their session token.
  std::string staff_token(const std::string& phone, int64_t sid) {
    const std::string token = server_->member_token(phone);
    const int64_t id = get("/v1/member/info", token).data().at("id").as_int64();
    EXPECT_EQ(admin_post("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":)" + std::to_string(sid) + "}").result_code(), 0);
    return token;
  }

  std::unique_ptr<TestServer> server_;
};

}  // namespace qsr::test
