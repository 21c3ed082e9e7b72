#include "support/coupon_grant.h"

#include <gtest/gtest.h>

namespace qsr::test {

std::string grant_coupon(const TestServer& server, const std::string& admin_token, const std::string& member_token,
                         const std::string& template_json) {
  auto http = server.client();
  auto t = http.post_json("/admin/v1/coupon/templates", template_json, {{"X-Admin-Token", admin_token}});
  EXPECT_EQ(t.result_code(), 0) << t.body;
  if (t.result_code() != 0) return "";
  const int64_t member_id = http.get("/v1/member/info", {{"auth", member_token}}).data().at("id").as_int64();
  auto g = http.post_json("/admin/v1/coupon/grant",
                          R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) + R"(,"memberId":)" +
                              std::to_string(member_id) + "}",
                          {{"X-Admin-Token", admin_token}});
  EXPECT_EQ(g.result_code(), 0) << g.body;
  if (g.result_code() != 0) return "";
  return std::string(g.data().at("couponCode").as_string());
}

}  // namespace qsr::test
