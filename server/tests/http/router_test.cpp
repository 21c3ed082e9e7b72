#include <gtest/gtest.h>

#include "http/router.h"

namespace qsr::http {
namespace {
Response answer(Request&) { return {}; }
}  // namespace

TEST(Router, MatchesExactPathsAndMethods) {
  Router r;
  r.get("/v1/store/list", answer);
  r.post("/v1/store/match/address", answer);
  std::unordered_map<std::string, std::string> params;
  EXPECT_NE(r.match("GET", "/v1/store/list", params).route, nullptr);
  EXPECT_NE(r.match("GET", "/v1/store/list/", params).route, nullptr);  // trailing slash
  EXPECT_NE(r.match("HEAD", "/v1/store/list", params).route, nullptr);  // HEAD is GET without a body
  auto wrong = r.match("GET", "/v1/store/match/address", params);
  EXPECT_EQ(wrong.route, nullptr);
  EXPECT_TRUE(wrong.path_known);  // -> 405
  auto none = r.match("GET", "/v1/nothing", params);
  EXPECT_EQ(none.route, nullptr);
  EXPECT_FALSE(none.path_known);  // -> 404
}

TEST(Router, CapturesPathParameters) {
  Router r;
  r.get("/v1/order/{orderId}/lines/{line}", answer);
  std::unordered_map<std::string, std::string> params;
  auto m = r.match("GET", "/v1/order/A1B2/lines/3", params);
  ASSERT_NE(m.route, nullptr);
  EXPECT_EQ(params.at("orderId"), "A1B2");
  EXPECT_EQ(params.at("line"), "3");
  EXPECT_EQ(r.match("GET", "/v1/order/A1B2/lines", params).route, nullptr);
}

TEST(Router, ALastRestSegmentStandsForOneOrMoreSegments) {
  Router r;
  r.get("/v1/member/officialAccount/{...}", answer);
  std::unordered_map<std::string, std::string> params;
  EXPECT_NE(r.match("GET", "/v1/member/officialAccount/follow", params).route, nullptr);
  EXPECT_NE(r.match("GET", "/v1/member/officialAccount/follow/status", params).route, nullptr);
  EXPECT_EQ(r.match("GET", "/v1/member/officialAccount", params).route, nullptr);
  EXPECT_EQ(r.match("GET", "/v1/member/other/follow", params).route, nullptr);
}

}  // namespace qsr::http
