#include "modules/level/level_repo.h"

namespace qsr::level::repo {
namespace sql {
constexpr const char* kLevels =
    "SELECT id, code, name, threshold, validity_days, earn_rate, redeem_rate, benefits, color FROM member_level ORDER BY threshold";
constexpr const char* kSaveLevel =
    "INSERT INTO member_level (code, name, threshold, validity_days, earn_rate, redeem_rate, benefits, color, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO UPDATE SET name = excluded.name,"
    " threshold = excluded.threshold, validity_days = excluded.validity_days, earn_rate = excluded.earn_rate,"
    " redeem_rate = excluded.redeem_rate, benefits = excluded.benefits, color = excluded.color,"
    " updated_at = excluded.updated_at RETURNING id";
constexpr const char* kRule = "SELECT consumption_money FROM growth_rule WHERE id = 1";
constexpr const char* kSaveRule =
    "INSERT INTO growth_rule (id, consumption_money, updated_at) VALUES (1, $1, $2)"
    " ON CONFLICT (id) DO UPDATE SET consumption_money = excluded.consumption_money, updated_at = excluded.updated_at";
constexpr const char* kStanding =
    "SELECT growth, level_id, period_level_id, period_started_at, expires_at FROM member_standing WHERE member_id = $1";
// Creates the standing on first use and locks its row until the transaction ends.
constexpr const char* kLock =
    "INSERT INTO member_standing (member_id, growth, level_id, period_level_id, period_started_at, expires_at, updated_at)"
    " VALUES ($1, 0, $2, $3, $4, $5, $6) ON CONFLICT (member_id) DO UPDATE SET updated_at = excluded.updated_at"
    " RETURNING growth, level_id, period_level_id, period_started_at, expires_at";
constexpr const char* kSave =
    "UPDATE member_standing SET growth = $2, level_id = $3, period_level_id = $4, period_started_at = $5, expires_at = $6,"
    " updated_at = $7 WHERE member_id = $1";
constexpr const char* kDue =
    "SELECT member_id FROM member_standing WHERE expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at, member_id LIMIT $2";
// A key already in the ledger writes nothing and returns no row: the change is a retry.
constexpr const char* kLedger =
    "INSERT INTO growth_ledger (member_id, delta, growth_after, reason, reference, idempotency_key, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id";
constexpr const char* kSumFor = "SELECT COALESCE(SUM(delta), 0) FROM growth_ledger WHERE reference = $1 AND reason = $2";
constexpr const char* kWrittenAt = "SELECT MIN(created_at) FROM growth_ledger WHERE reference = $1 AND reason = $2";
constexpr const char* kRecords =
    "SELECT id, delta, growth_after, reason, reference, created_at FROM growth_ledger"
    " WHERE member_id = $1 AND delta <> 0 ORDER BY id DESC LIMIT $2 OFFSET $3";
constexpr const char* kCount = "SELECT COUNT(*) FROM growth_ledger WHERE member_id = $1 AND delta <> 0";
constexpr const char* kCreateGroup = "INSERT INTO user_group (name, created_at) VALUES ($1, $2) RETURNING id";
constexpr const char* kGroups =
    "SELECT g.id, g.name, (SELECT COUNT(*) FROM user_group_member m WHERE m.group_id = g.id) FROM user_group g ORDER BY g.id";
constexpr const char* kGroupExists = "SELECT 1 FROM user_group WHERE id = $1";
constexpr const char* kJoin =
    "INSERT INTO user_group_member (group_id, member_id, added_at) VALUES ($1, $2, $3)"
    " ON CONFLICT (group_id, member_id) DO NOTHING";
constexpr const char* kLeave = "DELETE FROM user_group_member WHERE group_id = $1 AND member_id = $2";
constexpr const char* kGroupsOf = "SELECT group_id FROM user_group_member WHERE member_id = $1 ORDER BY group_id";
constexpr const char* kMoveGroups =
    "INSERT INTO user_group_member (group_id, member_id, added_at) SELECT group_id, $2, added_at FROM user_group_member"
    " WHERE member_id = $1 ON CONFLICT (group_id, member_id) DO NOTHING";
constexpr const char* kLeaveAll = "DELETE FROM user_group_member WHERE member_id = $1";
constexpr const char* kHas =
    "SELECT (SELECT COUNT(*) FROM member_standing WHERE member_id = $1 AND growth <> 0)"
    " + (SELECT COUNT(*) FROM user_group_member WHERE member_id = $1)";
constexpr const char* kTypes =
    "SELECT id, member_id, kind, status, detail, valid_until, requested_at, decided_at FROM member_type WHERE member_id = $1"
    " ORDER BY id DESC LIMIT 50";
constexpr const char* kTypeById =
    "SELECT id, member_id, kind, status, detail, valid_until, requested_at, decided_at FROM member_type WHERE id = $1";
constexpr const char* kEndLapsed =
    "UPDATE member_type SET status = 'expired' WHERE member_id = $1 AND kind = $2 AND status = 'approved'"
    " AND valid_until IS NOT NULL AND valid_until <= $3";
constexpr const char* kInsertType =
    "INSERT INTO member_type (member_id, kind, status, detail, valid_until, requested_at, decided_at) VALUES ($1, $2, $3, $4, $5, $6, $7)"
    " ON CONFLICT DO NOTHING";
constexpr const char* kDecideType =
    "UPDATE member_type SET status = $3, decided_at = $4, decided_by = $5, decided_sid = $6 WHERE id = $1 AND status = $2";
// A merged member's types go along unless the member merged into has that type open already.
constexpr const char* kMoveTypes =
    "UPDATE member_type SET member_id = $2 WHERE member_id = $1 AND NOT EXISTS (SELECT 1 FROM member_type o"
    " WHERE o.member_id = $2 AND o.kind = member_type.kind AND o.status IN ('pending', 'approved'))";
}  // namespace sql

namespace {

Standing standing_from(const db::Row& r) { return {r.i64(0), r.opt_i64(1), r.opt_i64(2), r.i64(3), r.opt_i64(4)}; }

}  // namespace

Levels levels(db::Tx& tx) {
  Levels out;
  for (const auto& r : tx.query(sql::kLevels)) {
    out.push_back({r.i64(0), r.str(1), I18nText::from_json_text(r.str(2)), r.i64(3), static_cast<int>(r.i64(4)), r.i64(5),
                   r.i64(6), I18nText::from_json_text(r.str(7)), r.str(8)});
  }
  return out;
}

int64_t save_level(db::Tx& tx, const Level& l, int64_t now_ms) {
  return tx.query_one(sql::kSaveLevel, {l.code, l.name.to_json_text(), l.threshold, int64_t{l.validity_days}, l.earn_rate,
                                        l.redeem_rate, l.benefits.to_json_text(), l.color, now_ms})
      ->i64(0);
}

int64_t consumption_money(db::Tx& tx) {
  auto r = tx.query_one(sql::kRule);
  return r ? r->i64(0) : 0;
}

void save_growth_rule(db::Tx& tx, int64_t consumption_money, int64_t now_ms) { tx.exec(sql::kSaveRule, {consumption_money, now_ms}); }

std::optional<Standing> standing(db::Tx& tx, int64_t member_id) {
  return tx.query_one_as(sql::kStanding, {member_id}, standing_from);
}

void prefetch_standing(db::Tx& tx, int64_t member_id) { tx.prefetch(sql::kStanding, {member_id}); }

Standing lock_standing(db::Tx& tx, int64_t member_id, const Standing& first, int64_t now_ms) {
  return standing_from(*tx.query_one(sql::kLock, {member_id, db::nullable(first.level_id), db::nullable(first.period_level_id),
                                                  first.period_started_at, db::nullable(first.expires_at), now_ms}));
}

void save_standing(db::Tx& tx, int64_t member_id, const Standing& s, int64_t now_ms) {
  tx.exec_deferred(sql::kSave, {member_id, s.growth, db::nullable(s.level_id), db::nullable(s.period_level_id), s.period_started_at,
                                db::nullable(s.expires_at), now_ms});
}

std::vector<int64_t> periods_due(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<int64_t> out;
  for (const auto& r : tx.query(sql::kDue, {now_ms, limit})) out.push_back(r.i64(0));
  return out;
}

std::optional<int64_t> write_ledger(db::Tx& tx, int64_t member_id, const GrowthEntry& e, int64_t growth_after) {
  auto row = tx.query_one(sql::kLedger, {member_id, e.delta, growth_after, e.reason, e.reference, e.idempotency_key, e.now_ms});
  if (!row) return std::nullopt;
  return row->i64(0);
}

int64_t sum_for(db::Tx& tx, const std::string& reference, const std::string& reason) {
  return tx.query_one(sql::kSumFor, {reference, reason})->i64(0);
}

std::optional<int64_t> written_at(db::Tx& tx, const std::string& reference, const std::string& reason) {
  return tx.query_one(sql::kWrittenAt, {reference, reason})->opt_i64(0);
}

std::vector<GrowthRecord> records(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  std::vector<GrowthRecord> out;
  for (const auto& r : tx.query(sql::kRecords, {member_id, limit, offset})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.str(3), r.str(4), r.i64(5)});
  }
  return out;
}

int64_t record_count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCount, {member_id})->i64(0); }

int64_t create_group(db::Tx& tx, const I18nText& name, int64_t now_ms) {
  return tx.query_one(sql::kCreateGroup, {name.to_json_text(), now_ms})->i64(0);
}

std::vector<UserGroup> groups(db::Tx& tx) {
  std::vector<UserGroup> out;
  for (const auto& r : tx.query(sql::kGroups)) out.push_back({r.i64(0), I18nText::from_json_text(r.str(1)), r.i64(2)});
  return out;
}

bool group_exists(db::Tx& tx, int64_t group_id) { return tx.query_one(sql::kGroupExists, {group_id}).has_value(); }

int64_t add_to_group(db::Tx& tx, int64_t group_id, const std::vector<int64_t>& member_ids, int64_t now_ms) {
  int64_t added = 0;
  for (int64_t m : member_ids) added += tx.exec(sql::kJoin, {group_id, m, now_ms});
  return added;
}

int64_t remove_from_group(db::Tx& tx, int64_t group_id, const std::vector<int64_t>& member_ids) {
  int64_t removed = 0;
  for (int64_t m : member_ids) removed += tx.exec(sql::kLeave, {group_id, m});
  return removed;
}

std::vector<int64_t> groups_of(db::Tx& tx, int64_t member_id) {
  std::vector<int64_t> out;
  for (const auto& r : tx.query(sql::kGroupsOf, {member_id})) out.push_back(r.i64(0));
  return out;
}

void move_groups(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec(sql::kMoveGroups, {from, to});
  tx.exec(sql::kLeaveAll, {from});
}

void leave_groups(db::Tx& tx, int64_t member_id) { tx.exec(sql::kLeaveAll, {member_id}); }

int64_t has_standing(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kHas, {member_id})->i64(0); }

namespace {
MemberType type_from(const db::Row& r) {
  return {r.i64(0), r.i64(1), r.str(2), r.str(3), r.str(4), r.opt_i64(5), r.i64(6), r.opt_i64(7)};
}
}  // namespace

std::vector<MemberType> types_of(db::Tx& tx, int64_t member_id) {
  std::vector<MemberType> out;
  for (const auto& r : tx.query(sql::kTypes, {member_id})) out.push_back(type_from(r));
  return out;
}

std::optional<MemberType> type_by_id(db::Tx& tx, int64_t id) { return tx.query_one_as(sql::kTypeById, {id}, type_from); }

void end_lapsed_types(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t now_ms) {
  tx.exec(sql::kEndLapsed, {member_id, kind, now_ms});
}

bool insert_type(db::Tx& tx, const MemberType& t) {
  return tx.exec(sql::kInsertType, {t.member_id, t.kind, t.status, t.detail, db::nullable(t.valid_until), t.requested_at,
                                    db::nullable(t.decided_at)}) == 1;
}

bool decide_type(db::Tx& tx, int64_t id, const std::string& from, const std::string& to, int64_t staff_id, int64_t sid, int64_t now_ms) {
  return tx.exec(sql::kDecideType, {id, from, to, now_ms, staff_id, sid}) == 1;
}

void move_types(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveTypes, {from, to}); }

}  // namespace qsr::level::repo
