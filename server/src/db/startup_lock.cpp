#include "db/startup_lock.h"

#include <libpq-fe.h>

#include "db/migrations.h"

namespace qsr::db {

StartupLock::StartupLock(Dialect dialect, const std::string& url) {
  if (dialect != Dialect::postgres) return;
  conn_ = PQconnectdb(url.c_str());
  const std::string key = std::to_string(kStartupLockKey);
  const char* params[] = {key.c_str()};
  PGresult* r = PQstatus(conn_) == CONNECTION_OK
                    ? PQexecParams(conn_, "SELECT pg_advisory_lock($1::bigint)", 1, nullptr, params, nullptr, nullptr, 0)
                    : nullptr;
  const bool locked = r && PQresultStatus(r) == PGRES_TUPLES_OK;
  PQclear(r);
  if (!locked) {
    std::string why = PQerrorMessage(conn_);
    PQfinish(conn_);
    conn_ = nullptr;
    throw DbError(DbError::Kind::connection, "cannot take the start-up lock on PostgreSQL: " + why);
  }
}

// Closing the connection releases the lock.
StartupLock::~StartupLock() { PQfinish(conn_); }

}  // namespace qsr::db
