#include "db/bus.h"

#include <spdlog/spdlog.h>

namespace qsr::db {

Bus::Subscription& Bus::Subscription::operator=(Subscription&& o) noexcept {
  if (this != &o) {
    reset();
    bus_ = std::move(o.bus_);
    id_ = o.id_;
    o.id_ = 0;
  }
  return *this;
}

void Bus::Subscription::reset() {
  if (id_ == 0) return;
  if (auto bus = bus_.lock()) bus->remove(id_);
  id_ = 0;
}

Bus::Subscription Bus::on(const std::string& channel, Handler handler) {
  std::lock_guard lock(mu_);
  const uint64_t id = next_id_++;
  entries_.push_back({id, channel, std::make_shared<Handler>(std::move(handler)), nullptr});
  return Subscription(weak_from_this(), id);
}

Bus::Subscription Bus::on_gap(std::function<void()> handler) {
  std::lock_guard lock(mu_);
  const uint64_t id = next_id_++;
  entries_.push_back({id, "", nullptr, std::make_shared<std::function<void()>>(std::move(handler))});
  return Subscription(weak_from_this(), id);
}

void Bus::remove(uint64_t id) {
  std::lock_guard lock(mu_);
  std::erase_if(entries_, [id](const Entry& e) { return e.id == id; });
}

void Bus::after_commit(const std::vector<Notice>& notices) {
  for (const auto& n : notices) deliver(n.channel, n.payload);
}

void Bus::deliver(const std::string& channel, const std::string& payload) {
  std::vector<std::shared_ptr<Handler>> handlers;
  {
    std::lock_guard lock(mu_);
    for (const auto& e : entries_) {
      if (e.handler && e.channel == channel) handlers.push_back(e.handler);
    }
  }
  for (const auto& h : handlers) {
    try {
      (*h)(payload);
    } catch (const std::exception& e) {
      // The change is committed; one failing listener must not keep the others from hearing it.
      spdlog::error("bus handler for '{}' failed: {}", channel, e.what());
    }
  }
}

void Bus::report_gap() {
  std::vector<std::shared_ptr<std::function<void()>>> handlers;
  {
    std::lock_guard lock(mu_);
    for (const auto& e : entries_) {
      if (e.gap) handlers.push_back(e.gap);
    }
  }
  for (const auto& h : handlers) {
    try {
      (*h)();
    } catch (const std::exception& e) {
      spdlog::error("bus gap handler failed: {}", e.what());
    }
  }
}

}  // namespace qsr::db

namespace qsr::db {

namespace {
std::mutex bus_creation;  // a Db's first bus may be asked for from two threads at once
}

Bus& Db::bus() {
  std::lock_guard lock(bus_creation);
  if (!bus_) bus_ = std::make_shared<Bus>();
  return *bus_;
}

void Db::set_bus(std::shared_ptr<Bus> bus) {
  std::lock_guard lock(bus_creation);
  bus_ = std::move(bus);
}

}  // namespace qsr::db
