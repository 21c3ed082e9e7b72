#include "db/postgres_db.h"

#include "db/transaction.h"

namespace qsr::db {
namespace {

class PgTx final : public ConnTx<PgConn> {
 public:
  using ConnTx::ConnTx;
  Dialect dialect() const override { return Dialect::postgres; }
  void begin(const char* sql) { conn_.begin(sql); }
  // COMMIT and ROLLBACK.
  void control(const char* sql) override { conn_.end(sql); }
  void exec_deferred(std::string_view sql, const Params& params) override {
    guarded([&] { conn_.exec_deferred(sql, params); });
  }
  void prefetch(std::string_view sql, const Params& params) override {
    guarded([&] { conn_.prefetch(sql, params); });
  }
};

}  // namespace

PostgresDb::PostgresDb(std::string url, int pool_size)
    : url_(std::move(url)), pool_(pool_size, [this] { return std::make_unique<PgConn>(url_); }) {}

void PostgresDb::run(const char* begin_sql, const std::function<void(Tx&)>& fn) {
  deliver_notices(run_in_scope(begin_sql, fn), bus());  // after the scope: handlers may use the database
}

std::vector<Notice> PostgresDb::run_in_scope(const char* begin_sql, const std::function<void(Tx&)>& fn) {
  TransactionScope scope(this);
  for (int attempt = 1;; ++attempt) {
    auto conn = pool_.acquire();
    PgTx tx(*conn);
    try {
      tx.begin(begin_sql);  // sent with the first statement
    } catch (const DbError& e) {
      conn.mark_broken();
      // A pooled connection may have died while idle (server restart, idle timeout). Nothing has
      // run yet, so one retry on a fresh connection is safe.
      if (e.kind == DbError::Kind::connection && attempt == 1) continue;
      throw;
    }
    try {
      finish_transaction(tx, fn, bus());
    } catch (...) {
      if (conn->unusable()) conn.mark_broken();
      throw;
    }
    if (conn->unusable()) conn.mark_broken();
    return tx.notices();
  }
}

void PostgresDb::read(const std::function<void(Tx&)>& fn) {
  // READ COMMITTED would give each statement its own snapshot; REPEATABLE READ gives the whole
  // callback one, like SQLite's reader. Read-only transactions never fail serialization there.
  run("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY", fn);
}

void PostgresDb::write(const std::function<void(Tx&)>& fn) {
  // READ COMMITTED: races are settled by conditional updates and unique constraints, which wait
  // for the competing row lock and then re-check, instead of failing with 40001.
  run("BEGIN", fn);
}

}  // namespace qsr::db
