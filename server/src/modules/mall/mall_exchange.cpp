// An exchange's life: made (points and stock taken together), paid (a cash part by card through
// the purchase module), handed over at a store or shipped and received, or cancelled (points and
// stock given back once; a cash part paid refunded to the card).
#include <map>
#include <set>

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/mall/mall_repo.h"
#include "modules/mall/mall_rules.h"
#include "modules/mall/mall_service.h"

namespace qsr::mall {
namespace {

// A store's waiting exchanges the console lists (and a pickup code is looked up among).
constexpr int64_t kMaxWaitingListed = 500;
// What a job moves in one run.
constexpr int64_t kJobBatch = 100;
constexpr size_t kMaxShippingText = 60;

std::string reference_of(const std::string& order_no) { return "mall:" + order_no; }

AppError not_waiting(const char* key = "mall_not_waiting") { return AppError(409, kNotWaiting, key); }

}  // namespace

std::vector<Item> MallService::items_for(db::Tx& tx, const std::vector<Want>& lines) {
  std::vector<Item> items;
  std::set<int64_t> seen;
  for (const auto& w : lines) {
    if (!seen.insert(w.item_id).second) throw AppError::invalid("lines");  // one line an item
    auto item = repo::item(tx, w.item_id);
    if (!item || !item->active) throw AppError::not_found("mall_item_not_found");
    items.push_back(std::move(*item));
  }
  return items;
}

std::vector<MallService::Want> MallService::cart_wants(db::Tx& tx, const Exchange& e) {
  std::map<int64_t, int64_t> in_cart;  // item -> quantity
  for (const auto& l : repo::cart(tx, e.member_id)) in_cart[l.item_id] = l.quantity;
  auto held = [&](int64_t item_id) {
    const auto it = in_cart.find(item_id);
    if (it == in_cart.end()) throw AppError(400, kNotInCart, "mall_not_in_cart");
    return it->second;
  };
  if (e.cart_lines.empty()) {
    for (const auto& w : e.lines) held(w.item_id);
    return e.lines;
  }
  std::vector<Want> wants;
  std::set<int64_t> seen;
  for (int64_t item_id : e.cart_lines) {
    if (!seen.insert(item_id).second) throw AppError::invalid("lineIds");
    wants.push_back({item_id, held(item_id)});
  }
  return wants;
}

void MallService::take_lines(db::Tx& tx, Order& o, const std::vector<Item>& items, const std::vector<Want>& wants, int64_t now_ms) {
  for (size_t n = 0; n < items.size(); ++n) {
    const Item& item = items[n];
    Line l{item.id, item.kind, item.title, item.image, wants[n].quantity, item.points * wants[n].quantity, item.cash * wants[n].quantity};
    if (o.fulfilment == kPickup && item.per_store) {
      // An item stocked per store is handed over only where it is stocked, off that shelf.
      l.from_store = true;
      if (!repo::take_store_stock(tx, item.id, o.sid, l.quantity)) {
        const auto stores = repo::store_stock(tx, item.id);
        const bool stocked_here = std::any_of(stores.begin(), stores.end(), [&](const StoreStock& s) { return s.sid == o.sid; });
        if (!stocked_here) throw AppError(400, kNotOffered, "mall_not_at_store");
        throw AppError(409, kSoldOut, "mall_store_sold_out");
      }
    } else if (!repo::take_stock(tx, item.id, l.quantity, now_ms)) {
      throw AppError(409, kSoldOut, "mall_sold_out");
    }
    repo::insert_line(tx, o.id, static_cast<int>(n + 1), l);
    o.lines.push_back(std::move(l));
  }
}

void MallService::hand_out(db::Tx& tx, Order& o, int64_t now_ms) {
  if (o.fulfilment != kNoFulfilment) return;
  std::vector<std::pair<int64_t, int>> templates;
  for (const auto& l : o.lines) {
    const auto item = repo::item(tx, l.item_id);
    if (!item) continue;
    for (const auto& c : item->coupons) templates.emplace_back(c.template_id, static_cast<int>(c.count * l.quantity));
  }
  o.coupon_codes = coupons_.issue_purchased(tx, o.member_id, templates, reference_of(o.order_no), now_ms, "mall");
  repo::set_coupon_codes(tx, o.id, o.coupon_codes);
}

Order MallService::exchange(const Exchange& e) {
  if (!e.cart_lines.empty()) {
    if (!e.from_cart || !e.lines.empty() || e.cart_lines.size() > kMaxLines) throw AppError::invalid("lineIds");
  } else {
    if (e.lines.empty() || e.lines.size() > kMaxLines) throw AppError::invalid("lines");
    for (const auto& w : e.lines) {
      if (w.quantity < 1 || w.quantity > kMaxQuantity) throw AppError::invalid("quantity");
    }
  }
  if (e.request_key.empty()) throw AppError::missing("Idempotency-Key");
  std::optional<DeliveryAddress> address;
  if (e.fulfilment == kPickup) {
    const auto menu = catalog_.snapshot();
    const catalog::Store* store = menu->store(e.sid);
    if (!store) throw AppError::not_found("store_not_found");
    // A store resting or busy still hands goods over later; one closed for good does not.
    if (store->status == catalog::StoreStatus::closed) throw AppError(400, kStoreUnavailable, "mall_store_unavailable");
  } else if (e.fulfilment == kDelivery) {
    if (e.address_id == 0) throw AppError::missing("addressId");
    // Copied, so a later edit of the address book does not move a parcel already on its way.
    const account::Address a = addresses_.get(e.member_id, e.address_id);  // 404 for another's
    address = DeliveryAddress{a.consignee, "+" + a.area_code + " " + a.phone,
                              a.house_number.empty() ? a.address : a.address + " " + a.house_number};
  }
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    // A retried request answers the order its first attempt made.
    if (auto done = repo::by_request_key(tx, e.member_id, e.request_key)) return *done;
    // From the cart: only lines the member's cart holds (refused before anything is written).
    const std::vector<Want> wants = e.from_cart ? cart_wants(tx, e) : e.lines;
    const std::vector<Item> items = items_for(tx, wants);
    Order o;
    o.fulfilment = fulfilment_of(items, e.fulfilment);
    o.order_no = "M" + crypto::time_ordered_code(now, 8);
    o.member_id = e.member_id;
    o.item_id = items.front().id;
    for (size_t n = 0; n < items.size(); ++n) {
      o.quantity += wants[n].quantity;
      o.points += items[n].points * wants[n].quantity;
      o.cash += items[n].cash * wants[n].quantity;
    }
    if (o.cash > 0 && !purchases_.on_sale("mall")) throw AppError(400, 400, "mall_cash_off");
    if (o.fulfilment == kPickup) {
      o.sid = e.sid;
      o.pickup_code = crypto::random_digits(6);
    }
    o.address = address;
    o.status = o.cash > 0 ? kPendingPayment : status_when_paid(o.fulfilment);
    if (o.status == kFinished) o.finished_at = now;
    o.request_key = e.request_key;
    o.created_at = now;
    // The order first: it claims the request key. A second attempt with the same key waits here
    // for the first one's commit and then answers its order, having written nothing.
    const auto id = repo::insert_order(tx, o);
    if (!id) return *repo::by_request_key(tx, e.member_id, e.request_key);
    o.id = *id;
    // Then the stock: of many members racing for the last units, the losers stop here without
    // touching their points (and the order above rolls back with them).
    take_lines(tx, o, items, wants, now);
    if (!points_.spend(tx, e.member_id, reference_of(o.order_no), o.points, "exchange:" + o.order_no, now)) {
      throw AppError(400, kNotEnoughPoints, "mall_points_insufficient");
    }
    // The member's points account is locked now, so their own exchanges of other keys queue up
    // behind this one and each counts the ones before it (this order included).
    for (const auto& item : items) {
      if (item.per_member_limit > 0 && repo::units_taken(tx, e.member_id, item.id) > item.per_member_limit) {
        throw AppError(400, kLimitReached, "mall_limit_reached", {std::to_string(item.per_member_limit)});
      }
    }
    if (e.from_cart) {
      for (const auto& w : wants) repo::remove_cart_line(tx, e.member_id, w.item_id);
    }
    if (o.status != kPendingPayment) hand_out(tx, o, now);
    return *repo::order(tx, o.order_no);
  });
}

purchase::Started MallService::pay(int64_t member_id, const std::string& order_no, const std::string& return_url,
                                   const std::string& request_key) {
  const Order o = order(member_id, order_no);
  if (o.status != kPendingPayment) throw not_waiting("mall_not_pending");
  // A payment already open: the same page again, not a second charge.
  auto open_payment = [&](const std::string& pay_no) -> std::optional<purchase::Started> {
    const purchase::ProductOrder p = purchases_.detail(member_id, pay_no);
    if (p.status == "paying" && !p.pay_url.empty()) return purchase::Started{p, p.pay_url};
    return std::nullopt;
  };
  if (o.pay_no) {
    if (auto open = open_payment(*o.pay_no)) return *open;
    throw not_waiting("mall_payment_open");
  }
  purchase::Started started = purchases_.start({"mall", member_id, o.id, 1, return_url, request_key});
  const bool linked = db_.write_value([&](db::Tx& tx) { return repo::link_payment(tx, o.id, started.order.order_no); });
  if (!linked) {
    // Another attempt linked its payment first (or the order moved on): that one is the order's.
    // Ours stays unpaid and closes; paid all the same, it is refunded (MallPayments::wanted).
    const Order now = order(member_id, order_no);
    if (now.pay_no && *now.pay_no == started.order.order_no) return started;
    if (now.status == kPendingPayment && now.pay_no) {
      if (auto open = open_payment(*now.pay_no)) return *open;
    }
    throw not_waiting("mall_not_pending");
  }
  return started;
}

MallService::Page MallService::orders(int64_t member_id, const std::string& status, int64_t limit, int64_t offset) {
  return db_.read_value(
      [&](db::Tx& tx) { return Page{repo::orders(tx, member_id, status, limit, offset), repo::count_orders(tx, member_id, status)}; });
}

Order MallService::order(int64_t member_id, const std::string& order_no) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::order(tx, order_no); });
  if (!o || o->member_id != member_id) throw AppError::not_found("mall_order_not_found");
  return *o;
}

Order MallService::cancel_in(db::Tx& tx, const Order& o, int64_t now_ms) {
  // The conditional move decides: of two cancels (or a cancel and a collection, a shipment, a
  // payment) one wins, and only the winner gives points and stock back.
  if (!holds_points(o.status) || !repo::move(tx, o.id, o.status, kCancelled, now_ms)) throw not_waiting();
  for (const auto& l : o.lines) {
    if (l.from_store) {
      repo::return_store_stock(tx, l.item_id, o.sid, l.quantity);
    } else {
      repo::return_stock(tx, l.item_id, l.quantity, now_ms);
    }
  }
  points_.give_back(tx, o.member_id, reference_of(o.order_no), o.points, "exchange-return:" + o.order_no, now_ms);
  return *repo::order(tx, o.order_no);
}

Order MallService::cancel(int64_t member_id, const std::string& order_no) {
  const Order o = order(member_id, order_no);
  if (!member_may_cancel(o)) throw not_waiting(o.status == kPendingPayment ? "mall_payment_open" : "mall_not_waiting");
  if (o.paid_at && o.pay_no) {
    // The cash part goes back through the purchase's refund, which cancels the order in its own
    // transaction (MallPayments::reverse): both or neither.
    purchases_.refund(*o.pay_no, "cancelled by the member");
    return order(member_id, order_no);
  }
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto fresh = repo::order(tx, order_no);
    if (!fresh || !member_may_cancel(*fresh)) throw not_waiting();
    return cancel_in(tx, *fresh, now);
  });
}

Order MallService::receive(int64_t member_id, const std::string& order_no) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto o = repo::order(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError::not_found("mall_order_not_found");
    if (!repo::move(tx, o->id, kShipped, kFinished, now)) throw not_waiting("mall_not_shipped");
    return *repo::order(tx, order_no);
  });
}

Order MallService::ship(const std::string& order_no, const std::string& carrier, const std::string& tracking_no) {
  if (carrier.empty() || carrier.size() > kMaxShippingText) throw AppError::invalid("carrier");
  if (tracking_no.empty() || tracking_no.size() > kMaxShippingText) throw AppError::invalid("trackingNo");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto o = repo::order(tx, order_no);
    if (!o) throw AppError::not_found("mall_order_not_found");
    if (!repo::ship(tx, o->id, carrier, tracking_no, now)) throw not_waiting();
    return *repo::order(tx, order_no);
  });
}

Order MallService::collect(int64_t staff_sid, const std::string& order_no_or_code) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    std::optional<Order> o = repo::order(tx, order_no_or_code);
    if (!o) {
      std::vector<Order> matching;
      for (auto& w : repo::waiting_at(tx, staff_sid, kMaxWaitingListed)) {
        if (w.pickup_code == order_no_or_code) matching.push_back(std::move(w));
      }
      if (matching.size() > 1) throw not_waiting("mall_code_ambiguous");
      if (matching.size() == 1) o = std::move(matching.front());
    }
    if (!o || o->fulfilment != kPickup || o->sid != staff_sid) throw AppError::not_found("mall_order_not_found");
    if (!repo::move(tx, o->id, kWaitingPickup, kFinished, now)) throw not_waiting();
    return *repo::order(tx, o->order_no);
  });
}

std::vector<Order> MallService::waiting_at(int64_t sid) {
  return db_.read_value([&](db::Tx& tx) { return repo::waiting_at(tx, sid, kMaxWaitingListed); });
}

int MallService::cancel_unpaid() {
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return repo::pending_unlinked_before(tx, now - kPayWithinMs, kJobBatch); });
  int cancelled = 0;
  for (const auto& o : due) {
    try {
      db_.write([&](db::Tx& tx) {
        // Read again in the transaction: a payment may have started since.
        const auto fresh = repo::order(tx, o.order_no);
        if (fresh && fresh->status == kPendingPayment && !fresh->pay_no) cancel_in(tx, *fresh, clock_.now_ms());
      });
      ++cancelled;
    } catch (const AppError&) {
      // Moved on meanwhile (paid, or cancelled by another runner).
    }
  }
  return cancelled;
}

int MallService::receive_overdue() {
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return repo::shipped_before(tx, now - kReceivedAfterMs, kJobBatch); });
  int received = 0;
  for (const auto& o : due) {
    if (db_.write_value([&](db::Tx& tx) { return repo::move(tx, o.id, kShipped, kFinished, clock_.now_ms()); })) ++received;
  }
  return received;
}

int64_t MallService::cash_due(db::Tx& tx, int64_t member_id, int64_t order_id, int64_t now_ms) {
  const auto o = repo::order_by_id(tx, order_id);
  if (!o || o->member_id != member_id) throw AppError::not_found("mall_order_not_found");
  if (o->status != kPendingPayment) throw not_waiting("mall_not_pending");
  if (o->pay_no) throw not_waiting("mall_payment_open");
  if (now_ms >= o->created_at + kPayWithinMs) throw not_waiting("mall_pay_expired");
  return o->cash;
}

bool MallService::awaits_payment(db::Tx& tx, int64_t order_id, const std::string& pay_no) {
  const auto o = repo::order_by_id(tx, order_id);
  return o && o->status == kPendingPayment && (!o->pay_no || *o->pay_no == pay_no);
}

void MallService::paid(db::Tx& tx, int64_t order_id, const std::string& pay_no, int64_t now_ms) {
  auto o = repo::order_by_id(tx, order_id);
  // awaits_payment said yes in this transaction; a cancel that committed in between makes the
  // gateway's notify fail and come again, to find the order gone and be refunded.
  if (!o || !repo::mark_paid(tx, order_id, pay_no, status_when_paid(o->fulfilment), now_ms)) throw not_waiting("mall_not_pending");
  hand_out(tx, *o, now_ms);
}

void MallService::payment_lapsed(db::Tx& tx, int64_t order_id, const std::string& pay_no, int64_t now_ms) {
  const auto o = repo::order_by_id(tx, order_id);
  if (!o || o->status != kPendingPayment || o->pay_no != pay_no) return;
  spdlog::info("mall order {}: its payment {} failed or was abandoned; cancelled, points and stock given back", o->order_no, pay_no);
  cancel_in(tx, *o, now_ms);
}

void MallService::refunded(db::Tx& tx, int64_t order_id, int64_t now_ms) {
  const auto o = repo::order_by_id(tx, order_id);
  if (!o || (o->status != kWaitingPickup && o->status != kWaitingShipment)) throw not_waiting();
  cancel_in(tx, *o, now_ms);
}

}  // namespace qsr::mall
