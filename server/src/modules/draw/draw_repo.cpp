#include "modules/draw/draw_repo.h"

namespace qsr::draw::repo {
namespace sql {
constexpr const char* kActivities =
    "SELECT id, kind, title, rules, image, cost_points, daily_limit, total_limit, multi_count, per_order, starts_at, ends_at,"
    " status, sort FROM draw_activity ";
constexpr const char* kInsertActivity =
    "INSERT INTO draw_activity (kind, title, rules, image, cost_points, daily_limit, total_limit, multi_count, per_order,"
    " starts_at, ends_at, status, sort, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)"
    " RETURNING id";
constexpr const char* kUpdateActivity =
    "UPDATE draw_activity SET kind = $2, title = $3, rules = $4, image = $5, cost_points = $6, daily_limit = $7,"
    " total_limit = $8, multi_count = $9, per_order = $10, starts_at = $11, ends_at = $12, status = $13, sort = $14,"
    " updated_at = $15 WHERE id = $1";
constexpr const char* kPrizes =
    "SELECT id, activity_id, kind, name, image, template_id, points, weight, stock, sort FROM draw_prize ";
constexpr const char* kInsertPrize =
    "INSERT INTO draw_prize (activity_id, kind, name, image, template_id, points, weight, stock, sort, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id";
constexpr const char* kUpdatePrize =
    "UPDATE draw_prize SET activity_id = $2, kind = $3, name = $4, image = $5, template_id = $6, points = $7, weight = $8,"
    " stock = $9, sort = $10, updated_at = $11 WHERE id = $1";
// A prize without a limit is not written at all: draws of "thank you" never queue on its row.
constexpr const char* kTakeOne =
    "UPDATE draw_prize SET stock = stock - 1, updated_at = $2 WHERE id = $1 AND stock > 0";
constexpr const char* kEntry = "SELECT day, day_draws, total_draws FROM draw_entry WHERE activity_id = $1 AND member_id = $2";
constexpr const char* kEnsureEntry =
    "INSERT INTO draw_entry (activity_id, member_id, day) VALUES ($1, $2, $3) ON CONFLICT (activity_id, member_id) DO NOTHING";
// The day's count starts again on a new Hong Kong day; a limit of 0 is none.
constexpr const char* kCountDraws =
    "UPDATE draw_entry SET"
    " day_draws = CASE WHEN day = $3 THEN day_draws + $4 ELSE $4 END,"
    " total_draws = total_draws + $4, day = $3"
    " WHERE activity_id = $1 AND member_id = $2"
    " AND ($5 = 0 OR (CASE WHEN day = $3 THEN day_draws ELSE 0 END) + $4 <= $5)"
    " AND ($6 = 0 OR total_draws + $4 <= $6)"
    " RETURNING day, day_draws, total_draws";
constexpr const char* kRequests =
    "SELECT id, draw_no, activity_id, member_id, times, points, order_no, request_key, created_at FROM draw_request ";
constexpr const char* kInsertRequest =
    "INSERT INTO draw_request (draw_no, activity_id, member_id, times, points, order_no, request_key, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id";
constexpr const char* kRecords =
    "SELECT r.id, r.record_no, q.draw_no, r.draw_id, r.activity_id, r.member_id, r.prize_id, r.kind, r.name, r.image, r.points,"
    " r.coupon_code, r.status, r.consignee, r.phone, r.address, r.order_no, r.created_at, r.shipped_at, r.cancelled_at, a.title"
    " FROM draw_record r JOIN draw_request q ON q.id = r.draw_id JOIN draw_activity a ON a.id = r.activity_id ";
constexpr const char* kInsertRecord =
    "INSERT INTO draw_record (record_no, draw_id, activity_id, member_id, prize_id, kind, name, image, points, coupon_code,"
    " status, order_no, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)";
constexpr const char* kSetAddress = "UPDATE draw_record SET consignee = $2, phone = $3, address = $4 WHERE id = $1";
constexpr const char* kMoveMemberRequests = "UPDATE draw_request SET member_id = $2 WHERE member_id = $1";
constexpr const char* kMoveMemberRecords = "UPDATE draw_record SET member_id = $2 WHERE member_id = $1";
constexpr const char* kEntriesOf = "SELECT activity_id, day, day_draws, total_draws FROM draw_entry WHERE member_id = $1";
constexpr const char* kDeleteEntries = "DELETE FROM draw_entry WHERE member_id = $1";
constexpr const char* kCountRequests = "SELECT COUNT(*) FROM draw_request WHERE member_id = $1";
}  // namespace sql

namespace {

Activity activity_of(const db::Row& r) {
  Activity a;
  a.id = r.i64(0);
  a.kind = r.str(1);
  a.title = I18nText::from_json_text(r.str(2));
  a.rules = I18nText::from_json_text(r.str(3));
  a.image = r.str(4);
  a.cost_points = r.i64(5);
  a.daily_limit = r.i64(6);
  a.total_limit = r.i64(7);
  a.multi_count = r.i64(8);
  a.per_order = r.i64(9) == 1;
  a.starts_at = r.i64(10);
  a.ends_at = r.i64(11);
  a.status = r.str(12);
  a.sort = static_cast<int>(r.i64(13));
  return a;
}

Prize prize_of(const db::Row& r) {
  Prize p;
  p.id = r.i64(0);
  p.activity_id = r.i64(1);
  p.kind = r.str(2);
  p.name = I18nText::from_json_text(r.str(3));
  p.image = r.str(4);
  p.template_id = r.opt_i64(5);
  p.points = r.i64(6);
  p.weight = r.i64(7);
  p.stock = r.opt_i64(8);
  p.sort = static_cast<int>(r.i64(9));
  return p;
}

Request request_of(const db::Row& r) {
  Request q;
  q.id = r.i64(0);
  q.draw_no = r.str(1);
  q.activity_id = r.i64(2);
  q.member_id = r.i64(3);
  q.times = r.i64(4);
  q.points = r.i64(5);
  q.order_no = r.opt_str(6);
  q.request_key = r.str(7);
  q.created_at = r.i64(8);
  return q;
}

Record record_of(const db::Row& r) {
  Record x;
  x.id = r.i64(0);
  x.record_no = r.str(1);
  x.draw_no = r.str(2);
  x.draw_id = r.i64(3);
  x.activity_id = r.i64(4);
  x.member_id = r.i64(5);
  x.prize_id = r.i64(6);
  x.kind = r.str(7);
  x.name = I18nText::from_json_text(r.str(8));
  x.image = r.str(9);
  x.points = r.i64(10);
  x.coupon_code = r.opt_str(11);
  x.status = r.str(12);
  x.consignee = r.opt_str(13);
  x.phone = r.opt_str(14);
  x.address = r.opt_str(15);
  x.order_no = r.opt_str(16);
  x.created_at = r.i64(17);
  x.shipped_at = r.opt_i64(18);
  x.cancelled_at = r.opt_i64(19);
  x.activity_title = I18nText::from_json_text(r.str(20));
  return x;
}

std::string where_of(const RecordFilter& f, db::Params& params) {
  std::string where = "WHERE r.member_id = $1";
  if (f.activity_id) {
    params.push_back(*f.activity_id);
    where += " AND r.activity_id = $" + std::to_string(params.size());
  }
  if (f.prizes_only) where += " AND r.kind <> 'none'";
  return where;
}

}  // namespace

std::vector<Activity> activities(db::Tx& tx) {
  std::vector<Activity> out;
  for (const auto& r : tx.query(std::string(sql::kActivities) + "ORDER BY sort, id")) out.push_back(activity_of(r));
  return out;
}

std::optional<Activity> activity(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kActivities) + "WHERE id = $1", {id}, activity_of);
}

int64_t save_activity(db::Tx& tx, const Activity& a, int64_t now_ms) {
  const int64_t per_order = a.per_order ? 1 : 0;
  if (a.id == 0) {
    return tx.query_one(sql::kInsertActivity, {a.kind, a.title.to_json_text(), a.rules.to_json_text(), a.image, a.cost_points,
                                               a.daily_limit, a.total_limit, a.multi_count, per_order, a.starts_at, a.ends_at,
                                               a.status, int64_t{a.sort}, now_ms})
        ->i64(0);
  }
  tx.exec(sql::kUpdateActivity, {a.id, a.kind, a.title.to_json_text(), a.rules.to_json_text(), a.image, a.cost_points,
                                 a.daily_limit, a.total_limit, a.multi_count, per_order, a.starts_at, a.ends_at, a.status,
                                 int64_t{a.sort}, now_ms});
  return a.id;
}

std::vector<Prize> prizes(db::Tx& tx, int64_t activity_id) {
  std::vector<Prize> out;
  for (const auto& r : tx.query(std::string(sql::kPrizes) + "WHERE activity_id = $1 ORDER BY sort, id", {activity_id})) {
    out.push_back(prize_of(r));
  }
  return out;
}

std::optional<Prize> prize(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kPrizes) + "WHERE id = $1", {id}, prize_of);
}

int64_t save_prize(db::Tx& tx, const Prize& p, int64_t now_ms) {
  if (p.id == 0) {
    return tx.query_one(sql::kInsertPrize, {p.activity_id, p.kind, p.name.to_json_text(), p.image, db::nullable(p.template_id),
                                            p.points, p.weight, db::nullable(p.stock), int64_t{p.sort}, now_ms})
        ->i64(0);
  }
  tx.exec(sql::kUpdatePrize, {p.id, p.activity_id, p.kind, p.name.to_json_text(), p.image, db::nullable(p.template_id), p.points,
                              p.weight, db::nullable(p.stock), int64_t{p.sort}, now_ms});
  return p.id;
}

bool take_one(db::Tx& tx, int64_t prize_id, int64_t now_ms) { return tx.exec(sql::kTakeOne, {prize_id, now_ms}) == 1; }

void lock_stock(db::Tx& tx, int64_t activity_id) {
  if (tx.dialect() != db::Dialect::postgres) return;
  tx.query("SELECT id FROM draw_prize WHERE activity_id = $1 AND stock IS NOT NULL ORDER BY id FOR UPDATE", {activity_id});
}

Entry entry(db::Tx& tx, int64_t activity_id, int64_t member_id) {
  const auto r = tx.query_one(sql::kEntry, {activity_id, member_id});
  if (!r) return {};
  return {r->str(0), r->i64(1), r->i64(2)};
}

std::optional<Entry> count_draws(db::Tx& tx, int64_t activity_id, int64_t member_id, const std::string& day, int64_t times,
                                 int64_t daily_limit, int64_t total_limit) {
  tx.exec(sql::kEnsureEntry, {activity_id, member_id, day});
  const auto r = tx.query_one(sql::kCountDraws, {activity_id, member_id, day, times, daily_limit, total_limit});
  if (!r) return std::nullopt;
  return Entry{r->str(0), r->i64(1), r->i64(2)};
}

std::optional<int64_t> insert_request(db::Tx& tx, const Request& r) {
  const auto row = tx.query_one(sql::kInsertRequest, {r.draw_no, r.activity_id, r.member_id, r.times, r.points,
                                                      db::nullable(r.order_no), r.request_key, r.created_at});
  if (!row) return std::nullopt;
  return row->i64(0);
}

std::optional<Request> request_by_key(db::Tx& tx, int64_t member_id, const std::string& key) {
  return tx.query_one_as(std::string(sql::kRequests) + "WHERE member_id = $1 AND request_key = $2", {member_id, key}, request_of);
}

std::optional<Request> request_for_order(db::Tx& tx, int64_t activity_id, const std::string& order_no) {
  return tx.query_one_as(std::string(sql::kRequests) + "WHERE activity_id = $1 AND order_no = $2", {activity_id, order_no},
                         request_of);
}

void insert_record(db::Tx& tx, const Record& r) {
  tx.exec(sql::kInsertRecord, {r.record_no, r.draw_id, r.activity_id, r.member_id, r.prize_id, r.kind, r.name.to_json_text(),
                               r.image, r.points, db::nullable(r.coupon_code), r.status, db::nullable(r.order_no), r.created_at});
}

std::optional<Record> record(db::Tx& tx, const std::string& record_no) {
  return tx.query_one_as(std::string(sql::kRecords) + "WHERE r.record_no = $1", {record_no}, record_of);
}

std::vector<Record> records_of_draw(db::Tx& tx, int64_t draw_id) {
  std::vector<Record> out;
  for (const auto& r : tx.query(std::string(sql::kRecords) + "WHERE r.draw_id = $1 ORDER BY r.id", {draw_id})) {
    out.push_back(record_of(r));
  }
  return out;
}

std::vector<Record> records(db::Tx& tx, int64_t member_id, const RecordFilter& f, int64_t limit, int64_t offset) {
  db::Params params{member_id};
  const std::string where = where_of(f, params);
  params.push_back(limit);
  params.push_back(offset);
  const std::string page =
      " ORDER BY r.id DESC LIMIT $" + std::to_string(params.size() - 1) + " OFFSET $" + std::to_string(params.size());
  std::vector<Record> out;
  for (const auto& r : tx.query(std::string(sql::kRecords) + where + page, params)) out.push_back(record_of(r));
  return out;
}

int64_t count_records(db::Tx& tx, int64_t member_id, const RecordFilter& f) {
  db::Params params{member_id};
  const std::string where = where_of(f, params);
  return tx.query_one("SELECT COUNT(*) FROM draw_record r " + where, params)->i64(0);
}

std::vector<Record> records_of_order(db::Tx& tx, const std::string& order_no) {
  std::vector<Record> out;
  for (const auto& r : tx.query(std::string(sql::kRecords) + "WHERE r.order_no = $1 ORDER BY r.id", {order_no})) {
    out.push_back(record_of(r));
  }
  return out;
}

bool move(db::Tx& tx, int64_t id, const std::vector<std::string>& from, const std::string& to, int64_t now_ms) {
  db::Params params{id, to, now_ms};
  std::string in;
  for (const auto& s : from) {
    params.push_back(s);
    in += (in.empty() ? "$" : ", $") + std::to_string(params.size());
  }
  const std::string q =
      "UPDATE draw_record SET status = $2,"
      " shipped_at = CASE WHEN $2 = 'shipped' THEN $3 ELSE shipped_at END,"
      " cancelled_at = CASE WHEN $2 = 'cancelled' THEN $3 ELSE cancelled_at END"
      " WHERE id = $1 AND status IN (" + in + ")";
  return tx.exec(q, params) == 1;
}

void set_address(db::Tx& tx, int64_t id, const std::string& consignee, const std::string& phone, const std::string& address) {
  tx.exec(sql::kSetAddress, {id, consignee, phone, address});
}

void forget_addresses(db::Tx& tx, int64_t member_id) {
  tx.exec("UPDATE draw_record SET consignee = NULL, phone = NULL, address = NULL WHERE member_id = $1 AND address IS NOT NULL",
          {member_id});
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec(sql::kMoveMemberRequests, {from, to});
  tx.exec(sql::kMoveMemberRecords, {from, to});
  // Chances used move too: the merged member has used both accounts' draws.
  for (const auto& r : tx.query(sql::kEntriesOf, {from})) {
    const int64_t activity_id = r.i64(0);
    const Entry theirs{r.str(1), r.i64(2), r.i64(3)};
    const Entry mine = entry(tx, activity_id, to);
    tx.exec(sql::kEnsureEntry, {activity_id, to, theirs.day});
    const Entry later = mine.day > theirs.day ? mine : theirs;
    const int64_t day_draws = mine.day == theirs.day ? mine.day_draws + theirs.day_draws : later.day_draws;
    tx.exec("UPDATE draw_entry SET day = $3, day_draws = $4, total_draws = $5 WHERE activity_id = $1 AND member_id = $2",
            {activity_id, to, later.day, day_draws, mine.total_draws + theirs.total_draws});
  }
  tx.exec(sql::kDeleteEntries, {from});
}

int64_t count_requests(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCountRequests, {member_id})->i64(0); }

}  // namespace qsr::draw::repo
