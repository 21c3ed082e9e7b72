// Paying an order from the stored-value wallet, and the test/demo top-up.
#include "core/app_error.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_service.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::order {

bool mark_paid(db::Tx& tx, const OrderRow& o, Status from, int64_t now_ms) {
  if (!repo::move(tx, o.id, from, Status::awaiting_acceptance, "gateway", now_ms)) return false;
  coupon::confirm(tx, o.id, now_ms);
  return true;
}

OrderRow OrderService::pay_with_wallet(int64_t member_id, const std::string& order_no) {
  const int64_t now = clock_.now_ms();
  auto paid = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError(404, kOrderNotFound, "order_not_found");
    if (o->status != Status::waiting_payment && o->status != Status::payment_failed && o->status != Status::paying) {
      throw AppError(409, kIllegalTransition, o->status == Status::cancelled ? "order_cancelled" : "order_already_paid");
    }
    if (coupon::order_stored_value_terms(tx, o->id).no_wallet) throw AppError(400, kPaymentMethod, "coupon_excludes_stored_value");
    // What is still due: the wallet part of an abandoned combination checkout already counts.
    const int64_t due = o->payable - o->paid_total;
    if (due <= 0) throw AppError(409, kIllegalTransition, "order_already_paid");
    // The ledger key makes a second payment of the same order impossible, whatever the timing;
    // the conditional debit makes an overdraft impossible.
    switch (wallet::debit(tx, member_id, due, "pay", o->order_no, "pay:" + o->order_no, now)) {
      case wallet::Change::duplicate: throw AppError(409, kIllegalTransition, "order_already_paid");
      case wallet::Change::insufficient: throw AppError(400, kInsufficientBalance, "wallet_insufficient");
      case wallet::Change::applied: break;
    }
    if (!mark_paid(tx, *o, o->status, now)) {
      throw AppError(409, kIllegalTransition, "order_already_paid");
    }
    tx.exec("INSERT INTO payment (payment_no, order_id, member_id, method, amount, status, created_at, updated_at)"
            " VALUES ($1, $2, $3, 'wallet', $4, 'succeeded', $5, $5)",
            {"W" + o->order_no, o->id, member_id, due, now});
    repo::add_paid(tx, o->id, due, now);
    return *repo::by_no(tx, order_no);
  });
  announce(paid);
  return paid;
}

int64_t OrderService::top_up(int64_t member_id, int64_t amount, const std::string& key) {
  if (amount <= 0 || amount > 1'000'000) throw AppError::invalid("amount");
  if (key.empty() || key.size() > 100) throw AppError(400, kIdempotencyKeyMissing, "order_idempotency_key");
  return db_.write_value([&](db::Tx& tx) {
    wallet::credit(tx, member_id, amount, "topup", "", "topup:" + std::to_string(member_id) + ":" + key, clock_.now_ms());
    return wallet::balance(tx, member_id);
  });
}

}  // namespace qsr::order
