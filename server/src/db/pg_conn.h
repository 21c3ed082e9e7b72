// One libpq connection. Values travel as text and come back converted by column type, so rows
// look the same as SQLite's: integers as int64, floating and numeric as double, bool as 0/1,
// everything else as text.
//
// Each distinct statement is prepared once per connection (named, cached by its SQL text) and
// executed by name afterwards: parsing and planning were most of PostgreSQL's work per order.
// QSR_PG_PREPARE=0 turns it off, for a PgBouncer older than 1.21 in transaction mode (where a
// connection's prepared statements are not the next transaction's; docs/DEPLOY.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "db/db.h"

struct pg_conn;
struct pg_result;

namespace qsr::db {

// SQLSTATE (may be null) -> our error kind.
DbError::Kind pg_error_kind(const char* sqlstate);

class PgConn {
 public:
  explicit PgConn(const std::string& url);  // throws DbError(connection)
  ~PgConn();
  PgConn(const PgConn&) = delete;
  PgConn& operator=(const PgConn&) = delete;

  Rows query(std::string_view sql, const Params& params);
  int64_t exec(std::string_view sql, const Params& params);
  void exec_script(std::string_view sql);

  bool in_transaction() const;
  // True when the connection is gone or left mid-transaction: the pool must not reuse it.
  bool unusable() const;

 private:
  struct ResultDeleter {
    void operator()(pg_result* r) const;
  };
  using Result = std::unique_ptr<pg_result, ResultDeleter>;
  Result run(std::string_view sql, const Params& params);
  Result check(pg_result* res, std::string_view sql);
  // The name `sql` is prepared under on this connection, preparing it the first time.
  const std::string& prepared(const std::string& sql, int params);

  pg_conn* conn_ = nullptr;
  std::unordered_map<std::string, std::string> prepared_;  // SQL text -> statement name
  uint64_t next_name_ = 0;
};

}  // namespace qsr::db
