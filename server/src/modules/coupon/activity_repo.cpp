// The coupon module's activities table (docs/decisions/0038).
#include "modules/coupon/coupon_repo.h"

namespace qsr::coupon::repo {

namespace {

constexpr const char* kColumns =
    "SELECT id, title_json, rules_json, code_hash IS NOT NULL, starts_at, ends_at, active, created_at FROM coupon_activity ";

ActivityRow activity_of(const db::Row& r) {
  ActivityRow a;
  a.id = r.i64(0);
  a.title = I18nText::from_json_text(r.str(1));
  a.rules = I18nText::from_json_text(r.str(2));
  a.has_code = r.i64(3) != 0;
  a.starts_at = r.i64(4);
  a.ends_at = r.i64(5);
  a.active = r.i64(6) == 1;
  a.created_at = r.i64(7);
  return a;
}

std::vector<ActivityRow> activities(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<ActivityRow> out;
  for (const auto& r : tx.query(kColumns + where, params)) out.push_back(activity_of(r));
  return out;
}

}  // namespace

std::optional<ActivityRow> activity(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(kColumns) + "WHERE id = $1", {id}, activity_of);
}

std::optional<ActivityRow> activity_by_code_hash(db::Tx& tx, const std::string& code_hash) {
  return tx.query_one_as(std::string(kColumns) + "WHERE code_hash = $1", {code_hash}, activity_of);
}

std::vector<ActivityRow> all_activities(db::Tx& tx) { return activities(tx, "ORDER BY id DESC", {}); }

std::vector<ActivityRow> open_activities(db::Tx& tx, int64_t now_ms) {
  return activities(tx, "WHERE active = 1 AND code_hash IS NULL AND ends_at >= $1 ORDER BY ends_at, id LIMIT 20", {now_ms});
}

int64_t save_activity(db::Tx& tx, const ActivityRow& a, const std::optional<std::string>& code_hash, int64_t now_ms) {
  if (a.id == 0) {
    return tx
        .query_one("INSERT INTO coupon_activity (title_json, rules_json, code_hash, starts_at, ends_at, active, created_at)"
                   " VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                   {a.title.to_json_text(), a.rules.to_json_text(), db::nullable(code_hash), a.starts_at, a.ends_at,
                    int64_t{a.active ? 1 : 0}, now_ms})
        ->i64(0);
  }
  tx.exec("UPDATE coupon_activity SET title_json = $2, rules_json = $3, starts_at = $4, ends_at = $5, active = $6 WHERE id = $1",
          {a.id, a.title.to_json_text(), a.rules.to_json_text(), a.starts_at, a.ends_at, int64_t{a.active ? 1 : 0}});
  return a.id;
}

bool activity_code_matches(db::Tx& tx, int64_t activity_id, const std::string& code_hash) {
  return tx.query_one("SELECT 1 FROM coupon_activity WHERE id = $1 AND code_hash = $2", {activity_id, code_hash}).has_value();
}

}  // namespace qsr::coupon::repo
