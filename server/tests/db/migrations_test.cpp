#include "db/migrations.h"

#include <gtest/gtest.h>

#include <thread>

#include "test_databases.h"

namespace qsr::db {
namespace {

using testing::PerDialect;

class Migrations : public PerDialect {
 protected:
  std::vector<std::string> tables_with_prefix(const std::string& prefix) {
    const char* sql =
        db().dialect() == Dialect::sqlite
            ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE $1 ORDER BY name"
            : "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
              " AND table_name LIKE $1 ORDER BY table_name";
    std::vector<std::string> out;
    db().read([&](Tx& tx) {
      for (auto& r : tx.query(sql, {prefix + "%"})) out.push_back(r.str(0));
    });
    return out;
  }
  std::vector<std::pair<int64_t, std::string>> recorded() {
    std::vector<std::pair<int64_t, std::string>> out;
    db().read([&](Tx& tx) {
      for (auto& r : tx.query("SELECT version, name, applied_at FROM schema_migrations ORDER BY version")) {
        EXPECT_GT(r.i64(2), 1'600'000'000'000);  // epoch milliseconds
        out.emplace_back(r.i64(0), r.str(1));
      }
    });
    return out;
  }
};

using Recorded = std::vector<std::pair<int64_t, std::string>>;

TEST_P(Migrations, AppliedOnceAndRecorded) {
  std::vector<MigrationFile> files = {
      {"0001_a.sql", "CREATE TABLE m_a (x BIGINT);"},
      {"0002_b.sql", "CREATE TABLE m_b (x BIGINT); INSERT INTO m_b VALUES (1);"},
  };
  EXPECT_EQ(migrate(db(), files), 2);
  EXPECT_EQ(migrate(db(), files), 0);
  EXPECT_EQ(recorded(), (Recorded{{1, "0001_a.sql"}, {2, "0002_b.sql"}}));
  EXPECT_EQ(db().read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM m_b").at(0).i64(0); }), 1);
}

TEST_P(Migrations, AppliedInNumberOrderWhateverTheListOrder) {
  std::vector<MigrationFile> files = {
      {"0002_child.sql", "CREATE TABLE m_child (id BIGINT PRIMARY KEY, p BIGINT REFERENCES m_parent(id));"},
      {"0001_parent.sql", "CREATE TABLE m_parent (id BIGINT PRIMARY KEY);"},
  };
  EXPECT_EQ(migrate(db(), files), 2);
  EXPECT_EQ(tables_with_prefix("m_"), (std::vector<std::string>{"m_child", "m_parent"}));
}

TEST_P(Migrations, NewFilesAreAppliedOnTheNextRun) {
  std::vector<MigrationFile> files = {{"0001_a.sql", "CREATE TABLE m_a (x BIGINT);"}};
  EXPECT_EQ(migrate(db(), files), 1);
  files.push_back({"0002_b.sql", "CREATE TABLE m_b (x BIGINT);"});
  EXPECT_EQ(migrate(db(), files), 1);
  EXPECT_EQ(recorded().size(), 2u);
}

TEST_P(Migrations, DialectFileWinsOverPortable) {
  std::vector<MigrationFile> files = {
      {"0001_t.sql", "CREATE TABLE m_portable (x BIGINT);"},
      {"0001_t.sqlite.sql", "CREATE TABLE m_sqlite (x BIGINT);"},
      {"0001_t.postgres.sql", "CREATE TABLE m_postgres (x BIGINT);"},
  };
  EXPECT_EQ(migrate(db(), files), 1);
  const bool sqlite = db().dialect() == Dialect::sqlite;
  EXPECT_EQ(tables_with_prefix("m_"), (std::vector<std::string>{sqlite ? "m_sqlite" : "m_postgres"}));
  EXPECT_EQ(recorded(), (Recorded{{1, sqlite ? "0001_t.sqlite.sql" : "0001_t.postgres.sql"}}));
}

TEST_P(Migrations, FileForTheOtherDialectOnlyIsSkipped) {
  std::vector<MigrationFile> files = {
      {"0001_only_sqlite.sqlite.sql", "CREATE TABLE m_sqlite (x BIGINT);"},
      {"0002_only_postgres.postgres.sql", "CREATE TABLE m_postgres (x BIGINT);"},
  };
  EXPECT_EQ(migrate(db(), files), 1);
  const bool sqlite = db().dialect() == Dialect::sqlite;
  EXPECT_EQ(tables_with_prefix("m_"), (std::vector<std::string>{sqlite ? "m_sqlite" : "m_postgres"}));
}

TEST_P(Migrations, IdTokenBecomesAnAutoIncrementPrimaryKey) {
  std::vector<MigrationFile> files = {{"0001_t.sql", "CREATE TABLE m_t (id {{ID}}, name TEXT NOT NULL);"}};
  migrate(db(), files);
  auto ids = db().write_value([](Tx& tx) {
    std::vector<int64_t> out;
    for (const char* name : {"a", "b"}) {
      out.push_back(
          tx.query("INSERT INTO m_t (name) VALUES ($1) RETURNING id", {std::string(name)}).at(0).i64(0));
    }
    return out;
  });
  EXPECT_EQ(ids, (std::vector<int64_t>{1, 2}));
  EXPECT_THROW(db().write([](Tx& tx) { tx.exec("INSERT INTO m_t (id, name) VALUES (1, 'dup')"); }), DbError);
}

TEST_P(Migrations, FailedMigrationLeavesNoTraceAndStopsTheRun) {
  std::vector<MigrationFile> files = {
      {"0001_ok.sql", "CREATE TABLE m_ok (x BIGINT);"},
      {"0002_bad.sql", "CREATE TABLE m_half (x BIGINT); CREATE TABLE broken (;"},
      {"0003_later.sql", "CREATE TABLE m_later (x BIGINT);"},
  };
  try {
    migrate(db(), files);
    FAIL() << "expected the bad migration to throw";
  } catch (const DbError& e) {
    EXPECT_NE(std::string(e.what()).find("0002_bad.sql"), std::string::npos) << e.what();
  }
  EXPECT_EQ(tables_with_prefix("m_"), (std::vector<std::string>{"m_ok"}));
  EXPECT_EQ(recorded(), (Recorded{{1, "0001_ok.sql"}}));
}

TEST_P(Migrations, TwoFilesWithOneNumberAreRejected) {
  std::vector<MigrationFile> files = {{"0001_a.sql", "SELECT 1;"}, {"0001_b.sql", "SELECT 1;"}};
  EXPECT_THROW(migrate(db(), files), DbError);
  std::vector<MigrationFile> unnumbered = {{"catalog.sql", "SELECT 1;"}};
  EXPECT_THROW(migrate(db(), unnumbered), DbError);
}

TEST_P(Migrations, ConcurrentStartsApplyEachOnce) {
  std::vector<MigrationFile> files;
  for (int i = 1; i <= 5; ++i) {
    std::string n = std::to_string(i);
    files.push_back({"000" + n + "_m.sql",
                     "CREATE TABLE m_" + n + " (x BIGINT); INSERT INTO m_" + n + " VALUES (" + n + ");"});
  }
  constexpr int kServers = 4;
  std::vector<std::unique_ptr<Db>> servers;
  for (int s = 0; s < kServers; ++s) servers.push_back(database_->open(2));
  std::atomic<int> applied{0}, failures{0};
  std::vector<std::thread> threads;
  for (auto& server : servers) {
    threads.emplace_back([&, s = server.get()] {
      try {
        applied += migrate(*s, files);
      } catch (const std::exception& e) {
        ++failures;
        ADD_FAILURE() << e.what();
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(applied.load(), 5);
  EXPECT_EQ(recorded().size(), 5u);
}

TEST_P(Migrations, EmbeddedFilesApplyCleanly) {
  // The real schema in server/migrations, on this dialect; and a second run changes nothing.
  const auto& files = embedded_migrations();
  int applied = migrate(db());
  EXPECT_LE(applied, static_cast<int>(files.size()));
  EXPECT_EQ(migrate(db()), 0);
}

QSR_FOR_EACH_DIALECT(Migrations);

}  // namespace
}  // namespace qsr::db
