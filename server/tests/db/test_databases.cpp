#include "test_databases.h"

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>

namespace qsr::db::testing {
namespace {

std::string unique_suffix() {
  static std::atomic<int> counter{0};
  return std::to_string(getpid()) + "_" + std::to_string(counter++);
}

std::string pg_base_url() {
  const char* url = std::getenv("QSR_TEST_PG_URL");
  return url ? url : "";
}

// libpq's `options` keyword passes server settings to each new connection.
std::string with_search_path(const std::string& url, const std::string& schema) {
  return url + (url.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + schema;
}

}  // namespace

std::unique_ptr<TestDatabase> TestDatabase::create(Dialect dialect) {
  if (dialect == Dialect::sqlite) {
    auto dir = std::filesystem::temp_directory_path() / ("qsr-db-test-" + unique_suffix());
    std::unique_ptr<TestDatabase> t(new TestDatabase(dialect, (dir / "nested" / "test.sqlite").string()));
    t->cleanup_ = dir.string();
    return t;
  }
  const std::string base = pg_base_url();
  if (base.empty()) return nullptr;
  // The name is made here, never from input; DDL cannot take it as a parameter.
  const std::string schema = "test_" + unique_suffix();
  auto admin = db::open(base, 1);
  admin->write([&](Tx& tx) { tx.exec_script("CREATE SCHEMA " + schema); });
  std::unique_ptr<TestDatabase> t(new TestDatabase(dialect, with_search_path(base, schema)));
  t->cleanup_ = schema;
  return t;
}

TestDatabase::~TestDatabase() {
  if (dialect_ == Dialect::sqlite) {
    std::error_code ec;
    std::filesystem::remove_all(cleanup_, ec);
    return;
  }
  try {
    auto admin = db::open(pg_base_url(), 1);
    admin->write([&](Tx& tx) { tx.exec_script("DROP SCHEMA " + cleanup_ + " CASCADE"); });
  } catch (const std::exception& e) {
    ADD_FAILURE() << "could not drop test schema " << cleanup_ << ": " << e.what();
  }
}

std::unique_ptr<Db> TestDatabase::open(int pool_size) const { return db::open(url_, pool_size); }

void PerDialect::SetUp() {
  database_ = TestDatabase::create(GetParam());
  if (!database_)
    GTEST_SKIP() << "PostgreSQL not configured: set QSR_TEST_PG_URL (scripts/lib/pg-cluster.sh)";
  db_ = database_->open();
}

std::string dialect_name(const ::testing::TestParamInfo<Dialect>& info) {
  return info.param == Dialect::sqlite ? "sqlite" : "postgres";
}

}  // namespace qsr::db::testing
