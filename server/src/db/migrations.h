// Numbered schema migrations, applied once each at start and recorded in schema_migrations.
//
// Files live in server/migrations and are compiled into the binary. A file is either portable
// (`0001_catalog.sql`) or written for one dialect (`0001_catalog.sqlite.sql`,
// `0001_catalog.postgres.sql`); a dialect file wins over the portable one of the same number.
// In portable files the token {{ID}} becomes the dialect's auto-increment primary key.
#pragma once

#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::db {

struct MigrationFile {
  std::string name;  // e.g. 0001_catalog.sql
  std::string sql;
};

const std::vector<MigrationFile>& embedded_migrations();

// The PostgreSQL advisory lock key several servers starting at once take turns on: each
// migration's transaction holds it, and so does loading the first brand (db/startup_lock.h).
inline constexpr int64_t kStartupLockKey = 724242;

// Applies, in number order, every migration not yet recorded. Each migration runs in its own
// transaction together with its record row. Returns how many were applied.
int migrate(Db& db, const std::vector<MigrationFile>& files = embedded_migrations());

}  // namespace qsr::db
