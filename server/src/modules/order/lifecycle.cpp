// Moving orders through the state machine: customer cancel, store and courier steps, the
// payment time-out. Every move is a conditional update, logged, and announced live.
#include <boost/json.hpp>

#include "core/app_error.h"
#include "modules/order/order_service.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::order {
namespace json = boost::json;

namespace {

std::string actor_name(Actor a) {
  switch (a) {
    case Actor::customer: return "customer";
    case Actor::store: return "store";
    case Actor::courier: return "courier";
    case Actor::gateway: return "gateway";
    case Actor::system: break;
  }
  return "system";
}

}  // namespace

void OrderService::refund_to_wallet(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  int64_t due = o.paid_total - o.refunded_total;
  if (due <= 0) return;
  // Wallet payments return to the wallet (the card gateway's refund comes with card payments).
  wallet::credit(tx, o.member_id, due, "refund", o.order_no, "refund:" + o.order_no + ":cancel", now_ms);
  repo::add_refunded(tx, o.id, due);
  tx.exec("UPDATE payment SET status = 'refunded', updated_at = $2 WHERE order_id = $1 AND status = 'succeeded'", {o.id, now_ms});
}

OrderRow OrderService::cancel_by_customer(int64_t member_id, const std::string& order_no) {
  const int64_t now = clock_.now_ms();
  auto o = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError(404, kOrderNotFound, "order_not_found");
    if (!customer_may_cancel(o->status) || !allowed(o->status, Status::cancelled, Actor::customer)) {
      throw AppError(409, kIllegalTransition, "order_cannot_cancel");
    }
    if (!repo::move(tx, o->id, o->status, Status::cancelled, "customer", now)) {
      throw AppError(409, kIllegalTransition, "order_cannot_cancel");
    }
    repo::set_cancel_reason(tx, o->id, "customer");
    refund_to_wallet(tx, *o, now);
    return *repo::by_no(tx, order_no);
  });
  announce(o);
  return o;
}

OrderRow OrderService::advance(const std::string& order_no, Status to, Actor actor, std::optional<int64_t> staff_sid) {
  const int64_t now = clock_.now_ms();
  auto o = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    if (actor == Actor::store && staff_sid && *staff_sid != o->sid) throw AppError(404, kOrderNotFound, "order_not_found");
    bool delivery = o->order_type == 1;
    // Delivery orders go to riders, the others to the counter.
    if ((to == Status::ready && delivery) || (to == Status::rider_to_merchant && !delivery)) {
      throw AppError(409, kIllegalTransition, "order_illegal_transition");
    }
    if (!allowed(o->status, to, actor) || !repo::move(tx, o->id, o->status, to, actor_name(actor), now)) {
      throw AppError(409, kIllegalTransition, "order_illegal_transition");
    }
    if (to == Status::cancelled) {
      repo::set_cancel_reason(tx, o->id, actor_name(actor));
      refund_to_wallet(tx, *o, now);
    }
    return *repo::by_no(tx, order_no);
  });
  announce(o);
  return o;
}

int OrderService::cancel_unpaid() {
  const int64_t now = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return repo::unpaid_past_deadline(tx, now); });
  int cancelled = 0;
  for (const auto& no : due) {
    std::optional<OrderRow> done;
    db_.write([&](db::Tx& tx) {
      auto o = repo::by_no(tx, no);
      if (!o || !allowed(o->status, Status::cancelled, Actor::system)) return;
      if (repo::move(tx, o->id, o->status, Status::cancelled, "system", now)) {
        repo::set_cancel_reason(tx, o->id, "payment_timeout");
        refund_to_wallet(tx, *o, now);  // nothing was paid, unless a late payment slipped in
        done = repo::by_no(tx, no);
      }
    });
    if (done) {
      ++cancelled;
      announce(*done);
    }
  }
  return cancelled;
}

void OrderService::announce(const OrderRow& o) {
  json::object event{{"type", "order-status"}, {"order_id", o.order_no}, {"status", std::string(status_name(o.status))},
                     {"serial", o.serial}};
  publisher_.publish("order:" + o.order_no, event);
  publisher_.publish("store-orders:" + std::to_string(o.sid), event);
}

std::optional<OrderRow> OrderService::find_for_member(int64_t member_id, const std::string& order_no) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::by_no(tx, order_no); });
  if (!o || o->member_id != member_id) return std::nullopt;
  return o;
}

}  // namespace qsr::order
