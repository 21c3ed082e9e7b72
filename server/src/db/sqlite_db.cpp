#include "db/sqlite_db.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "db/bus.h"
#include "db/transaction.h"

namespace qsr::db {
namespace {

class SqliteTx final : public ConnTx<SqliteConn> {
 public:
  using ConnTx::ConnTx;
  Dialect dialect() const override { return Dialect::sqlite; }
  // Through the statement cache: BEGIN, COMMIT and the savepoints run several times per request.
  void control(const char* sql) override { conn_.exec(sql, {}); }
};

std::string make_temp_path() {
  const char* dir = std::getenv("TMPDIR");
  std::string pattern = std::string(dir && *dir ? dir : "/tmp") + "/qsr-memory-XXXXXX";
  int fd = mkstemp(pattern.data());
  if (fd < 0) throw DbError(DbError::Kind::connection, "cannot create a temporary SQLite file in " + pattern);
  close(fd);
  return pattern;
}

}  // namespace

SqliteDb::TempFile::~TempFile() {
  if (path.empty()) return;
  std::error_code ec;  // best effort: a leftover temp file is harmless
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix, ec);
}

SqliteDb::SqliteDb(const std::string& path, int pool_size, WalLimits wal) {
  if (path == ":memory:") {
    temp_.path = make_temp_path();
    path_ = temp_.path;
  } else {
    path_ = path;
    auto parent = std::filesystem::path(path).parent_path();
    std::error_code ec;
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    if (ec)
      throw DbError(DbError::Kind::connection,
                    "cannot create folder " + parent.string() + ": " + ec.message());
  }
  // The writer opens first and switches the file to WAL before any reader exists.
  writer_ = std::make_unique<SqliteConn>(path_, SqliteConn::Role::writer);
  checkpointer_ = std::make_unique<WalCheckpointer>(path_, wal);
  checkpointer_->watch(*writer_);
  readers_ = std::make_unique<Pool<SqliteConn>>(
      pool_size, [p = path_] { return std::make_unique<SqliteConn>(p, SqliteConn::Role::reader); });
}

SqliteDb::~SqliteDb() = default;

void SqliteDb::read(const std::function<void(Tx&)>& fn) {
  TransactionScope scope(this);
  auto conn = readers_->acquire();
  SqliteTx tx(*conn);
  // Deferred BEGIN: the snapshot is taken at the first SELECT and held until COMMIT, so every
  // query of the callback sees the same committed state.
  run_transaction(tx, "BEGIN", fn, bus());
}

void SqliteDb::write(const std::function<void(Tx&)>& fn) {
  PendingWrite me{&fn};
  {
    TransactionScope scope(this);
    bool leading = false;
    {
      std::lock_guard lock(queue_mu_);
      queue_.push_back(&me);
      // Leader/follower: whoever finds the writer idle leads; the others sleep until a batch has
      // taken care of them or the lead is handed to them.
      if (!leader_active_) leader_active_ = leading = true;
    }
    if (!leading) me.wake.acquire();
    if (!me.done) lead(&me);  // handed the lead: our write is still queued, so the next batch runs it
  }
  if (me.error) std::rethrow_exception(me.error);
  deliver_notices(me.notices, bus());  // on the caller's thread, outside the transaction
}

void SqliteDb::lead(PendingWrite* self) {
  std::vector<PendingWrite*> batch;
  {
    std::lock_guard lock(queue_mu_);
    batch.swap(queue_);
  }
  try {
    run_batch(batch);
  } catch (...) {
    // run_batch reports through the items; this is only for a failure to even start.
    for (auto* item : batch) {
      if (!item->error) item->error = std::current_exception();
    }
  }
  // Hand the lead to the first caller that queued meanwhile before waking this batch's callers,
  // so the writer starts its next batch while they send their answers.
  PendingWrite* next = nullptr;
  {
    std::lock_guard lock(queue_mu_);
    if (queue_.empty()) {
      leader_active_ = false;
    } else {
      next = queue_.front();
    }
  }
  if (next) next->wake.release();
  for (auto* item : batch) {
    item->done = true;
    // A woken caller returns and its PendingWrite is gone: nothing touches `item` after this.
    if (item != self) item->wake.release();
  }
}

void SqliteDb::run_batch(const std::vector<PendingWrite*>& batch) {
  SqliteTx control(*writer_);
  // Only if an earlier COMMIT and ROLLBACK both failed: the one writer would refuse every BEGIN.
  if (control.in_transaction()) control.control("ROLLBACK");
  // IMMEDIATE takes the write lock now, so another process's writer makes us wait here
  // (busy_timeout) instead of failing halfway through with a snapshot that cannot be upgraded.
  control.control("BEGIN IMMEDIATE");
  std::vector<PendingWrite*> applied;  // released savepoints: they stand or fall with the COMMIT
  std::vector<std::unique_ptr<SqliteTx>> applied_txs;  // their after-commit hooks
  for (auto* item : batch) {
    auto owned = std::make_unique<SqliteTx>(*writer_);  // its own failed-statement state and hooks
    SqliteTx& tx = *owned;
    tx.control("SAVEPOINT w");
    try {
      (*item->fn)(tx);
      if (tx.failed()) {
        // The callback swallowed a DbError; keeping the rest would be a partial write.
        throw DbError(tx.failure().kind,
                      std::string("transaction rolled back: a statement in it failed: ") + tx.failure().what());
      }
      if (!tx.notices().empty()) bus().before_commit(tx, tx.notices());
      tx.control("RELEASE w");
      applied.push_back(item);
      applied_txs.push_back(std::move(owned));
    } catch (...) {
      item->error = std::current_exception();
      if (!writer_->in_transaction()) {
        // SQLite rolled the whole transaction back itself (I/O error, full disk): the writes
        // applied so far are gone too, and nothing after this one in the batch was run.
        for (auto* other : batch) {
          if (!other->error) other->error = item->error;
        }
        return;
      }
      tx.control("ROLLBACK TO w");
      tx.control("RELEASE w");
    }
  }
  try {
    control.control("COMMIT");
  } catch (...) {
    auto error = std::current_exception();
    if (writer_->in_transaction()) {
      try {
        control.control("ROLLBACK");
      } catch (...) {
      }
    }
    for (auto* item : applied) item->error = error;
    return;
  }
  for (size_t i = 0; i < applied.size(); ++i) {
    run_after_commit_hooks(*applied_txs[i]);
    applied[i]->notices = applied_txs[i]->notices();
  }
}

}  // namespace qsr::db
