// Crash safety: ordering load, the server killed with SIGKILL at random moments and started again
// on the same database. Every order answered as paid is paid, every wallet equals its ledger, and
// the database passes its integrity check. QSR_CRASH_ROUNDS sets the number of kills (scripts/test
// runs a few; `scripts/crash-test N` runs more).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include "db/db.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

int rounds_from_env() {
  const char* v = std::getenv("QSR_CRASH_ROUNDS");
  return v ? std::max(1, std::atoi(v)) : 3;
}

// One customer ordering and paying from the wallet again and again until told to stop.
void order_until_stopped(const TestServer& server, const std::string& token, const std::string& name, std::atomic<bool>& stop,
                         std::mutex& mutex, std::set<std::string>& paid) {
  for (int n = 0; !stop; ++n) {
    try {
      auto http = server.client();
      http.post_json("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", {{"auth", token}});
      auto order = http.post_json("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"97000001"})",
                                  {{"auth", token}, {"Idempotency-Key", name + "-" + std::to_string(n)}});
      if (order.result_code() != 0) continue;
      const std::string no(order.data().at("order_id").as_string());
      auto pay = http.post_json("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", {{"auth", token}});
      if (pay.result_code() == 0) {
        std::lock_guard lock(mutex);
        paid.insert(no);  // answered as paid: it must stay paid whatever happens next
      }
    } catch (const std::exception&) {
      // The server died under this request: try again (against the restarted server).
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
}

}  // namespace

TEST(CrashSafety, OrdersAnsweredAsPaidAndWalletsSurviveKill9) {
  // Store 1 takes orders 07:00-22:00: at a fixed Monday noon the load runs at any hour of the day.
  TestServer server({.fake_now_ms = hk_ms(2026, 11, 23, 12, 0), .env = {{"QSR_ACCESS_LOG", "0"}}});
  constexpr int kCustomers = 8;
  std::vector<std::string> tokens;
  for (int i = 0; i < kCustomers; ++i) {
    tokens.push_back(server.member_token("970000" + std::to_string(10 + i)));
  }
  std::mutex mutex;
  std::set<std::string> paid;
  std::mt19937 random(std::random_device{}());
  const int rounds = rounds_from_env();
  for (int round = 0; round < rounds; ++round) {
    for (int i = 0; i < kCustomers; ++i) {  // enough for a round of orders
      auto topup = server.client().post_json("/v1/dev/wallet/topup", R"({"amount":"5000"})",
                                             {{"auth", tokens[i]}, {"Idempotency-Key", "crash-topup-" + std::to_string(round)}});
      ASSERT_EQ(topup.result_code(), 0) << topup.body;
    }
    std::atomic<bool> stop{false};
    std::vector<std::thread> customers;
    for (int i = 0; i < kCustomers; ++i) {
      customers.emplace_back(order_until_stopped, std::cref(server), tokens[i], "r" + std::to_string(round) + "c" + std::to_string(i),
                             std::ref(stop), std::ref(mutex), std::ref(paid));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(std::uniform_int_distribution<int>(200, 1200)(random)));
    server.crash();  // mid-request for most customers
    stop = true;
    for (auto& c : customers) c.join();
    server.restart();
  }
  ASSERT_FALSE(paid.empty()) << "no order was paid: the load did not run";

  // The restarted server answers, and every order answered as paid is paid, and was paid once.
  ASSERT_EQ(server.client().get("/healthz").status, 200);
  auto db = db::open(server.db_url(), 1);
  int checked = 0;
  db->read([&](db::Tx& tx) {
    for (const auto& no : paid) {
      auto o = tx.query_one("SELECT status, paid_total, payable FROM orders WHERE order_no = $1", {no});
      ASSERT_TRUE(o) << no << " answered as paid is gone";
      EXPECT_NE(o->str(0), "waiting_payment") << no;
      EXPECT_NE(o->str(0), "cancelled") << no;
      EXPECT_EQ(o->i64(1), o->i64(2)) << no << " paid_total differs from payable";
      auto payments = tx.query_one("SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM payment p JOIN orders o ON o.id = p.order_id"
                                   " WHERE o.order_no = $1 AND p.status = 'succeeded'", {no});
      EXPECT_EQ(payments->i64(0), 1) << no;
      EXPECT_EQ(payments->i64(1), o->i64(2)) << no;
      // The money left the wallet exactly once, in the ledger.
      auto debits = tx.query_one("SELECT COUNT(*), COALESCE(SUM(delta), 0) FROM wallet_ledger WHERE reference = $1 AND kind = 'pay'", {no});
      EXPECT_EQ(debits->i64(0), 1) << no;
      EXPECT_EQ(debits->i64(1), -o->i64(2)) << no;
      ++checked;
    }
    // Every wallet equals the sum of its ledger, and its last ledger row says the same balance.
    for (const auto& w : tx.query("SELECT w.member_id, w.balance, COALESCE(SUM(l.delta), 0) FROM wallet_account w"
                                  " LEFT JOIN wallet_ledger l ON l.member_id = w.member_id AND l.sid = w.sid"
                                  " GROUP BY w.member_id, w.sid, w.balance")) {
      EXPECT_EQ(w.i64(1), w.i64(2)) << "wallet of member " << w.i64(0) << " differs from its ledger";
    }
    if (tx.dialect() == db::Dialect::sqlite) {
      EXPECT_EQ(tx.query_one("PRAGMA integrity_check")->str(0), "ok");
    }
  });
  EXPECT_EQ(checked, static_cast<int>(paid.size()));
  std::printf("crash safety: %d kills, %zu orders answered as paid, each checked\n", rounds, paid.size());
}

}  // namespace qsr::test
