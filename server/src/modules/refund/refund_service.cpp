#include "modules/refund/refund_service.h"

#include <algorithm>
#include <sstream>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_api.h"
#include "modules/payment/payment_api.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::refund {
namespace json = boost::json;
using order::OrderRow;
using order::Status;

namespace sql {
// The unique index refund_request_one_open settles a race between two requests for one order:
// the second inserts nothing (the first's units were priced as unrefunded too).
constexpr const char* kInsert =
    "INSERT INTO refund_request (refund_no, order_id, order_no, sid, member_id, reason, description, whole, lines, amount,"
    " status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'waiting_audit', $11, $11)"
    " ON CONFLICT DO NOTHING RETURNING id";
constexpr const char* kLog = "INSERT INTO refund_log (refund_id, code, note, at) VALUES ($1, $2, $3, $4)";
constexpr const char* kByNo =
    "SELECT id, order_id, member_id, whole, lines, amount, status, order_no, sid FROM refund_request WHERE refund_no = $1";
constexpr const char* kDecide = "UPDATE refund_request SET status = $2, updated_at = $3 WHERE id = $1 AND status = 'waiting_audit'";
constexpr const char* kPart =
    "INSERT INTO refund_part (refund_id, payment_no, method, gateway_ref, amount, status) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kPendingParts =
    "SELECT p.id, p.refund_id, p.gateway_ref, p.amount, r.refund_no, p.attempts FROM refund_part p"
    " JOIN refund_request r ON r.id = p.refund_id WHERE p.status = 'pending' AND p.method = 'card' AND p.next_try_at <= $1"
    " LIMIT 100";
// Claimed before the gateway is called: the next try moves past the call; one runner wins.
constexpr const char* kClaimPart =
    "UPDATE refund_part SET next_try_at = $2 WHERE id = $1 AND status = 'pending' AND next_try_at <= $3";
constexpr const char* kPartLater =
    "UPDATE refund_part SET attempts = attempts + 1, next_try_at = $2 WHERE id = $1 RETURNING attempts";
constexpr const char* kPartDone = "UPDATE refund_part SET status = 'succeeded' WHERE id = $1 AND status = 'pending'";
constexpr const char* kRemaining = "SELECT COUNT(*) FROM refund_part WHERE refund_id = $1 AND status = 'pending'";
constexpr const char* kPendingOfPayment = "SELECT COUNT(*) FROM refund_part WHERE payment_no = $1 AND status = 'pending'";
constexpr const char* kPartPayment = "SELECT payment_no FROM refund_part WHERE id = $1";
constexpr const char* kPartFailed = "UPDATE refund_part SET status = 'failed' WHERE id = $1 AND status = 'pending'";
constexpr const char* kRequestOwner = "SELECT member_id, order_no, sid FROM refund_request WHERE id = $1";
constexpr const char* kFinish = "UPDATE refund_request SET status = 'refunded', updated_at = $2 WHERE id = $1 AND status = 'refunding'";
constexpr const char* kRequests =
    "SELECT id, refund_no, reason, description, amount, status, created_at FROM refund_request WHERE order_id = $1 ORDER BY id";
constexpr const char* kLogs = "SELECT code, note, at FROM refund_log WHERE refund_id = $1 ORDER BY at, id";
constexpr const char* kStoreQueue =
    "SELECT refund_no, order_id, order_no, reason, description, amount, created_at FROM refund_request"
    " WHERE sid = $1 AND status = 'waiting_audit' ORDER BY created_at LIMIT 200";
}  // namespace sql

namespace {

constexpr int kApplied = 10, kAgreed = 30, kRejected = 40, kSucceeded = 50, kFailed = 60;

bool refundable_status(Status s) {
  return s == Status::in_production || s == Status::ready || s == Status::rider_to_merchant || s == Status::rider_delivering ||
         s == Status::finished;
}

std::string lines_text(const std::map<int64_t, int64_t>& lines) {
  std::string out;
  for (const auto& [id, qty] : lines) out += (out.empty() ? "" : ",") + std::to_string(id) + ":" + std::to_string(qty);
  return out;
}

std::map<int64_t, int64_t> parse_lines(const std::string& text) {
  std::map<int64_t, int64_t> out;
  std::stringstream ss(text);
  std::string part;
  while (std::getline(ss, part, ',')) {
    auto colon = part.find(':');
    if (colon != std::string::npos) out[std::stoll(part.substr(0, colon))] = std::stoll(part.substr(colon + 1));
  }
  return out;
}

// Prices a refund inside a transaction; throws for lines that cannot be refunded.
Quote price(db::Tx& tx, const OrderRow& o, const std::map<int64_t, int64_t>& wanted) {
  return refund_quote(order::lines_of(tx, o.id), wanted, o.paid_total - o.refunded_total);
}

// Live: the customer's pages follow the request; the store's console hears of new ones.
void announce(db::Tx& tx, order::OrderService& orders, const std::string& order_no, int64_t sid, const std::string& refund_no,
              const std::string& status) {
  using Audience = order::OrderService::Audience;
  json::object event{{"type", "refund-status"}, {"order_id", order_no}, {"refund_no", refund_no}, {"status", status}};
  orders.announce_event(tx, order_no, sid, event, Audience::customer);
  if (status == "waiting_audit") event["type"] = "refund-request";
  orders.announce_event(tx, order_no, sid, event, Audience::store);
}

// A payment given back in full by refunds is `refunding` while a card part is under way and
// `refunded` once all of it is back (a card part the gateway declined went to the wallet: back too).
void settle_payment_status(db::Tx& tx, const std::string& payment_no, int64_t now_ms) {
  const bool pending = tx.query_one(sql::kPendingOfPayment, {payment_no})->i64(0) > 0;
  payment::settle_given_back_by_parts(tx, payment_no, pending, now_ms);
}

OrderRow refundable_order(db::Tx& tx, int64_t member_id, const std::string& order_no) {
  auto o = order::find(tx, order_no);
  if (!o || o->member_id != member_id) throw AppError(404, order::kOrderNotFound, "order_not_found");
  if (!refundable_status(o->status) || o->paid_total - o->refunded_total <= 0) throw AppError(409, kNotRefundable, "refund_not_possible");
  return *o;
}

}  // namespace

const std::vector<std::string>& RefundService::reasons() {
  static const std::vector<std::string> keys = {"refund_reason_wrong_item", "refund_reason_missing_item",
                                                "refund_reason_quality", "refund_reason_late", "refund_reason_other"};
  return keys;
}

Quote RefundService::quote(int64_t member_id, const std::string& order_no, const std::map<int64_t, int64_t>& lines) {
  return db_.read_value([&](db::Tx& tx) { return price(tx, refundable_order(tx, member_id, order_no), lines); });
}

std::string RefundService::request(int64_t member_id, const std::string& order_no, const std::string& reason,
                                   const std::string& description, const std::map<int64_t, int64_t>& lines) {
  if (std::find(reasons().begin(), reasons().end(), reason) == reasons().end()) throw AppError::invalid("reason");
  const int64_t now = clock_.now_ms();
  std::string refund_no = "RF" + crypto::random_token(12);
  db_.write([&](db::Tx& tx) {
    OrderRow o = refundable_order(tx, member_id, order_no);
    Quote q = price(tx, o, lines);
    auto inserted = tx.query_one(sql::kInsert, {refund_no, o.id, o.order_no, o.sid, member_id, reason, description,
                                                int64_t{q.whole}, lines_text(q.lines), q.amount, now});
    if (!inserted) throw AppError(409, kNotRefundable, "refund_already_open");
    order::note_refund_requested(tx, o.id);
    tx.exec(sql::kLog, {inserted->i64(0), int64_t{kApplied}, std::string(), now});
    announce(tx, orders_, order_no, o.sid, refund_no, "waiting_audit");
  });
  return refund_no;
}

void RefundService::decide(const std::string& refund_no, bool agree, const std::string& note, std::optional<int64_t> staff_sid) {
  const int64_t now = clock_.now_ms();
  std::optional<OrderRow> ended;  // an order refunded in whole before it was handed over ends here
  db_.write([&](db::Tx& tx) {
    auto r = tx.query_one(sql::kByNo, {refund_no});
    if (!r || (staff_sid && *staff_sid != r->i64(8))) throw AppError(404, kRefundNotFound, "refund_not_found");
    const int64_t id = r->i64(0);
    if (tx.exec(sql::kDecide, {id, std::string(agree ? "refunding" : "rejected"), now}) != 1) {
      throw AppError(409, kNotRefundable, "refund_already_decided");
    }
    tx.exec(sql::kLog, {id, int64_t{agree ? kAgreed : kRejected}, note, now});
    const std::string order_no = r->str(7);
    const int64_t sid = r->i64(8);
    auto o = order::find_by_id(tx, r->i64(1));
    const RefundDecision decision{r->i64(2), refund_no, order_no, o ? o->serial : "", agree, r->i64(5)};
    for (const auto& tell : decision_listeners_) tell(tx, decision, now);
    if (!agree) {
      announce(tx, orders_, order_no, sid, refund_no, "rejected");
      return;
    }
    std::string status = "refunding";
    // Pay back from the original payments (stored value first, then cards; a split bill's payers
    // each their share), never more than each paid.
    int64_t left = r->i64(5);
    for (const auto& [p, part] : payment::refund_plan(tx, o->id, left)) {
      if (!payment::reserve_refund(tx, p.payment_no, part)) continue;
      if (payments_.give_back_stored_part(tx, p.payment_no, o->order_no, part, "refund:" + refund_no + ":" + p.payment_no, now)) {
        tx.exec(sql::kPart, {id, p.payment_no, p.method, std::string(), part, std::string("succeeded")});
      } else {
        tx.exec(sql::kPart, {id, p.payment_no, std::string("card"), p.gateway_ref, part, std::string("pending")});
      }
      settle_payment_status(tx, p.payment_no, now);
      left -= part;
    }
    order::add_refunded(tx, o->id, r->i64(5) - left);
    // A whole refund returns the order's coupons; after a partial one they stay used.
    if (r->i64(3) != 0) coupon::release(tx, o->id, now);
    for (const auto& [line, qty] : parse_lines(r->str(4))) {
      // Priced while no other request was open (one per order), so the units are still there.
      if (!order::add_refunded_units(tx, line, qty)) throw AppError(409, kBadLines, "refund_bad_lines");
    }
    if (tx.query_one(sql::kRemaining, {id})->i64(0) == 0 && tx.exec(sql::kFinish, {id, now}) == 1) {
      tx.exec(sql::kLog, {id, int64_t{kSucceeded}, std::string(), now});
      status = "refunded";
    }
    // All of it given back before the customer had it: the store will not hand it over. (The
    // money moved above; the cancellation refunds nothing twice.)
    if (r->i64(3) != 0) ended = order::end_refunded_in_full(tx, *o, now);
    orders_.money_changed(tx, o->id, now);
    announce(tx, orders_, order_no, sid, refund_no, status);
    if (ended) orders_.announce(tx, *ended);
  });
  if (ended) orders_.status_changed(*ended);
  if (agree && ask_sending_) ask_sending_();  // card parts go to the gateway off this thread
}

int RefundService::send_pending_parts() {
  const int64_t started = clock_.now_ms();
  auto parts = db_.read_value([&](db::Tx& tx) { return tx.query(sql::kPendingParts, {started}); });
  int settled = 0;
  for (const auto& p : parts) {
    const int64_t part_id = p.i64(0), refund_id = p.i64(1);
    // The lease counts from the claim itself: earlier calls of this batch may have taken a while.
    const int64_t claim_at = clock_.now_ms();
    bool claimed = db_.write_value([&](db::Tx& tx) {
      return tx.exec(sql::kClaimPart, {part_id, claim_at + payment::kGatewayClaimMs, claim_at}) == 1;
    });
    if (!claimed) continue;  // another runner (thread or instance) is sending it
    // The key names this part for good: a second call for it is answered, not repeated.
    payment::RefundAnswer answer = gateway_.refund(p.str(2), p.i64(3), p.str(4) + "-" + std::to_string(part_id));
    const int64_t now = clock_.now_ms();
    if (answer == payment::RefundAnswer::unavailable) {
      int64_t attempts = db_.write_value([&](db::Tx& tx) {
        return tx.query_one(sql::kPartLater, {part_id, now + payment::retry_delay_ms(p.i64(5))})->i64(0);
      });
      if (attempts < payment::kRefundAttempts) continue;  // the job tries again
      answer = payment::RefundAnswer::declined;
    }
    db_.write([&](db::Tx& tx) {
      if (answer == payment::RefundAnswer::accepted) {
        if (tx.exec(sql::kPartDone, {part_id}) != 1) return;
      } else {
        // Log 60: the card refund failed. The money goes to the customer's wallet instead, in
        // the same transaction, so the refund still completes and nothing goes missing.
        if (tx.exec(sql::kPartFailed, {part_id}) != 1) return;
        tx.exec(sql::kLog, {refund_id, int64_t{kFailed}, std::string("card"), now});
        auto r = tx.query_one(sql::kRequestOwner, {refund_id});
        wallet::credit(tx, {r->i64(0), p.i64(3), 0, "refund", r->str(1), "refund-fallback:" + std::to_string(part_id), now});
        tx.exec(sql::kPart, {refund_id, std::string("fallback:") + std::to_string(part_id), std::string("wallet"), std::string(),
                             p.i64(3), std::string("succeeded")});
      }
      if (auto paid = tx.query_one(sql::kPartPayment, {part_id})) settle_payment_status(tx, paid->str(0), now);
      if (tx.query_one(sql::kRemaining, {refund_id})->i64(0) == 0 && tx.exec(sql::kFinish, {refund_id, now}) == 1) {
        tx.exec(sql::kLog, {refund_id, int64_t{kSucceeded}, answer == payment::RefundAnswer::accepted ? std::string() : std::string("wallet"), now});
        auto o = tx.query_one(sql::kRequestOwner, {refund_id});
        announce(tx, orders_, o->str(1), o->i64(2), p.str(4), "refunded");
      }
    });
    ++settled;
  }
  return settled;
}

RefundDetail RefundService::detail(int64_t member_id, const std::string& order_no) {
  return db_.read_value([&](db::Tx& tx) {
    auto o = order::find(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError(404, order::kOrderNotFound, "order_not_found");
    RefundDetail out{order_no};
    for (const auto& r : tx.query(sql::kRequests, {o->id})) {
      RefundRecord record{r.str(1), r.str(2), r.str(3), r.i64(4), r.str(5), r.i64(6)};
      for (const auto& l : tx.query(sql::kLogs, {r.i64(0)})) record.logs.push_back({l.i64(0), l.str(1), l.i64(2)});
      out.requests.push_back(std::move(record));
    }
    return out;
  });
}

std::vector<QueuedRefund> RefundService::store_queue(int64_t sid) {
  return db_.read_value([&](db::Tx& tx) {
    std::vector<QueuedRefund> out;
    for (const auto& r : tx.query(sql::kStoreQueue, {sid})) {
      auto o = order::find_by_id(tx, r.i64(1));
      out.push_back({r.str(0), r.str(2), o ? o->serial : "", r.str(3), r.str(4), r.i64(5), r.i64(6)});
    }
    return out;
  });
}

}  // namespace qsr::refund
