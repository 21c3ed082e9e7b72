// A value every request reads and an operator rarely changes (a brand's member levels, its points
// rule): read from the database once, then kept in memory until any server says it changed. The
// transaction that changes it calls `changed(tx)`; the notice (db/bus.h) drops every server's copy
// once it commits, and so does a gap in the bus. A copy also lives at most `ttl`, the safety net for
// a reader whose snapshot predates a change it then stores (a READ COMMITTED write, or a snapshot
// taken before the notice arrived).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "db/bus.h"

namespace qsr::db {

template <typename T>
class BusCached {
 public:
  using Load = std::function<T(Tx&)>;

  BusCached(Db& db, std::string channel, Load load, std::chrono::milliseconds ttl = std::chrono::seconds(30))
      : channel_(std::move(channel)), load_(std::move(load)), ttl_(ttl) {
    changes_ = db.bus().on(channel_, [this](const std::string&) { drop(); });
    gaps_ = db.bus().on_gap([this] { drop(); });
  }
  BusCached(const BusCached&) = delete;
  BusCached& operator=(const BusCached&) = delete;

  // The value: the kept copy, or read in `tx` (and kept unless a change was told meanwhile).
  std::shared_ptr<const T> get(Tx& tx) {
    uint64_t generation = 0;
    {
      std::lock_guard lock(mu_);
      if (value_ && std::chrono::steady_clock::now() - loaded_at_ < ttl_) return value_;
      generation = generation_;
    }
    auto fresh = std::make_shared<const T>(load_(tx));
    std::lock_guard lock(mu_);
    if (generation == generation_) {
      value_ = fresh;
      loaded_at_ = std::chrono::steady_clock::now();
    }
    return fresh;
  }

  // In the transaction that changes the value: every server drops its copy once it commits.
  void changed(Tx& tx) const { tx.notify(channel_, ""); }

 private:
  void drop() {
    std::lock_guard lock(mu_);
    ++generation_;
    value_.reset();
  }

  const std::string channel_;
  const Load load_;
  const std::chrono::milliseconds ttl_;
  std::mutex mu_;
  uint64_t generation_ = 0;
  std::shared_ptr<const T> value_;
  std::chrono::steady_clock::time_point loaded_at_;
  Bus::Subscription changes_;  // last: unsubscribed before the members its handler uses go
  Bus::Subscription gaps_;
};

}  // namespace qsr::db
