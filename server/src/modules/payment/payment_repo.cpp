#include "modules/payment/payment_repo.h"

namespace qsr::payment::repo {

namespace sql {
constexpr const char* kColumns =
    "SELECT payment_no, order_id, member_id, method, amount, currency, status, gateway_ref, refunded_amount, refund_due,"
    " refund_attempts, created_at, channel, bonus_amount, bonus_refunded, wallet_sid, source_id, part_count FROM payment ";
constexpr const char* kInsert =
    "INSERT INTO payment (payment_no, order_id, member_id, method, amount, status, created_at, updated_at, bonus_amount, wallet_sid,"
    " source_id, part_count) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11)";
constexpr const char* kPartOf =
    "SELECT status FROM payment WHERE order_id = $1 AND member_id = $2 AND part_count > 0 AND status <> 'failed'";
constexpr const char* kNotFailed = "SELECT COALESCE(SUM(amount), 0) FROM payment WHERE order_id = $1 AND status <> 'failed'";
constexpr const char* kPendingCards = "SELECT COUNT(*) FROM payment WHERE order_id = $1 AND method = 'card' AND status = 'pending'";
constexpr const char* kSetRef = "UPDATE payment SET gateway_ref = $2, updated_at = $3 WHERE payment_no = $1";
constexpr const char* kSettle =
    "UPDATE payment SET status = $2, channel = $4, updated_at = $3 WHERE payment_no = $1 AND status = 'pending'";
// Least recently looked at first: the gateway may keep answering "pending" for some payments (a
// payer who left its page), and a batch of those must not hide the others for ever.
constexpr const char* kStuck =
    "WHERE method = 'card' AND status = 'pending' AND gateway_ref <> '' AND created_at <= $1"
    " ORDER BY updated_at, payment_no LIMIT 100";
constexpr const char* kStillPending = "UPDATE payment SET updated_at = $2 WHERE payment_no = $1 AND status = 'pending'";
constexpr const char* kRefundedWhole =
    "UPDATE payment SET status = 'refunded', refunded_amount = amount, updated_at = $2 WHERE payment_no = $1";
constexpr const char* kRefundingWhole =
    "UPDATE payment SET status = 'refunding', refunded_amount = amount, refund_due = $2, updated_at = $3 WHERE payment_no = $1";
constexpr const char* kRefundsDue =
    "WHERE method = 'card' AND status = 'refunding' AND refund_due > 0 AND refund_next_try_at <= $1 LIMIT 100";
constexpr const char* kClaimRefund =
    "UPDATE payment SET refund_next_try_at = $2 WHERE payment_no = $1 AND status = 'refunding' AND refund_next_try_at <= $3";
constexpr const char* kRefundLater =
    "UPDATE payment SET refund_attempts = refund_attempts + 1, refund_next_try_at = $2 WHERE payment_no = $1"
    " RETURNING refund_attempts";
constexpr const char* kRefundSent = "UPDATE payment SET status = 'refunded', updated_at = $2 WHERE payment_no = $1 AND status = 'refunding'";
// The database keeps a payment from giving back more than it took.
constexpr const char* kReserve =
    "UPDATE payment SET refunded_amount = refunded_amount + $2 WHERE payment_no = $1 AND refunded_amount + $2 <= amount";
// Only a payment the parts cover whole, and that no whole refund is sending (refund_due): that
// one is the refund job's to finish.
constexpr const char* kGivenBackByParts =
    "UPDATE payment SET status = $2, updated_at = $3 WHERE payment_no = $1 AND refunded_amount >= amount AND refund_due = 0"
    " AND status IN ('succeeded', 'refunding')";
constexpr const char* kBonusBack = "UPDATE payment SET bonus_refunded = bonus_refunded + $2 WHERE payment_no = $1";
constexpr const char* kMoveMember = "UPDATE payment SET member_id = $2 WHERE member_id = $1";
}  // namespace sql

namespace {

PaymentRow from_row(const db::Row& r) {
  return {r.str(0), r.i64(1), r.i64(2), r.str(3), r.i64(4), r.str(5), r.str(6), r.str(7), r.i64(8), r.i64(9), r.i64(10), r.i64(11), r.str(12), r.i64(13), r.i64(14), r.i64(15), r.i64(16), r.i64(17)};
}

std::vector<PaymentRow> many(db::Tx& tx, const std::string& where, const std::vector<db::Value>& params) {
  std::vector<PaymentRow> out;
  for (const auto& r : tx.query(sql::kColumns + where, params)) out.push_back(from_row(r));
  return out;
}

}  // namespace

void insert(db::Tx& tx, const std::string& payment_no, int64_t order_id, int64_t member_id, const std::string& method,
            int64_t amount, const std::string& status, int64_t now_ms, int64_t bonus, int64_t wallet_sid, int64_t source_id,
            int64_t part_count) {
  // Nobody reads its answer, and its number is new (a clash would be a fault, not a race to
  // settle): it goes with the next statement.
  tx.exec_deferred(sql::kInsert, {payment_no, order_id, member_id, method, amount, status, now_ms, bonus, wallet_sid, source_id, part_count});
}

std::optional<std::string> part_status(db::Tx& tx, int64_t order_id, int64_t member_id) {
  auto r = tx.query_one(sql::kPartOf, {order_id, member_id});
  return r ? std::optional(r->str(0)) : std::nullopt;
}

int64_t not_failed_total(db::Tx& tx, int64_t order_id) { return tx.query_one(sql::kNotFailed, {order_id})->i64(0); }

int64_t pending_cards(db::Tx& tx, int64_t order_id) { return tx.query_one(sql::kPendingCards, {order_id})->i64(0); }

void add_bonus_back(db::Tx& tx, const std::string& payment_no, int64_t bonus) { tx.exec(sql::kBonusBack, {payment_no, bonus}); }

void set_gateway_ref(db::Tx& tx, const std::string& payment_no, const std::string& ref, int64_t now_ms) {
  tx.exec(sql::kSetRef, {payment_no, ref, now_ms});
}

std::optional<PaymentRow> by_no(db::Tx& tx, const std::string& payment_no) {
  return tx.query_one_as(std::string(sql::kColumns) + "WHERE payment_no = $1", {payment_no}, from_row);
}

std::vector<PaymentRow> of_order(db::Tx& tx, int64_t order_id) { return many(tx, "WHERE order_id = $1 ORDER BY id", {order_id}); }

bool settle(db::Tx& tx, const std::string& payment_no, const std::string& status, int64_t now_ms, const std::string& channel) {
  return tx.exec(sql::kSettle, {payment_no, status, now_ms, channel}) == 1;
}

std::vector<PaymentRow> stuck_cards(db::Tx& tx, int64_t before_ms) { return many(tx, sql::kStuck, {before_ms}); }

void mark_still_pending(db::Tx& tx, const std::string& payment_no, int64_t now_ms) {
  tx.exec(sql::kStillPending, {payment_no, now_ms});
}

void mark_refunded_whole(db::Tx& tx, const std::string& payment_no, int64_t now_ms) {
  tx.exec(sql::kRefundedWhole, {payment_no, now_ms});
}

void mark_refunding_whole(db::Tx& tx, const std::string& payment_no, int64_t due, int64_t now_ms) {
  tx.exec(sql::kRefundingWhole, {payment_no, due, now_ms});
}

std::vector<PaymentRow> card_refunds_due(db::Tx& tx, int64_t now_ms) { return many(tx, sql::kRefundsDue, {now_ms}); }

bool claim_refund(db::Tx& tx, const std::string& payment_no, int64_t until_ms, int64_t now_ms) {
  return tx.exec(sql::kClaimRefund, {payment_no, until_ms, now_ms}) == 1;
}

int64_t refund_later(db::Tx& tx, const std::string& payment_no, int64_t next_try_ms) {
  return tx.query_one(sql::kRefundLater, {payment_no, next_try_ms})->i64(0);
}

bool refund_sent(db::Tx& tx, const std::string& payment_no, int64_t now_ms) { return tx.exec(sql::kRefundSent, {payment_no, now_ms}) == 1; }

bool reserve_refund(db::Tx& tx, const std::string& payment_no, int64_t amount) {
  return tx.exec(sql::kReserve, {payment_no, amount}) == 1;
}

void settle_given_back_by_parts(db::Tx& tx, const std::string& payment_no, bool parts_pending, int64_t now_ms) {
  tx.exec(sql::kGivenBackByParts, {payment_no, std::string(parts_pending ? "refunding" : "refunded"), now_ms});
}

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveMember, {from, to}); }

}  // namespace qsr::payment::repo
