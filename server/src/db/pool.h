// A bounded pool of connections shared by both drivers. Connections are created lazily (a
// server that is never busy keeps one), callers block while all are lent out, and a connection
// the driver found broken is destroyed instead of returned so the next caller gets a fresh one.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace qsr::db {

template <typename Conn>
class Pool {
 public:
  using Factory = std::function<std::unique_ptr<Conn>()>;

  Pool(int max_size, Factory factory) : max_(max_size < 1 ? 1 : max_size), factory_(std::move(factory)) {}
  Pool(const Pool&) = delete;
  Pool& operator=(const Pool&) = delete;

  // Returns the connection to the pool when destroyed, unless marked broken.
  class Lease {
   public:
    Lease(Pool& pool, std::unique_ptr<Conn> conn) : pool_(&pool), conn_(std::move(conn)) {}
    Lease(Lease&& o) noexcept : pool_(o.pool_), conn_(std::move(o.conn_)), broken_(o.broken_) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease() {
      if (conn_) pool_->give_back(std::move(conn_), broken_);
    }
    Conn& operator*() const { return *conn_; }
    Conn* operator->() const { return conn_.get(); }
    void mark_broken() { broken_ = true; }

   private:
    Pool* pool_;
    std::unique_ptr<Conn> conn_;
    bool broken_ = false;
  };

  Lease acquire() {
    std::unique_lock lock(mu_);
    cv_.wait(lock, [&] { return !idle_.empty() || created_ < max_; });
    if (!idle_.empty()) {
      auto conn = std::move(idle_.back());
      idle_.pop_back();
      return Lease(*this, std::move(conn));
    }
    ++created_;  // reserve the slot, then connect without holding the lock
    lock.unlock();
    try {
      return Lease(*this, factory_());
    } catch (...) {
      lock.lock();
      --created_;
      cv_.notify_one();
      throw;
    }
  }

 private:
  void give_back(std::unique_ptr<Conn> conn, bool broken) {
    std::unique_ptr<Conn> doomed;  // destroyed (disconnected) outside the lock
    {
      std::lock_guard lock(mu_);
      if (broken) {
        doomed = std::move(conn);
        --created_;
      } else {
        idle_.push_back(std::move(conn));
      }
    }
    cv_.notify_one();
  }

  const int max_;
  Factory factory_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<std::unique_ptr<Conn>> idle_;
  int created_ = 0;
};

}  // namespace qsr::db
