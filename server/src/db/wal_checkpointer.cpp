#include "db/wal_checkpointer.h"

#include <spdlog/spdlog.h>

namespace qsr::db {

WalCheckpointer::WalCheckpointer(const std::string& path, WalLimits limits)
    : limits_(limits),
      conn_(std::make_unique<SqliteConn>(path, SqliteConn::Role::writer)),
      next_background_at_(limits.background_frames),
      next_restart_at_(limits.restart_frames) {
  thread_ = std::thread([this] { loop(); });
}

WalCheckpointer::~WalCheckpointer() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void WalCheckpointer::watch(SqliteConn& writer) {
  writer.on_wal_commit([this, &writer](int frames) { committed(writer, frames); });
}

void WalCheckpointer::committed(SqliteConn& writer, int frames) {
  if (frames < last_frames_) {  // the log rewound
    next_background_at_ = limits_.background_frames;
    next_restart_at_ = limits_.restart_frames;
  }
  last_frames_ = frames;
  if (frames >= next_restart_at_) {
    // A RESTART would find the checkpoint lock taken while the thread copies: wait for it (a
    // thread that cannot keep up slows the writer down here, instead of the log growing).
    {
      std::unique_lock lock(mu_);
      idle_.wait(lock, [this] { return !running_; });
    }
    bool done = false;
    try {
      done = writer.checkpoint(SqliteConn::Checkpoint::restart);
    } catch (const std::exception& e) {
      spdlog::warn("WAL checkpoint (restart) failed: {}", e.what());  // the commit itself stands
    }
    if (done) ++restarts_;
    // Not done (a long read still on an older snapshot): try again a little later, not at every
    // commit, so a long read costs the writers one short wait per background_frames pages.
    else next_restart_at_ = frames + limits_.background_frames;
    return;
  }
  if (frames < next_background_at_) return;
  next_background_at_ = frames + limits_.background_frames;
  {
    std::lock_guard lock(mu_);
    wanted_ = true;
  }
  wake_.notify_one();
}

void WalCheckpointer::loop() {
  for (;;) {
    {
      std::unique_lock lock(mu_);
      wake_.wait(lock, [this] { return wanted_ || stop_; });
      if (stop_) return;
      wanted_ = false;
      running_ = true;
    }
    try {
      conn_->checkpoint(SqliteConn::Checkpoint::passive);
      ++background_runs_;
    } catch (const std::exception& e) {
      spdlog::warn("WAL checkpoint failed: {}", e.what());
    }
    {
      std::lock_guard lock(mu_);
      running_ = false;
    }
    idle_.notify_all();
  }
}

}  // namespace qsr::db
