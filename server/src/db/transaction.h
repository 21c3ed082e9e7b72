// What the two drivers' transactions share: one failed statement dooms the whole transaction
// (PostgreSQL works that way natively; SQLite is made to match so code that passes on SQLite
// does not break on PostgreSQL), and the begin / commit / roll-back-on-throw sequence.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "db/db.h"

namespace qsr::db {

class DriverTx : public Tx {
 public:
  // Runs BEGIN / COMMIT / ROLLBACK; not subject to the failed-statement rule.
  virtual void control(const char* sql) = 0;
  virtual bool in_transaction() const = 0;

  bool failed() const { return failure_.has_value(); }
  const DbError& failure() const { return *failure_; }

 protected:
  // Wraps every statement: refuses to run once one has failed, and remembers the first failure.
  template <typename F>
  auto guarded(F&& run) {
    if (failure_) {
      throw DbError(failure_->kind,
                    std::string("statement refused: an earlier statement in this transaction failed: ") +
                        failure_->what());
    }
    try {
      return run();
    } catch (const DbError& e) {
      failure_ = e;
      throw;
    }
  }

 private:
  std::optional<DbError> failure_;
};

// A driver's transaction over one connection of type Conn (PgConn, SqliteConn): every statement
// goes through `guarded`. The driver adds its dialect and how it runs BEGIN / COMMIT.
template <typename Conn>
class ConnTx : public DriverTx {
 public:
  explicit ConnTx(Conn& conn) : conn_(conn) {}
  Rows query(std::string_view sql, const Params& params) override {
    return guarded([&] { return conn_.query(sql, params); });
  }
  int64_t exec(std::string_view sql, const Params& params) override {
    return guarded([&] { return conn_.exec(sql, params); });
  }
  void exec_script(std::string_view sql) override {
    guarded([&] { conn_.exec_script(sql); });
  }
  bool in_transaction() const override { return conn_.in_transaction(); }

 protected:
  Conn& conn_;
};

// BEGIN (with the given statement), fn, the notices handed to `bus`, COMMIT. If fn throws, or a
// statement failed even though fn caught the error, the transaction is rolled back and an
// exception propagates.
void run_transaction(DriverTx& tx, const char* begin_sql, const std::function<void(Tx&)>& fn, Bus& bus);
// The same after the caller has already run BEGIN itself; then runs the after-commit hooks.
void finish_transaction(DriverTx& tx, const std::function<void(Tx&)>& fn, Bus& bus);
// Delivers a committed transaction's notices to this server's handlers (outside any transaction).
void deliver_notices(const std::vector<Notice>& notices, Bus& bus);
// Runs a committed transaction's after-commit hooks; a hook that throws is logged, not rethrown.
// (Its notices are delivered on this server by the driver once the transaction scope has ended,
// so their handlers may use the database.)
void run_after_commit_hooks(Tx& tx);

// Marks that this thread is inside a transaction of `db` for the scope's lifetime. A second,
// nested one on the same Db throws instead of deadlocking (SQLite's single writer, a pool whose
// last connection the outer transaction holds) or silently not seeing the outer one's writes:
// code that needs the database inside a transaction must use the Tx it was given.
class TransactionScope {
 public:
  explicit TransactionScope(const Db* db);
  ~TransactionScope();
  TransactionScope(const TransactionScope&) = delete;
  TransactionScope& operator=(const TransactionScope&) = delete;

 private:
  const Db* db_;
};

}  // namespace qsr::db
