#include "modules/recharge/recharge_repo.h"

namespace qsr::recharge::repo {
namespace sql {
constexpr const char* kPlans = "SELECT id, pay_amount, bonus_amount, sort, active, sid FROM recharge_plan ";
constexpr const char* kInsertPlan =
    "INSERT INTO recharge_plan (pay_amount, bonus_amount, sort, active, updated_at, sid) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id";
constexpr const char* kUpdatePlan =
    "UPDATE recharge_plan SET pay_amount = $2, bonus_amount = $3, sort = $4, active = $5, updated_at = $6, sid = $7 WHERE id = $1";
constexpr const char* kColumns =
    "SELECT id, recharge_no, member_id, plan_id, pay_amount, bonus_amount, status, gateway_ref, pay_url, channel, created_at,"
    " paid_at, sid FROM recharge_order ";
constexpr const char* kInsert =
    "INSERT INTO recharge_order (recharge_no, member_id, plan_id, pay_amount, bonus_amount, status, request_key, created_at,"
    " updated_at, sid) VALUES ($1, $2, $3, $4, $5, 'paying', $6, $7, $7, $8) ON CONFLICT (member_id, request_key) DO NOTHING";
constexpr const char* kSetCheckout = "UPDATE recharge_order SET gateway_ref = $2, pay_url = $3, updated_at = $4 WHERE recharge_no = $1";
constexpr const char* kSettle =
    "UPDATE recharge_order SET status = $2, channel = $3, paid_at = CASE WHEN $2 = 'paid' THEN $4 ELSE paid_at END,"
    " updated_at = $4 WHERE recharge_no = $1 AND status = 'paying'";
constexpr const char* kPaidCount = "SELECT COUNT(*) FROM recharge_order WHERE member_id = $1 AND status = 'paid'";
constexpr const char* kMove = "UPDATE recharge_order SET member_id = $2 WHERE member_id = $1";
}  // namespace sql

namespace {

Plan plan_from(const db::Row& r) { return {r.i64(0), r.i64(1), r.i64(2), static_cast<int>(r.i64(3)), r.i64(4) == 1, r.i64(5)}; }

RechargeOrder order_from(const db::Row& r) {
  return {r.i64(0), r.str(1), r.i64(2), r.opt_i64(3), r.i64(4), r.i64(5), r.str(6), r.str(7), r.str(8), r.str(9), r.i64(10), r.opt_i64(11), r.i64(12)};
}

std::vector<RechargeOrder> many(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<RechargeOrder> out;
  for (const auto& r : tx.query(sql::kColumns + where, params)) out.push_back(order_from(r));
  return out;
}

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

bool insert_order(db::Tx& tx, const RechargeOrder& o, const std::string& request_key, int64_t now_ms) {
  return tx.exec(sql::kInsert, {o.recharge_no, o.member_id, db::nullable(o.plan_id), o.pay_amount, o.bonus_amount, request_key, now_ms, o.sid}) == 1;
}

std::optional<RechargeOrder> by_no(db::Tx& tx, const std::string& recharge_no) {
  return tx.query_one_as(std::string(sql::kColumns) + "WHERE recharge_no = $1", {recharge_no}, order_from);
}

std::optional<RechargeOrder> by_request(db::Tx& tx, int64_t member_id, const std::string& request_key) {
  return tx.query_one_as(std::string(sql::kColumns) + "WHERE member_id = $1 AND request_key = $2", {member_id, request_key}, order_from);
}

void set_checkout(db::Tx& tx, const std::string& recharge_no, const std::string& gateway_ref, const std::string& pay_url, int64_t now_ms) {
  tx.exec(sql::kSetCheckout, {recharge_no, gateway_ref, pay_url, now_ms});
}

bool settle(db::Tx& tx, const std::string& recharge_no, const std::string& status, const std::string& channel, int64_t now_ms) {
  return tx.exec(sql::kSettle, {recharge_no, status, channel, now_ms}) == 1;
}

std::vector<RechargeOrder> paid_of(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  return many(tx, "WHERE member_id = $1 AND status = 'paid' ORDER BY id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset});
}

int64_t paid_count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kPaidCount, {member_id})->i64(0); }

std::vector<RechargeOrder> stuck(db::Tx& tx, int64_t before, int64_t limit) {
  return many(tx, "WHERE status = 'paying' AND gateway_ref <> '' AND created_at <= $1 ORDER BY created_at LIMIT $2", {before, limit});
}

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMove, {from, to}); }

}  // namespace qsr::recharge::repo
