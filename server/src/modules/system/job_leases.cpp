#include "modules/system/job_leases.h"

#include "core/clock.h"

namespace qsr::system {
namespace {

namespace sql {
constexpr const char* kEnrol = "INSERT INTO job_lease (name) VALUES ($1) ON CONFLICT (name) DO NOTHING";
// Of several servers ticking at once, the first UPDATE wins; the others find the row changed
// (PostgreSQL re-checks the condition after waiting for the winner's row lock) and claim nothing.
constexpr const char* kClaim =
    "UPDATE job_lease SET holder = $2, lease_until = $3 + $5, next_run_at = $3 + $4, runs = runs + 1, last_run_at = $3"
    " WHERE name = $1 AND next_run_at <= $3 AND lease_until <= $3";
constexpr const char* kRelease = "UPDATE job_lease SET lease_until = 0 WHERE name = $1 AND holder = $2";
constexpr const char* kAll = "SELECT name, holder, runs, last_run_at, next_run_at, lease_until FROM job_lease ORDER BY name";
}  // namespace sql

// Wall-clock time, not the business clock: tests move the business clock by days, and a lease
// must mean the same to every server.
int64_t wall_ms() { return SystemClock().now_ms(); }

}  // namespace

void JobLeases::enrol(const std::string& job) {
  db_.write([&](db::Tx& tx) { tx.exec(sql::kEnrol, {job}); });
}

bool JobLeases::claim(const std::string& job, std::chrono::milliseconds period, std::chrono::milliseconds hold) {
  const int64_t now = wall_ms();
  return db_.write_value([&](db::Tx& tx) {
    return tx.exec(sql::kClaim, {job, holder_, now, static_cast<int64_t>(period.count()), static_cast<int64_t>(hold.count())}) == 1;
  });
}

void JobLeases::release(const std::string& job) {
  db_.write([&](db::Tx& tx) { tx.exec(sql::kRelease, {job, holder_}); });
}

std::vector<JobLeases::State> JobLeases::states() {
  std::vector<State> out;
  db_.read([&](db::Tx& tx) {
    for (const auto& r : tx.query(sql::kAll)) out.push_back({r.str(0), r.str(1), r.i64(2), r.i64(3), r.i64(4), r.i64(5)});
  });
  return out;
}

}  // namespace qsr::system
