// One SQLite connection with its cache of prepared statements. Not thread-safe: the driver lends
// it to one thread at a time (the writer mutex, the reader pool).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "db/db.h"

struct sqlite3;
struct sqlite3_stmt;

namespace qsr::db {

// SQLite's extended result code -> our error kind.
DbError::Kind sqlite_error_kind(int extended_code);

class SqliteConn {
 public:
  enum class Role { writer, reader };
  SqliteConn(const std::string& path, Role role);
  ~SqliteConn();
  SqliteConn(const SqliteConn&) = delete;
  SqliteConn& operator=(const SqliteConn&) = delete;

  Rows query(std::string_view sql, const Params& params);
  int64_t exec(std::string_view sql, const Params& params);
  void exec_script(std::string_view sql);
  bool in_transaction() const;

  // Replaces SQLite's auto-checkpoint: `hook` is called after each commit with the number of
  // pages in the write-ahead log (see WalCheckpointer).
  void on_wal_commit(std::function<void(int frames)> hook);
  // passive: copies what it can from the log into the database file, waiting for no lock.
  // restart: copies everything and waits a moment (kRestartWaitMs) for readers of older
  // snapshots, so the next write starts the log again from the beginning.
  // Returns false when it could not finish (another checkpoint running, a reader still on an
  // older snapshot); the caller tries again later.
  enum class Checkpoint { passive, restart };
  bool checkpoint(Checkpoint mode);

 private:
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  sqlite3_stmt* prepared(std::string_view sql);
  void run(std::string_view sql, const Params& params, Rows* out);
  [[noreturn]] void fail(int rc, std::string_view sql) const;

  sqlite3* db_ = nullptr;
  std::function<void(int)> wal_hook_;
  // Keyed by the caller's SQL text ($n form), so the rewrite to ?n also happens once.
  std::unordered_map<std::string, sqlite3_stmt*, Hash, std::equal_to<>> cache_;
};

}  // namespace qsr::db
