// The seed's path list through the API (issue 21, spec 001 §7): a client written against the
// seed finds every /v1 and /v2 call it makes. data/spec/seed_api_paths.txt names each path and what
// answers it; here each is called on a real server and must not be an unknown path. Paths that
// name something not built yet (`later`) are skipped and printed, so the list stays the whole
// spec. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

struct SeedPath {
  std::string method, path, kind, note;
  int line = 0;
  bool answered() const { return kind == "served" || kind == "host" || kind.rfind("alias:", 0) == 0; }
  std::string alias_of() const { return kind.rfind("alias:", 0) == 0 ? kind.substr(6) : ""; }
};

std::vector<SeedPath> read_seed_paths() {
  std::ifstream in(repo_root() + "/data/spec/seed_api_paths.txt");
  EXPECT_TRUE(in) << "data/spec/seed_api_paths.txt is missing";
  std::vector<SeedPath> out;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    if (text.empty() || text[0] == '#') continue;
    std::istringstream fields(text);
    SeedPath p;
    p.line = n;
    fields >> p.method >> p.path >> p.kind;
    std::getline(fields >> std::ws, p.note);
    out.push_back(p);
  }
  return out;
}

// The path with a sample in each parameter: `{...}` (any number of segments) and `{name}`.
std::string sample_target(const std::string& path) {
  std::string s = std::regex_replace(path, std::regex(R"(\{\.\.\.\})"), "sample/segment");
  return std::regex_replace(s, std::regex(R"(\{[A-Za-z]+\})"), "1");
}

std::string where(const SeedPath& p) {
  return "seed_api_paths.txt:" + std::to_string(p.line) + " " + p.method + " " + p.path;
}

class SeedPathsApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // Monday noon in Hong Kong: the fixture's store is open.
    server_ = new TestServer(ServerSetup{.fake_now_ms = hk_ms(2026, 11, 23, 12, 0)});
    token_ = new std::string(server_->member_token("96100001"));
    paths_ = new std::vector<SeedPath>(read_seed_paths());
  }
  static void TearDownTestSuite() {
    delete paths_;
    delete token_;
    delete server_;
  }
  static HttpResult call(const std::string& method, const std::string& target, const std::string& lang = "zh-HK") {
    std::map<std::string, std::string> headers{{"auth", *token_}, {"Accept-Language", lang}};
    if (method == "GET") return server_->client().get(target, headers);
    headers["Content-Type"] = "application/json";
    return server_->client().request(method, target, "{}", headers);
  }
  // No route uses OPTIONS, so the router's own answer tells: a path it knows is 405, one it
  // does not is 404 (a handler's "not found" can never be mistaken for it).
  static bool known(const std::string& target) { return call("OPTIONS", target).status == 405; }

  static TestServer* server_;
  static std::string* token_;
  static std::vector<SeedPath>* paths_;
};
TestServer* SeedPathsApi::server_ = nullptr;
std::string* SeedPathsApi::token_ = nullptr;
std::vector<SeedPath>* SeedPathsApi::paths_ = nullptr;

TEST_F(SeedPathsApi, EverySeedPathAnswers_NoneIsAnUnknownPath) {
  ASSERT_GT(paths_->size(), 150u);
  int answered = 0;
  for (const SeedPath& p : *paths_) {
    if (!p.answered()) {
      if (p.kind == "later") std::cout << "[ skipped  ] " << where(p) << " (" << p.kind << ": " << p.note << ")\n";
      continue;
    }
    ++answered;
    const std::string target = sample_target(p.path);
    EXPECT_TRUE(known(target)) << where(p) << ": an unknown path";
    const HttpResult r = call(p.method, target);
    // A business answer (400 missing parameter, 401, 403, 404 no such record) is an answer; the
    // method the list gives must be one the path takes, and bad input never breaks it.
    EXPECT_NE(r.status, 405) << where(p) << ": the path does not take " << p.method;
    EXPECT_LT(r.status, 500) << where(p) << ": " << r.body;
    EXPECT_TRUE(r.json.is_object() && r.json.as_object().contains("resultCode")) << where(p) << ": no envelope: " << r.body;
  }
  EXPECT_GT(answered, 120);
}

TEST_F(SeedPathsApi, HostPlatformPaths_SayInTheCallersLanguageThatTheWebHasNoSuchThing) {
  int host_paths = 0;
  for (const SeedPath& p : *paths_) {
    if (p.kind != "host") continue;
    ++host_paths;
    const std::string target = sample_target(p.path);
    for (const std::string method : {"GET", "POST"}) {
      const HttpResult r = call(method, target);
      EXPECT_EQ(r.status, 403) << where(p) << " " << method;
      EXPECT_EQ(r.result_code(), 403) << where(p);
      EXPECT_NE(r.result_msg().find("網頁版"), std::string::npos) << where(p) << ": " << r.result_msg();
      const std::string host(r.data().at("hostPlatform").as_string());
      EXPECT_TRUE(host == "wechat" || host == "alipay" || host == "mini-program") << where(p) << ": " << host;
    }
    EXPECT_NE(call(p.method, target, "zh-CN").result_msg().find("网页版"), std::string::npos) << where(p);
    EXPECT_NE(call(p.method, target, "en").result_msg().find("the web version does not have it"), std::string::npos) << where(p);
  }
  EXPECT_GE(host_paths, 8);
}

TEST_F(SeedPathsApi, AnAliasAnswersAsTheHandlerItNames) {
  int aliases = 0;
  for (const SeedPath& p : *paths_) {
    const std::string ours = p.alias_of();
    if (ours.empty()) continue;
    ++aliases;
    // The same input, so the same answer: the same body for a read, the same refusal for an
    // empty write (a missing parameter, named alike).
    const HttpResult seed = call(p.method, sample_target(p.path));
    const HttpResult own = call(p.method, sample_target(ours));
    EXPECT_EQ(seed.status, own.status) << where(p) << " as " << ours;
    EXPECT_EQ(seed.result_code(), own.result_code()) << where(p) << " as " << ours;
    EXPECT_EQ(seed.result_msg(), own.result_msg()) << where(p) << " as " << ours;
    if (p.method == "GET") {
      EXPECT_EQ(seed.body, own.body) << where(p) << " as " << ours;
    }
  }
  EXPECT_GE(aliases, 10);
}

TEST_F(SeedPathsApi, AnAliasTakesItsHandlersInput_TheV2StoreListSortsByDistanceAsTheV1ListDoes) {
  const std::string query = "?lat=22.2819&lng=114.1581";
  const HttpResult v2 = call("GET", "/v2/store/list" + query);
  ASSERT_EQ(v2.result_code(), 0) << v2.body;
  EXPECT_EQ(v2.body, call("GET", "/v1/store/list" + query).body);
  const HttpResult distance = call("GET", "/v1/org/shop/location/distance?sid=1" + std::string("&lat=22.2819&lng=114.1581"));
  ASSERT_EQ(distance.result_code(), 0) << distance.body;
  EXPECT_TRUE(distance.data().as_object().contains("distance")) << distance.body;
}

TEST_F(SeedPathsApi, EveryWildcardFamilyOfTheSpecListsThePathsWeServeInIt) {
  for (const SeedPath& family : *paths_) {
    if (family.kind != "family") continue;
    ASSERT_TRUE(family.path.size() > 2 && family.path.substr(family.path.size() - 2) == "/*") << where(family);
    const std::string prefix = family.path.substr(0, family.path.size() - 1);
    int members = 0;
    for (const SeedPath& p : *paths_) {
      if (p.kind == "served" && p.path.rfind(prefix, 0) == 0) ++members;
    }
    EXPECT_GT(members, 0) << where(family) << ": no concrete path of the family is listed";
  }
}

TEST_F(SeedPathsApi, EveryLineOfTheListReadsAsOneOfItsKinds) {
  const std::regex path(R"(/v[12]/[A-Za-z0-9_./{}*-]+)");
  for (const SeedPath& p : *paths_) {
    EXPECT_TRUE(std::regex_match(p.path, path)) << where(p);
    const bool kind_known = p.answered() || p.kind == "family" || p.kind == "later";
    EXPECT_TRUE(kind_known) << where(p) << ": kind " << p.kind;
    if (p.answered()) {
      EXPECT_TRUE(p.method == "GET" || p.method == "POST") << where(p);
    } else {
      EXPECT_EQ(p.method, "-") << where(p);
    }
    if (p.kind == "later") {
      EXPECT_FALSE(p.note.empty()) << where(p) << ": say what is not built";
    }
  }
}

}  // namespace
}  // namespace qsr::test
