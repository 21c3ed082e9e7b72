// Ordering at a table (spec 001 §3 dine-in cart, §4 dine-in, §7 /v1/DinnerOrder/*): everyone at
// the table adds dishes to the table's unconfirmed list; "order dishes" sends them to the kitchen
// as a round; rounds accumulate until someone pays for the table through the payment centre.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "http/publisher.h"
#include "modules/cart/cart_service.h"
#include "modules/dinein/dine_events.h"
#include "modules/order/order_service.h"
#include "modules/payment/payment_api.h"

namespace qsr::dinein {

enum DineCode {
  kTableNotFound = 34001,
  kNoSession = 34002,      // the table has no open session (open it by scanning)
  kNothingToConfirm = 34003,
  kTablePaying = 34004,    // the table is being paid: no more dishes
  kScanAgain = 34006,      // the table's token is missing or old: scan the code on the table again
  kJoinFirst = 34007,      // only diners who opened or joined the table (by scanning) change it
};

struct DineOptions {
  // A round of more units than this waits for a second diner or the staff to confirm it
  // (QSR_TABLE_ROUND_CONFIRM_UNITS).
  int64_t confirm_units_over = 20;
  // A table being paid takes no dishes; when its payer leaves the order unpaid this long, the
  // table reopens (the order is cancelled and its dishes go back to the table's rounds).
  int64_t pay_hold_ms = 3 * 60 * 1000;
};

// What sending a round did: sent (its number), or waiting for another diner's confirmation.
struct RoundOutcome {
  int64_t round = 0;
  bool awaiting_confirmation = false;
};

struct Session {
  int64_t id = 0, sid = 0;
  std::string table_no, status;
  int64_t rounds = 0;
  std::optional<int64_t> order_id;
  std::string token;  // the table's QR token: its live topic is table:<token>
  int64_t updated_at = 0;
  std::optional<std::string> confirm_asked_by;  // a diner asked to send a large round
};

// The order a table is paying (or paid): its number and status name, and when it is split
// equally (AA), its parts and who paid them.
struct TableOrder {
  std::string order_no, status;
  int64_t member_id = 0;  // who started paying it
  int64_t payable = 0;
  std::optional<payment::SplitState> split;
};

// A diner's share of the table's bill (dine_shares.cpp): an order of their own for some of the
// table's dishes, paid or still waiting for payment.
struct TableShare {
  int64_t member_id = 0;
  catalog::Cents payable = 0;
  bool paid = false;
  std::string order_no;
  std::vector<order::LineRecord> lines;
};
std::vector<TableShare> shares_of(db::Tx& tx, int64_t session_id);

// A dish some diner's share took: the line of their order, and whether it is paid.
struct SharedDish {
  order::LineRecord line;
  bool paid = false;
};

// One round of a table: its dishes and when it went to the kitchen and was served.
struct TableRound {
  int64_t round = 0;
  std::vector<cart::CheckoutLine> dishes;   // still in the table's cart (the table orders)
  std::vector<order::LineRecord> ordered;   // in the order being paid (or paid)
  std::vector<SharedDish> shared;           // in diners' shares of the bill
  std::optional<int64_t> sent_at, served_at;
};

// The table as everyone at it sees it (dine_views.h makes its JSON).
struct TableDetail {
  Session session;
  std::vector<TableRound> rounds;
  catalog::Cents price = 0;  // the rounds' goods: the cart's price, or the order's lines once paying
  int64_t units = 0;
  cart::CartView unconfirmed;  // the dishes not sent yet (it also holds the menu the rounds' names point into)
  std::optional<TableOrder> order;
  std::vector<TableShare> shares;  // the bill's shares so far (dishes in them are not in `price`)
};

// A table in the kitchen's view: its rounds in order, each with its dishes from the table's detail.
struct KitchenTable {
  struct Round {
    int64_t round = 0, sent_at = 0;
    std::optional<int64_t> served_at;
  };
  TableDetail table;
  std::vector<Round> rounds;
};

enum KitchenCode {
  kRoundNotFound = 34005,  // no such round at the store, or served already
};

// Which of these orders are tables' orders (their dishes go through the kitchen's tables view).
std::set<int64_t> table_orders_among(db::Tx& tx, const std::vector<int64_t>& order_ids);
// Rounds of a session the kitchen has not served yet.
int64_t unserved_rounds(db::Tx& tx, int64_t session_id);
// A table session's carts: the rounds sent to the kitchen, and the dishes still being chosen.
inline cart::Owner confirmed_cart(const Session& s) { return cart::Owner::table(s.id); }
inline cart::Owner draft_cart(const Session& s) { return cart::Owner::table_draft(s.id); }
// Dishes change, and shares are taken, only while the table is open (34004 otherwise).
void require_open_table(const Session& s);

class DineService {
 public:
  // Every change is announced on the table's live topic (and the store's, for the kitchen).
  DineService(db::Db& db, const Clock& clock, catalog::CatalogService& catalog, cart::CartService& carts, order::OrderService& orders,
              http::Publisher& live, DineOptions options = {})
      : db_(db), clock_(clock), catalog_(catalog), carts_(carts), orders_(orders), events_(live), options_(options) {}

  // Both check the table's QR token first (34001 no such table, 34006 wrong or missing token).
  // Opening also makes `diner` (m:<member> or v:<visitor session>) one of the table's diners;
  // without one (no session) it answers 401 once the table and its code are known to be right.
  Session open_table(int64_t sid, const std::string& table_no, const std::string& token, const std::optional<std::string>& diner);
  // The open (or paying) session, else 34002. A pay hold that ran out is released here.
  Session current(int64_t sid, const std::string& table_no, const std::string& token);
  // Changes to the table's dishes: by its diners only (34007 otherwise).
  void add(const Session& s, const std::string& diner, const cart::Choices& choices, int64_t quantity, const std::string& memo = "");
  // A dish's quantity (0 removes it) and/or its note for the kitchen, announced once.
  void update_dish(const Session& s, const std::string& diner, int64_t line_id, std::optional<int64_t> quantity,
                   const std::optional<std::string>& memo);
  // Sends the unconfirmed dishes to the kitchen as the next round, by a diner. A round above the
  // configured size is only asked for; a second diner's call (or the staff's) sends it.
  RoundOutcome order_dishes(const Session& s, const std::string& diner);
  // The staff of the table's store send its waiting dishes (a large round someone asked for).
  RoundOutcome send_round_for_staff(int64_t session_id, std::optional<int64_t> staff_sid);
  // A session by its id, with its table's token (for live events); 34002 when there is none.
  Session session_by_id(int64_t session_id);
  // The table whose bill an order is (the seed's cache/{orderNo}: the pay page shows the table
  // it pays for), to its payer or one of the table's diners; 404 otherwise, as if there were none.
  Session session_of_order(const std::string& order_no, std::optional<int64_t> member_id, const std::optional<std::string>& diner);
  // The table's bill as one order for the caller to pay, or with `people` (2..20) for everyone at
  // the table to pay in equal parts (AA).
  order::OrderRow pre_pay(int64_t member_id, const Session& s, order::CheckoutRequest contact, const std::string& key, Lang lang,
                          std::optional<int64_t> people = std::nullopt);
  // Whether the member is one of the diners at the table whose bill the order is (who may pay a
  // part of a bill split equally).
  static bool diner_of_order(db::Tx& tx, const order::OrderRow& o, int64_t member_id);
  // What paying the table would take, as any checkout prices it (points offered to the payer).
  order::CheckoutRequest checkout_of(const Session& s, order::CheckoutRequest r) const;
  // Cancels the table's unpaid order and reopens the table with its rounds; or, for a diner
  // whose share is waiting for payment, cancels the share (its dishes go back to the table).
  void cancel_pay(int64_t member_id, const Session& s);

  // Splitting the bill (dine_shares.cpp). A diner's share: `units` of the table's rounds (line id
  // -> units) as an order of their own, priced and paid as any checkout. Refused (409) when the
  // table is being paid whole, or when someone paid for those units first.
  order::OrderRow pre_pay_share(int64_t member_id, const Session& s, const std::map<int64_t, int64_t>& units,
                                order::CheckoutRequest contact, const std::string& key, Lang lang);
  // The member's share of this table still waiting for payment, if any.
  std::optional<std::string> unpaid_share_of(const Session& s, int64_t member_id);
  TableDetail detail(const Session& s);
  // The order number of the table's bill while it is being paid, or of `member`'s share waiting
  // for payment; 409 (nothing to pay) otherwise.
  std::string order_to_pay(const Session& s, std::optional<int64_t> member = std::nullopt);

  // The kitchen (dine_kitchen.cpp). Tables with rounds to cook or serve: open and paying tables,
  // and paid ones with rounds not yet served.
  std::vector<KitchenTable> kitchen_tables(int64_t sid);
  // Marks a round served (staff of the store); a paid table whose rounds are all served finishes.
  // Returns the session, for the live events.
  Session serve_round(int64_t session_id, int64_t round, std::optional<int64_t> staff_sid);
  // A table's order was paid: the table closes, and the order is cooking (its rounds went to the
  // kitchen when they were sent), or finished when every round is served already.
  void on_order_status(const order::OrderRow& o);

 private:
  db::Db& db_;
  const Clock& clock_;
  catalog::CatalogService& catalog_;
  cart::CartService& carts_;
  order::OrderService& orders_;
  TableEvents events_;
  DineOptions options_;

  void set(const Session& s, const std::string& diner, int64_t line_id, int64_t quantity);
  void set_memo(const Session& s, const std::string& diner, int64_t line_id, const std::string& memo);

  void require_diner(const Session& s, const std::string& diner);
  int64_t send_round(db::Tx& tx, const Session& s);
  // The table's order is paid, cancelled, or its hold ran out: close or reopen the table.
  // True when the session is no longer the one in hand (the caller reads it again).
  bool settle_pay_hold(const Session& s);
  void return_dishes_and_reopen(const Session& s, int64_t order_id);
  // An order's lines go back to the table's rounds as they were (a cancelled bill or share).
  void return_lines(db::Tx& tx, const Session& s, int64_t order_id);
  // A share paid or cancelled: the share settles (a cancelled one's dishes go back; the table
  // closes when nothing is left to pay). False for an order that is no share.
  bool on_share_status(const order::OrderRow& o);
  bool cancel_share(int64_t member_id, const Session& s);
  // Shares left unpaid longer than the pay hold are cancelled (their dishes go back): true when
  // one was.
  bool settle_stale_shares(const Session& s);
};

}  // namespace qsr::dinein
