// How the servers on one database tell each other what changed: live events for the browsers
// whose sockets another server holds, caches to drop. A transaction notes its notices
// (Tx::notify); the bus hands them to the other servers as part of the commit and delivers them
// to this server's handlers once it has committed. A rolled-back transaction tells nobody.
//
// This base class is the in-process bus (one server, or SQLite). PgBus (db/pg_bus.h) reaches every
// server on a PostgreSQL through LISTEN/NOTIFY. Delivery is at most once: a server that is not
// listening at that moment (restarting, its listening connection down) misses the notice, so
// every use has a safety net (caches re-check a version, pages re-read on reconnect), and a gap
// in listening is reported to on_gap handlers (docs/decisions/0040).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::db {

class DriverTx;

class Bus : public std::enable_shared_from_this<Bus> {
 public:
  using Handler = std::function<void(const std::string& payload)>;

  // Unsubscribes when destroyed, so a handler never runs after what it uses is gone.
  class Subscription {
   public:
    Subscription() = default;
    Subscription(std::weak_ptr<Bus> bus, uint64_t id) : bus_(std::move(bus)), id_(id) {}
    Subscription(Subscription&& o) noexcept : bus_(std::move(o.bus_)), id_(o.id_) { o.id_ = 0; }
    Subscription& operator=(Subscription&& o) noexcept;
    Subscription(const Subscription&) = delete;
    Subscription& operator=(const Subscription&) = delete;
    ~Subscription() { reset(); }
    void reset();

   private:
    std::weak_ptr<Bus> bus_;
    uint64_t id_ = 0;
  };

  virtual ~Bus() = default;

  // `handler` runs for every notice on `channel`, whichever server's transaction sent it: this
  // server's on the committing thread once its write has returned (outside any transaction, so
  // the handler may use the database), another's on the bus's listening thread. Handlers should
  // be quick: they hold up the thread that delivers. Stop the bus before destroying what a
  // handler uses (its Subscription only stops new deliveries).
  [[nodiscard]] Subscription on(const std::string& channel, Handler handler);
  // Runs when notices may have been missed (the listening connection was lost and is back): the
  // handler drops what it cannot trust any more.
  [[nodiscard]] Subscription on_gap(std::function<void()> handler);

  // Called by the drivers inside the transaction just before COMMIT: hands the notices to the
  // other servers (PostgreSQL: pg_notify, which the server delivers when the commit succeeds).
  virtual void before_commit(DriverTx& tx, const std::vector<Notice>& notices) {}
  // Called by the drivers after COMMIT, outside the transaction: this server's handlers.
  void after_commit(const std::vector<Notice>& notices);

  // Starts and stops the listening side (nothing to do in process).
  virtual void start() {}
  virtual void stop() {}

 protected:
  void deliver(const std::string& channel, const std::string& payload);
  void report_gap();

 private:
  void remove(uint64_t id);
  struct Entry {
    uint64_t id;
    std::string channel;  // empty for a gap handler
    std::shared_ptr<Handler> handler;
    std::shared_ptr<std::function<void()>> gap;
  };
  std::mutex mu_;
  uint64_t next_id_ = 1;
  std::vector<Entry> entries_;
};

}  // namespace qsr::db
