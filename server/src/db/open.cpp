#include "db/postgres_db.h"
#include "db/sqlite_db.h"

namespace qsr::db {

std::unique_ptr<Db> open(const std::string& url, int pool_size) {
  if (url.starts_with("postgresql://") || url.starts_with("postgres://")) {
    return std::make_unique<PostgresDb>(url, pool_size);
  }
  if (url.empty()) throw DbError(DbError::Kind::connection, "no database given (QSR_DB is empty)");
  return std::make_unique<SqliteDb>(url, pool_size);
}

bool Db::ping() {
  try {
    int64_t one = 0;
    read([&](Tx& tx) { one = tx.query("SELECT 1").at(0).i64(0); });
    return one == 1;
  } catch (...) {
    return false;
  }
}

}  // namespace qsr::db
