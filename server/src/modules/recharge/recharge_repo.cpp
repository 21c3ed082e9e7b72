#include "modules/recharge/recharge_repo.h"

namespace qsr::recharge::repo {
namespace sql {
constexpr const char* kPlans = "SELECT id, pay_amount, bonus_amount, sort, active, sid FROM recharge_plan ";
constexpr const char* kInsertPlan =
    "INSERT INTO recharge_plan (pay_amount, bonus_amount, sort, active, updated_at, sid) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id";
constexpr const char* kUpdatePlan =
    "UPDATE recharge_plan SET pay_amount = $2, bonus_amount = $3, sort = $4, active = $5, updated_at = $6, sid = $7 WHERE id = $1";
}  // namespace sql

namespace {

Plan plan_from(const db::Row& r) { return {r.i64(0), r.i64(1), r.i64(2), static_cast<int>(r.i64(3)), r.i64(4) == 1, r.i64(5)}; }

}  // namespace

std::vector<Plan> plans(db::Tx& tx, bool active_only) {
  std::vector<Plan> out;
  const std::string where = active_only ? "WHERE active = 1 ORDER BY sort, pay_amount" : "ORDER BY sort, pay_amount";
  for (const auto& r : tx.query(sql::kPlans + where)) out.push_back(plan_from(r));
  return out;
}

std::optional<Plan> plan(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kPlans) + "WHERE id = $1", {id}, plan_from);
}

int64_t save_plan(db::Tx& tx, const Plan& p, int64_t now_ms) {
  const int64_t active = p.active ? 1 : 0;
  if (p.id == 0) return tx.query_one(sql::kInsertPlan, {p.pay_amount, p.bonus_amount, int64_t{p.sort}, active, now_ms, p.sid})->i64(0);
  tx.exec(sql::kUpdatePlan, {p.id, p.pay_amount, p.bonus_amount, int64_t{p.sort}, active, now_ms, p.sid});
  return p.id;
}

}  // namespace qsr::recharge::repo
