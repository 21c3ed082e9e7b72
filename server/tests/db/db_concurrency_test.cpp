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

// Group commit (SQLite) must keep one-transaction-per-call semantics: a failing call among
// concurrent ones rolls back only its own writes, whatever batch it landed in.
TEST_P(DbConcurrency, AFailingWriteAmongConcurrentOnesRollsBackOnlyItself) {
  constexpr int kThreads = 8, kCalls = 100;
  std::vector<std::thread> threads;
  std::atomic<int> failed{0}, committed{0};
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kCalls; ++i) {
        try {
          db().write([&](Tx& tx) {
            tx.exec("UPDATE counter SET n = n + 1 WHERE id = 1");
            if ((t + i) % 3 == 0) throw std::runtime_error("refused");
          });
          ++committed;
        } catch (const std::runtime_error&) {
          ++failed;
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(committed.load() + failed.load(), kThreads * kCalls);
  EXPECT_GT(failed.load(), 0);
  EXPECT_EQ(counter(), committed.load());
}

TEST_P(DbConcurrency, AfterCommitHooksRunOnlyForCommittedWrites) {
  std::atomic<int> ran{0};
  db().write([&](Tx& tx) {
    tx.exec("UPDATE counter SET n = 1");
    tx.after_commit([&] { ++ran; });
    EXPECT_EQ(ran.load(), 0);  // not yet: the transaction is open
  });
  EXPECT_THROW(db().write([&](Tx& tx) {
    tx.after_commit([&] { ++ran; });
    throw std::runtime_error("rolled back");
  }), std::runtime_error);
  EXPECT_EQ(ran.load(), 1);
}

QSR_FOR_EACH_DIALECT(DbConcurrency);

}  // namespace
}  // namespace qsr::db
