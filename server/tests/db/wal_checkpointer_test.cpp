// The write-ahead log is checkpointed off the writer's path and still starts over, so it stays
// bounded under a steady stream of writes with readers in between.
#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <filesystem>
#include <string>
#include <thread>

#include "db/sqlite_db.h"

namespace qsr::db {
namespace {

class WalCheckpoints : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("qsr-wal-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
    path_ = (dir_ / "qsr.sqlite").string();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::filesystem::path dir_;
  std::string path_;
};

// Commits of one row with a page-sized payload: each adds a few pages to the log.
void write_rows(SqliteDb& db, int rows) {
  for (int i = 0; i < rows; ++i) {
    db.write([&](Tx& tx) {
      tx.exec("INSERT INTO t (payload) VALUES ($1)", {std::string(3000, static_cast<char>('a' + i % 26))});
    });
    if (i % 10 == 0) db.read([](Tx& tx) { tx.query("SELECT COUNT(*) FROM t"); });
  }
}

TEST_F(WalCheckpoints, BackgroundThreadCopiesPagesAndTheLogStartsOverAtTheRestartLimit) {
  const WalLimits limits{.background_frames = 40, .restart_frames = 160};
  SqliteDb db(path_, 2, limits);
  db.write([](Tx& tx) { tx.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"); });

  write_rows(db, 600);

  // The background runs are asynchronous: give the thread a moment after the last commit.
  for (int i = 0; i < 200 && db.background_checkpoints() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_GT(db.background_checkpoints(), 0u);
  EXPECT_GT(db.wal_restarts(), 0u);
  // Without restarts 600 commits of ~2 pages would leave a log of over 1,200 pages; the file
  // keeps its high-water mark, which is the restart limit plus the commit that crossed it.
  const auto wal_bytes = std::filesystem::file_size(path_ + "-wal");
  EXPECT_LT(wal_bytes, static_cast<uintmax_t>(2 * limits.restart_frames) * (4096 + 24));
  EXPECT_EQ(db.read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM t").at(0).i64(0); }), 600);
}

TEST_F(WalCheckpoints, ALongReadDoesNotHoldUpTheWritersAtTheRestartLimit) {
  SqliteDb db(path_, 2, WalLimits{.background_frames = 20, .restart_frames = 80});
  db.write([](Tx& tx) { tx.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"); });
  write_rows(db, 10);
  std::mutex mu;
  std::condition_variable cv;
  bool reading = false, writes_done = false;
  // A report-like read: its snapshot stays open until the writes below are over (10 s at most).
  std::thread reader([&] {
    db.read([&](Tx& tx) {
      tx.query("SELECT COUNT(*) FROM t");
      std::unique_lock lock(mu);
      reading = true;
      cv.notify_all();
      cv.wait_for(lock, std::chrono::seconds(10), [&] { return writes_done; });
    });
  });
  {
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return reading; });
  }
  const auto start = std::chrono::steady_clock::now();
  write_rows(db, 300);  // several times past the restart limit while the read holds its snapshot
  const auto took = std::chrono::steady_clock::now() - start;
  {
    std::lock_guard lock(mu);
    writes_done = true;
  }
  cv.notify_all();
  reader.join();
  // Waiting out the read would take the busy timeout (5 s) per restart attempt.
  EXPECT_LT(took, std::chrono::seconds(3));
  EXPECT_EQ(db.read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM t").at(0).i64(0); }), 310);
}

TEST_F(WalCheckpoints, RowsCheckpointedInTheBackgroundAreInTheFileAfterReopening) {
  {
    SqliteDb db(path_, 1, WalLimits{.background_frames = 20, .restart_frames = 80});
    db.write([](Tx& tx) { tx.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"); });
    write_rows(db, 200);
  }
  SqliteDb reopened(path_, 1);
  EXPECT_EQ(reopened.read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM t").at(0).i64(0); }), 200);
}

}  // namespace
}  // namespace qsr::db
