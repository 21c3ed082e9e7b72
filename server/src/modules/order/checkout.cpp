// Order confirm and submit: the server prices the cart itself and never trusts the client's totals.
#include <set>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/geo.h"
#include "core/messages.h"
#include "core/validators.h"
#include "db/xact_lock.h"
#include "engine/cart_pricing.h"
#include "modules/catalog/store_rules.h"
#include "modules/account/account_api.h"
#include "modules/cart/cart_fees.h"
#include "modules/cart/cart_api.h"
#include "engine/fee_split.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_repo.h"
#include "modules/order/order_service.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::order {
namespace json = boost::json;
using catalog::Cents;

namespace {

constexpr size_t kMaxNoteChars = 50;

using Problem = CheckoutProblem;

struct Evaluation {
  const catalog::Store* store = nullptr;
  std::vector<cart::CheckoutLine> lines;  // every cart line, bought or not
  engine::CartPrice price;
  std::vector<Problem> problems;
  std::optional<json::object> address;
  coupon::CouponPricing coupons;
  std::vector<int64_t> cleared;  // cart lines tied to a coupon that does not apply: left out
  std::optional<PointsOffer> points;
  bool points_used = false;
  std::map<int64_t, int64_t> points_line_share;  // cart line id -> its share of the points money
  std::optional<Confirmation::Prime> prime;
  // What the member price took off, and from which line (0 when not used).
  int64_t prime_discount() const { return prime && prime->used ? prime->saving : 0; }
  int64_t prime_discount_on(int64_t cart_line_id) const { return prime && prime->cart_line_id == cart_line_id ? prime_discount() : 0; }
  bool blocked() const {
    return std::any_of(problems.begin(), problems.end(), [](const Problem& p) { return p.blocking; });
  }
};

std::optional<json::object> load_address(db::Tx& tx, int64_t member_id, int64_t address_id) {
  auto a = account::own_address(tx, member_id, address_id);
  if (!a) return std::nullopt;
  return json::object{{"id", a->id},           {"consignee", a->consignee},      {"areaCode", a->area_code}, {"phone", a->phone},
                      {"address", a->address}, {"houseNumber", a->house_number}, {"lat", a->lat.value_or(0)}, {"lng", a->lng.value_or(0)}};
}

// Goods, packing, bag and delivery fee of the lines bought (no coupons yet).
void price_goods(Evaluation& e, catalog::OrderType type, bool bag_declined) {
  std::vector<engine::PriceLine> price_lines;
  for (const auto& l : e.lines) price_lines.push_back({l.row.id, l.priced.unit_price, l.priced.unit_box, l.row.quantity, l.buys()});
  e.price = engine::price_cart(price_lines, static_cast<engine::OrderType>(type), cart::fee_rules(*e.store, bag_declined));
}

// Coupons on the cart: the discount goes into the price; the delivery fee keeps its 0.01 floor
// (the engine applies it).
void apply_coupons(db::Tx& tx, Evaluation& e, int64_t member_id, const CheckoutRequest& r, bool submitting, int64_t now_ms,
                   Lang lang, const MembershipAtCheckout& membership) {
  const std::vector<StandingAtCheckout>& standing = membership.standing;
  coupon::CouponCheckout in;
  in.member_id = member_id;
  in.sid = r.sid;
  in.order_type = static_cast<int>(r.type);
  in.delivery_fee = e.price.delivery_fee;
  in.bag_fee = e.price.bag_fee;
  in.box_fee_per_item = e.store->box_fee_mode != "per_line";
  in.now_ms = now_ms;
  in.booked_ms = r.reserved_at.value_or(0);
  in.group_order = r.group_id.has_value();
  in.wallet_balance = [member_id](db::Tx& tx) { return wallet::balance(tx, member_id); };
  in.store_balance = [member_id, sid = r.sid](db::Tx& tx) { return wallet::balances(tx, member_id, sid).total; };
  if (in.group_order) {
    std::set<int64_t> pockets;  // a group order's pockets are its people
    for (const auto& l : e.lines) {
      if (l.buys()) pockets.insert(l.row.pocket);
    }
    in.group_people = static_cast<int64_t>(pockets.size());
  }
  if (submitting) {
    in.selection = r.coupon_codes.value_or(std::vector<std::string>{});
    in.automatic = false;
  } else {
    in.selection = r.coupon_codes;
    in.automatic = r.auto_coupon;
  }
  in.points = r.use_points;
  if (e.prime_discount() > 0) {
    // The member price does not combine with coupons (spec 001 §4): none is used, none chosen.
    in.selection = std::vector<std::string>{};
    in.automatic = false;
  }
  if (!standing.empty()) {
    in.standing = [&standing, member_id, now_ms](db::Tx& tx) {
      CouponStanding s;
      for (const auto& fill : standing) fill(tx, member_id, now_ms, s);
      return coupon::CouponCheckout::Standing{s.level_id, std::move(s.group_ids), s.prime_id};
    };
  }
  in.live_events = membership.trade_events;
  e.coupons = coupon::price_coupons(tx, e.lines, in, lang);
  if (!e.coupons.cleared_line_ids.empty()) {
    // Goods tied to a coupon that does not apply are not bought: price again without them.
    for (auto& l : e.lines) {
      if (std::count(e.coupons.cleared_line_ids.begin(), e.coupons.cleared_line_ids.end(), l.row.id)) {
        l.row.selected = false;
        e.cleared.push_back(l.row.id);
      }
    }
    price_goods(e, r.type, r.no_bag);
    in.delivery_fee = e.price.delivery_fee;
    in.bag_fee = e.price.bag_fee;
    e.coupons = coupon::price_coupons(tx, e.lines, in, lang);
    e.problems.push_back({"coupon_goods_cleared", {}, false});
    // The answer names the lines left out (the second pricing no longer sees them).
    json::array cleared;
    for (int64_t id : e.cleared) cleared.push_back(id);
    e.coupons.view["clearedLineIds"] = std::move(cleared);
  }
  e.price.discount = e.coupons.goods_discount;
  e.price.delivery_discount = e.coupons.delivery_discount;
  e.price.payable = std::max<Cents>(0, e.price.goods_total + e.price.box_total + e.price.bag_fee + e.price.delivery_fee -
                                           e.price.discount - e.price.delivery_discount - e.prime_discount());
  if (!e.coupons.refused.empty()) e.problems.push_back({"coupon_selection_invalid", {}, submitting});
}

// The packing the line was charged, as price_goods charged it.
int64_t box_charged(const Evaluation& e, catalog::OrderType type, const cart::CheckoutLine& l) {
  if (type == catalog::OrderType::dine_in) return 0;
  return e.store->box_fee_mode != "per_line" ? l.priced.unit_box * l.row.quantity : l.priced.unit_box;
}

// A cart line's amount in a map by line id (0 when it has none).
int64_t amount_for(const std::map<int64_t, int64_t>& by_line, int64_t cart_line_id) {
  auto it = by_line.find(cart_line_id);
  return it == by_line.end() ? 0 : it->second;
}

// What the coupons left of each bought line (goods and packing): the weights points money is
// spread by, so a refund by line gives back what its units paid in money.
std::vector<std::pair<int64_t, int64_t>> line_money(const Evaluation& e, catalog::OrderType type) {
  std::vector<std::pair<int64_t, int64_t>> out;
  for (const auto& l : e.lines) {
    if (!l.buys()) continue;
    const int64_t taken = amount_for(e.coupons.line_discounts, l.row.id) + e.prime_discount_on(l.row.id);
    out.push_back({l.row.id, std::max<int64_t>(0, l.priced.unit_price * l.row.quantity + box_charged(e, type, l) - taken)});
  }
  return out;
}

// Points on the priced order (spec 000 §5, §8): offered when the points module is installed; taken
// off the payable when asked for and allowed, spread over the lines like the coupons' discount.
// Asked for but not allowed: a problem with the reason (blocking at submit).
void apply_points(db::Tx& tx, Evaluation& e, const PointsAtCheckout& points, int64_t member_id, const CheckoutRequest& r,
                  bool submitting) {
  if (!points.quote || e.price.selected_quantity == 0) return;
  if (submitting && !r.use_points) return;  // only the confirm page offers them
  const auto lines = line_money(e, r.type);
  int64_t goods_money = 0;
  for (const auto& [id, money] : lines) goods_money += money;
  // Points pay for goods, not for the bag or the delivery fee.
  e.points = points.quote(tx, member_id, std::min(e.price.payable, goods_money), e.coupons.excludes_points);
  if (!r.use_points) return;
  if (!e.points->usable) {
    e.problems.push_back({e.points->reason, {}, submitting});
    return;
  }
  e.points_used = true;
  e.price.payable -= e.points->money;
  std::vector<int64_t> weights;
  for (const auto& [id, money] : lines) weights.push_back(money);
  const auto shares = engine::split_by_weight(e.points->money, weights);
  for (size_t i = 0; i < lines.size(); ++i) e.points_line_share[lines[i].first] = shares[i];
}

// The Privilege Pass's member price (spec 000 §6, 001 §4-5): once a Hong Kong day, on the one unit
// it saves most on (the goods' price less the member price; choices still cost what they cost),
// and never with coupons. Offered to the member's own cart only; asked for but not allowed: a
// problem with the reason (blocking at submit).
void apply_prime(db::Tx& tx, Evaluation& e, const PrimeAtCheckout& prime, int64_t member_id, const CheckoutRequest& r, int64_t now_ms,
                 Lang lang, bool submitting) {
  const bool shared_cart = r.cart_owner.has_value() || r.group_id.has_value();
  if (!prime.offer || e.price.selected_quantity == 0 || shared_cart) {
    if (r.with_prime) e.problems.push_back({"prime_unavailable", {}, submitting});
    return;
  }
  const PrimeOffer offer = prime.offer(tx, member_id, now_ms);
  const cart::CheckoutLine* best = nullptr;
  int64_t best_saving = 0, best_price = 0;
  for (const auto& l : e.lines) {
    const auto it = offer.member_prices.find(l.row.goods_id);
    if (!l.buys() || !l.goods || it == offer.member_prices.end()) continue;
    const int64_t saving = std::clamp<int64_t>(l.goods->price - it->second, 0, l.priced.unit_price);
    if (saving > best_saving) {
      best = &l;
      best_saving = saving;
      best_price = it->second;
    }
  }
  if (!best) {
    if (r.with_prime) e.problems.push_back({"prime_no_item", {}, submitting});
    return;
  }
  Confirmation::Prime p;
  p.holder = offer.holder;
  p.cart_line_id = best->row.id;
  p.goods_id = best->row.goods_id;
  p.name = best->goods->name.get(lang);
  p.member_price = best_price;
  p.saving = best_saving;
  if (!offer.holder) p.reason = "prime_not_member";
  else if (offer.used_today) p.reason = "prime_used_today";
  else if (submitting && r.coupon_codes && !r.coupon_codes->empty()) p.reason = "prime_with_coupons";
  if (r.with_prime) {
    if (p.reason.empty()) p.used = true;
    else e.problems.push_back({p.reason, {}, submitting});
  }
  e.prime = std::move(p);
}

// The lines a checkout buys: all of them, or a diner's share (some units of some lines) with
// the rest unselected. Units the cart no longer has were paid by someone else meanwhile.
std::vector<cart::LineRow> share_of(std::vector<cart::LineRow> rows, const std::optional<std::map<int64_t, int64_t>>& only) {
  if (!only) return rows;
  size_t found = 0;
  for (auto& row : rows) {
    auto units = only->find(row.id);
    if (units == only->end()) {
      row.selected = false;
      continue;
    }
    if (units->second > row.quantity) throw AppError(409, kCannotOrder, "order_cart_changed");
    row.quantity = units->second;
    row.selected = true;
    ++found;
  }
  if (found != only->size()) throw AppError(409, kCannotOrder, "order_cart_changed");
  return rows;
}

// Announces the reads `evaluate` will make of other modules' tables (db::Tx::prefetch): none
// depends on another's answer, so on PostgreSQL they go in one round trip instead of one each.
void prefetch_evaluation(db::Tx& tx, int64_t member_id, const CheckoutRequest& r, int64_t now_ms, bool submitting,
                         const MembershipAtCheckout& membership) {
  cart::prefetch_lines_of(tx, r.cart_owner.value_or(cart::Owner::member(member_id)), r.sid);
  const bool shared_cart = r.cart_owner.has_value() || r.group_id.has_value();
  if (membership.prime.offer && membership.prime.prefetch && !shared_cart) membership.prime.prefetch(tx, member_id, now_ms);
  coupon::prefetch_wallet(tx, member_id, now_ms);
  if (membership.points.quote && membership.points.prefetch && (!submitting || r.use_points)) membership.points.prefetch(tx, member_id);
}

Evaluation evaluate(db::Tx& tx, const catalog::Snapshot& snap, int64_t member_id, const CheckoutRequest& r, int64_t now_ms,
                    Lang lang, bool submitting, const MembershipAtCheckout& membership) {
  Evaluation e;
  e.store = snap.store(r.sid);
  if (!e.store) throw AppError::not_found("store_not_found");
  const catalog::Store& store = *e.store;
  const LocalTime now = to_hk_local(now_ms);
  const cart::Owner cart_owner = r.cart_owner.value_or(cart::Owner::member(member_id));
  e.lines = cart::price_rows(snap, share_of(cart::lines_of(tx, cart_owner, r.sid), r.only_units), r.sid, now);

  for (const auto& l : e.lines) {
    if (l.row.selected && !l.priced.problem.empty()) {
      // Spec 000 §5: the order cannot be submitted with a product that is unavailable; the
      // customer takes it out (or unselects it) rather than finding it silently missing.
      e.problems.push_back({"order_line_unavailable", {l.goods ? l.goods->name.get(lang) : "", message(lang, l.priced.problem)}});
    }
  }
  // Declining the bag where it cannot be declined is a request the page should never send.
  if (r.no_bag && !cart::bag_optional(snap, r.type)) throw AppError::invalid("noBag");
  price_goods(e, r.type, r.no_bag);

  if (e.price.selected_quantity == 0) e.problems.push_back({"order_cart_empty"});
  if (!store.offers(r.type)) e.problems.push_back({"store_no_order_type"});

  // When: a booked slot must be one the store offers; "as soon as possible" needs it open now.
  if (r.reserved_at) {
    bool offered = false;
    for (const auto& day : catalog::booking_slots(store, r.type, now_ms)) {
      for (const auto& slot : day.slots) offered = offered || slot.at_ms == *r.reserved_at;
    }
    if (!offered) e.problems.push_back({"order_slot_invalid"});
  } else {
    switch (catalog::effective_status(store, now)) {
      case catalog::StoreStatus::busy: e.problems.push_back({"store_busy"}); break;
      case catalog::StoreStatus::closed:
      case catalog::StoreStatus::on_break: e.problems.push_back({"store_resting"}); break;
      case catalog::StoreStatus::open: break;
    }
  }

  if (r.type == catalog::OrderType::takeout) {
    if (!r.address_id) {
      e.problems.push_back({"order_address_required"});
    } else {
      e.address = load_address(tx, member_id, *r.address_id);
      if (!e.address) {
        e.problems.push_back({"order_address_required"});
      } else if (!catalog::delivers_to(store, e.address->at("lat").as_double(), e.address->at("lng").as_double())) {
        e.problems.push_back({"address_out_of_range"});
      }
    }
    if (e.price.below_minimum_order) e.problems.push_back({"order_below_minimum", {money::format(e.price.minimum_order_gap)}});
  }
  if (e.price.selected_quantity > 0) {
    apply_prime(tx, e, membership.prime, member_id, r, now_ms, lang, submitting);
    apply_coupons(tx, e, member_id, r, submitting, now_ms, lang, membership);
    // Nothing left once goods tied to a coupon that does not apply are left out: nothing to order.
    if (e.price.selected_quantity == 0) e.problems.push_back({"order_cart_empty"});
    apply_points(tx, e, membership.points, member_id, r, submitting);
  }
  if (e.price.selected_quantity > 0 && e.price.payable <= 0) e.problems.push_back({"order_amount_zero"});
  return e;
}

[[noreturn]] void throw_first_blocking(const Evaluation& e) {
  for (const auto& p : e.problems) {
    if (p.blocking) throw AppError(400, kCannotOrder, p.key, p.args);
  }
  throw AppError(400, kCannotOrder, "business_error");
}

// What the coupons, the member price and the points took off the line.
int64_t line_discount(const Evaluation& e, int64_t cart_line_id) {
  return amount_for(e.coupons.line_discounts, cart_line_id) + e.prime_discount_on(cart_line_id) + amount_for(e.points_line_share, cart_line_id);
}

// Time-ordered (crypto::time_ordered_code): the order, its payments ("W" + order number) and its
// ledger keys ("pay:" + order number) all append to their unique indexes.
std::string new_order_no(int64_t now_ms) { return "Q" + crypto::time_ordered_code(now_ms, 6); }

}  // namespace

Confirmation OrderService::confirm(int64_t member_id, const CheckoutRequest& r, Lang lang) {
  auto snap = catalog_.snapshot();
  const int64_t now = clock_.now_ms();
  Confirmation out;
  out.sid = r.sid;
  out.type = r.type;
  db_.read([&](db::Tx& tx) {
    prefetch_evaluation(tx, member_id, r, now, false, membership_);
    wallet::prefetch_spendable_at(tx, member_id, r.sid);
    Evaluation e = evaluate(tx, *snap, member_id, r, now, lang, false, membership_);
    for (const auto& l : e.lines) {
      if (!l.buys()) continue;
      out.lines.push_back({l.row.id, l.row.goods_id, l.goods ? l.goods->name.get(lang) : "", l.priced.option_text(lang),
                           l.priced.detail(lang), l.row.quantity, l.priced.unit_price});
    }
    out.price = e.price;
    out.problems = std::move(e.problems);
    out.address = std::move(e.address);
    out.coupons = std::move(e.coupons.view);
    out.wallet_balance = wallet::spendable_at(tx, member_id, r.sid);
    // A coupon that may not be combined with stored value takes the wallet off the list; one for
    // stored-value payment only leaves the wallet alone on it.
    out.wallet_allowed = !e.coupons.excludes_stored_value;
    out.card_allowed = !e.coupons.requires_stored_value;
    out.bag_optional = cart::bag_optional(*snap, r.type);
    out.points = e.points;
    out.points_used = e.points_used;
    out.prime = e.prime;
  });
  return out;
}

OrderRow OrderService::submit(int64_t member_id, const CheckoutRequest& r, const std::string& key, Lang lang) {
  if (key.empty() || key.size() > 100) throw AppError(400, kIdempotencyKeyMissing, "order_idempotency_key");

  auto phone = validators::parse_phone(r.contact_area_code, r.contact_phone);
  if (!phone) throw AppError::bad_request("order_phone_invalid");
  if (validators::count_code_points(r.note) > kMaxNoteChars) throw AppError::bad_request("order_note_too_long");
  if (validators::count_code_points(r.contact_name) > 30) throw AppError::invalid("contactName");

  const int64_t now = clock_.now_ms();
  try {
    return catalog_.with_fresh([&](const std::shared_ptr<const catalog::Snapshot>& snap) {
      return submit_on(*snap, member_id, r, key, lang, *phone, now);
    });
  } catch (const db::DbError& err) {
    // Two submits with the same key raced; the other one made the order.
    if (!err.is_unique_violation()) throw;
    if (auto existing = db_.read_value([&](db::Tx& tx) { return repo::by_idempotency(tx, member_id, key); })) return *existing;
    throw;
  }
}

OrderRow OrderService::submit_on(const catalog::Snapshot& menu, int64_t member_id, const CheckoutRequest& r, const std::string& key,
                                 Lang lang, const validators::Phone& phone, int64_t now) {
  return db_.write_value([&](db::Tx& tx) {
    // A member's submits one at a time, before the key is looked up: a retry racing the first
    // submit otherwise read the key as unused and the cart as already emptied, and answered
    // "cart is empty" instead of the order.
    db::lock_until_commit(tx, db::LockSpace::order_submit, member_id);
    // What the checkout reads goes with the key's lookup, after the lock: one round trip.
    catalog_.prefetch_current(tx);
    prefetch_evaluation(tx, member_id, r, now, true, membership_);
    // A retried submit answers the order the first one made (checked in the write itself: one
    // transaction fewer per order than a separate read first).
    if (auto existing = repo::by_idempotency(tx, member_id, key)) return *existing;
    // Priced on the catalogue this transaction sees: a dish sold out through another server a
    // moment ago is not ordered from this server's older copy.
    catalog_.require_current(tx, menu);
    Evaluation e = evaluate(tx, menu, member_id, r, now, lang, true, membership_);
    if (e.blocked()) throw_first_blocking(e);
    OrderRow o;
    o.order_no = new_order_no(now);
    o.member_id = member_id;
    o.sid = r.sid;
    o.order_type = static_cast<int>(r.type);
    o.status = Status::waiting_payment;
    o.table_no = r.type == catalog::OrderType::dine_in ? r.table_no : "";
    o.reserved_at = r.reserved_at;
    o.expected_at = r.reserved_at ? r.reserved_at : catalog::asap_ready_ms(*e.store, r.type, now);
    o.contact_area_code = phone.area_code;
    o.contact_phone = phone.number;
    o.contact_name = r.contact_name;
    o.address = e.address ? json::serialize(*e.address) : "";
    o.note = r.note;
    o.goods_total = e.price.goods_total;
    o.box_total = e.price.box_total;
    o.bag_fee = e.price.bag_fee;
    o.delivery_fee = e.price.delivery_fee;
    o.discount = e.price.discount + e.price.delivery_discount + e.prime_discount() + (e.points_used ? e.points->money : 0);
    o.payable = e.price.payable;
    if (e.points_used) {
      o.points_used = e.points->points;
      o.points_money = e.points->money;
    }
    o.pay_deadline = now + options_.pay_timeout_ms;
    o.created_at = now;
    o.updated_at = now;
    o.group_id = r.group_id;
    o.id = repo::insert(tx, o, key);
    if (r.in_order_transaction) r.in_order_transaction(tx, o);
    repo::log_status(tx, o.id, o.status, "customer", now);
    coupon::consume(tx, member_id, o.id, o.order_no, e.coupons.applied, now);
    // Today's member price goes to this order in its transaction; taken meanwhile: refused.
    if (e.prime_discount() > 0 &&
        !membership_.prime.claim(tx, {member_id, o.id, o.order_no, e.prime->goods_id, e.prime->saving}, now)) {
      throw AppError(400, kCannotOrder, "prime_used_today");
    }
    // The points go in the order's transaction; spent meanwhile (another order): refused.
    if (e.points_used && !membership_.points.redeem(tx, member_id, o.order_no, o.points_used, now)) {
      throw AppError(400, kCannotOrder, "points_insufficient");
    }
    for (const auto& l : e.lines) {
      if (!l.buys()) continue;
      repo::insert_line(tx, o.id, {0, l.row.goods_id, l.row.option_id, l.row.attrs, l.row.package,
                                   l.goods ? l.goods->name.to_json_text() : "{}", l.priced.detail().to_json_text(),
                                   l.goods ? l.goods->image : "",
                                   l.row.pocket, l.row.quantity, l.priced.unit_price, l.priced.unit_box,
                                   l.priced.unit_price * l.row.quantity, 0, l.row.memo, box_charged(e, r.type, l),
                                   line_discount(e, l.row.id)});
      // Bought: out of the cart in the same transaction, only while the cart still has them (two
      // diners paying for the same dish of a table: the second is refused, not charged twice).
      if (!cart::take_units(tx, l.row.id, l.row.quantity)) throw AppError(409, kCannotOrder, "order_cart_changed");
    }
    // Goods tied to a coupon that did not apply go too (spec: gifts are cleared when the
    // conditions no longer hold).
    cart::remove_lines(tx, e.cleared);
    // Last: from here to the commit this store's other orders wait for its counter.
    o.serial = repo::take_serial(tx, o.id, r.sid, format_date(to_hk_local(now)));
    return o;
  });
}

}  // namespace qsr::order
