// Several threads on one Db: the guarantees the modules' race handling relies on.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "test_databases.h"

namespace qsr::db {
namespace {

using testing::PerDialect;

class DbConcurrency : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db().write([](Tx& tx) {
      tx.exec_script("CREATE TABLE counter (id BIGINT PRIMARY KEY, n BIGINT NOT NULL)");
      tx.exec("INSERT INTO counter (id, n) VALUES (1, 0)");
    });
  }
  int64_t counter() {
    return db().read_value(
        [](Tx& tx) { return tx.query("SELECT n FROM counter WHERE id = 1").at(0).i64(0); });
  }
};

TEST_P(DbConcurrency, ConcurrentWritersDoNotLoseUpdates) {
  constexpr int kThreads = 8, kIncrements = 200;
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < kIncrements; ++i) {
        try {
          db().write([](Tx& tx) { tx.exec("UPDATE counter SET n = n + 1 WHERE id = 1"); });
        } catch (const std::exception&) {
          ++failures;
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(counter(), kThreads * kIncrements);
}

TEST_P(DbConcurrency, ReadSeesOneSnapshotWhileOthersCommit) {
  db().read([&](Tx& tx) {
    EXPECT_EQ(tx.query("SELECT n FROM counter").at(0).i64(0), 0);
    std::thread writer([&] { db().write([](Tx& w) { w.exec("UPDATE counter SET n = 5"); }); });
    writer.join();
    EXPECT_EQ(tx.query("SELECT n FROM counter").at(0).i64(0), 0);
  });
  EXPECT_EQ(counter(), 5);  // and a later read sees the commit
}

TEST_P(DbConcurrency, ReadersAreNotBlockedByAnOpenWrite) {
  std::mutex mu;
  std::condition_variable cv;
  bool written = false, read_done = false;
  std::thread writer([&] {
    db().write([&](Tx& tx) {
      tx.exec("UPDATE counter SET n = 1");
      std::unique_lock lock(mu);
      written = true;
      cv.notify_all();
      // Hold the write open until the reader has finished (or give up after a while).
      cv.wait_for(lock, std::chrono::seconds(10), [&] { return read_done; });
    });
  });
  {
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return written; });
  }
  EXPECT_EQ(counter(), 0);  // the uncommitted update is invisible, and the read did not wait
  {
    std::lock_guard lock(mu);
    read_done = true;
  }
  cv.notify_all();
  writer.join();
  EXPECT_EQ(counter(), 1);
}

TEST_P(DbConcurrency, MoreCallersThanConnectionsAllFinish) {
  auto small = database_->open(2);
  std::vector<std::thread> threads;
  std::atomic<int64_t> total{0};
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 20; ++i) {
        total += small->read_value([](Tx& tx) {
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
          return tx.query("SELECT id FROM counter").at(0).i64(0);
        });
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(total.load(), 8 * 20);
}

QSR_FOR_EACH_DIALECT(DbConcurrency);

}  // namespace
}  // namespace qsr::db
