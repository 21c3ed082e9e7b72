// One libpq connection. Values travel as text and come back converted by column type, so rows
// look the same as SQLite's: integers as int64, floating and numeric as double, bool as 0/1,
// everything else as text.
//
// Each distinct statement is prepared once per connection (named, cached by its SQL text) and
// executed by name afterwards: parsing and planning were most of PostgreSQL's work per order.
// QSR_PG_PREPARE=0 turns it off, for a PgBouncer older than 1.21 in transaction mode (where a
// connection's prepared statements are not the next transaction's; docs/DEPLOY.md).
//
// Round trips, not statements, were most of the cost that remained (each one a send, a wake-up
// and a receive on both sides): BEGIN is not sent on its own but in one pipeline with the
// transaction's first statement (and not at all when none runs), and statements whose answer
// nobody reads (the bus's pg_notify) go out with the COMMIT. Reads announced ahead (`prefetch`)
// go out with the next statement and their answers wait for the `query` that asks for them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

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

  // Opens a transaction with `begin_sql`, which goes out with the first statement. Throws
  // DbError(connection) when the server has already closed this (idle) connection, before
  // anything was sent, so the caller may take another.
  void begin(const char* begin_sql);
  // Queues a statement whose answer nobody reads; it goes out with the next statement or the
  // COMMIT, and its failure is reported there.
  void exec_deferred(std::string_view sql, const Params& params);
  // Queues a plain read that `query` will soon ask for with the same text and parameters; it goes
  // out with the next statement and its answer is kept for that query. Any statement in between
  // that is not itself a plain read (a write, a lock) makes kept answers stale: they are dropped
  // and the query runs again. Answers nobody asked for by the end of the transaction are dropped,
  // and prefetches still queued then are never sent.
  void prefetch(std::string_view sql, const Params& params);
  // COMMIT or ROLLBACK, in one round trip with whatever is queued; no round trip at all when
  // the transaction never reached the server.
  void end(const char* sql);

  bool in_transaction() const;
  // True when the connection is gone or left mid-transaction: the pool must not reuse it.
  bool unusable() const;

 private:
  struct ResultDeleter {
    void operator()(pg_result* r) const;
  };
  using Result = std::unique_ptr<pg_result, ResultDeleter>;
  // A statement ready to send: its text (for errors, and sent as is when `name` is empty) and
  // its parameters as text (nullopt: NULL).
  struct Statement {
    std::string sql;
    std::string name;
    std::vector<std::optional<std::string>> params;
    bool prefetched = false;  // its answer is kept for a later query
  };
  // A prefetched read's answer, waiting for the query with the same text and parameters.
  struct Kept {
    std::string sql;
    std::vector<std::optional<std::string>> params;
    Result answer;
  };
  Statement statement(std::string_view sql, const Params& params);
  Result run(std::string_view sql, const Params& params);
  // Sends what is queued and then `last` in one pipeline; answers last's result (none when last
  // is a prefetch: its answer is kept). The first failure among them is thrown once the pipeline
  // is read to its end.
  Result round_trip(const Statement& last);
  // The kept answer for `st`, sending the queue first when its prefetch is still in it.
  Result take_prefetched(const Statement& st);
  // A statement that may change what a read sees is about to run: kept answers are stale.
  void forget_prefetched();
  // Whether any prefetched read is queued or kept (most statements run with none).
  bool prefetching() const;
  void flush_queue();
  bool send(const Statement& st);
  DbError error_of(const pg_result* res, std::string_view sql) const;
  Result check(pg_result* res, std::string_view sql);
  // The name `sql` is prepared under on this connection, preparing it the first time.
  const std::string& prepared(const std::string& sql, int params);

  pg_conn* conn_ = nullptr;
  std::unordered_map<std::string, std::string> prepared_;  // SQL text -> statement name
  uint64_t next_name_ = 0;
  std::vector<Statement> queue_;  // sent with the next round trip
  std::vector<Kept> kept_;        // prefetched answers not yet asked for
  bool begin_queued_ = false;     // the transaction's BEGIN is in queue_: the server knows nothing yet
  bool broken_ = false;           // a pipeline was cut short: the connection's state is unknown
};

}  // namespace qsr::db
