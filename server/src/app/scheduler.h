// Runs periodic jobs (erasing cancelled accounts, housekeeping) on a thread of its own. A job
// that throws is logged and tried again next round; stop() waits for the running job to end.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace qsr::app {

class Scheduler {
 public:
  explicit Scheduler(std::chrono::milliseconds period) : period_(period) {}
  ~Scheduler() { stop(); }
  void add(std::string name, std::function<void()> job) { jobs_.push_back({std::move(name), std::move(job)}); }
  void start();
  void stop();
  // Runs every job once, now (the dev jobs endpoint and tests).
  void run_all();

 private:
  struct Job {
    std::string name;
    std::function<void()> fn;
  };
  std::chrono::milliseconds period_;
  std::vector<Job> jobs_;
  std::thread thread_;
  std::mutex mutex_;
  std::mutex run_mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

}  // namespace qsr::app
