#include "app/scheduler.h"

#include <algorithm>

#include <spdlog/spdlog.h>

namespace qsr::app {

void Scheduler::add(std::string name, std::function<void()> job) {
  if (leases_) leases_->enrol(name);
  jobs_.push_back({std::move(name), std::move(job)});
}

std::chrono::milliseconds Scheduler::hold() const {
  return std::max<std::chrono::milliseconds>(period_ * 10, std::chrono::seconds(30));
}

void Scheduler::tick() {
  std::lock_guard run(run_mutex_);
  for (auto& job : jobs_) {
    try {
      // A little less than the period: this server's next tick comes a period later, give or take
      // a few milliseconds, and must find the job due rather than skip a round.
      if (leases_ && !leases_->claim(job.name, period_ - period_ / 20, hold())) continue;
    } catch (const std::exception& e) {
      spdlog::warn("job {}: cannot take its lease ({}); skipped this round", job.name, e.what());
      continue;
    }
    try {
      job.fn();
    } catch (const std::exception& e) {
      spdlog::error("job {} failed: {}", job.name, e.what());
    }
    try {
      if (leases_) leases_->release(job.name);
    } catch (const std::exception& e) {
      spdlog::warn("job {}: cannot release its lease ({}); it lapses by itself", job.name, e.what());
    }
  }
}

void Scheduler::start() {
  thread_ = std::thread([this] {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      if (wake_.wait_for(lock, period_, [this] { return stopping_; })) break;
      lock.unlock();
      tick();
      lock.lock();
    }
  });
}

void Scheduler::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace qsr::app
