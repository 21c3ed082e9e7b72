// The bus between servers of one database (db/bus.h, db/pg_bus.h): a transaction's notices reach
// this server's handlers and, on PostgreSQL, every other server's, once it commits and never when
// it rolls back; a lost listening connection comes back and reports the gap.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "db/bus.h"
#include "db/pg_bus.h"
#include "test_databases.h"

namespace qsr::db {
namespace {

using namespace std::chrono_literals;

// What a handler heard, safe to read from the test's thread.
struct Heard {
  std::mutex mu;
  std::vector<std::string> payloads;
  void add(const std::string& p) {
    std::lock_guard lock(mu);
    payloads.push_back(p);
  }
  std::vector<std::string> all() {
    std::lock_guard lock(mu);
    return payloads;
  }
  // Waits up to `limit` for `n` payloads.
  bool wait_for(size_t n, std::chrono::milliseconds limit = 5s) {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < end) {
      if (all().size() >= n) return true;
      std::this_thread::sleep_for(2ms);
    }
    return all().size() >= n;
  }
};

class BusTest : public testing::PerDialect {};

TEST_P(BusTest, ANoticeReachesThisServerOnceItsTransactionCommits) {
  Heard heard;
  auto sub = db().bus().on("things", [&](const std::string& p) { heard.add(p); });
  db().write([&](Tx& tx) {
    tx.notify("things", "one");
    tx.notify("other", "not for us");
    EXPECT_TRUE(heard.all().empty());  // not before the commit
  });
  EXPECT_EQ(heard.all(), std::vector<std::string>{"one"});
}

TEST_P(BusTest, ARolledBackTransactionTellsNobody) {
  Heard heard;
  auto sub = db().bus().on("things", [&](const std::string& p) { heard.add(p); });
  EXPECT_THROW(db().write([&](Tx& tx) {
    tx.notify("things", "never");
    throw std::runtime_error("changed my mind");
  }),
               std::runtime_error);
  EXPECT_TRUE(heard.all().empty());
}

TEST_P(BusTest, AHandlerMayUseTheDatabase) {
  // Delivered after the write returned, outside its transaction: a nested read would throw.
  db().write([](Tx& tx) { tx.exec_script("CREATE TABLE bus_probe (n INTEGER)"); });
  int64_t seen = -1;
  auto sub = db().bus().on("probe", [&](const std::string&) {
    seen = db().read_value([](Tx& tx) { return tx.query_one("SELECT COUNT(*) FROM bus_probe")->i64(0); });
  });
  db().write([](Tx& tx) {
    tx.exec("INSERT INTO bus_probe (n) VALUES (1)");
    tx.notify("probe", "");
  });
  EXPECT_EQ(seen, 1);
}

TEST_P(BusTest, AnUnsubscribedHandlerHearsNothingMore) {
  Heard heard;
  auto sub = db().bus().on("things", [&](const std::string& p) { heard.add(p); });
  sub.reset();
  db().write([](Tx& tx) { tx.notify("things", "late"); });
  EXPECT_TRUE(heard.all().empty());
}

QSR_FOR_EACH_DIALECT(BusTest);

// Two servers on one PostgreSQL, each with its own pool and its own listening bus.
class PgBusTest : public ::testing::Test {
 protected:
  void SetUp() override {
    database_ = testing::TestDatabase::create(Dialect::postgres);
    if (!database_) GTEST_SKIP() << "PostgreSQL not configured (QSR_TEST_PG_URL)";
    for (auto* s : {&a_, &b_}) {
      s->db = database_->open(2);
      s->bus = std::make_shared<PgBus>(database_->url(), s == &a_ ? "server-a" : "server-b");
      s->db->set_bus(s->bus);
      s->bus->start();
    }
  }
  void TearDown() override {
    for (auto* s : {&a_, &b_}) {
      if (s->bus) s->bus->stop();
    }
  }
  struct Server {
    std::unique_ptr<Db> db;
    std::shared_ptr<PgBus> bus;
  };
  // What a handler records outlives the test body: a delivery already under way on a listener
  // thread when the body ends must not write into freed memory (the buses stop in TearDown).
  Heard& heard() { return heard_.emplace_back(); }
  std::unique_ptr<testing::TestDatabase> database_;
  Server a_, b_;
  std::deque<Heard> heard_;
};

TEST_F(PgBusTest, ANoticeCommittedOnOneServerReachesTheOtherOnce) {
  ASSERT_TRUE(a_.bus->listening() && b_.bus->listening());
  Heard& on_a = heard();
  Heard& on_b = heard();
  auto sa = a_.db->bus().on("things", [&](const std::string& p) { on_a.add(p); });
  auto sb = b_.db->bus().on("things", [&](const std::string& p) { on_b.add(p); });
  a_.db->write([](Tx& tx) {
    tx.notify("things", "first");
    tx.notify("things", "second");
  });
  ASSERT_TRUE(on_b.wait_for(2));
  EXPECT_EQ(on_b.all(), (std::vector<std::string>{"first", "second"}));
  std::this_thread::sleep_for(100ms);  // its own echo from PostgreSQL would arrive by now
  EXPECT_EQ(on_a.all(), (std::vector<std::string>{"first", "second"}));  // once, at commit
  EXPECT_EQ(on_b.all().size(), 2u);
}

TEST_F(PgBusTest, ARolledBackNoticeNeverReachesTheOtherServer) {
  Heard& on_b = heard();
  auto sb = b_.db->bus().on("things", [&](const std::string& p) { on_b.add(p); });
  EXPECT_THROW(a_.db->write([](Tx& tx) {
    tx.notify("things", "never");
    throw std::runtime_error("no");
  }),
               std::runtime_error);
  a_.db->write([](Tx& tx) { tx.notify("things", "marker"); });
  ASSERT_TRUE(on_b.wait_for(1));
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(on_b.all(), std::vector<std::string>{"marker"});
}

TEST_F(PgBusTest, ManyNoticesOfOneTransactionArriveInOrderOverSeveralPayloads) {
  Heard& on_b = heard();
  auto sb = b_.db->bus().on("things", [&](const std::string& p) { on_b.add(p); });
  std::vector<std::string> sent;
  for (int i = 0; i < 200; ++i) sent.push_back(std::to_string(i) + std::string(100, 'x'));  // ~20 KB: three payloads
  a_.db->write([&](Tx& tx) {
    for (const auto& p : sent) tx.notify("things", p);
  });
  ASSERT_TRUE(on_b.wait_for(sent.size()));
  EXPECT_EQ(on_b.all(), sent);
}

TEST_F(PgBusTest, ANoticeTooLargeForNotifyIsHeardOnlyHere) {
  Heard& on_a = heard();
  Heard& on_b = heard();
  auto sa = a_.db->bus().on("big", [&](const std::string& p) { on_a.add(p); });
  auto sb = b_.db->bus().on("big", [&](const std::string& p) { on_b.add(p); });
  auto marker = b_.db->bus().on("marker", [&](const std::string& p) { on_b.add(p); });
  a_.db->write([](Tx& tx) {
    tx.notify("big", std::string(9000, 'x'));
    tx.notify("marker", "after");
  });
  EXPECT_EQ(on_a.all().size(), 1u);
  ASSERT_TRUE(on_b.wait_for(1));
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(on_b.all(), std::vector<std::string>{"after"});
}

TEST_F(PgBusTest, ALostListenerReconnectsAndReportsTheGap) {
  std::atomic<int> gaps{0};
  auto g = b_.db->bus().on_gap([&] { ++gaps; });
  // Cut server b's listening connection, as a restart of PostgreSQL or a network fault would.
  a_.db->write([](Tx& tx) {
    tx.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'qsr-bus'"
             " AND datname = current_database()");
  });
  const auto end = std::chrono::steady_clock::now() + 10s;
  while (std::chrono::steady_clock::now() < end && gaps.load() == 0) std::this_thread::sleep_for(10ms);
  EXPECT_GE(gaps.load(), 1);
  EXPECT_GE(b_.bus->gaps(), 1);
  // And it hears again.
  Heard& on_b = heard();
  auto sb = b_.db->bus().on("things", [&](const std::string& p) { on_b.add(p); });
  const auto ready = std::chrono::steady_clock::now() + 5s;
  while (!b_.bus->listening() && std::chrono::steady_clock::now() < ready) std::this_thread::sleep_for(10ms);
  a_.db->write([](Tx& tx) { tx.notify("things", "again"); });
  EXPECT_TRUE(on_b.wait_for(1));
}

TEST_F(PgBusTest, NoticesNotOursOnTheChannelAreIgnored) {
  Heard& on_b = heard();
  auto sb = b_.db->bus().on("things", [&](const std::string& p) { on_b.add(p); });
  a_.db->write([](Tx& tx) {
    tx.query("SELECT pg_notify('qsr_bus', 'not json')");
    tx.query(R"(SELECT pg_notify('qsr_bus', '{"o":"x","n":[[1,2],"bad"]}'))");
    tx.notify("things", "good");
  });
  ASSERT_TRUE(on_b.wait_for(1));
  EXPECT_EQ(on_b.all(), std::vector<std::string>{"good"});
}

}  // namespace
}  // namespace qsr::db
