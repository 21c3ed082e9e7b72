// The bus between servers on one PostgreSQL (db/bus.h), on LISTEN/NOTIFY: no component to run
// beside the database. A transaction's notices go out as pg_notify on the channel `qsr_bus` in
// that transaction, so PostgreSQL delivers them exactly when it commits and drops them when it
// rolls back; each server keeps one connection of its own listening on the channel, on a thread
// of its own, and reconnects when it is lost, reporting the gap (notices sent meanwhile are
// missed).
//
// A NOTIFY payload must stay under 8000 bytes: a transaction's notices are sent in as few
// payloads as fit; one notice too large for a payload of its own is delivered on this server only
// and logged (live events and cache notices are a few hundred bytes).
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "db/bus.h"

namespace qsr::db {

class PgBus final : public Bus {
 public:
  // `url`: the database's. `origin` tells this server's own notices from the others' (they were
  // delivered here at commit already).
  PgBus(std::string url, std::string origin);
  ~PgBus() override;

  void before_commit(DriverTx& tx, const std::vector<Notice>& notices) override;
  // Starts listening; waits (up to `wait`) for the first LISTEN to be in place, so a server that
  // starts serving has its ears open. Without a database it keeps trying in the background.
  void start() override;
  void stop() override;

  // How many times listening was lost and taken up again (each one a gap).
  int gaps() const { return gaps_.load(); }
  bool listening() const { return listening_.load(); }

  static constexpr const char* kChannel = "qsr_bus";
  static constexpr size_t kMaxPayload = 7900;

 private:
  void run();
  void handle(const std::string& payload);
  // Sleeps until `ms` passed or stop(); false when stopping.
  bool pause(int ms);

  const std::string url_;
  const std::string origin_;
  std::thread thread_;
  int wake_fd_ = -1;  // eventfd: stop() wakes the listener out of poll()
  std::atomic<bool> stopping_{false};
  std::atomic<bool> listening_{false};
  std::atomic<int> gaps_{0};
  std::mutex mu_;
  std::condition_variable cv_;
  bool first_attempt_done_ = false;
};

}  // namespace qsr::db
