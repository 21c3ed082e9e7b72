// Checkout (confirm and submit), wallet payment, and the order lifecycle.
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>

#include <boost/json/object.hpp>

#include "core/app_error.h"
#include "core/validators.h"
#include "engine/cart_pricing.h"

#include "http/publisher.h"
#include "modules/account/session_service.h"
#include "modules/cart/cart_service.h"
#include "modules/coupon/coupon_types.h"
#include "modules/account/member_hooks.h"
#include "modules/order/order_rules.h"
#include "modules/order/order_types.h"

namespace qsr::order {

// Business codes (the spec gives texts only).
enum OrderCode {
  kCannotOrder = 31001,        // a blocking problem (the message says which)
  kOrderNotFound = 31002,      // 订单ID有误！
  kIllegalTransition = 31003,  // the order is not in a state that allows this
  kInsufficientBalance = 31004,
  kIdempotencyKeyMissing = 31005,
  kPaymentMethod = 31006,
  kRemindTooSoon = 31007,  // reminded a moment ago
};

// A customer may chase (催單) an order the store has not finished once it is late, every 5 minutes.
constexpr int64_t kRemindIntervalMs = 5 * 60 * 1000;
// Pickup orders are kept 30 minutes after their time (spec 000 §9).
constexpr int64_t kPickupHoldMs = 30 * 60 * 1000;

struct CheckoutRequest {
  int64_t sid = 0;
  catalog::OrderType type = catalog::OrderType::pickup;
  std::optional<int64_t> address_id;    // delivery
  std::optional<int64_t> reserved_at;   // a slot from /v1/store/delivery-time; none = as soon as possible
  std::string table_no;                 // dine-in
  bool no_bag = false;                  // pickup: the customer declines the bag (cart::bag_optional)
  // Submit only:
  std::string contact_area_code, contact_phone, contact_name, note;
  // Coupons (issue 5): the customer's selection in the order chosen; nullopt on confirm lets the
  // server choose the best when `auto_coupon`; nullopt on submit means none.
  std::optional<std::vector<std::string>> coupon_codes;
  bool auto_coupon = true;
  // Whose cart: none = the member's own; a group order's shared cart, a table's rounds.
  std::optional<cart::Owner> cart_owner;
  // Only these units of the cart's lines (line id -> units): one diner's share of a table's bill.
  // A line not named is not bought; a line gone, or with fewer units, answers 409 (paid already).
  std::optional<std::map<int64_t, int64_t>> only_units;
  // Submit only: the asking module's own step in the order's transaction, run once the order row
  // exists (a table records a diner's share and holds the table open: both or neither).
  std::function<void(db::Tx&, const OrderRow&)> in_order_transaction;
  std::optional<int64_t> group_id;
  // Pay part of the order with points, as many as the brand's rule allows (usePoints).
  bool use_points = false;
  // Take the Privilege Pass's member price for one unit today (withOrderPrime); no coupons then.
  bool with_prime = false;
};

// Points as money at checkout, as the points module offers them (points::install sets them).
struct PointsOffer {
  bool usable = false;
  std::string reason;  // message key when not usable
  int64_t balance = 0;
  int64_t points = 0;  // the most this order may take
  int64_t money = 0;   // what those take off, in cents
};
struct PointsAtCheckout {
  // What the member's points may take off a price of `payable` (after coupons).
  std::function<PointsOffer(db::Tx&, int64_t member_id, int64_t payable, bool coupon_excludes)> quote;
  // Takes them for the order in its transaction; false when the balance no longer covers them.
  std::function<bool(db::Tx&, int64_t member_id, const std::string& order_no, int64_t points, int64_t now_ms)> redeem;
  // Announces quote's reads (db::Tx::prefetch), so they go with the checkout's other reads.
  std::function<void(db::Tx&, int64_t member_id)> prefetch;
};

// The Privilege Pass at checkout (spec 000 §6, 001 §4-5; docs/decisions/0031), as the pass
// module offers it: the pass the member holds (or, for one who holds none, the pass on sale:
// what it would save), and whether today's member price went to another order already.
struct PrimeOffer {
  bool holder = false;
  bool used_today = false;
  std::map<int64_t, int64_t> member_prices;  // goods id -> member price
};
// The member price an order took (the pass module keeps it, one a member a Hong Kong day).
struct PrimeUse {
  int64_t member_id = 0, order_id = 0;
  std::string order_no;
  int64_t goods_id = 0, saving = 0;
};
struct PrimeAtCheckout {
  std::function<PrimeOffer(db::Tx&, int64_t member_id, int64_t now_ms)> offer;
  // Takes today's member price for the order in its transaction; false when another order has it.
  std::function<bool(db::Tx&, const PrimeUse&, int64_t now_ms)> claim;
  // Announces offer's reads (db::Tx::prefetch), so they go with the checkout's other reads.
  std::function<void(db::Tx&, int64_t member_id, int64_t now_ms)> prefetch;
};

// Who the member is to the coupon engine (spec 001 §5 rule 14): their level and user groups (the
// levels module fills them in) and the Privilege Pass they hold (the pass module); each module
// fills in its part, and what none fills in is none.
struct CouponStanding {
  int64_t level_id = 0;
  std::vector<int64_t> group_ids;
  int64_t prime_id = 0;
};
using StandingAtCheckout = std::function<void(db::Tx&, int64_t member_id, int64_t now_ms, CouponStanding&)>;

// What the membership modules add to a checkout.
struct MembershipAtCheckout {
  PointsAtCheckout points;
  PrimeAtCheckout prime;
  std::vector<StandingAtCheckout> standing;
  // The coupon module's trade events running now, kept in memory (unset: the checkout reads them).
  std::function<std::vector<coupon::TradeEventRow>(db::Tx&, int64_t now_ms)> trade_events;
};

// Something in the way of an order (or only worth saying: not blocking), as a message key.
struct CheckoutProblem {
  std::string key;
  std::vector<std::string> args;
  bool blocking = true;
};

// The checkout's authoritative answer before submit (spec 001 §7 /v1/order/confirm).
struct Confirmation {
  struct Line {
    int64_t cart_line_id = 0, goods_id = 0;
    std::string name, option_name;  // in the reader's language
    std::string detail;             // the full recipe: specification, attributes, set components
    int64_t quantity = 0, unit_price = 0;
  };
  int64_t sid = 0;
  catalog::OrderType type = catalog::OrderType::pickup;
  std::vector<Line> lines;  // the lines bought
  engine::CartPrice price;
  std::vector<CheckoutProblem> problems;
  std::optional<boost::json::object> address;
  boost::json::object coupons;  // the coupon module's view of the wallet at this checkout
  int64_t wallet_balance = 0;
  bool wallet_allowed = true, card_allowed = true;  // the selected coupons' payment rules
  bool bag_optional = false;  // the customer may decline the bag (noBag) at this checkout
  std::optional<PointsOffer> points;  // none when no points module offers them
  bool points_used = false;           // the offer is taken off `price.payable`
  // The Privilege Pass's member price on the line it saves most on (none: no pass module, no
  // privilege item in the cart, or a shared cart).
  struct Prime {
    bool holder = false;         // false: what the pass on sale would save (an upsell)
    int64_t cart_line_id = 0, goods_id = 0;
    std::string name;            // the goods, in the reader's language
    int64_t member_price = 0, saving = 0;
    std::string reason;          // message key when it cannot be taken now ("" when it can)
    bool used = false;           // taken off `price.payable`
  };
  std::optional<Prime> prime;
  bool can_submit() const {
    return std::none_of(problems.begin(), problems.end(), [](const CheckoutProblem& p) { return p.blocking; });
  }
};

struct OrderOptions {
  int64_t pay_timeout_ms = 15 * 60 * 1000;
};

class OrderService {
 public:
  OrderService(db::Db& db, const Clock& clock, catalog::CatalogService& catalog, http::Publisher& publisher,
               OrderOptions options = {})
      : db_(db), clock_(clock), catalog_(catalog), publisher_(publisher), options_(options) {}

  // The authoritative price and every blocking problem; changes nothing.
  Confirmation confirm(int64_t member_id, const CheckoutRequest& r, Lang lang);
  // Re-prices and creates the order from the cart's selected lines in one transaction; the same
  // idempotency key answers the same order.
  OrderRow submit(int64_t member_id, const CheckoutRequest& r, const std::string& idempotency_key, Lang lang);

  // The customer cancels (before acceptance); paid money returns to the wallet.
  OrderRow cancel_by_customer(int64_t member_id, const std::string& order_no);
  // Cancels an order only while nothing is being paid for it (waiting for payment, or its card
  // payment failed): a table's pay hold that ran out. nullopt when it was paid or paying meanwhile.
  std::optional<OrderRow> cancel_if_unpaid(const std::string& order_no);
  // The customer chases a late order (催單): the store's console is told at once.
  OrderRow remind(int64_t member_id, const std::string& order_no);
  // Staff and couriers move orders along the state machine.
  OrderRow advance(const std::string& order_no, Status to, Actor actor, std::optional<int64_t> staff_sid);
  // Cancels unpaid orders past their payment deadline; returns how many.
  int cancel_unpaid();
  // The built-in courier: rider picks up `pickup_after_ms` after hand-over, delivers
  // `deliver_after_ms` after pick-up. Returns how many orders moved.
  int simulate_couriers(int64_t pickup_after_ms = 3 * 60 * 1000, int64_t deliver_after_ms = 8 * 60 * 1000);

  // A page of the member's order list (`range`: order_rules.h), newest first, and how many in all.
  struct OrderPage {
    std::vector<OrderRow> rows;
    int64_t total = 0;
  };
  OrderPage list(int64_t member_id, const ListRange& range, int64_t limit, int64_t offset);
  // The member deletes a finished or cancelled order from their list (409 while it is under way).
  void hide(int64_t member_id, const std::string& order_no);
  // What the store's kitchen has to make (paid, not handed over), oldest first, with the lines;
  // orders another view handles (a table's) are left out.
  struct KitchenOrder {
    OrderRow order;
    std::vector<LineRecord> lines;
  };
  std::vector<KitchenOrder> kitchen_queue(int64_t sid);
  // The order module's part in account merges and erasure (order_module.cpp).
  void install_member_hooks(account::MemberHooks& hooks);

  std::vector<LineRecord> lines_of(const OrderRow& o);
  std::optional<OrderRow> find_for_member(int64_t member_id, const std::string& order_no);
  // The order if the member may read it: their own, or one another module lets them see (the
  // participants of a group order see its detail and live status; only the payer acts on it).
  std::optional<OrderRow> find_readable(int64_t member_id, const std::string& order_no);
  // The member's own order by its order number or daily serial (spec 000 launch `ordersn`).
  std::optional<OrderRow> find_own_by_serial(int64_t member_id, const std::string& serial);
  using ReaderCheck = std::function<bool(const OrderRow&, int64_t member_id)>;
  void add_reader_check(ReaderCheck check) { reader_checks_.push_back(std::move(check)); }
  boost::json::object detail_json(const OrderRow& o, Lang lang);
  boost::json::object summary_json(const OrderRow& o, Lang lang);
  // The member's order list: each order's summary, with what the list decorators add.
  boost::json::array list_json(const std::vector<OrderRow>& rows, Lang lang);
  static boost::json::object confirmation_json(const Confirmation& c, Lang lang);
  // The confirm answer's `points` (null when no points are offered).
  static boost::json::value points_json(const Confirmation& c, Lang lang);
  // The member price's line of a confirmation (null when none is offered).
  static boost::json::value prime_json(const Confirmation& c, Lang lang);
  // An order as the store's console shows it: the summary, what to make, who and where.
  boost::json::object kitchen_json(const KitchenOrder& k, Lang lang);
  // Lets another module add to an order's detail, inside the reading transaction (the payment
  // module lists the payments, the group module each participant's share).
  using DetailDecorator = std::function<void(db::Tx&, const OrderRow&, boost::json::object&, Lang)>;
  void add_detail_decorator(DetailDecorator d) { decorators_.push_back(std::move(d)); }
  // The same for each order of the member's list, in one reading transaction for the page (the
  // review module adds whether the order may be reviewed, for the card's action).
  void add_list_decorator(DetailDecorator d) { list_decorators_.push_back(std::move(d)); }
  // Run in the transaction that cancels an order, before its coupons go back: the payment module
  // gives the money back the way it came.
  using CancelHandler = std::function<void(db::Tx&, const OrderRow&, int64_t now_ms)>;
  void add_cancel_handler(CancelHandler h) { cancel_handlers_.push_back(std::move(h)); }
  // Told in the transaction that changed what was paid for an order or given back of it (paid in
  // full, a refund, a cancellation), with the order as it is then: the points module brings the
  // points the order earns up to date. Whoever changes an order's money calls money_changed.
  using MoneyListener = std::function<void(db::Tx&, const OrderRow&, int64_t now_ms)>;
  void add_money_listener(MoneyListener l) { money_listeners_.push_back(std::move(l)); }
  void set_points(PointsAtCheckout p) { membership_.points = std::move(p); }
  void set_prime(PrimeAtCheckout p) { membership_.prime = std::move(p); }
  void add_standing(StandingAtCheckout s) { membership_.standing.push_back(std::move(s)); }
  void set_trade_events(std::function<std::vector<coupon::TradeEventRow>(db::Tx&, int64_t now_ms)> f) {
    membership_.trade_events = std::move(f);
  }
  // Returns the order as the listeners were told it, so the caller need not read it again (no
  // listener changes an order: the order module owns the table).
  std::optional<OrderRow> money_changed(db::Tx& tx, int64_t order_id, int64_t now_ms);
  // The same for an order the caller has just read as it now is (mark_paid answers it).
  void money_changed(db::Tx& tx, const OrderRow& o, int64_t now_ms);
  // Tells the order's watchers and its store's console its status, in the transaction that set
  // it (delivered once that commits).
  void announce(db::Tx& tx, const OrderRow& o);
  // Then, after the commit: the status listeners, which may use the database.
  void status_changed(const OrderRow& o);
  // Orders another view of the console handles (a table's order is cooked from the tables view):
  // given order ids, answers those to leave out of the console's order list.
  using ConsoleElsewhere = std::function<std::set<int64_t>(db::Tx&, const std::vector<int64_t>& order_ids)>;
  void add_console_elsewhere(ConsoleElsewhere f) { console_elsewhere_.push_back(std::move(f)); }
  const std::vector<ConsoleElsewhere>& console_elsewhere() const { return console_elsewhere_; }
  // Told of every status change after it committed (the dine-in module finishes table orders).
  using StatusListener = std::function<void(const OrderRow&)>;
  void add_status_listener(StatusListener l) { status_listeners_.push_back(std::move(l)); }
  // Told of every status change in the transaction that made it (through announce): what it
  // writes commits or rolls back with the change (the message centre, docs/decisions/0044).
  using StatusTxListener = std::function<void(db::Tx&, const OrderRow&)>;
  void add_status_tx_listener(StatusTxListener l) { status_tx_listeners_.push_back(std::move(l)); }
  // Other events about an order (refunds, reminders): to the order's watchers, the store's, or both.
  enum class Audience { customer, store, both };
  void announce_event(db::Tx& tx, const std::string& order_no, int64_t sid, const boost::json::object& event,
                      Audience to = Audience::both);
  db::Db& db() { return db_; }
  const Clock& clock() const { return clock_; }

 private:
  // Everything that goes with a cancellation, in its transaction: money and coupons go back.
  void undo_for_cancel(db::Tx& tx, const OrderRow& o, int64_t now_ms);
  // submit's transaction, priced on `menu` (which it checks is current).
  OrderRow submit_on(const catalog::Snapshot& menu, int64_t member_id, const CheckoutRequest& r, const std::string& key, Lang lang,
                     const validators::Phone& phone, int64_t now);
  // Cancels an order for want of payment (reason payment_timeout) and announces it; with
  // `unless_paying`, only while no payment is under way for it.
  std::optional<OrderRow> cancel_for_nonpayment(const std::string& order_no, bool unless_paying);

  db::Db& db_;
  const Clock& clock_;
  catalog::CatalogService& catalog_;
  http::Publisher& publisher_;
  OrderOptions options_;
  std::vector<DetailDecorator> decorators_;
  std::vector<DetailDecorator> list_decorators_;
  std::vector<ReaderCheck> reader_checks_;
  std::vector<StatusListener> status_listeners_;
  std::vector<StatusTxListener> status_tx_listeners_;
  std::vector<ConsoleElsewhere> console_elsewhere_;
  std::vector<CancelHandler> cancel_handlers_;
  std::vector<MoneyListener> money_listeners_;
  MembershipAtCheckout membership_;
};

}  // namespace qsr::order
