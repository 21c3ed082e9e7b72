// Paying an order split in equal parts (docs/decisions/0057): each payer pays their parts with
// one payment of their own, from their own stored value or card; the order is paid when the parts
// cover it. Refunds and cancellations give each payment back to its payer the way it came (the
// payment rows carry the payer), as for any order.
#include "core/app_error.h"
#include "http/return_url.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_api.h"
#include "modules/payment/pay_split.h"
#include "modules/payment/payment_numbers.h"
#include "modules/payment/payment_repo.h"
#include "modules/payment/payment_service.h"

namespace qsr::payment {
using order::OrderRow;
using order::Status;

bool PaymentService::may_pay_parts(db::Tx& tx, const OrderRow& o, int64_t member_id) const {
  return o.member_id == member_id || (co_payers_ && co_payers_(tx, o, member_id));
}

OrderRow PaymentService::split_order_to_pay(db::Tx& tx, int64_t member_id, const std::string& order_no) const {
  auto o = order::find(tx, order_no);
  if (!o || !may_pay_parts(tx, *o, member_id)) throw AppError(404, order::kOrderNotFound, "order_not_found");
  require_payable(*o);
  return *o;
}

PayResult PaymentService::pay_parts(int64_t member_id, const PayRequest& r) {
  const bool card = r.method == "card";
  StoredValue stored = r.stored;
  if (!card) stored.method = r.method;
  if (!card && stored.method != "wallet") purse_of(stored);  // 400 for a method no purse has
  if (card && !http::same_origin_path(r.return_url)) throw AppError::invalid("success_url");
  if (card && !gateway_.takes_cards()) throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  if (r.parts < 1 || r.parts > 100) throw AppError::invalid("parts");
  const int64_t now = clock_.now_ms();
  const std::string payment_no = new_payment_no(card ? "C" : stored_prefix(stored));
  struct Plan {
    OrderRow order;
    int64_t card_amount = 0;
  };
  Plan plan = db_.write_value([&](db::Tx& tx) {
    OrderRow o = split_order_to_pay(tx, member_id, r.order_no);
    const auto terms = coupon::order_stored_value_terms(tx, o.id);
    if (!card && terms.no_wallet) throw AppError(400, order::kPaymentMethod, "coupon_excludes_stored_value");
    if (card && terms.wallet_only) throw AppError(400, order::kPaymentMethod, "coupon_requires_stored_value");
    // The parts first: every part payment of this order queues on its split row here, so what
    // is read after it (the payer's earlier part, what is left of the bill) is settled.
    if (!split::take(tx, o.id, r.parts)) throw AppError(409, order::kIllegalTransition, "pay_parts_gone");
    // One payment per payer. A card part still pending cannot be replaced: the gateway may yet
    // take it; its answer (or the settle job's question) frees the parts if it failed.
    if (auto mine = repo::part_status(tx, o.id, member_id)) {
      throw AppError(409, order::kIllegalTransition, *mine == "pending" ? "pay_part_pending" : "pay_part_paid");
    }
    const split::Split s = *split::of(tx, o.id);
    const int64_t amount = split::price_of_parts(s, r.parts, s.taken, o.payable, repo::not_failed_total(tx, o.id));
    if (amount <= 0) throw AppError(409, order::kIllegalTransition, "order_already_paid");
    if (card) {
      repo::insert(tx, payment_no, o.id, member_id, "card", amount, "pending", now, 0, 0, 0, r.parts);
      if (o.status != Status::paying && !order::mark_paying(tx, o, now)) throw AppError(409, order::kIllegalTransition, "order_already_paid");
      return Plan{*order::find_by_id(tx, o.id), amount};
    }
    if (spendable(tx, o, stored, now, member_id) < amount) {
      throw AppError(400, order::kInsufficientBalance, stored.method == "wallet" ? "wallet_insufficient" : "giftcard_insufficient");
    }
    // The ledger key is the payer's on this order: a retried request cannot take the money twice.
    take_stored(tx, o, stored, amount, payment_no, "pay:" + o.order_no + ":m" + std::to_string(member_id), now, member_id, r.parts);
    if (o.paid_total + amount >= o.payable && !order::mark_paid(tx, o, o.status, now)) {
      throw AppError(409, order::kIllegalTransition, "order_already_paid");
    }
    Plan done{*orders_.money_changed(tx, o.id, now), 0};
    orders_.announce(tx, done.order);
    return done;
  });
  if (plan.card_amount == 0) {
    orders_.status_changed(plan.order);
    return {"", plan.order};
  }
  auto session = gateway_.create_checkout(payment_no, plan.card_amount, "HKD", r.return_url);
  if (!session) {
    db_.write([&](db::Tx& tx) {
      if (!repo::settle(tx, payment_no, "failed", now)) return;
      if (auto p = repo::by_no(tx, payment_no)) part_failed(tx, *p, now);
    });
    throw AppError(502, 502, "pay_gateway_unavailable");
  }
  db_.write([&](db::Tx& tx) { repo::set_gateway_ref(tx, payment_no, session->gateway_ref, now); });
  return {session->redirect_url, plan.order};
}

void PaymentService::part_failed(db::Tx& tx, const PaymentRow& p, int64_t now_ms) {
  split::release(tx, p.order_id, p.part_count);
  auto o = order::find_by_id(tx, p.order_id);
  if (o && o->status == Status::paying && repo::pending_cards(tx, o->id) == 0) order::mark_payment_failed(tx, *o, now_ms);
}

}  // namespace qsr::payment
