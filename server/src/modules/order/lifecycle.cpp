// Moving orders through the state machine: customer cancel, store and courier steps, the
// payment time-out. Every move is a conditional update, logged, and announced live.
#include <boost/json.hpp>

#include "core/app_error.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_service.h"
#include "modules/order/order_repo.h"

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

void OrderService::undo_for_cancel(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  for (const auto& handle : cancel_handlers_) handle(tx, o, now_ms);
  // Every cancellation comes through here: the order's coupons go back to the member.
  coupon::release(tx, o.id, now_ms);
  money_changed(tx, o.id, now_ms);
}

std::optional<OrderRow> OrderService::money_changed(db::Tx& tx, int64_t order_id, int64_t now_ms) {
  auto o = repo::by_id(tx, order_id);
  if (o) money_changed(tx, *o, now_ms);
  return o;
}

void OrderService::money_changed(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  for (const auto& tell : money_listeners_) tell(tx, o, now_ms);
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
    undo_for_cancel(tx, *o, now);
    auto done = *repo::by_no(tx, order_no);
    announce(tx, done);
    return done;
  });
  status_changed(o);
  return o;
}

OrderRow OrderService::remind(int64_t member_id, const std::string& order_no) {
  const int64_t now = clock_.now_ms();
  auto o = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError(404, kOrderNotFound, "order_not_found");
    if (!customer_may_remind(o->status)) throw AppError(409, kIllegalTransition, "order_cannot_remind");
    // Not before it is late: a booked or estimated time still ahead is not a delay.
    if (o->expected_at && now < *o->expected_at) {
      throw AppError(409, kIllegalTransition, "order_remind_not_yet", {format_minutes(to_hk_local(*o->expected_at).minute_of_day)});
    }
    // The database settles two taps at once: only one reminder per interval gets through.
    if (!repo::record_reminder(tx, o->id, now, kRemindIntervalMs)) {
      int64_t wait_ms = o->reminded_at ? *o->reminded_at + kRemindIntervalMs - now : kRemindIntervalMs;
      throw AppError(429, kRemindTooSoon, "order_remind_too_soon", {std::to_string(std::max<int64_t>(1, (wait_ms + 59999) / 60000))});
    }
    auto reminded = *repo::by_no(tx, order_no);
    announce_event(tx, reminded.order_no, reminded.sid,
                   {{"type", "order-remind"}, {"order_id", reminded.order_no}, {"serial", reminded.serial}, {"count", reminded.remind_count}},
                   Audience::store);
    return reminded;
  });
  return o;
}

OrderRow OrderService::advance(const std::string& order_no, Status to, Actor actor, std::optional<int64_t> staff_sid) {
  const int64_t now = clock_.now_ms();
  auto o = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    if (actor == Actor::store && staff_sid && *staff_sid != o->sid) throw AppError(404, kOrderNotFound, "order_not_found");
    bool delivery = o->order_type == static_cast<int>(catalog::OrderType::takeout);
    // Delivery orders go to riders, the others to the counter.
    if ((to == Status::ready && delivery) || (to == Status::rider_to_merchant && !delivery)) {
      throw AppError(409, kIllegalTransition, "order_illegal_transition");
    }
    if (!allowed(o->status, to, actor) || !repo::move(tx, o->id, o->status, to, actor_name(actor), now)) {
      throw AppError(409, kIllegalTransition, "order_illegal_transition");
    }
    if (to == Status::cancelled) {
      repo::set_cancel_reason(tx, o->id, actor_name(actor));
      undo_for_cancel(tx, *o, now);
    }
    auto moved = *repo::by_no(tx, order_no);
    announce(tx, moved);
    return moved;
  });
  status_changed(o);
  return o;
}

std::optional<OrderRow> OrderService::cancel_for_nonpayment(const std::string& order_no, bool unless_paying) {
  const int64_t now = clock_.now_ms();
  std::optional<OrderRow> done;
  db_.write([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o || !allowed(o->status, Status::cancelled, Actor::system)) return;
    if (unless_paying && o->status != Status::waiting_payment && o->status != Status::payment_failed) return;
    if (!repo::move(tx, o->id, o->status, Status::cancelled, "system", now)) return;
    repo::set_cancel_reason(tx, o->id, "payment_timeout");
    undo_for_cancel(tx, *o, now);  // nothing was paid, unless a late payment (or a combination's wallet part) slipped in
    done = repo::by_no(tx, order_no);
    announce(tx, *done);
  });
  if (done) status_changed(*done);
  return done;
}

std::optional<OrderRow> OrderService::cancel_if_unpaid(const std::string& order_no) {
  return cancel_for_nonpayment(order_no, true);
}

int OrderService::cancel_unpaid() {
  const int64_t now = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return repo::unpaid_past_deadline(tx, now); });
  int cancelled = 0;
  for (const auto& no : due) {
    if (cancel_for_nonpayment(no, false)) ++cancelled;
  }
  return cancelled;
}

void OrderService::announce(db::Tx& tx, const OrderRow& o) {
  announce_event(tx, o.order_no, o.sid,
                 {{"type", "order-status"}, {"order_id", o.order_no}, {"status", std::string(status_name(o.status))}, {"serial", o.serial}});
  for (const auto& tell : status_tx_listeners_) tell(tx, o);
}

void OrderService::status_changed(const OrderRow& o) {
  for (const auto& listener : status_listeners_) listener(o);
}

void OrderService::announce_event(db::Tx& tx, const std::string& order_no, int64_t sid, const json::object& event, Audience to) {
  if (to != Audience::store) publisher_.publish(tx, "order:" + order_no, event);
  if (to != Audience::customer) publisher_.publish(tx, "store-orders:" + std::to_string(sid), event);
}

std::optional<OrderRow> OrderService::find_for_member(int64_t member_id, const std::string& order_no) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::by_no(tx, order_no); });
  if (!o || o->member_id != member_id) return std::nullopt;
  return o;
}

std::optional<OrderRow> OrderService::find_own_by_serial(int64_t member_id, const std::string& serial) {
  return db_.read_value([&](db::Tx& tx) -> std::optional<OrderRow> {
    auto no = repo::member_order_by_serial(tx, member_id, serial);
    return no ? repo::by_no(tx, *no) : std::nullopt;
  });
}

std::optional<OrderRow> OrderService::find_readable(int64_t member_id, const std::string& order_no) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::by_no(tx, order_no); });
  if (!o) return std::nullopt;
  if (o->member_id == member_id) return o;
  for (const auto& may_read : reader_checks_) {
    if (may_read(*o, member_id)) return o;
  }
  return std::nullopt;
}

}  // namespace qsr::order
