// Driver-specific rules: opening, error-code mapping, connection failures.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <thread>

#include <unistd.h>

#include "db/pg_conn.h"
#include "db/sqlite_conn.h"
#include "db/transaction.h"
#include "test_databases.h"

namespace qsr::db {
namespace {

TEST(DbOpen, SqlitePathCreatesParentFolders) {
  auto dir = std::filesystem::temp_directory_path() / ("qsr-open-" + std::to_string(::getpid()));
  auto path = dir / "a" / "b" / "qsr.sqlite";
  {
    auto db = open(path.string(), 2);
    EXPECT_EQ(db->dialect(), Dialect::sqlite);
    EXPECT_TRUE(db->ping());
  }
  EXPECT_TRUE(std::filesystem::exists(path));
  std::filesystem::remove_all(dir);
}

TEST(DbOpen, SqliteFileIsInWalModeWithForeignKeysOn) {
  auto db = open(":memory:", 1);
  db->read([](Tx& tx) {
    EXPECT_EQ(tx.query("PRAGMA journal_mode").at(0).str(0), "wal");
    EXPECT_EQ(tx.query("PRAGMA foreign_keys").at(0).i64(0), 1);
    EXPECT_EQ(tx.query("PRAGMA synchronous").at(0).i64(0), 1);  // NORMAL
    EXPECT_EQ(tx.query("PRAGMA busy_timeout").at(0).i64(0), 5000);
  });
}

TEST(DbOpen, MemoryDatabaseIsSharedByAllConnectionsAndRemovedOnClose) {
  auto db = open(":memory:", 2);
  db->write([](Tx& tx) { tx.exec_script("CREATE TABLE t (x BIGINT); INSERT INTO t VALUES (1);"); });
  EXPECT_EQ(db->read_value([](Tx& tx) { return tx.query("SELECT x FROM t").at(0).i64(0); }), 1);
}

TEST(DbOpen, PostgresUrlsSelectPostgres) {
  // Lazy connection: opening an unreachable server does not throw; using it does.
  for (const char* url :
       {"postgresql:///nodb?host=/nonexistent-qsr-dir", "postgres:///nodb?host=/nonexistent-qsr-dir"}) {
    auto db = open(url, 1);
    EXPECT_EQ(db->dialect(), Dialect::postgres);
    EXPECT_FALSE(db->ping());
    try {
      db->read([](Tx&) {});
      FAIL() << "expected a connection error";
    } catch (const DbError& e) {
      EXPECT_EQ(e.kind, DbError::Kind::connection) << e.what();
    }
  }
}

TEST(DbErrors, SqliteCodesMapToKinds) {
  EXPECT_EQ(sqlite_error_kind(SQLITE_CONSTRAINT_UNIQUE), DbError::Kind::unique_violation);
  EXPECT_EQ(sqlite_error_kind(SQLITE_CONSTRAINT_PRIMARYKEY), DbError::Kind::unique_violation);
  EXPECT_EQ(sqlite_error_kind(SQLITE_CONSTRAINT_FOREIGNKEY), DbError::Kind::constraint);
  EXPECT_EQ(sqlite_error_kind(SQLITE_CONSTRAINT_NOTNULL), DbError::Kind::constraint);
  EXPECT_EQ(sqlite_error_kind(SQLITE_BUSY), DbError::Kind::busy);
  EXPECT_EQ(sqlite_error_kind(SQLITE_BUSY_SNAPSHOT), DbError::Kind::busy);
  EXPECT_EQ(sqlite_error_kind(SQLITE_ERROR), DbError::Kind::other);
}

TEST(DbErrors, PostgresSqlStatesMapToKinds) {
  EXPECT_EQ(pg_error_kind("23505"), DbError::Kind::unique_violation);
  EXPECT_EQ(pg_error_kind("23503"), DbError::Kind::constraint);
  EXPECT_EQ(pg_error_kind("23514"), DbError::Kind::constraint);
  EXPECT_EQ(pg_error_kind("40001"), DbError::Kind::busy);
  EXPECT_EQ(pg_error_kind("40P01"), DbError::Kind::busy);
  EXPECT_EQ(pg_error_kind("08006"), DbError::Kind::connection);
  EXPECT_EQ(pg_error_kind(nullptr), DbError::Kind::connection);
  EXPECT_EQ(pg_error_kind("42601"), DbError::Kind::other);
}

TEST(DbPostgres, BrokenConnectionIsReplaced) {
  auto database = testing::TestDatabase::create(Dialect::postgres);
  if (!database) GTEST_SKIP() << "PostgreSQL not configured: set QSR_TEST_PG_URL (scripts/lib/pg-cluster.sh)";
  auto db = database->open(1);
  int64_t first_pid = db->read_value([](Tx& tx) { return tx.query("SELECT pg_backend_pid()").at(0).i64(0); });
  // Kill the pooled connection from another session, as a server restart or proxy timeout would
  // (waiting up to 5 s for it to be gone).
  auto killer = database->open(1);
  killer->read([&](Tx& tx) { tx.query("SELECT pg_terminate_backend($1, 5000)", {first_pid}); });
  // The dead connection is noticed at BEGIN and replaced: the caller sees no error.
  int64_t second_pid =
      db->read_value([](Tx& tx) { return tx.query("SELECT pg_backend_pid()").at(0).i64(0); });
  EXPECT_NE(first_pid, second_pid);

  // A connection that dies mid-transaction is reported, then replaced too.
  try {
    db->read([](Tx& tx) { tx.query("SELECT pg_terminate_backend(pg_backend_pid())"); });
    FAIL() << "expected a connection error";
  } catch (const DbError& e) {
    EXPECT_EQ(e.kind, DbError::Kind::connection) << e.what();
  }
  EXPECT_TRUE(db->ping());
}

// BEGIN travels with the transaction's first statement (db/pg_conn.h): the statement's failure
// still dooms the transaction, which rolls back, and the connection serves the next one.
TEST(DbPostgres, FirstStatementSentWithBeginFailsAndRollsBackCleanly) {
  auto database = testing::TestDatabase::create(Dialect::postgres);
  if (!database) GTEST_SKIP() << "PostgreSQL not configured: set QSR_TEST_PG_URL (scripts/lib/pg-cluster.sh)";
  auto db = database->open(1);
  db->write([](Tx& tx) { tx.exec("CREATE TABLE pipelined (id BIGINT PRIMARY KEY)"); });
  int64_t pid = db->read_value([](Tx& tx) { return tx.query("SELECT pg_backend_pid()").at(0).i64(0); });
  EXPECT_THROW(db->write([](Tx& tx) { tx.exec("INSERT INTO no_such_table VALUES (1)"); }), DbError);
  EXPECT_THROW(db->write([](Tx& tx) {
    tx.exec("INSERT INTO pipelined VALUES (1)");
    tx.exec("INSERT INTO pipelined VALUES (1)");  // duplicate: the whole transaction goes
  }), DbError);
  EXPECT_EQ(db->read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM pipelined").at(0).i64(0); }), 0);
  // The failures left the connection reusable: the pool kept it.
  EXPECT_EQ(db->read_value([](Tx& tx) { return tx.query("SELECT pg_backend_pid()").at(0).i64(0); }), pid);
}

TEST(DbPostgres, DeferredStatementRunsWithTheCommitAndItsFailureRollsBackTheTransaction) {
  auto database = testing::TestDatabase::create(Dialect::postgres);
  if (!database) GTEST_SKIP() << "PostgreSQL not configured: set QSR_TEST_PG_URL (scripts/lib/pg-cluster.sh)";
  auto db = database->open(1);
  db->write([](Tx& tx) { tx.exec("CREATE TABLE deferred_rows (id BIGINT PRIMARY KEY)"); });
  auto count = [&] { return db->read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM deferred_rows").at(0).i64(0); }); };

  db->write([](Tx& tx) {
    tx.exec("INSERT INTO deferred_rows VALUES (1)");
    tx.exec_deferred("INSERT INTO deferred_rows VALUES ($1)", {int64_t{2}});
  });
  EXPECT_EQ(count(), 2);

  // Only a deferred statement and the COMMIT: BEGIN, it and COMMIT go out together.
  db->write([](Tx& tx) { tx.exec_deferred("INSERT INTO deferred_rows VALUES ($1)", {int64_t{3}}); });
  EXPECT_EQ(count(), 3);

  // A deferred statement that fails at the COMMIT takes the transaction's other writes with it.
  EXPECT_THROW(db->write([](Tx& tx) {
    tx.exec("INSERT INTO deferred_rows VALUES (4)");
    tx.exec_deferred("INSERT INTO deferred_rows VALUES ($1)", {int64_t{1}});
  }), DbError);
  EXPECT_EQ(count(), 3);

  // Held back until the next statement, which goes out behind it: that statement sees its row,
  // and a failure of the held-back one shows there, taking the transaction with it.
  db->write([](Tx& tx) {
    tx.exec_deferred("INSERT INTO deferred_rows VALUES ($1)", {int64_t{5}});
    EXPECT_EQ(tx.query("SELECT COUNT(*) FROM deferred_rows WHERE id = 5").at(0).i64(0), 1);
  });
  EXPECT_EQ(count(), 4);
  EXPECT_THROW(db->write([](Tx& tx) {
    tx.exec("INSERT INTO deferred_rows VALUES (6)");
    tx.exec_deferred("INSERT INTO deferred_rows VALUES ($1)", {int64_t{1}});
    tx.query("SELECT 1");
  }), DbError);
  EXPECT_EQ(count(), 4);

  // A transaction that runs nothing commits without the server, and the connection stays good.
  db->write([](Tx&) {});
  db->read([](Tx&) {});
  EXPECT_EQ(count(), 4);
  EXPECT_TRUE(db->ping());
}

TEST(DbPostgres, APrefetchedReadAnswersItsQueryUntilAWriteOrALockMakesItStale) {
  auto database = testing::TestDatabase::create(Dialect::postgres);
  if (!database) GTEST_SKIP() << "PostgreSQL not configured: set QSR_TEST_PG_URL (scripts/lib/pg-cluster.sh)";
  auto db = database->open(2);
  db->write([](Tx& tx) { tx.exec_script("CREATE TABLE prefetched (id BIGINT PRIMARY KEY, x BIGINT); INSERT INTO prefetched VALUES (1, 10)"); });
  constexpr const char* kRead = "SELECT x FROM prefetched WHERE id = $1";
  // Another connection changes the row and commits: a read of this transaction made after that
  // sees it (READ COMMITTED), a read sent before it does not.
  auto set_elsewhere = [&](int64_t x) {
    std::thread([&] { db->write([&](Tx& tx) { tx.exec("UPDATE prefetched SET x = $1 WHERE id = 1", {x}); }); }).join();
  };

  // Sent with the next statement, answered from what it read then.
  db->write([&](Tx& tx) {
    tx.prefetch(kRead, {int64_t{1}});
    EXPECT_EQ(tx.query("SELECT 1").at(0).i64(0), 1);
    set_elsewhere(11);
    EXPECT_EQ(tx.query(kRead, {int64_t{1}}).at(0).i64(0), 10);
    // Asked for once: the same read again runs again.
    EXPECT_EQ(tx.query(kRead, {int64_t{1}}).at(0).i64(0), 11);
  });

  // Other parameters are another read.
  db->write([&](Tx& tx) {
    tx.prefetch(kRead, {int64_t{2}});
    EXPECT_EQ(tx.query("SELECT 1").at(0).i64(0), 1);
    EXPECT_TRUE(tx.query(kRead, {int64_t{1}}).size() == 1);
    EXPECT_TRUE(tx.query(kRead, {int64_t{2}}).empty());
  });

  // Still queued when asked for: it goes out then.
  db->write([&](Tx& tx) {
    tx.prefetch(kRead, {int64_t{1}});
    EXPECT_EQ(tx.query(kRead, {int64_t{1}}).at(0).i64(0), 11);
  });

  // A write of this transaction after the read was sent: the read runs again and sees it.
  db->write([&](Tx& tx) {
    tx.prefetch(kRead, {int64_t{1}});
    EXPECT_EQ(tx.query("SELECT 1").at(0).i64(0), 1);
    tx.exec("UPDATE prefetched SET x = 12 WHERE id = 1");
    EXPECT_EQ(tx.query(kRead, {int64_t{1}}).at(0).i64(0), 12);
  });
  // ... and one held back to go with the next statement (after the read, in the same pipeline).
  db->write([&](Tx& tx) {
    tx.prefetch(kRead, {int64_t{1}});
    tx.exec_deferred("UPDATE prefetched SET x = 13 WHERE id = 1");
    EXPECT_EQ(tx.query(kRead, {int64_t{1}}).at(0).i64(0), 13);
  });
  // A lock taken after the read was sent: the read runs again, after the lock.
  db->write([&](Tx& tx) {
    tx.prefetch(kRead, {int64_t{1}});
    EXPECT_EQ(tx.query("SELECT 1").at(0).i64(0), 1);
    set_elsewhere(14);
    EXPECT_EQ(tx.query("SELECT x FROM prefetched WHERE id = 1 FOR UPDATE").at(0).i64(0), 14);
    EXPECT_EQ(tx.query(kRead, {int64_t{1}}).at(0).i64(0), 14);
  });

  // One nobody asked for is not sent: a read that would fail (division by zero) does not take the
  // commit with it.
  db->write([&](Tx& tx) {
    tx.exec("UPDATE prefetched SET x = 15 WHERE id = 1");
    tx.prefetch("SELECT 1 / (x - x) FROM prefetched WHERE id = 1");
  });
  EXPECT_EQ(db->read_value([&](Tx& tx) { return tx.query(kRead, {int64_t{1}}).at(0).i64(0); }), 15);
  // One that was sent and failed dooms the transaction like any failed statement.
  EXPECT_THROW(db->write([&](Tx& tx) {
    tx.exec("UPDATE prefetched SET x = 16 WHERE id = 1");
    tx.prefetch("SELECT 1 / (x - x) FROM prefetched WHERE id = 1");
    tx.query("SELECT 1");
  }), DbError);
  EXPECT_EQ(db->read_value([&](Tx& tx) { return tx.query(kRead, {int64_t{1}}).at(0).i64(0); }), 15);

  // Only plain reads.
  EXPECT_THROW(db->write([&](Tx& tx) { tx.prefetch("UPDATE prefetched SET x = 0"); }), std::logic_error);
  EXPECT_THROW(db->write([&](Tx& tx) { tx.prefetch("SELECT x FROM prefetched FOR UPDATE"); }), std::logic_error);
  EXPECT_TRUE(db->ping());
}

}  // namespace
}  // namespace qsr::db
