// Ordering at a table (spec 001 §3 dine-in cart, §4 dine-in, §7 /v1/DinnerOrder/*): everyone at
// the table adds dishes to the table's unconfirmed list; "order dishes" sends them to the kitchen
// as a round; rounds accumulate until someone pays for the table through the payment centre.
#pragma once

#include <optional>
#include <set>

#include <boost/json/array.hpp>
#include <string>

#include <boost/json/object.hpp>

#include "modules/cart/cart_service.h"
#include "modules/order/order_service.h"

namespace qsr::dinein {

enum DineCode {
  kTableNotFound = 34001,
  kNoSession = 34002,      // the table has no open session (open it by scanning)
  kNothingToConfirm = 34003,
  kTablePaying = 34004,    // the table is being paid: no more dishes
  kScanAgain = 34006,      // the table's token is missing or old: scan the code on the table again
};

struct Session {
  int64_t id = 0, sid = 0;
  std::string table_no, status;
  int64_t rounds = 0;
  std::optional<int64_t> order_id;
  std::string token;  // the table's QR token: its live topic is table:<token>
};

enum KitchenCode {
  kRoundNotFound = 34005,  // no such round at the store, or served already
};

// Which of these orders are tables' orders (their dishes go through the kitchen's tables view).
std::set<int64_t> table_orders_among(db::Tx& tx, const std::vector<int64_t>& order_ids);

class DineService {
 public:
  DineService(db::Db& db, const Clock& clock, catalog::CatalogService& catalog, cart::CartService& carts, order::OrderService& orders)
      : db_(db), clock_(clock), catalog_(catalog), carts_(carts), orders_(orders) {}

  // Both check the table's QR token first (34001 no such table, 34006 wrong or missing token).
  Session open_table(int64_t sid, const std::string& table_no, const std::string& token);
  // The open (or paying) session, else 34002.
  Session current(int64_t sid, const std::string& table_no, const std::string& token);
  void add(const Session& s, const cart::Choices& choices, int64_t quantity, const std::string& memo = "");
  void set(const Session& s, int64_t line_id, int64_t quantity);
  void set_memo(const Session& s, int64_t line_id, const std::string& memo);
  // Sends the unconfirmed dishes to the kitchen as the next round; returns its number.
  int64_t order_dishes(const Session& s);
  order::OrderRow pre_pay(int64_t member_id, const Session& s, order::CheckoutRequest contact, const std::string& key, Lang lang);
  // Cancels the table's unpaid order and reopens the table with its rounds.
  void cancel_pay(int64_t member_id, const Session& s);
  boost::json::object detail(const Session& s, Lang lang);

  // The kitchen (dine_kitchen.cpp). Tables with rounds to cook or serve: open and paying tables,
  // and paid ones with rounds not yet served.
  boost::json::array kitchen_tables(int64_t sid, Lang lang);
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
};

}  // namespace qsr::dinein
