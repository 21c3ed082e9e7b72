// Work that calls outside systems (payment gateway, SMS gateway, notify deliveries) runs on these
// threads, never on the threads that serve requests: a slow or dead outside system then delays
// its own feature and nothing else. The queue is bounded so a flood of requests cannot pile up
// unbounded work behind a dead gateway; a full queue refuses new work at once.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace qsr {

class BackgroundWorkers {
 public:
  BackgroundWorkers(size_t threads, size_t max_queued);
  ~BackgroundWorkers() { stop(); }
  BackgroundWorkers(const BackgroundWorkers&) = delete;
  BackgroundWorkers& operator=(const BackgroundWorkers&) = delete;

  // Queues a task; false (and nothing queued) when the queue is full or the workers stopped.
  bool try_post(std::function<void()> task);
  // Runs what is already running to its end, drops what is queued, and joins the threads.
  void stop();
  size_t queued() const;

 private:
  void loop();
  const size_t max_queued_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  std::vector<std::thread> threads_;
  bool stopping_ = false;
};

// A job that many places may ask to run "now" (a refund was agreed, a gateway notice was queued):
// asks that arrive while a run is queued fold into that run, and an ask during a run queues one
// more, so every ask is followed by a whole run. The periodic scheduler still runs the job too;
// this only makes it prompt.
class OnDemandJob {
 public:
  OnDemandJob(BackgroundWorkers& workers, std::function<void()> job) : workers_(workers), job_(std::move(job)) {}
  void ask();

 private:
  BackgroundWorkers& workers_;
  std::function<void()> job_;
  std::atomic<bool> queued_{false};
};

}  // namespace qsr
