#include "core/background.h"

#include <spdlog/spdlog.h>

namespace qsr {

BackgroundWorkers::BackgroundWorkers(size_t threads, size_t max_queued) : max_queued_(max_queued) {
  for (size_t i = 0; i < threads; ++i) threads_.emplace_back([this] { loop(); });
}

bool BackgroundWorkers::try_post(std::function<void()> task) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ || queue_.size() >= max_queued_) return false;
    queue_.push_back(std::move(task));
  }
  wake_.notify_one();
  return true;
}

size_t BackgroundWorkers::queued() const {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

void BackgroundWorkers::loop() {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      task();
    } catch (const std::exception& e) {
      // A task's own failure is its feature's problem; the worker lives on for the next one.
      spdlog::error("background task failed: {}", e.what());
    }
  }
}

void BackgroundWorkers::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
    queue_.clear();
  }
  wake_.notify_all();
  for (auto& t : threads_) {
    if (t.joinable()) t.join();
  }
  threads_.clear();
}

void OnDemandJob::ask() {
  if (queued_.exchange(true)) return;  // a run is queued and has not started: it will cover this ask
  bool posted = workers_.try_post([this] {
    queued_ = false;  // asks from here on queue another run
    job_();
  });
  // A full queue: the periodic scheduler runs the job soon anyway.
  if (!posted) queued_ = false;
}

}  // namespace qsr
