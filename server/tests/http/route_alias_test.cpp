#include <gtest/gtest.h>

#include <stdexcept>

#include "http/route_alias.h"

namespace qsr::http {
namespace {
Response named(std::string name) {
  Response res;
  res.body = std::move(name);
  return res;
}
}  // namespace

TEST(RouteAlias, TheSeedsNameAnswersWithOurHandlerForEveryMethodOurPathTakes) {
  Router r;
  r.get("/v1/store/list", [](Request&) { return named("list"); });
  r.post("/v1/store/list", [](Request&) { return named("list by post"); });
  alias(r, "/v2/store/list", "/v1/store/list");
  std::unordered_map<std::string, std::string> params;
  Request req;
  auto get = r.match("GET", "/v2/store/list", params);
  ASSERT_NE(get.route, nullptr);
  EXPECT_EQ(get.route->handler(req).body, "list");
  auto post = r.match("POST", "/v2/store/list", params);
  ASSERT_NE(post.route, nullptr);
  EXPECT_EQ(post.route->handler(req).body, "list by post");
}

TEST(RouteAlias, AParameterKeepsItsNameSoTheHandlerFindsIt) {
  Router r;
  r.get("/v1/order/{orderNo}", [](Request& req) { return named(req.path_params.at("orderNo")); });
  alias(r, "/v1/oms/{orderNo}", "/v1/order/{orderNo}");
  Request req;
  auto m = r.match("GET", "/v1/oms/A1", req.path_params);
  ASSERT_NE(m.route, nullptr);
  EXPECT_EQ(m.route->handler(req).body, "A1");
}

TEST(RouteAlias, AWiringMistakeStopsTheServerAtStartUp) {
  Router r;
  r.get("/v1/order/{orderNo}", [](Request&) { return named(""); });
  EXPECT_THROW(alias(r, "/v2/store/list", "/v1/store/list"), std::logic_error);    // no such route yet
  EXPECT_THROW(alias(r, "/v1/oms/{id}", "/v1/order/{orderNo}"), std::logic_error);  // another parameter
}

}  // namespace qsr::http
