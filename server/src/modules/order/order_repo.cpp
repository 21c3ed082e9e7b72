#include "modules/order/order_repo.h"

#include <cstdio>
#include <string>

namespace qsr::order::repo {
namespace sql {
// The order as from_row reads it.
constexpr const char* kColumnList =
    "id, order_no, member_id, sid, order_type, status, serial, table_no, reserved_at, contact_area_code,"
    " contact_phone, contact_name, address, note, goods_total, box_total, bag_fee, delivery_fee, discount, payable,"
    " paid_total, refunded_total, pay_deadline, created_at, updated_at, paid_at, finished_at, cancelled_at, cancel_reason,"
    " group_id, expected_at, reminded_at, remind_count, points_used, points_money, gifted_paid";
const std::string kColumns = std::string("SELECT ") + kColumnList + " FROM orders ";
constexpr const char* kInsert =
    "INSERT INTO orders (order_no, member_id, sid, order_type, status, serial, table_no, reserved_at, contact_area_code,"
    " contact_phone, contact_name, address, note, goods_total, box_total, bag_fee, delivery_fee, discount, payable,"
    " idempotency_key, pay_deadline, created_at, updated_at, group_id, expected_at, points_used, points_money)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22, $23, $24,"
    " $25, $26)"
    " RETURNING id";
constexpr const char* kInsertLine =
    "INSERT INTO order_line (order_id, goods_id, option_id, attrs, package, name, detail, image, pocket, quantity,"
    " unit_price, unit_box, total, memo, box_charged, discount)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)";
constexpr const char* kLines =
    "SELECT id, goods_id, option_id, attrs, package, name, detail, image, pocket, quantity, unit_price, unit_box, total,"
    " refunded_quantity, memo, box_charged, discount FROM order_line WHERE order_id = $1 ORDER BY pocket, id";
constexpr const char* kMove =
    "UPDATE orders SET status = $3, updated_at = $4,"
    " paid_at = CASE WHEN $3 = 'awaiting_acceptance' AND paid_at IS NULL THEN $4 ELSE paid_at END,"
    " finished_at = CASE WHEN $3 = 'finished' THEN $4 ELSE finished_at END,"
    " cancelled_at = CASE WHEN $3 = 'cancelled' THEN $4 ELSE cancelled_at END"
    " WHERE id = $1 AND status = $2";
const std::string kMoveReturning = std::string(kMove) + " RETURNING " + kColumnList;
constexpr const char* kLog = "INSERT INTO order_status_log (order_id, status, actor, at) VALUES ($1, $2, $3, $4)";
constexpr const char* kHistory = "SELECT status, actor, at FROM order_status_log WHERE order_id = $1 ORDER BY at, id";
constexpr const char* kPaid =
    "UPDATE orders SET paid_total = paid_total + $2, gifted_paid = gifted_paid + $4, updated_at = $3 WHERE id = $1";
constexpr const char* kRefunded = "UPDATE orders SET refunded_total = refunded_total + $2 WHERE id = $1";
constexpr const char* kPaidBack = "UPDATE orders SET paid_total = paid_total - $2, gifted_paid = gifted_paid - $3 WHERE id = $1";
constexpr const char* kRefundRequested = "UPDATE orders SET refund_requested = 1 WHERE id = $1";
// Never more units back than were bought: the database checks it.
constexpr const char* kLineRefunded =
    "UPDATE order_line SET refunded_quantity = refunded_quantity + $2 WHERE id = $1 AND refunded_quantity + $2 <= quantity";
constexpr const char* kReason = "UPDATE orders SET cancel_reason = $2 WHERE id = $1";
// The day's first order starts the count at 1; every later one takes the next number (the row
// lock on PostgreSQL, the single writer on SQLite, keep two orders from taking the same one).
constexpr const char* kSetSerial = "UPDATE orders SET serial = $2 WHERE id = $1";
constexpr const char* kSerialNext =
    "INSERT INTO order_serial (sid, day, last) VALUES ($1, $2, 1)"
    " ON CONFLICT (sid, day) DO UPDATE SET last = order_serial.last + 1 RETURNING last";
constexpr const char* kOfMember =
    "WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 AND hidden_by_member = 0"
    " AND ($6 = 0 OR refund_requested = 1)"
    " ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5";
constexpr const char* kCountOfMember =
    "SELECT COUNT(*) FROM orders WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 AND hidden_by_member = 0"
    " AND ($4 = 0 OR refund_requested = 1)";
constexpr const char* kCountFinished =
    "SELECT COUNT(*) FROM orders WHERE member_id = $1 AND status = 'finished' AND finished_at >= $2 AND finished_at < $3"
    " AND (paid_total = 0 OR refunded_total < paid_total)";
constexpr const char* kLastPaid =
    "SELECT MAX(paid_at) FROM orders WHERE member_id = $1 AND paid_at IS NOT NULL AND (paid_total = 0 OR refunded_total < paid_total)";
constexpr const char* kUnpaid =
    "SELECT order_no FROM orders WHERE status IN ('waiting_payment', 'payment_failed', 'paying') AND pay_deadline <= $1"
    " ORDER BY pay_deadline LIMIT 500";
constexpr const char* kRemind =
    "UPDATE orders SET reminded_at = $2, remind_count = remind_count + 1"
    " WHERE id = $1 AND (reminded_at IS NULL OR reminded_at <= $3)";
constexpr const char* kHide = "UPDATE orders SET hidden_by_member = 1 WHERE id = $1";
}  // namespace sql

namespace {

OrderRow from_row(const db::Row& r) {
  OrderRow o;
  o.id = r.i64(0);
  o.order_no = r.str(1);
  o.member_id = r.i64(2);
  o.sid = r.i64(3);
  o.order_type = static_cast<int>(r.i64(4));
  o.status = status_from(r.str(5)).value_or(Status::cancelled);
  o.serial = r.str(6);
  o.table_no = r.str(7);
  o.reserved_at = r.opt_i64(8);
  o.contact_area_code = r.str(9);
  o.contact_phone = r.str(10);
  o.contact_name = r.str(11);
  o.address = r.str(12);
  o.note = r.str(13);
  o.goods_total = r.i64(14);
  o.box_total = r.i64(15);
  o.bag_fee = r.i64(16);
  o.delivery_fee = r.i64(17);
  o.discount = r.i64(18);
  o.payable = r.i64(19);
  o.paid_total = r.i64(20);
  o.refunded_total = r.i64(21);
  o.pay_deadline = r.i64(22);
  o.created_at = r.i64(23);
  o.updated_at = r.i64(24);
  o.paid_at = r.opt_i64(25);
  o.finished_at = r.opt_i64(26);
  o.cancelled_at = r.opt_i64(27);
  o.cancel_reason = r.str(28);
  o.group_id = r.opt_i64(29);
  o.expected_at = r.opt_i64(30);
  o.reminded_at = r.opt_i64(31);
  o.remind_count = r.i64(32);
  o.points_used = r.i64(33);
  o.points_money = r.i64(34);
  o.gifted_paid = r.i64(35);
  return o;
}

std::optional<OrderRow> one(db::Tx& tx, const std::string& where, const db::Params& p) {
  return tx.query_one_as(sql::kColumns + where, p, from_row);
}


}  // namespace

std::optional<OrderRow> by_no(db::Tx& tx, const std::string& order_no) { return one(tx, "WHERE order_no = $1", {order_no}); }
std::optional<OrderRow> by_id(db::Tx& tx, int64_t id) { return one(tx, "WHERE id = $1", {id}); }

std::optional<std::string> member_order_by_serial(db::Tx& tx, int64_t member_id, const std::string& serial) {
  auto row = tx.query_one("SELECT order_no FROM orders WHERE member_id = $1 AND (order_no = $2 OR serial = $2)"
                          " ORDER BY created_at DESC, id DESC LIMIT 1", {member_id, serial});
  if (!row) return std::nullopt;
  return row->str(0);
}

std::optional<OrderRow> by_idempotency(db::Tx& tx, int64_t member_id, const std::string& key) {
  return one(tx, "WHERE member_id = $1 AND idempotency_key = $2", {member_id, key});
}

int64_t insert(db::Tx& tx, const OrderRow& o, const std::string& key) {
  return tx.query_one(sql::kInsert, {o.order_no, o.member_id, o.sid, int64_t{o.order_type}, std::string(status_name(o.status)),
                                     o.serial, o.table_no, db::nullable(o.reserved_at), o.contact_area_code, o.contact_phone,
                                     o.contact_name, o.address, o.note, o.goods_total, o.box_total, o.bag_fee,
                                     o.delivery_fee, o.discount, o.payable, key, o.pay_deadline, o.created_at, db::nullable(o.group_id),
                                     db::nullable(o.expected_at), o.points_used, o.points_money})
      ->i64(0);
}

void insert_line(db::Tx& tx, int64_t order_id, const LineRecord& l) {
  tx.exec_deferred(sql::kInsertLine, {order_id, l.goods_id, l.option_id, l.attrs, l.package, l.name_json, l.detail_json, l.image, l.pocket,
                                      l.quantity, l.unit_price, l.unit_box, l.total, l.memo, l.box_charged, l.discount});
}

std::vector<LineRecord> lines(db::Tx& tx, int64_t order_id) {
  std::vector<LineRecord> out;
  for (const auto& r : tx.query(sql::kLines, {order_id})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.str(3), r.str(4), r.str(5), r.str(6), r.str(7), r.i64(8), r.i64(9),
                   r.i64(10), r.i64(11), r.i64(12), r.i64(13), r.str(14), r.i64(15), r.i64(16)});
  }
  return out;
}

bool move(db::Tx& tx, int64_t order_id, Status from, Status to, const std::string& actor, int64_t now_ms) {
  if (tx.exec(sql::kMove, {order_id, std::string(status_name(from)), std::string(status_name(to)), now_ms}) != 1) return false;
  log_status(tx, order_id, to, actor, now_ms);
  return true;
}

std::optional<OrderRow> move_and_read(db::Tx& tx, int64_t order_id, Status from, Status to, const std::string& actor, int64_t now_ms) {
  auto moved = tx.query_one_as(sql::kMoveReturning, {order_id, std::string(status_name(from)), std::string(status_name(to)), now_ms}, from_row);
  if (moved) log_status(tx, order_id, to, actor, now_ms);
  return moved;
}

void log_status(db::Tx& tx, int64_t order_id, Status status, const std::string& actor, int64_t now_ms) {
  tx.exec_deferred(sql::kLog, {order_id, std::string(status_name(status)), actor, now_ms});
}

std::vector<LogEntry> history(db::Tx& tx, int64_t order_id) {
  std::vector<LogEntry> out;
  for (const auto& r : tx.query(sql::kHistory, {order_id})) out.push_back({r.str(0), r.str(1), r.i64(2)});
  return out;
}

void add_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t now_ms, int64_t gifted) {
  tx.exec_deferred(sql::kPaid, {order_id, amount, now_ms, gifted});
}
void add_refunded(db::Tx& tx, int64_t order_id, int64_t amount) { tx.exec(sql::kRefunded, {order_id, amount}); }
void take_back_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t gifted) { tx.exec(sql::kPaidBack, {order_id, amount, gifted}); }
void note_refund_requested(db::Tx& tx, int64_t order_id) { tx.exec(sql::kRefundRequested, {order_id}); }
bool add_refunded_units(db::Tx& tx, int64_t line_id, int64_t quantity) { return tx.exec(sql::kLineRefunded, {line_id, quantity}) == 1; }
void set_cancel_reason(db::Tx& tx, int64_t order_id, const std::string& reason) { tx.exec(sql::kReason, {order_id, reason}); }

bool record_reminder(db::Tx& tx, int64_t order_id, int64_t now_ms, int64_t interval_ms) {
  return tx.exec(sql::kRemind, {order_id, now_ms, now_ms - interval_ms}) == 1;
}

std::string take_serial(db::Tx& tx, int64_t order_id, int64_t sid, const std::string& day) {
  int64_t n = tx.query_one(sql::kSerialNext, {sid, day})->i64(0);
  char buf[16];
  std::snprintf(buf, sizeof buf, "A%03lld", static_cast<long long>(n % 1000));
  tx.exec_deferred(sql::kSetSerial, {order_id, std::string(buf)});
  return buf;
}

std::vector<OrderRow> of_member(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms, int64_t limit, int64_t offset,
                                bool with_refunds) {
  std::vector<OrderRow> out;
  for (const auto& r : tx.query(sql::kColumns + sql::kOfMember,
                                {member_id, from_ms, to_ms, limit, offset, int64_t{with_refunds}}))
    out.push_back(from_row(r));
  return out;
}

std::map<std::string, int64_t> money_kept(db::Tx& tx, const std::vector<std::string>& order_nos) {
  std::map<std::string, int64_t> out;
  if (order_nos.empty() || order_nos.size() > 500) return out;
  std::string in;
  db::Params params;
  params.reserve(order_nos.size());
  for (const auto& no : order_nos) {
    params.emplace_back(no);
    in += (in.empty() ? "$" : ", $") + std::to_string(params.size());
  }
  for (const auto& r : tx.query("SELECT order_no, paid_total - refunded_total FROM orders WHERE order_no IN (" + in + ")", params)) {
    out[r.str(0)] = std::max<int64_t>(0, r.i64(1));
  }
  return out;
}

int64_t count_finished(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms) {
  return tx.query_one(sql::kCountFinished, {member_id, from_ms, to_ms})->i64(0);
}

std::optional<int64_t> last_paid_at(db::Tx& tx, int64_t member_id) {
  return tx.query_one(sql::kLastPaid, {member_id})->opt_i64(0);
}

int64_t count_of_member(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms, bool with_refunds) {
  return tx.query_one(sql::kCountOfMember, {member_id, from_ms, to_ms, int64_t{with_refunds}})->i64(0);
}

std::vector<OrderRow> of_store(db::Tx& tx, int64_t sid, const std::vector<Status>& statuses, int64_t limit) {
  std::vector<OrderRow> out;
  for (Status s : statuses) {
    for (const auto& r : tx.query(sql::kColumns + "WHERE sid = $1 AND status = $2 ORDER BY created_at LIMIT $3",
                                  {sid, std::string(status_name(s)), limit}))
      out.push_back(from_row(r));
  }
  return out;
}

std::vector<std::string> unpaid_past_deadline(db::Tx& tx, int64_t now_ms) {
  std::vector<std::string> out;
  for (const auto& r : tx.query(sql::kUnpaid, {now_ms})) out.push_back(r.str(0));
  return out;
}

void hide_for_member(db::Tx& tx, int64_t order_id) { tx.exec(sql::kHide, {order_id}); }

namespace sql {
constexpr const char* kCountAll = "SELECT COUNT(*) FROM orders WHERE member_id = $1";
constexpr const char* kMoveMember = "UPDATE orders SET member_id = $2 WHERE member_id = $1";
// Erased members keep their orders (accounting law) without personal data.
constexpr const char* kForget = "UPDATE orders SET contact_phone = '', contact_name = '', address = '', note = '' WHERE member_id = $1";
}  // namespace sql

int64_t count_all_of_member(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCountAll, {member_id})->i64(0); }
void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveMember, {from, to}); }
void forget_personal_data(db::Tx& tx, int64_t member_id) { tx.exec(sql::kForget, {member_id}); }

}  // namespace qsr::order::repo
