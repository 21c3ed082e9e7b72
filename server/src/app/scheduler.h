// Runs periodic jobs (erasing cancelled accounts, housekeeping, retries of outside calls) on a
// thread of its own. With job leases, each job runs once per period across every server of the
// database, one runner at a time (modules/system/job_leases.h); without, on every tick here. A job
// that throws is logged and tried again next round; stop() waits for the running job to end.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "modules/system/job_leases.h"

namespace qsr::app {

class Scheduler {
 public:
  Scheduler(std::chrono::milliseconds period, system::JobLeases* leases = nullptr) : period_(period), leases_(leases) {}
  ~Scheduler() { stop(); }
  void add(std::string name, std::function<void()> job);
  void start();
  void stop();
  // One round: every job whose turn it is runs once.
  void tick();

 private:
  struct Job {
    std::string name;
    std::function<void()> fn;
  };
  // A runner that died holds its job this long at most before another server may take it.
  std::chrono::milliseconds hold() const;

  std::chrono::milliseconds period_;
  system::JobLeases* leases_;
  std::vector<Job> jobs_;
  std::thread thread_;
  std::mutex mutex_;
  std::mutex run_mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

}  // namespace qsr::app
