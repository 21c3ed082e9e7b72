// Start-up work that servers starting at once on one database must take turns on, beyond the
// migrations (which lock in their own transactions): loading the first brand into an empty
// database. On PostgreSQL a session advisory lock on the migrations' key, held on a connection of
// its own for the object's life, so a second server waits, then finds the brand loaded. On SQLite
// nothing is needed: it is one server's database.
#pragma once

#include <string>

#include "db/db.h"

struct pg_conn;

namespace qsr::db {

class StartupLock {
 public:
  // `url`: the QSR_DB value. Throws DbError(connection) when PostgreSQL cannot be reached.
  StartupLock(Dialect dialect, const std::string& url);
  ~StartupLock();
  StartupLock(const StartupLock&) = delete;
  StartupLock& operator=(const StartupLock&) = delete;

 private:
  pg_conn* conn_ = nullptr;
};

}  // namespace qsr::db
