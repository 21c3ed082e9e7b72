#include "modules/payment/payment_service.h"

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "http/return_url.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::payment {
using order::OrderRow;
using order::Status;
namespace repo = order::repo;

namespace sql {
constexpr const char* kInsertPayment =
    "INSERT INTO payment (payment_no, order_id, member_id, method, amount, status, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $7)";
constexpr const char* kSetRef = "UPDATE payment SET gateway_ref = $2, updated_at = $3 WHERE payment_no = $1";
constexpr const char* kPayment =
    "SELECT p.payment_no, p.order_id, p.member_id, p.method, p.amount, p.currency, p.status, p.gateway_ref, o.order_no"
    " FROM payment p JOIN orders o ON o.id = p.order_id WHERE p.payment_no = $1";
constexpr const char* kSettle =
    "UPDATE payment SET status = $2, updated_at = $3 WHERE payment_no = $1 AND status = 'pending'";
constexpr const char* kWalletPartsPending =
    "SELECT payment_no, amount FROM payment WHERE order_id = $1 AND method = 'wallet' AND status = 'succeeded'";
constexpr const char* kStuck =
    "SELECT payment_no, gateway_ref FROM payment WHERE method = 'card' AND status = 'pending' AND gateway_ref <> ''"
    " AND created_at <= $1 LIMIT 100";
// What is left to give back of a payment marked whole for refund: refund requests may have
// given part of it back already (their parts, sent by the refund module, count too). A payment
// the refund module's parts cover whole is theirs to finish: nothing left here.
constexpr const char* kRefunding =
    "SELECT payment_no, gateway_ref, remaining, refund_attempts FROM (SELECT p.payment_no, p.gateway_ref,"
    " p.amount - COALESCE((SELECT SUM(r.amount) FROM refund_part r WHERE r.payment_no = p.payment_no), 0) AS remaining,"
    " p.refund_attempts FROM payment p WHERE p.method = 'card' AND p.status = 'refunding' AND p.refund_next_try_at <= $1) due"
    " WHERE remaining > 0 LIMIT 100";
// Claimed before the gateway is called: the next try moves past the call; one runner wins.
constexpr const char* kClaimRefund =
    "UPDATE payment SET refund_next_try_at = $2 WHERE payment_no = $1 AND status = 'refunding' AND refund_next_try_at <= $3";
constexpr const char* kRefundLater =
    "UPDATE payment SET refund_attempts = refund_attempts + 1, refund_next_try_at = $2 WHERE payment_no = $1"
    " RETURNING refund_attempts";
constexpr const char* kRefunded = "UPDATE payment SET status = 'refunded', updated_at = $2 WHERE payment_no = $1 AND status = 'refunding'";
}  // namespace sql

namespace {

std::string payment_no(const std::string& prefix) { return prefix + crypto::random_token(12); }

// Gives back the wallet part of a combination payment whose card part failed.
void return_wallet_parts(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  int64_t returned = 0;
  for (const auto& r : tx.query(sql::kWalletPartsPending, {o.id})) {
    if (wallet::credit(tx, o.member_id, r.i64(1), "refund", o.order_no, "refund:" + r.str(0), now_ms) == wallet::Change::applied) {
      tx.exec("UPDATE payment SET status = 'refunded', updated_at = $2 WHERE payment_no = $1", {r.str(0), now_ms});
      returned += r.i64(1);
    }
  }
  if (returned > 0) tx.exec("UPDATE orders SET paid_total = paid_total - $2 WHERE id = $1", {o.id, returned});
}

}  // namespace

PayResult PaymentService::pay_by_card(int64_t member_id, const std::string& order_no, const std::string& return_url,
                                      bool combination) {
  // Only a path on our own site: the gateway sends the payer back there.
  if (!http::same_origin_path(return_url)) throw AppError::invalid("success_url");
  if (!gateway_.takes_cards()) throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  const int64_t now = clock_.now_ms();
  std::string card_no = payment_no("C");
  struct Plan {
    OrderRow order;
    int64_t card_amount = 0;
  };
  Plan plan = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError(404, order::kOrderNotFound, "order_not_found");
    // `paying` again: the payer left the hosted page and tries once more. Should the abandoned
    // checkout still be approved later, that payment is refunded as a surplus (apply()).
    if (o->status != Status::waiting_payment && o->status != Status::payment_failed && o->status != Status::paying) {
      throw AppError(409, order::kIllegalTransition, o->status == Status::cancelled ? "order_cancelled" : "order_already_paid");
    }
    int64_t wallet_part = 0;
    const auto terms = coupon::order_stored_value_terms(tx, o->id);
    if (combination && terms.no_wallet) throw AppError(400, order::kPaymentMethod, "coupon_excludes_stored_value");
    // A discount for stored-value payment only: the whole order is paid from the wallet.
    if (terms.wallet_only) throw AppError(400, order::kPaymentMethod, "coupon_requires_stored_value");
    // What is still due: an abandoned combination checkout may already hold a wallet part, which
    // counts; charging the whole payable again would take that money twice.
    const int64_t due = o->payable - o->paid_total;
    if (due <= 0) throw AppError(409, order::kIllegalTransition, "order_already_paid");
    if (combination) {
      wallet_part = std::min(wallet::balance(tx, member_id), due);
      if (wallet_part > 0) {
        std::string wallet_no = payment_no("W");
        if (wallet::debit(tx, member_id, wallet_part, "pay", o->order_no, "pay:" + wallet_no, now) != wallet::Change::applied) {
          throw AppError(400, order::kInsufficientBalance, "wallet_insufficient");
        }
        tx.exec(sql::kInsertPayment, {wallet_no, o->id, member_id, std::string("wallet"), wallet_part, std::string("succeeded"), now});
        repo::add_paid(tx, o->id, wallet_part, now);
      }
    }
    int64_t card_amount = due - wallet_part;
    if (card_amount == 0) {
      // The wallet covered it all.
      if (!order::mark_paid(tx, *o, o->status, now)) {
        throw AppError(409, order::kIllegalTransition, "order_already_paid");
      }
    } else {
      tx.exec(sql::kInsertPayment, {card_no, o->id, member_id, std::string("card"), card_amount, std::string("pending"), now});
      if (o->status != Status::paying && !repo::move(tx, o->id, o->status, Status::paying, "customer", now)) {
        throw AppError(409, order::kIllegalTransition, "order_already_paid");
      }
    }
    return Plan{*repo::by_no(tx, order_no), card_amount};
  });
  if (plan.card_amount == 0) {
    orders_.announce(plan.order);
    return {"", plan.order};
  }
  auto session = gateway_.create_checkout(card_no, plan.card_amount, "HKD", return_url);
  if (!session) {
    // The gateway did not take it: this attempt failed, the wallet part goes back.
    db_.write([&](db::Tx& tx) {
      tx.exec(sql::kSettle, {card_no, std::string("failed"), now});
      auto o = repo::by_no(tx, order_no);
      repo::move(tx, o->id, Status::paying, Status::payment_failed, "gateway", now);
      return_wallet_parts(tx, *o, now);
    });
    throw AppError(502, 502, "pay_gateway_unavailable");
  }
  db_.write([&](db::Tx& tx) { tx.exec(sql::kSetRef, {card_no, session->gateway_ref, now}); });
  return {session->redirect_url, plan.order};
}

PaymentService::NotifyOutcome PaymentService::apply(const Notification& n) {
  const int64_t now = clock_.now_ms();
  std::optional<OrderRow> changed;
  bool refund_needed = false;
  auto outcome = db_.write_value([&](db::Tx& tx) -> NotifyOutcome {
    auto p = tx.query_one(sql::kPayment, {n.merchant_reference});
    if (!p || p->str(3) != "card" || p->str(7) != n.gateway_ref) return NotifyOutcome::unknown_payment;
    // Paid only when the gateway confirms the very amount and currency we asked for.
    if (n.amount != p->i64(4) || n.currency != p->str(5)) {
      spdlog::error("payment {}: notify amount {} {} does not match {} {}", n.merchant_reference, n.amount, n.currency,
                    p->i64(4), p->str(5));
      return NotifyOutcome::mismatch;
    }
    if (n.status != GatewayStatus::succeeded && n.status != GatewayStatus::failed) return NotifyOutcome::mismatch;
    bool success = n.status == GatewayStatus::succeeded;
    if (tx.exec(sql::kSettle, {n.merchant_reference, std::string(success ? "succeeded" : "failed"), now}) != 1) {
      return NotifyOutcome::duplicate;  // settled before: nothing happens twice
    }
    auto o = repo::by_no(tx, p->str(8));
    if (success) {
      bool surplus = o->status == Status::cancelled || o->paid_total >= o->payable;
      repo::add_paid(tx, o->id, p->i64(4), now);
      if (surplus) {
        // Paid after the order was cancelled, or paid twice: give this payment straight back.
        tx.exec("UPDATE payment SET status = 'refunding', updated_at = $2 WHERE payment_no = $1", {n.merchant_reference, now});
        repo::add_refunded(tx, o->id, p->i64(4));
        refund_needed = true;
      } else if (o->paid_total + p->i64(4) >= o->payable &&
                 (o->status == Status::paying || o->status == Status::payment_failed || o->status == Status::waiting_payment)) {
        order::mark_paid(tx, *o, o->status, now);
      }
    } else if (o->status == Status::paying) {
      repo::move(tx, o->id, Status::paying, Status::payment_failed, "gateway", now);
      return_wallet_parts(tx, *o, now);
    }
    changed = repo::by_no(tx, p->str(8));
    return NotifyOutcome::applied;
  });
  if (changed) orders_.announce(*changed);
  if (refund_needed && ask_refunds_) ask_refunds_();
  return outcome;
}

int PaymentService::settle_pending(int64_t age_ms) {
  auto stuck = db_.read_value([&](db::Tx& tx) { return tx.query(sql::kStuck, {clock_.now_ms() - age_ms}); });
  int settled = 0;
  for (const auto& r : stuck) {
    GatewayStatus s = gateway_.query(r.str(1));
    if (s != GatewayStatus::succeeded && s != GatewayStatus::failed) continue;
    auto p = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kPayment, {r.str(0)}); });
    if (!p) continue;
    if (apply({r.str(1), r.str(0), s, p->i64(4), p->str(5)}) == NotifyOutcome::applied) ++settled;
  }
  return settled;
}

int PaymentService::send_refunds() {
  const int64_t started = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return tx.query(sql::kRefunding, {started}); });
  int sent = 0;
  for (const auto& r : due) {
    const std::string payment_no = r.str(0);
    // The lease counts from the claim itself: earlier calls of this batch may have taken a while.
    const int64_t claim_at = clock_.now_ms();
    bool claimed = db_.write_value([&](db::Tx& tx) {
      return tx.exec(sql::kClaimRefund, {payment_no, claim_at + kGatewayClaimMs, claim_at}) == 1;
    });
    if (!claimed) continue;  // another runner (thread or instance) is sending it
    // The key is the payment's own: a second call for it, after a claim that outlived its
    // lease, is answered by the gateway without refunding again.
    RefundAnswer answer = gateway_.refund(r.str(1), r.i64(2), "R" + payment_no);
    const int64_t now = clock_.now_ms();
    if (answer == RefundAnswer::unavailable) {
      int64_t attempts = db_.write_value([&](db::Tx& tx) {
        return tx.query_one(sql::kRefundLater, {payment_no, now + retry_delay_ms(r.i64(3))})->i64(0);
      });
      if (attempts < kRefundAttempts) continue;  // the job tries again
      answer = RefundAnswer::declined;
    }
    if (answer == RefundAnswer::declined) {
      // The card cannot take the money back: it goes to the customer's wallet instead, so it
      // never goes missing (the ledger row says why).
      spdlog::warn("card refund of {} declined; refunding to the wallet", payment_no);
      db_.write([&](db::Tx& tx) {
        auto p = tx.query_one("SELECT o.member_id, o.order_no FROM payment p JOIN orders o ON o.id = p.order_id"
                              " WHERE p.payment_no = $1 AND p.status = 'refunding'", {payment_no});
        if (!p) return;
        wallet::credit(tx, p->i64(0), r.i64(2), "refund", p->str(1), "refund-fallback:" + payment_no, now);
        tx.exec(sql::kRefunded, {payment_no, now});
      });
      ++sent;
      continue;
    }
    db_.write([&](db::Tx& tx) { tx.exec(sql::kRefunded, {payment_no, now}); });
    ++sent;
  }
  return sent;
}

}  // namespace qsr::payment
