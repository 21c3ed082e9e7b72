#include "app/scheduler.h"

#include <spdlog/spdlog.h>

namespace qsr::app {

void Scheduler::run_all() {
  std::lock_guard run(run_mutex_);
  for (auto& job : jobs_) {
    try {
      job.fn();
    } catch (const std::exception& e) {
      spdlog::error("job {} failed: {}", job.name, e.what());
    }
  }
}

void Scheduler::start() {
  thread_ = std::thread([this] {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      if (wake_.wait_for(lock, period_, [this] { return stopping_; })) break;
      lock.unlock();
      run_all();
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
