#include "db/sqlite_conn.h"

#include <sqlite3.h>

#include "db/sql_placeholders.h"
#include "db/sqlite_wal_buffer.h"

namespace qsr::db {
namespace {

constexpr int kBusyTimeoutMs = 5000;
constexpr int kRestartWaitMs = 20;
// SQL text is normally a constant, so the cache stays small; the cap only guards against code
// that builds SQL per call (e.g. IN lists of varying length).
constexpr size_t kMaxCachedStatements = 256;

std::string excerpt(std::string_view sql) {
  constexpr size_t kMax = 200;
  return std::string(sql.substr(0, kMax)) + (sql.size() > kMax ? "..." : "");
}

// Resets a statement after use so it releases its read snapshot and the bound text buffers.
struct StatementReset {
  sqlite3_stmt* stmt;
  ~StatementReset() {
    sqlite3_reset(stmt);
    sqlite3_clear_bindings(stmt);
  }
};

Value column_value(sqlite3_stmt* stmt, int c) {
  switch (sqlite3_column_type(stmt, c)) {
    case SQLITE_INTEGER: return static_cast<int64_t>(sqlite3_column_int64(stmt, c));
    case SQLITE_FLOAT: return sqlite3_column_double(stmt, c);
    case SQLITE_NULL: return nullptr;
    case SQLITE_BLOB: {
      const void* p = sqlite3_column_blob(stmt, c);
      return std::string(static_cast<const char*>(p), sqlite3_column_bytes(stmt, c));
    }
    default: {
      const unsigned char* p = sqlite3_column_text(stmt, c);
      return std::string(reinterpret_cast<const char*>(p), sqlite3_column_bytes(stmt, c));
    }
  }
}

}  // namespace

DbError::Kind sqlite_error_kind(int extended_code) {
  switch (extended_code) {
    case SQLITE_CONSTRAINT_UNIQUE:
    case SQLITE_CONSTRAINT_PRIMARYKEY: return DbError::Kind::unique_violation;
    default: break;
  }
  switch (extended_code & 0xff) {
    case SQLITE_CONSTRAINT: return DbError::Kind::constraint;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return DbError::Kind::busy;
    case SQLITE_CANTOPEN: return DbError::Kind::connection;
    default: return DbError::Kind::other;
  }
}

namespace {
// Process-wide settings that must be made before SQLite initializes. Memory statistics take a
// global mutex on every allocation SQLite makes, which every connection of every thread then
// queues on; we never read the statistics.
void configure_sqlite_once() {
  static const bool configured = [] {
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    install_wal_write_buffer();
    return sqlite3_initialize() == SQLITE_OK;
  }();
  (void)configured;
}
}  // namespace

SqliteConn::SqliteConn(const std::string& path, Role role) {
  configure_sqlite_once();
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
  int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw DbError(DbError::Kind::connection, "cannot open SQLite database " + path + ": " + msg);
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, kBusyTimeoutMs);
  try {
    // WAL lets readers keep reading while the writer writes; NORMAL is durable in WAL mode
    // except for the last transactions on power loss, never corrupting. Foreign keys are off by
    // default in SQLite and must be switched on per connection.
    exec_script(
        "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; "
        "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16000; PRAGMA temp_store = MEMORY;"
        // No memory-mapped I/O: a database that grows (every order does) makes each connection
        // remap the file at its next transaction, and the munmap stops every thread of the
        // process for a TLB shootdown. It cost a quarter of the orders benchmark; the page cache
        // (cache_size above) serves reads instead.
        " PRAGMA mmap_size = 0;");
    // Readers refuse writes, as BEGIN READ ONLY does on PostgreSQL.
    if (role == Role::reader) exec_script("PRAGMA query_only = ON;");
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

SqliteConn::~SqliteConn() {
  for (auto& [sql, stmt] : cache_) sqlite3_finalize(stmt);
  sqlite3_close(db_);
}

void SqliteConn::fail(int rc, std::string_view sql) const {
  int code = sqlite3_extended_errcode(db_);
  if (code == SQLITE_OK) code = rc;
  throw DbError(sqlite_error_kind(code),
                std::string("SQLite: ") + sqlite3_errmsg(db_) + " [" + excerpt(sql) + "]");
}

sqlite3_stmt* SqliteConn::prepared(std::string_view sql) {
  if (auto it = cache_.find(sql); it != cache_.end()) return it->second;

  std::string rewritten = rewrite_placeholders_for_sqlite(sql);
  sqlite3_stmt* stmt = nullptr;
  const char* tail = nullptr;
  int rc = sqlite3_prepare_v3(db_, rewritten.c_str(), static_cast<int>(rewritten.size() + 1),
                              SQLITE_PREPARE_PERSISTENT, &stmt, &tail);
  if (rc != SQLITE_OK) fail(rc, sql);
  if (!stmt) fail(SQLITE_MISUSE, "empty statement");
  // A second statement after the first would be silently ignored; say so instead. A tail of
  // only whitespace, ';' or comments prepares to no statement at all.
  if (tail && *tail) {
    sqlite3_stmt* extra = nullptr;
    int tail_rc = sqlite3_prepare_v2(db_, tail, -1, &extra, nullptr);
    sqlite3_finalize(extra);
    if (tail_rc != SQLITE_OK || extra) {
      sqlite3_finalize(stmt);
      throw DbError(DbError::Kind::other,
                    "one statement per query (use exec_script): [" + excerpt(sql) + "]");
    }
  }

  if (cache_.size() >= kMaxCachedStatements) {
    for (auto& [text, old] : cache_) sqlite3_finalize(old);
    cache_.clear();
  }
  cache_.emplace(std::string(sql), stmt);
  return stmt;
}

void SqliteConn::run(std::string_view sql, const Params& params, Rows* out) {
  sqlite3_stmt* stmt = prepared(sql);
  StatementReset reset{stmt};

  int expected = sqlite3_bind_parameter_count(stmt);
  if (static_cast<int>(params.size()) != expected) {
    throw DbError(DbError::Kind::other, "statement takes " + std::to_string(expected) + " parameters, got " +
                                            std::to_string(params.size()) + ": [" + excerpt(sql) + "]");
  }
  for (int i = 0; i < expected; ++i) {
    const Value& v = params[i];
    int rc = SQLITE_OK;
    if (auto p = std::get_if<int64_t>(&v)) {
      rc = sqlite3_bind_int64(stmt, i + 1, *p);
    } else if (auto p = std::get_if<double>(&v)) {
      rc = sqlite3_bind_double(stmt, i + 1, *p);
    } else if (auto p = std::get_if<std::string>(&v)) {
      // STATIC: `params` outlives the statement's use; StatementReset clears the binding.
      rc = sqlite3_bind_text64(stmt, i + 1, p->data(), p->size(), SQLITE_STATIC, SQLITE_UTF8);
    } else {
      rc = sqlite3_bind_null(stmt, i + 1);
    }
    if (rc != SQLITE_OK) fail(rc, sql);
  }

  const int columns = sqlite3_column_count(stmt);
  for (;;) {
    int rc = sqlite3_step(stmt);
    if (rc == SQLITE_DONE) break;
    if (rc != SQLITE_ROW) fail(rc, sql);
    if (!out) continue;
    std::vector<Value> values;
    values.reserve(columns);
    for (int c = 0; c < columns; ++c) values.push_back(column_value(stmt, c));
    out->emplace_back(std::move(values));
  }
}

Rows SqliteConn::query(std::string_view sql, const Params& params) {
  Rows rows;
  run(sql, params, &rows);
  return rows;
}

int64_t SqliteConn::exec(std::string_view sql, const Params& params) {
  // sqlite3_changes() keeps the count of the last INSERT/UPDATE/DELETE, so after DDL or a
  // SELECT it would report a stale number; the running total tells whether this one changed rows.
  const int64_t before = sqlite3_total_changes64(db_);
  run(sql, params, nullptr);
  return sqlite3_total_changes64(db_) == before ? 0 : sqlite3_changes64(db_);
}

void SqliteConn::exec_script(std::string_view sql) {
  std::string text(sql);
  char* err = nullptr;
  int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &err);
  if (rc != SQLITE_OK) {
    std::string msg = err ? err : sqlite3_errstr(rc);
    sqlite3_free(err);
    throw DbError(sqlite_error_kind(sqlite3_extended_errcode(db_)),
                  "SQLite: " + msg + " [" + excerpt(sql) + "]");
  }
}

bool SqliteConn::in_transaction() const { return sqlite3_get_autocommit(db_) == 0; }

void SqliteConn::on_wal_commit(std::function<void(int frames)> hook) {
  wal_hook_ = std::move(hook);
  sqlite3_wal_hook(
      db_,
      [](void* self, sqlite3*, const char*, int frames) {
        static_cast<SqliteConn*>(self)->wal_hook_(frames);
        return SQLITE_OK;  // the commit stands whatever the checkpoint did
      },
      this);
}

bool SqliteConn::checkpoint(Checkpoint mode) {
  const int how = mode == Checkpoint::passive ? SQLITE_CHECKPOINT_PASSIVE : SQLITE_CHECKPOINT_RESTART;
  // The writer runs the restart while every other write waits: a long read (a report) must not
  // hold them for the whole busy timeout.
  if (mode == Checkpoint::restart) sqlite3_busy_timeout(db_, kRestartWaitMs);
  int rc = sqlite3_wal_checkpoint_v2(db_, nullptr, how, nullptr, nullptr);
  if (mode == Checkpoint::restart) sqlite3_busy_timeout(db_, kBusyTimeoutMs);
  // BUSY: another checkpoint is running, or a reader stayed past the busy timeout; the next
  // commit past the limit tries again.
  if (rc != SQLITE_OK && rc != SQLITE_BUSY) fail(rc, "checkpoint");
  return rc == SQLITE_OK;
}

}  // namespace qsr::db
