// Several servers on one PostgreSQL (issue 18, docs/decisions/0040): what one server does, every
// other one knows at once. Live events reach sockets held by another server, caches are dropped
// everywhere, uploads are served by all, jobs run once per period between them, a retried submit
// split across servers makes one order, and behind the balancer each customer keeps their own
// address. Runs on PostgreSQL only (the suite "cluster tests" of scripts/test).
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <set>
#include <thread>

#include <boost/json.hpp>
#include <libpq-fe.h>

#include "support/live_watch.h"
#include "support/multipart.h"
#include "support/test_cluster.h"

namespace qsr::test {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

const std::string kAdmin = "test-admin-token-0123456789";

int64_t ms_since(Clock::time_point t) { return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count(); }

class ClusterApi : public ::testing::Test {
 protected:
  void SetUp() override {
    if (test_db_kind() != "postgres") GTEST_SKIP() << "several servers share a PostgreSQL (QSR_TEST_DB=postgres)";
  }
  void start(ClusterSetup setup = {}) {
    setup.env.emplace("QSR_SMS_ADDRESS_DAILY", "1000");
    cluster_ = std::make_unique<TestCluster>(std::move(setup));
  }
  HttpClient on(size_t i) { return cluster_->server(i).client(); }
  HttpResult post(size_t i, const std::string& path, const std::string& body, const std::string& token,
                  std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return on(i).post_json(path, body, h);
  }
  HttpResult get(size_t i, const std::string& path, const std::string& token) { return on(i).get(path, {{"auth", token}}); }
  std::string member(const std::string& phone) { return cluster_->server(0).member_token(phone); }
  int64_t member_id(const std::string& token) { return get(0, "/v1/member/info", token).data().at("id").as_int64(); }
  std::string staff(const std::string& phone) {
    std::string token = member(phone);
    on(0).post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(member_id(token)) + R"(,"sid":1})",
                    {{"X-Admin-Token", kAdmin}});
    return token;
  }
  // A paid pickup order of one lemon tea at store 1, made through server `i`.
  std::string paid_order(size_t i, const std::string& token, const std::string& key) {
    post(i, "/v1/dev/wallet/topup", R"({"amount":"100"})", token, {{"Idempotency-Key", "top-" + key}});
    EXPECT_EQ(post(i, "/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", token).result_code(), 0);
    auto o = post(i, "/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91234567"})", token,
                  {{"Idempotency-Key", key}});
    EXPECT_EQ(o.result_code(), 0) << o.body;
    std::string no(o.data().at("order_id").as_string());
    EXPECT_EQ(post(i, "/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", token).result_code(), 0);
    return no;
  }
  // Runs SQL on the cluster's database as an operator would, outside every server.
  void operator_sql(const std::string& sql) {
    PGconn* c = PQconnectdb(cluster_->db_url().c_str());
    PGresult* r = PQexec(c, sql.c_str());
    const bool ok = PQresultStatus(r) == PGRES_COMMAND_OK || PQresultStatus(r) == PGRES_TUPLES_OK;
    std::string err = PQerrorMessage(c);
    PQclear(r);
    PQfinish(c);
    ASSERT_TRUE(ok) << err;
  }

  std::unique_ptr<TestCluster> cluster_;
};

TEST_F(ClusterApi, TwoServersStartingAtOnceOnAnEmptyDatabaseBothComeUpWithOneBrand) {
  start();
  std::set<std::string> instances;
  for (size_t i = 0; i < 2; ++i) {
    auto h = on(i).get("/healthz");
    ASSERT_EQ(h.status, 200) << h.body;
    EXPECT_EQ(h.data().at("bus").as_string(), "listening");
    instances.insert(std::string(h.data().at("instance").as_string()));
  }
  EXPECT_EQ(instances.size(), 2u);
  // The brand was loaded once: both see the same stores, not twice as many or a half-loaded set.
  auto a = on(0).get("/v1/store/list?pageSize=20"), b = on(1).get("/v1/store/list?pageSize=20");
  EXPECT_EQ(a.data().at("total").as_int64(), 3);  // the mini brand's three stores, not six
  EXPECT_EQ(json::serialize(a.data()), json::serialize(b.data()));
}

TEST_F(ClusterApi, AGroupAddOnOneServerReachesTheLaunchersSocketOnTheOtherWithin100ms) {
  start();
  std::string launcher = member("97100001"), friend_ = member("97100002");
  auto g = post(0, "/v1/spell/create", R"({"sid":1,"order_type":2})", launcher);
  ASSERT_EQ(g.result_code(), 0) << g.body;
  std::string id(g.data().at("uniqueId").as_string());
  // Watching before the join: its own notice reaches the socket too, and cannot arrive later in
  // the middle of the adds (it travels the bus like them, so it may land after a watch opened
  // once the join had answered).
  LiveWatch watch(cluster_->server(0).port(), launcher, "spell:" + id);
  ASSERT_EQ(post(1, "/v1/spell/join", R"({"uniqueId":")" + id + "\"}", friend_).result_code(), 0);
  EXPECT_EQ(watch.next(2s).at("data").at("type").as_string(), "spell-joined");
  for (int n = 0; n < 5; ++n) {
    const auto sent = Clock::now();
    auto r = post(1, "/v1/spell/addCart", R"({"uniqueId":")" + id + R"(","cart_data":[{"goods_id":2001,"option_id":200101,"attrs":[11]}]})", friend_);
    ASSERT_EQ(r.result_code(), 0) << r.body;
    auto event = watch.next(2s);
    const int64_t ms = ms_since(sent);
    EXPECT_EQ(event.at("data").at("type").as_string(), "spell-changed");
    EXPECT_LT(ms, 100) << "add " << n << " reached the other server's socket after " << ms << " ms";
  }
}

TEST_F(ClusterApi, AnOrderPaidOnOneServerReachesTheConsoleOnTheOtherAndItsAcceptanceTheCustomer) {
  start();
  std::string customer = member("97100011"), staff_token = staff("97100019");
  LiveWatch console(cluster_->server(1).port(), staff_token, "store-orders:1");
  std::string no = paid_order(0, customer, "cluster-order-1");
  // The payment on server 0 is heard by the console's socket on server 1.
  bool heard = false;
  for (int i = 0; i < 5 && !heard; ++i) {
    auto e = console.next(2s);
    heard = e.at("data").at("order_id").as_string() == no && e.at("data").at("status").as_string() == "awaiting_acceptance";
  }
  EXPECT_TRUE(heard);

  LiveWatch customer_page(cluster_->server(0).port(), customer, "order:" + no);
  const auto sent = Clock::now();
  auto accepted = post(1, "/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_token);
  ASSERT_EQ(accepted.result_code(), 0) << accepted.body;
  auto e = customer_page.next(2s);
  EXPECT_EQ(e.at("data").at("status").as_string(), "in_production");
  EXPECT_LT(ms_since(sent), 100);
}

TEST_F(ClusterApi, ADishSoldOutOnOneServerCannotBeOrderedOnTheOtherAMomentLater) {
  start();
  std::string customer = member("97100021"), staff_token = staff("97100029");
  // Server 1 has read the catalogue (and holds it in memory) and the customer's cart is ready.
  ASSERT_EQ(post(1, "/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", customer).result_code(), 0);
  ASSERT_EQ(post(1, "/v1/order/confirm", R"({"sid":1,"orderType":2})", customer).result_code(), 0);

  ASSERT_EQ(post(0, "/v1/console/goods/status", R"({"goodsId":2002,"status":"sold_out"})", staff_token).result_code(), 0);
  auto late = post(1, "/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91234567"})", customer,
                   {{"Idempotency-Key", "after-sell-out"}});
  EXPECT_NE(late.result_code(), 0) << late.body;
  EXPECT_EQ(post(1, "/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", customer).result_code(), 30010);
  // Back on sale through server 1: server 0 takes orders for it again.
  ASSERT_EQ(post(1, "/v1/console/goods/status", R"({"goodsId":2002,"status":"on_sale"})", staff_token).result_code(), 0);
  EXPECT_EQ(post(0, "/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", customer).result_code(), 0);
}

TEST_F(ClusterApi, APriceChangedInTheDatabaseWithoutAVersionBumpIsSeenByEveryServer) {
  start();
  auto price_on = [&](size_t i) {
    auto menu = on(i).get("/v1/goods/store/goods/index?sid=1&orderType=2");
    for (const auto& category : menu.data().at("categories").as_array()) {
      for (const auto& goods : category.at("goods").as_array()) {
        if (goods.at("goods_id").as_int64() == 2002) return json::serialize(goods.at("price"));
      }
    }
    return std::string();
  };
  const std::string before = price_on(0);
  ASSERT_EQ(price_on(1), before);
  ASSERT_NE(before.find("17"), std::string::npos) << before;
  operator_sql("UPDATE goods SET price = 1900 WHERE goods_id = 2002");  // an operator in psql
  const auto changed = Clock::now();
  auto shows_19 = [&](size_t i) { return price_on(i).find("19") != std::string::npos; };
  EXPECT_TRUE(eventually([&] { return shows_19(0) && shows_19(1); }, 2s));
  EXPECT_LT(ms_since(changed), 1000) << "well before the 5-second version check";
}

TEST_F(ClusterApi, ARuleAnOperatorChangesOnOneServerAppliesOnTheOtherAtOnce) {
  start();
  // Server 1 holds the points rule and the growth rule in memory (every order reads them).
  ASSERT_EQ(on(1).get("/v1/points/rule").result_code(), 0);
  ASSERT_EQ(on(1).get("/v1/member/growth/rule").result_code(), 0);
  auto set = on(0).post_json("/admin/v1/points/rule", R"({"payMoney":"2","point":3})", {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(set.result_code(), 0) << set.body;
  // As soon as the bus's notice reaches server 1: normally before this next request does, a few
  // milliseconds later on a starved machine (a CI run with suites side by side).
  const auto changed = Clock::now();
  std::string seen;
  EXPECT_TRUE(eventually([&] {
    seen = json::serialize(on(1).get("/v1/points/rule").data().at("orderRules"));
    return seen == R"([{"payMoney":"2","point":3}])";
  }, 500ms)) << "server 1 still had " << seen << " " << ms_since(changed) << " ms after the change";
}

TEST_F(ClusterApi, ALogoutOnOneServerRefusesTheTokenOnTheOtherAtOnce) {
  start();
  std::string token = member("97100031");
  ASSERT_EQ(get(1, "/v1/member/info", token).status, 200);  // server 1 holds the session in its cache
  ASSERT_EQ(post(0, "/v1/member/logout", "{}", token).result_code(), 0);
  // Refused as soon as the bus's notice reaches server 1: normally before this next request does,
  // a few milliseconds later on a starved machine; no longer the cached session's 2 seconds.
  const auto out = Clock::now();
  EXPECT_TRUE(eventually([&] { return get(1, "/v1/member/info", token).status == 401; }, 100ms))
      << "still accepted " << ms_since(out) << " ms after the logout";
}

TEST_F(ClusterApi, APictureUploadedThroughOneServerIsServedByTheOther) {
  start();
  std::string token = member("97100041");
  Multipart form;
  form.file("file", "cat.png", "image/png", kPng);
  auto up = on(0).request("POST", "/v1/upload/singlefile", form.finished(), {{"Content-Type", form.content_type()}, {"auth", token}});
  ASSERT_EQ(up.result_code(), 0) << up.body;
  const std::string url(up.data().at("url").as_string());
  auto got = on(1).get(url);
  EXPECT_EQ(got.status, 200);
  EXPECT_EQ(got.body, kPng);
  EXPECT_EQ(got.header("content-type"), "image/png");
}

TEST_F(ClusterApi, EachJobRunsOncePerPeriodBetweenTheServers) {
  start({.env = {{"QSR_JOB_PERIOD_SECONDS", "1"}}});
  auto runs = [&] {
    std::map<std::string, int64_t> out;
    auto r = on(0).get("/v1/dev/jobs");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    if (r.result_code() != 0) return out;
    for (const auto& j : r.data().at("list").as_array()) {
      out[std::string(j.at("name").as_string())] = j.at("runs").as_int64();
    }
    return out;
  };
  std::this_thread::sleep_for(1500ms);  // both servers ticking
  auto before = runs();
  const auto from = Clock::now();
  std::this_thread::sleep_for(5s);
  auto after = runs();
  const double seconds = ms_since(from) / 1000.0;
  ASSERT_GE(before.size(), 10u);
  for (const auto& [name, n] : after) {
    const int64_t ran = n - before[name];
    // Once a period (1 s) between both servers: every tick of both would make it about twice that.
    EXPECT_LE(ran, static_cast<int64_t>(seconds / 0.95) + 1) << name;
    EXPECT_GE(ran, static_cast<int64_t>(seconds / 2)) << name << " stalled";
  }
}

TEST_F(ClusterApi, TwentySubmitsWithOneKeySplitAcrossServersAllAnswerTheSameOrder) {
  start();
  std::string token = member("97100051");
  ASSERT_EQ(post(0, "/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", token).result_code(), 0);
  std::vector<std::string> answers(20);
  std::vector<std::thread> threads;
  for (int i = 0; i < 20; ++i) {
    threads.emplace_back([&, i] {
      auto r = post(i % 2, "/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91234567"})", token,
                    {{"Idempotency-Key", "one-key"}});
      if (r.result_code() == 0) answers[i] = std::string(r.data().at("order_id").as_string());
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(std::set<std::string>(answers.begin(), answers.end()).size(), 1u);
  EXPECT_FALSE(answers[0].empty());
  EXPECT_EQ(get(1, "/v1/order/list", token).data().at("total").as_int64(), 1);
}

TEST_F(ClusterApi, BehindTheBalancerEachCustomerKeepsTheirOwnAddressLimits) {
  start({.balancer = true, .env = {{"QSR_SMS_ADDRESS_DAILY", "2"}}});
  HttpClient first(cluster_->balancer_port(), "127.0.0.3"), second(cluster_->balancer_port(), "127.0.0.4");
  auto send = [](const HttpClient& c, const std::string& phone, std::map<std::string, std::string> h = {}) {
    return c.post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})", h);
  };
  EXPECT_EQ(send(first, "97100061").result_code(), 0);
  EXPECT_EQ(send(first, "97100062").result_code(), 0);
  EXPECT_EQ(send(first, "97100063").status, 429);  // this customer's two a day are used
  // A forged X-Forwarded-For does not make them someone else: the balancer's own entry counts.
  EXPECT_EQ(send(first, "97100064", {{"X-Forwarded-For", "203.0.113.9"}}).status, 429);
  // Another customer behind the same balancer still has theirs.
  EXPECT_EQ(send(second, "97100065").result_code(), 0);
}

TEST_F(ClusterApi, ASocketThroughTheBalancerHearsAChangeMadeOnAnyServer) {
  start({.balancer = true});
  std::string staff_token = staff("97100079");
  LiveWatch watch(cluster_->balancer_port(), "", "store:1");
  for (size_t i = 0; i < 2; ++i) {
    auto r = post(i, "/v1/console/store/status", i == 0 ? R"({"status":"busy"})" : R"({"status":"open"})", staff_token);
    ASSERT_EQ(r.result_code(), 0) << r.body;
    auto e = watch.next(2s);
    EXPECT_EQ(e.at("data").at("type").as_string(), "store-status");
  }
}

}  // namespace
}  // namespace qsr::test
