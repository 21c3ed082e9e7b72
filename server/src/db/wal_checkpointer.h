// Keeps SQLite's write-ahead log short without making the writer wait for it.
//
// SQLite's own auto-checkpoint runs inside the COMMIT that pushes the log past 1,000 pages: that
// writer copies the pages into the database file and fsyncs it while every other write queues
// behind it (measured: about a sixth of the orders benchmark). Here the writer's commit only
// reports the log's length. Every `background_frames` new pages, a thread with its own
// connection runs a PASSIVE checkpoint, which takes no writer lock, so writes go on while pages
// are copied. But the log starts again from the beginning only when a write begins with every
// page copied and no reader on an older snapshot, which a busy server never sees by chance: at
// `restart_frames` the writer runs a RESTART checkpoint itself (little is left to copy by then;
// it waits for the thread's run and for readers of older snapshots, at most 20 ms; a longer read
// puts the restart off by `background_frames` pages) and the next write rewinds the log.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "db/sqlite_conn.h"

namespace qsr::db {

struct WalLimits {
  int background_frames = 1000;  // SQLite's default auto-checkpoint size (pages)
  int restart_frames = 4000;     // 16 MB of log at most, give or take a batch
};

class WalCheckpointer {
 public:
  WalCheckpointer(const std::string& path, WalLimits limits);
  ~WalCheckpointer();
  WalCheckpointer(const WalCheckpointer&) = delete;
  WalCheckpointer& operator=(const WalCheckpointer&) = delete;

  // Installs the commit hook on the writer connection, which the owner closes before this.
  void watch(SqliteConn& writer);

  uint64_t background_checkpoints() const { return background_runs_.load(); }
  uint64_t restarts() const { return restarts_.load(); }

 private:
  // On the writer's thread, after each commit.
  void committed(SqliteConn& writer, int frames);
  void loop();

  WalLimits limits_;
  std::unique_ptr<SqliteConn> conn_;  // used by the thread only
  int next_background_at_;            // writer's thread only
  int next_restart_at_;               // writer's thread only
  int last_frames_ = 0;               // writer's thread only
  std::mutex mu_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  bool wanted_ = false;   // guarded by mu_
  bool running_ = false;  // guarded by mu_
  bool stop_ = false;    // guarded by mu_
  std::atomic<uint64_t> background_runs_{0};
  std::atomic<uint64_t> restarts_{0};
  std::thread thread_;
};

}  // namespace qsr::db
