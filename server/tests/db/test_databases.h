// Fresh, isolated databases for the Db tests, on each dialect. SQLite gets a temporary file;
// PostgreSQL (only when QSR_TEST_PG_URL names a server, e.g. from scripts/lib/pg-cluster.sh)
// gets a schema of its own in that database, put first on the search_path of every pooled
// connection, so tests never see each other's tables and leave nothing behind.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <ostream>
#include <string>

#include "db/db.h"

namespace qsr::db {
// Names the dialect in gtest's failure messages instead of "4-byte object <00-00 00-00>".
inline void PrintTo(Dialect d, std::ostream* os) { *os << (d == Dialect::sqlite ? "sqlite" : "postgres"); }
}  // namespace qsr::db

namespace qsr::db::testing {

class TestDatabase {
 public:
  // Returns null when the dialect is not available here (PostgreSQL without QSR_TEST_PG_URL).
  static std::unique_ptr<TestDatabase> create(Dialect dialect);
  ~TestDatabase();

  // A new Db on the same database (several may exist at once, e.g. two "servers").
  std::unique_ptr<Db> open(int pool_size = 4) const;
  // What QSR_DB would say for it (a PostgreSQL URL names the test's schema).
  const std::string& url() const { return url_; }

 private:
  TestDatabase(Dialect dialect, std::string url) : dialect_(dialect), url_(std::move(url)) {}
  Dialect dialect_;
  std::string url_;      // SQLite file path or PostgreSQL URL with the schema in search_path
  std::string cleanup_;  // SQLite folder or PostgreSQL schema to drop
};

// Base for tests run once per dialect; skips the PostgreSQL run when no server is configured.
class PerDialect : public ::testing::TestWithParam<Dialect> {
 protected:
  void SetUp() override;
  Db& db() { return *db_; }
  std::unique_ptr<TestDatabase> database_;
  std::unique_ptr<Db> db_;
};

std::string dialect_name(const ::testing::TestParamInfo<Dialect>& info);

}  // namespace qsr::db::testing

// Instantiates a PerDialect suite for both dialects, named Suite.Test/sqlite and /postgres.
#define QSR_FOR_EACH_DIALECT(Suite)                                                                     \
  INSTANTIATE_TEST_SUITE_P(, Suite,                                                                     \
                           ::testing::Values(::qsr::db::Dialect::sqlite, ::qsr::db::Dialect::postgres), \
                           ::qsr::db::testing::dialect_name)
