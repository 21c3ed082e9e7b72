// The log writes a commit gathers into one system call are in the file when COMMIT returns:
// a copy of the files taken right then (what a crash of the process would leave) recovers every
// committed row with valid frames and checksums.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <unistd.h>

#include <filesystem>
#include <string>

#include "db/sqlite_db.h"

namespace qsr::db {
namespace {

namespace fs = std::filesystem;

class WalBuffer : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("qsr-walbuf-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "copy");
    path_ = (dir_ / "qsr.sqlite").string();
  }
  void TearDown() override { fs::remove_all(dir_); }

  // The database and its log as they are in the file system now, opened as another database.
  int64_t rows_in_a_copy() {
    const auto copy = dir_ / "copy" / "qsr.sqlite";
    for (const char* suffix : {"", "-wal"}) {
      fs::copy_file(path_ + suffix, copy.string() + suffix, fs::copy_options::overwrite_existing);
    }
    fs::remove(copy.string() + "-shm");
    SqliteDb reopened(copy.string(), 1);
    return reopened.read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM t").at(0).i64(0); });
  }

  fs::path dir_;
  std::string path_;
};

void insert(Tx& tx, int rows) {
  for (int i = 0; i < rows; ++i) tx.exec("INSERT INTO t (payload) VALUES ($1)", {std::string(1500, 'x')});
}

TEST_F(WalBuffer, IsSqlitesDefaultFileSystem) {
  SqliteDb db(path_, 1);
  ASSERT_NE(sqlite3_vfs_find(nullptr), nullptr);
  EXPECT_STREQ(sqlite3_vfs_find(nullptr)->zName, "qsr-wal-buffer");
}

TEST_F(WalBuffer, EveryCommitIsInTheFilesWhenCommitReturns) {
  SqliteDb db(path_, 2, WalLimits{.background_frames = 1000000, .restart_frames = 1000000});
  db.write([](Tx& tx) { tx.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"); });
  int64_t committed = 0;
  for (int round = 1; round <= 5; ++round) {
    db.write([&](Tx& tx) { insert(tx, round * 7); });
    committed += round * 7;
    EXPECT_EQ(rows_in_a_copy(), committed) << "after commit " << round;
  }
}

TEST_F(WalBuffer, ATransactionLargerThanOneWriteAndARolledBackOneLeaveOnlyCommittedRows) {
  SqliteDb db(path_, 1, WalLimits{.background_frames = 1000000, .restart_frames = 1000000});
  db.write([](Tx& tx) { tx.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"); });
  // About 500 pages: several times the most one write may carry, and beyond the page cache's
  // spill point with a small cache.
  db.write([](Tx& tx) {
    tx.exec_script("PRAGMA cache_size = 50");
    insert(tx, 1000);
  });
  EXPECT_THROW(db.write([](Tx& tx) {
    insert(tx, 300);
    throw std::runtime_error("changed my mind");
  }),
               std::runtime_error);
  db.write([](Tx& tx) { insert(tx, 3); });
  EXPECT_EQ(rows_in_a_copy(), 1003);
  EXPECT_EQ(db.read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM t").at(0).i64(0); }), 1003);
}

TEST_F(WalBuffer, TheLogStartingOverKeepsCommitsRecoverable) {
  SqliteDb db(path_, 2, WalLimits{.background_frames = 10, .restart_frames = 40});
  db.write([](Tx& tx) { tx.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"); });
  for (int i = 0; i < 120; ++i) db.write([](Tx& tx) { insert(tx, 2); });
  EXPECT_GT(db.wal_restarts(), 0u);
  EXPECT_EQ(rows_in_a_copy(), 240);
}

}  // namespace
}  // namespace qsr::db
