// The task centre (issue 19; spec 000 §1 member/pages/taskCenter and activities/earnPoints):
// tasks with their progress, counted from what the member did (the order and account modules'
// records, in the same read), and a claim that gives the reward once per period.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/points/points_service.h"
#include "modules/reward/reward_service.h"
#include "modules/task/task_period.h"
#include "modules/task/task_types.h"

namespace qsr::task {

enum TaskCode {
  kNotDone = 38001,   // the progress has not reached the target
  kNotOpen = 38002,   // not started, ended or taken down
};

class TaskService {
 public:
  TaskService(db::Db& db, const Clock& clock, points::PointsService& points, coupon::CouponService& coupons)
      : db_(db), clock_(clock), rewards_(points, coupons) {}

  // A task as one member (or a visitor) sees it now.
  struct View {
    Task task;
    Period period;
    int64_t progress = 0;            // capped at the target; 0 for a visitor
    std::optional<Claim> claim;      // this period's, once claimed
    std::optional<std::string> coupon_name;  // a coupon reward's, in `lang`
  };
  // The running tasks, by sort.
  std::vector<View> list(std::optional<int64_t> member_id, Lang lang);
  // Gives the reward of this period once the progress reaches the target; a second claim of the
  // period answers the first (nothing given twice). 400 38001 not done, 400 38002 not running,
  // 404 no such task.
  View claim(int64_t member_id, int64_t task_id, Lang lang);

  // Operators.
  std::vector<Task> all();
  Task save(const Task& t);

  void merge(db::Tx& tx, int64_t from, int64_t to);
  int64_t claim_count(db::Tx& tx, int64_t member_id);

 private:
  // The task's period now and the member's progress in it (the claim is the caller's to read).
  View view_of(db::Tx& tx, const Task& t, std::optional<int64_t> member_id, int64_t now_ms);
  // view_of with the member's claim of this period.
  View view_with_claim(db::Tx& tx, const Task& t, int64_t member_id, int64_t now_ms);
  db::Db& db_;
  const Clock& clock_;
  reward::RewardService rewards_;
};

}  // namespace qsr::task
