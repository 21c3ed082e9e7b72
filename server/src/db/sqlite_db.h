// SQLite driver: one writer connection (SQLite allows one writer at a time anyway; queueing
// in-process is fairer and cheaper than spinning on SQLITE_BUSY), and a pool of reader
// connections that read WAL snapshots while the writer works.
//
// Writes are group-committed: the callbacks waiting for the writer run one after another, each in
// its own SAVEPOINT, inside one transaction with one COMMIT (docs/decisions/0015). A callback that
// throws rolls back to its savepoint only; every caller returns after the COMMIT that made its
// write durable, so the semantics are those of one transaction per call, in queue order.
#pragma once

#include <exception>
#include <memory>
#include <mutex>
#include <semaphore>
#include <string>
#include <vector>

#include "db/db.h"
#include "db/pool.h"
#include "db/sqlite_conn.h"
#include "db/wal_checkpointer.h"

namespace qsr::db {

class SqliteDb final : public Db {
 public:
  // `path` is a file (parent folders are created). ":memory:" gives a private temporary file
  // that is deleted on close: a real SQLite memory database is one connection's alone, and a
  // shared-cache one has table locks instead of WAL snapshots, unlike the file the server uses.
  SqliteDb(const std::string& path, int pool_size, WalLimits wal = {});
  ~SqliteDb() override;

  Dialect dialect() const override { return Dialect::sqlite; }
  void read(const std::function<void(Tx&)>& fn) override;
  void write(const std::function<void(Tx&)>& fn) override;

  const std::string& path() const { return path_; }
  uint64_t background_checkpoints() const { return checkpointer_->background_checkpoints(); }
  uint64_t wal_restarts() const { return checkpointer_->restarts(); }

 private:
  struct TempFile {
    std::string path;  // empty unless ":memory:" was asked for
    ~TempFile();
  };

  // A caller waiting for the writer. It sleeps on its own semaphore, so the end of a batch wakes
  // exactly the callers it took care of plus the next leader, not every waiter at once (they
  // would all wake to fight over the queue's mutex and most would go back to sleep).
  struct PendingWrite {
    const std::function<void(Tx&)>* fn;
    std::exception_ptr error;  // set by the leader before `done`
    std::vector<Notice> notices;  // the committed write's, set by the leader before `done`
    bool done = false;         // written before `wake` is released; read after it is acquired
    std::binary_semaphore wake{0};
  };
  // Runs everything queued as one batch (`self`'s write among it), then hands the lead to the
  // next caller in the queue, if any, and wakes the batch's callers.
  void lead(PendingWrite* self);
  // Runs a batch in one transaction and sets the error of every item that did not commit.
  void run_batch(const std::vector<PendingWrite*>& batch);

  TempFile temp_;  // declared first so it is removed after the connections close
  std::string path_;
  std::mutex queue_mu_;
  std::vector<PendingWrite*> queue_;  // guarded by queue_mu_
  bool leader_active_ = false;        // guarded by queue_mu_
  // Before the connections: destroyed after them, so the writer's hook never outlives it.
  std::unique_ptr<WalCheckpointer> checkpointer_;
  std::unique_ptr<SqliteConn> writer_;
  std::unique_ptr<Pool<SqliteConn>> readers_;
};

}  // namespace qsr::db
