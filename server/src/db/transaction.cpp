#include "db/transaction.h"

#include <algorithm>
#include <vector>

#include <spdlog/spdlog.h>

#include "db/bus.h"

namespace qsr::db {

namespace {
// fn and COMMIT (or ROLLBACK).
void commit_or_roll_back(DriverTx& tx, const std::function<void(Tx&)>& fn, Bus& bus) {
  try {
    fn(tx);
    if (tx.failed()) {
      // The callback swallowed a DbError; committing the rest would be a partial write.
      throw DbError(tx.failure().kind,
                    std::string("transaction rolled back: a statement in it failed: ") + tx.failure().what());
    }
    if (!tx.notices().empty()) bus.before_commit(tx, tx.notices());
    tx.control("COMMIT");
  } catch (...) {
    if (tx.in_transaction()) {
      try {
        tx.control("ROLLBACK");
      } catch (...) {
        // The original error is the one worth reporting; a dead connection is noticed by the pool.
      }
    }
    throw;
  }
}
}  // namespace

void run_transaction(DriverTx& tx, const char* begin_sql, const std::function<void(Tx&)>& fn, Bus& bus) {
  // Only if an earlier COMMIT and ROLLBACK both failed; without this SQLite's one writer
  // connection would refuse every later BEGIN.
  if (tx.in_transaction()) tx.control("ROLLBACK");
  tx.control(begin_sql);
  finish_transaction(tx, fn, bus);
}

void finish_transaction(DriverTx& tx, const std::function<void(Tx&)>& fn, Bus& bus) {
  commit_or_roll_back(tx, fn, bus);
  run_after_commit_hooks(tx);
}

void deliver_notices(const std::vector<Notice>& notices, Bus& bus) {
  if (!notices.empty()) bus.after_commit(notices);  // logs its own handlers' failures
}

void run_after_commit_hooks(Tx& tx) {
  try {
    tx.run_after_commit();
  } catch (const std::exception& e) {
    // The write is committed; a failing hook must not make its caller believe otherwise.
    spdlog::error("after-commit hook failed: {}", e.what());
  }
}


namespace {
thread_local std::vector<const Db*> active_transactions;
}

TransactionScope::TransactionScope(const Db* db) : db_(db) {
  if (std::find(active_transactions.begin(), active_transactions.end(), db) != active_transactions.end()) {
    throw DbError(DbError::Kind::other,
                  "nested transaction: db.read()/db.write() called inside another transaction of the "
                  "same database on this thread; use the Tx you were given");
  }
  active_transactions.push_back(db);
}

TransactionScope::~TransactionScope() {
  auto it = std::find(active_transactions.begin(), active_transactions.end(), db_);
  if (it != active_transactions.end()) active_transactions.erase(it);
}

}  // namespace qsr::db
