#include "modules/purchase/purchase_repo.h"

namespace qsr::purchase::repo {
namespace sql {
constexpr const char* kLockBuyer =
    "INSERT INTO product_buyer (member_id, updated_at) VALUES ($1, $2)"
    " ON CONFLICT (member_id) DO UPDATE SET updated_at = excluded.updated_at";
constexpr const char* kLive =
    "SELECT COUNT(*) FROM product_order WHERE member_id = $1 AND kind = $2 AND product_id = $3 AND status NOT IN ('failed', 'closed')";
constexpr const char* kLiveByProduct =
    "SELECT product_id, COUNT(*) FROM product_order WHERE member_id = $1 AND kind = $2 AND product_id IS NOT NULL"
    " AND status NOT IN ('failed', 'closed') GROUP BY product_id";
constexpr const char* kAnyPaying =
    "SELECT 1 FROM product_order WHERE member_id = $1 AND kind = $2 AND product_id = $3 AND status = 'paying' LIMIT 1";
constexpr const char* kColumns =
    "SELECT id, order_no, kind, member_id, product_id, quantity, amount, title, terms, status, gateway_ref, pay_url, channel,"
    " created_at, paid_at, refunded_at, refund_attempts FROM product_order ";
constexpr const char* kInsert =
    "INSERT INTO product_order (order_no, kind, member_id, product_id, quantity, amount, title, terms, status, request_key,"
    " created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'paying', $9, $10, $10)"
    " ON CONFLICT (member_id, request_key) DO NOTHING";
constexpr const char* kSetCheckout = "UPDATE product_order SET gateway_ref = $2, pay_url = $3, updated_at = $4 WHERE order_no = $1";
constexpr const char* kPaid =
    "UPDATE product_order SET status = 'paid', channel = $2, paid_at = $3, updated_at = $3"
    " WHERE order_no = $1 AND status IN ('paying', 'closed')";
constexpr const char* kFailed = "UPDATE product_order SET status = 'failed', updated_at = $2 WHERE order_no = $1 AND status = 'paying'";
constexpr const char* kClosed = "UPDATE product_order SET status = 'closed', updated_at = $2 WHERE order_no = $1 AND status = 'paying'";
// Paid once: refunding and refunded ones were paid too.
#define QSR_PAID_ONCE "status IN ('paid', 'refunding', 'refunded', 'refunded_to_wallet')"
constexpr const char* kPaidCount = "SELECT COUNT(*) FROM product_order WHERE member_id = $1 AND kind = $2 AND " QSR_PAID_ONCE;
constexpr const char* kStartRefund =
    "UPDATE product_order SET status = 'refunding', refund_reason = $2, updated_at = $3 WHERE order_no = $1 AND status = 'paid'";
constexpr const char* kClaimRefund =
    "UPDATE product_order SET refund_next_try_at = $2, refund_attempts = refund_attempts + 1, updated_at = $3"
    " WHERE order_no = $1 AND status = 'refunding' AND (refund_next_try_at IS NULL OR refund_next_try_at <= $3)";
constexpr const char* kRefundLater = "UPDATE product_order SET refund_next_try_at = $2 WHERE order_no = $1 AND status = 'refunding'";
constexpr const char* kEndRefund =
    "UPDATE product_order SET status = $2, refunded_at = $3, refund_next_try_at = NULL, updated_at = $3"
    " WHERE order_no = $1 AND status = 'refunding'";
constexpr const char* kPaidCountAll = "SELECT COUNT(*) FROM product_order WHERE member_id = $1 AND " QSR_PAID_ONCE;
constexpr const char* kMove = "UPDATE product_order SET member_id = $2 WHERE member_id = $1";
}  // namespace sql

namespace {

ProductOrder order_from(const db::Row& r) {
  return {r.i64(0), r.str(1),  r.str(2),  r.i64(3),  r.opt_i64(4), static_cast<int>(r.i64(5)), r.i64(6),      r.str(7),
          r.str(8), r.str(9),  r.str(10), r.str(11), r.str(12),    r.i64(13),                   r.opt_i64(14), r.opt_i64(15),
          static_cast<int>(r.i64(16))};
}

std::vector<ProductOrder> many(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<ProductOrder> out;
  for (const auto& r : tx.query(sql::kColumns + where, params)) out.push_back(order_from(r));
  return out;
}

}  // namespace

void lock_buyer(db::Tx& tx, int64_t member_id, int64_t now_ms) { tx.exec(sql::kLockBuyer, {member_id, now_ms}); }

int64_t live_count(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t product_id) {
  return tx.query_one(sql::kLive, {member_id, kind, product_id})->i64(0);
}

std::map<int64_t, int64_t> live_counts(db::Tx& tx, int64_t member_id, const std::string& kind) {
  std::map<int64_t, int64_t> out;
  for (const auto& r : tx.query(sql::kLiveByProduct, {member_id, kind})) out[r.i64(0)] = r.i64(1);
  return out;
}

bool any_paying(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t product_id) {
  return tx.query_one(sql::kAnyPaying, {member_id, kind, product_id}).has_value();
}

bool insert(db::Tx& tx, const ProductOrder& o, const std::string& request_key, int64_t now_ms) {
  return tx.exec(sql::kInsert, {o.order_no, o.kind, o.member_id, db::nullable(o.product_id), int64_t{o.quantity}, o.amount, o.title, o.terms,
                                request_key, now_ms}) == 1;
}

std::optional<ProductOrder> by_no(db::Tx& tx, const std::string& order_no) {
  return tx.query_one_as(std::string(sql::kColumns) + "WHERE order_no = $1", {order_no}, order_from);
}

std::optional<ProductOrder> by_request(db::Tx& tx, int64_t member_id, const std::string& request_key) {
  return tx.query_one_as(std::string(sql::kColumns) + "WHERE member_id = $1 AND request_key = $2", {member_id, request_key}, order_from);
}

void set_checkout(db::Tx& tx, const std::string& order_no, const std::string& gateway_ref, const std::string& pay_url, int64_t now_ms) {
  tx.exec(sql::kSetCheckout, {order_no, gateway_ref, pay_url, now_ms});
}

bool mark_paid(db::Tx& tx, const std::string& order_no, const std::string& channel, int64_t now_ms) {
  return tx.exec(sql::kPaid, {order_no, channel, now_ms}) == 1;
}

bool mark_failed(db::Tx& tx, const std::string& order_no, int64_t now_ms) { return tx.exec(sql::kFailed, {order_no, now_ms}) == 1; }

bool mark_closed(db::Tx& tx, const std::string& order_no, int64_t now_ms) { return tx.exec(sql::kClosed, {order_no, now_ms}) == 1; }

std::vector<ProductOrder> paid_of(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t limit, int64_t offset) {
  return many(tx, "WHERE member_id = $1 AND kind = $2 AND " QSR_PAID_ONCE " ORDER BY id DESC LIMIT $3 OFFSET $4", {member_id, kind, limit, offset});
}

std::vector<ProductOrder> paid_of_all(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  return many(tx, "WHERE member_id = $1 AND " QSR_PAID_ONCE " ORDER BY id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset});
}

int64_t paid_count(db::Tx& tx, int64_t member_id, const std::string& kind) {
  return tx.query_one(sql::kPaidCount, {member_id, kind})->i64(0);
}

int64_t paid_count_all(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kPaidCountAll, {member_id})->i64(0); }

std::vector<ProductOrder> stuck(db::Tx& tx, int64_t before, int64_t limit) {
  return many(tx, "WHERE status = 'paying' AND created_at <= $1 ORDER BY created_at LIMIT $2", {before, limit});
}

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMove, {from, to}); }

bool start_refund(db::Tx& tx, const std::string& order_no, const std::string& reason, int64_t now_ms) {
  return tx.exec(sql::kStartRefund, {order_no, reason, now_ms}) == 1;
}

std::vector<ProductOrder> refunds_due(db::Tx& tx, int64_t now_ms, int64_t limit) {
  return many(tx, "WHERE status = 'refunding' AND (refund_next_try_at IS NULL OR refund_next_try_at <= $1) ORDER BY id LIMIT $2",
              {now_ms, limit});
}

bool claim_refund(db::Tx& tx, const std::string& order_no, int64_t lease_until, int64_t now_ms) {
  return tx.exec(sql::kClaimRefund, {order_no, lease_until, now_ms}) == 1;
}

void refund_later(db::Tx& tx, const std::string& order_no, int64_t next_try_at) { tx.exec(sql::kRefundLater, {order_no, next_try_at}); }

bool end_refund(db::Tx& tx, const std::string& order_no, const std::string& status, int64_t now_ms) {
  return tx.exec(sql::kEndRefund, {order_no, status, now_ms}) == 1;
}

}  // namespace qsr::purchase::repo

#undef QSR_PAID_ONCE
