// Splitting a table's bill (docs/decisions/0054-split-bill.md): a diner pays for some of the
// table's dishes (their own, or any they choose) as an order of their own, with their coupons,
// member prices and points; whoever pays last pays the rest, or the table closes when nothing is
// left. Two diners cannot pay for the same unit: the checkout takes units off the table's lines
// only while the lines still have them.
#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "modules/cart/cart_api.h"
#include "modules/dinein/dine_service.h"
#include "modules/dinein/table_tokens.h"
#include "modules/order/order_api.h"

namespace qsr::dinein {

namespace sql {
// In the share's order transaction: the table must still be open (a whole-table payer waits
// for, or refuses, the share), and it holds the table open until the share is paid or returned.
constexpr const char* kHoldOpen =
    "UPDATE dine_session SET unpaid_shares = unpaid_shares + 1, updated_at = $2 WHERE id = $1 AND status = 'open'";
constexpr const char* kInsertShare =
    "INSERT INTO dine_share (session_id, order_id, member_id, status, created_at, updated_at) VALUES ($1, $2, $3, 'ordered', $4, $4)";
// A share leaves "ordered" once (paid, or returned when its order is cancelled).
constexpr const char* kSettleShare =
    "UPDATE dine_share SET status = $2, updated_at = $3 WHERE order_id = $1 AND status = 'ordered' RETURNING session_id";
constexpr const char* kReleaseHold = "UPDATE dine_session SET unpaid_shares = unpaid_shares - 1, updated_at = $2 WHERE id = $1";
constexpr const char* kShares =
    "SELECT order_id, member_id, status FROM dine_share WHERE session_id = $1 AND status <> 'returned' ORDER BY id";
constexpr const char* kUnpaidShareOf =
    "SELECT order_id FROM dine_share WHERE session_id = $1 AND member_id = $2 AND status = 'ordered' ORDER BY id DESC LIMIT 1";
constexpr const char* kStaleShares = "SELECT order_id FROM dine_share WHERE session_id = $1 AND status = 'ordered' AND created_at <= $2";
// Nothing left to pay: the table is done (as when one payer pays it whole).
constexpr const char* kCloseIfSettled =
    "UPDATE dine_session SET status = 'closed', updated_at = $2 WHERE id = $1 AND status = 'open' AND unpaid_shares = 0";
constexpr const char* kIsShare = "SELECT 1 FROM dine_share WHERE order_id = $1";
constexpr const char* kSessionRow = "SELECT id, sid, table_no, status, rounds, order_id FROM dine_session WHERE id = $1";
}  // namespace sql

std::vector<TableShare> shares_of(db::Tx& tx, int64_t session_id) {
  std::vector<TableShare> out;
  for (const auto& r : tx.query(sql::kShares, {session_id})) {
    TableShare share;
    share.member_id = r.i64(1);
    share.paid = r.str(2) == "paid";
    if (auto o = order::find_by_id(tx, r.i64(0))) {
      share.order_no = o->order_no;
      share.payable = o->payable;
      share.lines = order::lines_of(tx, o->id);
    }
    out.push_back(std::move(share));
  }
  return out;
}

order::OrderRow DineService::pre_pay_share(int64_t member_id, const Session& s, const std::map<int64_t, int64_t>& units,
                                           order::CheckoutRequest contact, const std::string& key, Lang lang) {
  require_open_table(s);
  if (units.empty()) throw AppError::missing("lines");
  contact = checkout_of(s, contact);
  contact.only_units = units;
  const int64_t session_id = s.id;
  const int64_t now = clock_.now_ms();
  contact.in_order_transaction = [session_id, member_id, now](db::Tx& tx, const order::OrderRow& o) {
    if (tx.exec(sql::kHoldOpen, {session_id, now}) != 1) throw AppError(409, kTablePaying, "dine_table_paying");
    tx.exec(sql::kInsertShare, {session_id, o.id, member_id, now});
  };
  order::OrderRow o = orders_.submit(member_id, contact, key, lang);
  db_.write([&](db::Tx& tx) { events_.changed(tx, s, "table-changed"); });
  return o;
}

std::optional<std::string> DineService::unpaid_share_of(const Session& s, int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) -> std::optional<std::string> {
    auto r = tx.query_one(sql::kUnpaidShareOf, {s.id, member_id});
    if (!r) return std::nullopt;
    auto o = order::find_by_id(tx, r->i64(0));
    return o ? std::optional<std::string>(o->order_no) : std::nullopt;
  });
}

bool DineService::cancel_share(int64_t member_id, const Session& s) {
  auto order_no = unpaid_share_of(s, member_id);
  if (!order_no) return false;
  // The order's cancellation comes back through on_order_status, which returns the dishes.
  orders_.cancel_by_customer(member_id, *order_no);
  return true;
}

bool DineService::settle_stale_shares(const Session& s) {
  auto stale = db_.read_value([&](db::Tx& tx) {
    std::vector<int64_t> ids;
    for (const auto& r : tx.query(sql::kStaleShares, {s.id, clock_.now_ms() - options_.pay_hold_ms})) ids.push_back(r.i64(0));
    return ids;
  });
  bool returned = false;
  for (int64_t id : stale) {
    auto o = db_.read_value([&](db::Tx& tx) { return order::find_by_id(tx, id); });
    // A payer who went away: their dishes go back to the table for someone else to pay.
    if (o && orders_.cancel_if_unpaid(o->order_no)) returned = true;
  }
  return returned;
}

bool DineService::on_share_status(const order::OrderRow& o) {
  const bool paid = o.status == order::Status::awaiting_acceptance;
  const bool cancelled = o.status == order::Status::cancelled;
  const int64_t now = clock_.now_ms();
  // Read first: the table's own order (no share) changes status without a write transaction here.
  if (!db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kIsShare, {o.id}).has_value(); })) return false;
  if (!paid && !cancelled) return true;
  std::optional<Session> session;
  db_.write([&](db::Tx& tx) {
    auto settled = tx.query_one(sql::kSettleShare, {o.id, std::string(paid ? "paid" : "returned"), now});
    if (!settled) return;  // told twice: settled the first time
    const int64_t session_id = settled->i64(0);
    tx.exec(sql::kReleaseHold, {session_id, now});
    auto row = tx.query_one(sql::kSessionRow, {session_id});
    Session s{row->i64(0), row->i64(1), row->str(2), row->str(3), row->i64(4), row->opt_i64(5)};
    s.token = table_token(tx, s.sid, s.table_no).value_or("");
    if (cancelled) {
      return_lines(tx, s, o.id);
    } else if (cart::lines_of(tx, confirmed_cart(s), s.sid).empty() && cart::lines_of(tx, draft_cart(s), s.sid).empty()) {
      tx.exec(sql::kCloseIfSettled, {s.id, now});
    }
    events_.changed(tx, s, "table-changed");
    session = s;
  });
  if (paid && session) {
    // Its dishes went to the kitchen with their rounds: cooking, or finished when all are served.
    const bool all_served = db_.read_value([&](db::Tx& tx) { return unserved_rounds(tx, session->id) == 0; });
    try {
      orders_.advance(o.order_no, order::Status::in_production, order::Actor::system, std::nullopt);
      if (all_served) orders_.advance(o.order_no, order::Status::finished, order::Actor::system, std::nullopt);
    } catch (const AppError& e) {
      spdlog::info("table share {}: {}", o.order_no, e.message_key);
    }
  }
  return true;
}

}  // namespace qsr::dinein
