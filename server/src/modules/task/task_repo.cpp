#include "modules/task/task_repo.h"

namespace qsr::task::repo {
namespace sql {
constexpr const char* kTasks =
    "SELECT id, kind, title, description, target, period, reward_kind, reward_points, reward_template_id, starts_at, ends_at,"
    " active, sort FROM task ";
constexpr const char* kInsertTask =
    "INSERT INTO task (kind, title, description, target, period, reward_kind, reward_points, reward_template_id, starts_at,"
    " ends_at, active, sort, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id";
constexpr const char* kUpdateTask =
    "UPDATE task SET kind = $2, title = $3, description = $4, target = $5, period = $6, reward_kind = $7, reward_points = $8,"
    " reward_template_id = $9, starts_at = $10, ends_at = $11, active = $12, sort = $13, updated_at = $14 WHERE id = $1";
constexpr const char* kClaims = "SELECT id, task_id, member_id, period_key, reward_kind, points, coupon_code, created_at FROM task_claim ";
constexpr const char* kInsertClaim =
    "INSERT INTO task_claim (task_id, member_id, period_key, reward_kind, points, coupon_code, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (task_id, member_id, period_key) DO NOTHING RETURNING id";
// Claims of both accounts in one period stay one: the merged member keeps the earlier.
constexpr const char* kMoveMember =
    "UPDATE task_claim SET member_id = $2 WHERE member_id = $1 AND NOT EXISTS (SELECT 1 FROM task_claim o"
    " WHERE o.member_id = $2 AND o.task_id = task_claim.task_id AND o.period_key = task_claim.period_key)";
constexpr const char* kCountClaims = "SELECT COUNT(*) FROM task_claim WHERE member_id = $1";
}  // namespace sql

namespace {

Task task_of(const db::Row& r) {
  Task t;
  t.id = r.i64(0);
  t.kind = r.str(1);
  t.title = I18nText::from_json_text(r.str(2));
  t.description = I18nText::from_json_text(r.str(3));
  t.target = r.i64(4);
  t.period = r.str(5);
  t.reward_kind = r.str(6);
  t.reward_points = r.i64(7);
  t.reward_template_id = r.opt_i64(8);
  t.starts_at = r.i64(9);
  t.ends_at = r.i64(10);
  t.active = r.i64(11) == 1;
  t.sort = static_cast<int>(r.i64(12));
  return t;
}

Claim claim_of(const db::Row& r) {
  return {r.i64(0), r.i64(1), r.i64(2), r.str(3), r.str(4), r.i64(5), r.opt_str(6), r.i64(7)};
}

}  // namespace

std::vector<Task> tasks(db::Tx& tx) {
  std::vector<Task> out;
  for (const auto& r : tx.query(std::string(sql::kTasks) + "ORDER BY sort, id")) out.push_back(task_of(r));
  return out;
}

std::optional<Task> task(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kTasks) + "WHERE id = $1", {id}, task_of);
}

int64_t save_task(db::Tx& tx, const Task& t, int64_t now_ms) {
  const int64_t active = t.active ? 1 : 0;
  if (t.id == 0) {
    return tx.query_one(sql::kInsertTask, {t.kind, t.title.to_json_text(), t.description.to_json_text(), t.target, t.period,
                                           t.reward_kind, t.reward_points, db::nullable(t.reward_template_id), t.starts_at,
                                           t.ends_at, active, int64_t{t.sort}, now_ms})
        ->i64(0);
  }
  tx.exec(sql::kUpdateTask, {t.id, t.kind, t.title.to_json_text(), t.description.to_json_text(), t.target, t.period,
                             t.reward_kind, t.reward_points, db::nullable(t.reward_template_id), t.starts_at, t.ends_at, active,
                             int64_t{t.sort}, now_ms});
  return t.id;
}

bool insert_claim(db::Tx& tx, const Claim& c) {
  return tx
      .query_one(sql::kInsertClaim,
                 {c.task_id, c.member_id, c.period_key, c.reward_kind, c.points, db::nullable(c.coupon_code), c.created_at})
      .has_value();
}

std::optional<Claim> claim(db::Tx& tx, int64_t task_id, int64_t member_id, const std::string& period_key) {
  return tx.query_one_as(std::string(sql::kClaims) + "WHERE task_id = $1 AND member_id = $2 AND period_key = $3",
                         {task_id, member_id, period_key}, claim_of);
}

std::vector<Claim> claims(db::Tx& tx, int64_t member_id, const std::vector<TaskPeriod>& periods) {
  std::vector<Claim> out;
  if (periods.empty()) return out;
  db::Params params{member_id};
  std::string which;
  for (const auto& p : periods) {
    params.emplace_back(p.task_id);
    params.emplace_back(p.period_key);
    which += std::string(which.empty() ? "" : " OR ") + "(task_id = $" + std::to_string(params.size() - 1) +
             " AND period_key = $" + std::to_string(params.size()) + ")";
  }
  for (const auto& r : tx.query(std::string(sql::kClaims) + "WHERE member_id = $1 AND (" + which + ")", params)) {
    out.push_back(claim_of(r));
  }
  return out;
}

void set_coupon(db::Tx& tx, int64_t task_id, int64_t member_id, const std::string& period_key, const std::string& code) {
  tx.exec("UPDATE task_claim SET coupon_code = $4 WHERE task_id = $1 AND member_id = $2 AND period_key = $3",
          {task_id, member_id, period_key, code});
}

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveMember, {from, to}); }

int64_t count_claims(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCountClaims, {member_id})->i64(0); }

}  // namespace qsr::task::repo
