// Leases for background jobs, so that several servers on one database run each job once per
// period between them, one runner at a time (docs/decisions/0040). A claim is one conditional
// UPDATE: the row says when the job may run next and until when a runner holds it, so of two
// servers ticking at once exactly one wins; a runner that dies holds it only until its lease ends.
// The jobs themselves stay correct without leases (their own conditional updates and claims);
// the lease keeps them from doing the same work on every server.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::system {

class JobLeases {
 public:
  // `holder` names this server in the table (a random id per start).
  JobLeases(db::Db& db, std::string holder) : db_(db), holder_(std::move(holder)) {}

  // Makes sure the job has its row (at start).
  void enrol(const std::string& job);
  // True when this server runs `job` now: its period has come and no other server holds it.
  // The next run is `period` from now; the lease ends after `hold` if never released.
  bool claim(const std::string& job, std::chrono::milliseconds period, std::chrono::milliseconds hold);
  // The run is over (its next time stays).
  void release(const std::string& job);

  struct State {
    std::string name;
    std::string holder;
    int64_t runs = 0;
    int64_t last_run_at = 0;
    int64_t next_run_at = 0;
    int64_t lease_until = 0;
  };
  // Every job's row (the dev jobs endpoint).
  std::vector<State> states();

  const std::string& holder() const { return holder_; }

 private:
  db::Db& db_;
  const std::string holder_;
};

}  // namespace qsr::system
