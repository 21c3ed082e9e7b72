#include "modules/points/points_repo.h"

namespace qsr::points::repo {
namespace sql {
constexpr const char* kRule =
    "SELECT pay_money, points, validity_days, redeem_points, redeem_money, redeem_max_percent, redeem_min_cash,"
    " redeem_max_per_order FROM points_rule WHERE id = 1";
constexpr const char* kSaveRule =
    "INSERT INTO points_rule (id, pay_money, points, validity_days, redeem_points, redeem_money, redeem_max_percent,"
    " redeem_min_cash, redeem_max_per_order, updated_at) VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9)"
    " ON CONFLICT (id) DO UPDATE SET pay_money = excluded.pay_money, points = excluded.points,"
    " validity_days = excluded.validity_days, redeem_points = excluded.redeem_points, redeem_money = excluded.redeem_money,"
    " redeem_max_percent = excluded.redeem_max_percent, redeem_min_cash = excluded.redeem_min_cash,"
    " redeem_max_per_order = excluded.redeem_max_per_order, updated_at = excluded.updated_at";
constexpr const char* kRecords =
    "SELECT id, delta, balance_after, reason, reference, created_at, expires_at FROM points_ledger"
    " WHERE member_id = $1 AND delta <> 0 ORDER BY id DESC LIMIT $2 OFFSET $3";
constexpr const char* kCount = "SELECT COUNT(*) FROM points_ledger WHERE member_id = $1 AND delta <> 0";
constexpr const char* kHas = "SELECT COUNT(*) FROM points_account WHERE member_id = $1 AND (balance <> 0 OR debt <> 0)";
}  // namespace sql

PointsRule rule(db::Tx& tx) {
  auto r = tx.query_one(sql::kRule);
  if (!r) return {};
  return {r->i64(0), r->i64(1), static_cast<int>(r->i64(2)), {r->i64(3), r->i64(4), r->i64(5), r->i64(6), r->i64(7)}};
}

void save_rule(db::Tx& tx, const PointsRule& r, int64_t now_ms) {
  tx.exec(sql::kSaveRule, {r.pay_money, r.points, int64_t{r.validity_days}, r.redeem.points, r.redeem.money, r.redeem.max_percent,
                           r.redeem.min_cash, r.redeem.max_per_order, now_ms});
}

std::vector<PointsRecord> records(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  std::vector<PointsRecord> out;
  for (const auto& r : tx.query(sql::kRecords, {member_id, limit, offset})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.str(3), r.str(4), r.i64(5), r.opt_i64(6)});
  }
  return out;
}

int64_t record_count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCount, {member_id})->i64(0); }

int64_t has_points(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kHas, {member_id})->i64(0); }

std::vector<EndingPoints> ending_between(db::Tx& tx, int64_t from_ms, int64_t to_ms, int64_t limit) {
  std::vector<EndingPoints> out;
  for (const auto& r : tx.query("SELECT member_id, expires_at, SUM(remaining) FROM points_lot WHERE remaining > 0 AND expires_at > $1"
                                " AND expires_at <= $2 GROUP BY member_id, expires_at ORDER BY member_id, expires_at LIMIT $3",
                                {from_ms, to_ms, limit}))
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  return out;
}

}  // namespace qsr::points::repo
