#include "modules/dinein/dine_service.h"

#include <algorithm>
#include <map>

#include "core/app_error.h"
#include "modules/cart/cart_api.h"
#include "modules/dinein/table_tokens.h"
#include "modules/order/order_api.h"
#include "modules/payment/payment_api.h"

namespace qsr::dinein {

namespace sql {
constexpr const char* kColumns = "SELECT id, sid, table_no, status, rounds, order_id, updated_at, confirm_asked_by FROM dine_session ";
constexpr const char* kOpen = "WHERE sid = $1 AND table_no = $2 AND status IN ('open', 'paying') ORDER BY id DESC LIMIT 1";
constexpr const char* kInsert =
    "INSERT INTO dine_session (sid, table_no, status, created_at, updated_at) VALUES ($1, $2, 'open', $3, $3)";
constexpr const char* kNextRound = "UPDATE dine_session SET rounds = rounds + 1, updated_at = $2 WHERE id = $1 AND status = 'open' RETURNING rounds";
// Paying the whole table waits for no diner's share (a share being paid holds the table open).
constexpr const char* kPaying =
    "UPDATE dine_session SET status = 'paying', updated_at = $2 WHERE id = $1 AND status = 'open' AND unpaid_shares = 0";
constexpr const char* kSharesUnpaid = "SELECT unpaid_shares FROM dine_session WHERE id = $1";
constexpr const char* kSetOrder = "UPDATE dine_session SET order_id = $2 WHERE id = $1";
constexpr const char* kReopen =
    "UPDATE dine_session SET status = 'open', order_id = NULL, updated_at = $2 WHERE id = $1 AND status = 'paying'";
constexpr const char* kClose = "UPDATE dine_session SET status = 'closed', updated_at = $2 WHERE id = $1";
constexpr const char* kJoin = "INSERT INTO dine_diner (session_id, diner, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";
constexpr const char* kIsDiner = "SELECT 1 FROM dine_diner WHERE session_id = $1 AND diner = $2";
constexpr const char* kAskConfirm =
    "UPDATE dine_session SET confirm_asked_by = $2 WHERE id = $1 AND status = 'open' AND confirm_asked_by IS NULL";
constexpr const char* kAskedBy = "SELECT confirm_asked_by FROM dine_session WHERE id = $1";
// What a diner asked to send changed: the ask is void (the others would confirm something else).
constexpr const char* kForgetAsk = "UPDATE dine_session SET confirm_asked_by = NULL WHERE id = $1 AND confirm_asked_by IS NOT NULL";
constexpr const char* kById = "WHERE id = $1";
constexpr const char* kByOrder =
    "WHERE order_id = $1 OR id = (SELECT session_id FROM dine_share WHERE order_id = $1) ORDER BY id DESC LIMIT 1";
}  // namespace sql

namespace {

cart::Owner unconfirmed(const Session& s) { return draft_cart(s); }
cart::Owner confirmed(const Session& s) { return confirmed_cart(s); }

Session from_row(const db::Row& r) {
  Session s{r.i64(0), r.i64(1), r.str(2), r.str(3), r.i64(4), r.opt_i64(5)};
  s.updated_at = r.i64(6);
  if (!r.is_null(7)) s.confirm_asked_by = r.str(7);
  return s;
}

void require_open(const Session& s) { require_open_table(s); }

}  // namespace

void require_open_table(const Session& s) {
  if (s.status != "open") throw AppError(409, kTablePaying, "dine_table_paying");
}

Session DineService::current(int64_t sid, const std::string& table_no, const std::string& token) {
  for (int settled = 0;; ++settled) {
    std::optional<std::string> stored;
    auto s = db_.read_value([&](db::Tx& tx) -> std::optional<Session> {
      stored = table_token(tx, sid, table_no);
      if (!stored) return std::nullopt;
      return tx.query_one_as(std::string(sql::kColumns) + sql::kOpen, {sid, table_no}, from_row);
    });
    if (!stored) throw AppError(404, kTableNotFound, "dine_table_not_found");
    check_table_token(*stored, token);
    if (!s) throw AppError(404, kNoSession, "dine_no_session");
    s->token = *stored;
    if (settled < 2 && s->status == "paying" && s->order_id && settle_pay_hold(*s)) continue;  // read it again
    if (settled == 0 && s->status == "open" && settle_stale_shares(*s)) continue;  // a share went back: read it again
    return *s;
  }
}

bool DineService::settle_pay_hold(const Session& s) {
  auto o = db_.read_value([&](db::Tx& tx) { return order::find_by_id(tx, *s.order_id); });
  if (!o) return false;
  const bool cancelled = o->status == order::Status::cancelled;
  if (o->paid_total >= o->payable && !cancelled) {
    // Paid: the table is free again (the order itself goes to the kitchen).
    db_.write([&](db::Tx& tx) { tx.exec(sql::kClose, {s.id, clock_.now_ms()}); });
    return true;
  }
  // A bill split equally waits while its parts come in: the hold counts from the last payment.
  const bool hold_over = std::max(s.updated_at, o->paid_total > 0 ? o->updated_at : 0) + options_.pay_hold_ms <= clock_.now_ms();
  if (cancelled || (hold_over && orders_.cancel_if_unpaid(o->order_no))) {
    // The payer went away (or the order timed out): the dishes go back to the table.
    return_dishes_and_reopen(s, *s.order_id);
    return true;
  }
  return false;
}

Session DineService::session_by_id(int64_t session_id) {
  return db_.read_value([&](db::Tx& tx) {
    auto r = tx.query_one(std::string(sql::kColumns) + sql::kById, {session_id});
    if (!r) throw AppError(404, kNoSession, "dine_no_session");
    Session s = from_row(*r);
    s.token = table_token(tx, s.sid, s.table_no).value_or("");
    return s;
  });
}

bool DineService::diner_of_order(db::Tx& tx, const order::OrderRow& o, int64_t member_id) {
  auto r = tx.query_one(std::string(sql::kColumns) + sql::kByOrder, {o.id});
  return r && tx.query_one(sql::kIsDiner, {r->i64(0), "m:" + std::to_string(member_id)}).has_value();
}

Session DineService::session_of_order(const std::string& order_no, std::optional<int64_t> member_id, const std::optional<std::string>& diner) {
  return db_.read_value([&](db::Tx& tx) {
    auto o = order::find(tx, order_no);
    auto r = o ? tx.query_one(std::string(sql::kColumns) + sql::kByOrder, {o->id}) : std::nullopt;
    if (!r) throw AppError::not_found("order_not_found");
    Session s = from_row(*r);
    const bool payer = member_id && o->member_id == *member_id;
    const bool at_table = diner && tx.query_one(sql::kIsDiner, {s.id, *diner}).has_value();
    if (!payer && !at_table) throw AppError::not_found("order_not_found");
    s.token = table_token(tx, s.sid, s.table_no).value_or("");
    return s;
  });
}

void DineService::require_diner(const Session& s, const std::string& diner) {
  bool joined = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kIsDiner, {s.id, diner}).has_value(); });
  if (!joined) throw AppError(403, kJoinFirst, "dine_join_first");
}

Session DineService::open_table(int64_t sid, const std::string& table_no, const std::string& token,
                                const std::optional<std::string>& diner) {
  std::optional<Session> s;
  try {
    s = current(sid, table_no, token);
  } catch (const AppError& e) {
    if (e.result_code != kNoSession) throw;  // no such table, or the wrong token
  }
  // The table and its code are right: only now does a missing session matter.
  if (!diner) throw AppError(401, 401, "login_required");
  if (!s) {
    try {
      db_.write([&](db::Tx& tx) { tx.exec(sql::kInsert, {sid, table_no, clock_.now_ms()}); });
    } catch (const db::DbError& e) {
      if (!e.is_unique_violation()) throw;  // someone at the table opened it at the same moment
    }
    s = current(sid, table_no, token);
  }
  db_.write([&](db::Tx& tx) { tx.exec(sql::kJoin, {s->id, *diner, clock_.now_ms()}); });
  return *s;
}

void DineService::add(const Session& s, const std::string& diner, const cart::Choices& choices, int64_t quantity,
                      const std::string& memo) {
  require_open(s);
  require_diner(s, diner);
  cart::AddRequest r;
  r.memo = memo;
  r.sid = s.sid;
  r.order_type = catalog::OrderType::dine_in;
  r.choices = choices;
  r.quantity = quantity;
  carts_.add(unconfirmed(s), r);
  db_.write([&](db::Tx& tx) {
    tx.exec(sql::kForgetAsk, {s.id});
    events_.changed(tx, s, "table-changed");
  });
}

void DineService::update_dish(const Session& s, const std::string& diner, int64_t line_id, std::optional<int64_t> quantity,
                              const std::optional<std::string>& memo) {
  if (quantity) set(s, diner, line_id, *quantity);
  if (memo && quantity.value_or(1) > 0) set_memo(s, diner, line_id, *memo);
  // Told once for both changes, in a transaction of its own.
  db_.write([&](db::Tx& tx) { events_.changed(tx, s, "table-changed"); });
}

void DineService::set(const Session& s, const std::string& diner, int64_t line_id, int64_t quantity) {
  require_open(s);
  require_diner(s, diner);
  carts_.set_quantity(unconfirmed(s), s.sid, line_id, quantity);
  db_.write([&](db::Tx& tx) { tx.exec(sql::kForgetAsk, {s.id}); });
}

void DineService::set_memo(const Session& s, const std::string& diner, int64_t line_id, const std::string& memo) {
  require_open(s);
  require_diner(s, diner);
  carts_.set_memo(unconfirmed(s), s.sid, line_id, memo);
}

int64_t DineService::send_round(db::Tx& tx, const Session& s) {
  auto lines = cart::lines_of(tx, unconfirmed(s), s.sid);
  if (lines.empty()) throw AppError(400, kNothingToConfirm, "dine_nothing_to_order");
  auto round = tx.query_one(sql::kNextRound, {s.id, clock_.now_ms()});
  if (!round) throw AppError(409, kTablePaying, "dine_table_paying");
  for (auto line : lines) {
    line.owner = confirmed(s).key();
    line.pocket = round->i64(0);  // the round is the pocket of the table's order
    cart::put_line(tx, line, clock_.now_ms());
  }
  cart::empty(tx, unconfirmed(s), s.sid);
  tx.exec(sql::kForgetAsk, {s.id});
  tx.exec("INSERT INTO dine_round (session_id, round, sent_at) VALUES ($1, $2, $3)", {s.id, round->i64(0), clock_.now_ms()});
  return round->i64(0);
}

RoundOutcome DineService::order_dishes(const Session& s, const std::string& diner) {
  require_open(s);
  require_diner(s, diner);
  RoundOutcome sent = db_.write_value([&](db::Tx& tx) {
    int64_t units = 0;
    for (const auto& l : cart::lines_of(tx, unconfirmed(s), s.sid)) units += l.quantity;
    if (units > options_.confirm_units_over) {
      // A large round goes to the kitchen when a second diner confirms it (or the staff send it):
      // one person's mistake, or a prank, does not start forty dishes.
      auto asked = tx.query_one(sql::kAskedBy, {s.id});
      const bool someone_else_asked = asked && !asked->is_null(0) && asked->str(0) != diner;
      if (!someone_else_asked) {
        tx.exec(sql::kAskConfirm, {s.id, diner});
        events_.awaiting(tx, s);
        return RoundOutcome{0, true};
      }
    }
    const int64_t round = send_round(tx, s);
    events_.round_sent(tx, s, round);
    return RoundOutcome{round, false};
  });
  return sent;
}

RoundOutcome DineService::send_round_for_staff(int64_t session_id, std::optional<int64_t> staff_sid) {
  RoundOutcome sent = db_.write_value([&](db::Tx& tx) {
    auto r = tx.query_one(std::string(sql::kColumns) + sql::kById, {session_id});
    if (!r || (staff_sid && *staff_sid != r->i64(1))) throw AppError(404, kNoSession, "dine_no_session");
    Session s = from_row(*r);
    require_open(s);
    const int64_t round = send_round(tx, s);
    s.token = table_token(tx, s.sid, s.table_no).value_or("");
    events_.round_sent(tx, s, round);
    return RoundOutcome{round, false};
  });
  return sent;
}

order::CheckoutRequest DineService::checkout_of(const Session& s, order::CheckoutRequest r) const {
  r.sid = s.sid;
  r.type = catalog::OrderType::dine_in;
  r.table_no = s.table_no;
  r.cart_owner = confirmed(s);
  return r;
}

order::OrderRow DineService::pre_pay(int64_t member_id, const Session& s, order::CheckoutRequest contact, const std::string& key,
                                     Lang lang, std::optional<int64_t> people) {
  // Said before anything else: a table being paid answers 409 only to a well-formed request.
  if (people && (*people < payment::kMinParts || *people > payment::kMaxParts)) throw AppError::invalid("people");
  require_open(s);
  // Split equally (AA): the bill is one order whose payment comes in equal parts, from anyone
  // at the table (decision 0057); the split is made in the order's own transaction.
  if (people) {
    const int64_t parts = *people;
    const int64_t now = clock_.now_ms();
    contact.in_order_transaction = [parts, now](db::Tx& tx, const order::OrderRow& o) {
      if (o.payable < parts) throw AppError(400, kNothingToConfirm, "dine_split_too_small");
      payment::split_in_parts(tx, o.id, parts, now);
    };
  }
  if (db_.write_value([&](db::Tx& tx) { return tx.exec(sql::kPaying, {s.id, clock_.now_ms()}); }) != 1) {
    const bool shares_unpaid = db_.read_value([&](db::Tx& tx) {
      auto r = tx.query_one(sql::kSharesUnpaid, {s.id});
      return r && r->i64(0) > 0;
    });
    if (shares_unpaid) throw AppError(409, kTablePaying, "dine_share_unpaid");
    throw AppError(409, kTablePaying, "dine_table_paying");
  }
  contact = checkout_of(s, contact);
  order::OrderRow o;
  try {
    o = orders_.submit(member_id, contact, key, lang);
  } catch (...) {
    db_.write([&](db::Tx& tx) { tx.exec(sql::kReopen, {s.id, clock_.now_ms()}); });
    throw;
  }
  db_.write([&](db::Tx& tx) {
    tx.exec(sql::kSetOrder, {s.id, o.id});
    events_.changed(tx, s, "table-paying");
  });
  return o;
}

void DineService::cancel_pay(int64_t member_id, const Session& s) {
  if (s.status == "open" && cancel_share(member_id, s)) return;
  if (s.status != "paying" || !s.order_id) throw AppError(409, kNoSession, "dine_no_session");
  auto o = db_.read_value([&](db::Tx& tx) { return order::find_by_id(tx, *s.order_id); });
  if (!o) throw AppError(409, kNoSession, "dine_no_session");
  orders_.cancel_by_customer(member_id, o->order_no);
  return_dishes_and_reopen(s, *s.order_id);
}

void DineService::return_dishes_and_reopen(const Session& s, int64_t order_id) {
  db_.write([&](db::Tx& tx) {
    // Once: of two requests that both found the hold over, only one reopens the table.
    if (tx.exec(sql::kReopen, {s.id, clock_.now_ms()}) != 1) return;
    events_.changed(tx, s, "table-changed");
    return_lines(tx, s, order_id);
  });
}

void DineService::return_lines(db::Tx& tx, const Session& s, int64_t order_id) {
  auto snap = catalog_.snapshot();
  // The table keeps its rounds: the order's lines go back as they were.
  for (const auto& l : order::lines_of(tx, order_id)) {
    const catalog::Goods* g = snap->find_goods(l.goods_id);
    cart::LineRow line;
    line.owner = confirmed(s).key();
    line.sid = s.sid;
    line.goods_id = l.goods_id;
    line.option_id = l.option_id;
    line.attrs = l.attrs;
    line.package = l.package;
    line.cid = g ? g->cid : 0;
    line.pocket = l.pocket;
    line.quantity = l.quantity;
    line.memo = l.memo;
    cart::put_line(tx, line, clock_.now_ms());
  }
}

std::string DineService::order_to_pay(const Session& s, std::optional<int64_t> member) {
  if (member && s.status == "open") {
    if (auto share = unpaid_share_of(s, *member)) return *share;
  }
  std::optional<order::OrderRow> row;
  if (s.status == "paying" && s.order_id) row = db_.read_value([&](db::Tx& tx) { return order::find_by_id(tx, *s.order_id); });
  if (!row) throw AppError(409, kNoSession, "dine_nothing_to_pay");
  return row->order_no;
}

TableDetail DineService::detail(const Session& s) {
  TableDetail out;
  out.session = s;
  const cart::CartView rounds_cart = carts_.contents(confirmed(s), s.sid, catalog::OrderType::dine_in);
  out.unconfirmed = carts_.contents(unconfirmed(s), s.sid, catalog::OrderType::dine_in);
  std::map<int64_t, TableRound> by_round;
  for (const auto& line : rounds_cart.lines) by_round[line.row.pocket].dishes.push_back(line);
  out.price = rounds_cart.price.goods_total + rounds_cart.price.box_total;
  out.units = rounds_cart.units;
  if (s.status != "open" && s.order_id) {
    // The rounds went into the order being paid (or paid): everyone at the table still sees the
    // bill, and the kitchen still sees what it has to serve.
    out.price = 0;
    out.units = 0;
    for (auto& l : db_.read_value([&](db::Tx& tx) { return order::lines_of(tx, *s.order_id); })) {
      out.price += l.total;
      out.units += l.quantity;
      by_round[l.pocket].ordered.push_back(std::move(l));
    }
  }
  db_.read([&](db::Tx& tx) {
    out.shares = shares_of(tx, s.id);
    // Dishes in diners' shares stay in their rounds, marked paid or waiting for payment.
    for (const auto& share : out.shares) {
      for (const auto& l : share.lines) by_round[l.pocket].shared.push_back({l, share.paid});
    }
    for (const auto& r : tx.query("SELECT round, sent_at, served_at FROM dine_round WHERE session_id = $1", {s.id})) {
      auto round = by_round.find(r.i64(0));
      if (round == by_round.end()) continue;
      round->second.sent_at = r.i64(1);
      round->second.served_at = r.opt_i64(2);
    }
    if (s.order_id) {
      if (auto row = order::find_by_id(tx, *s.order_id)) {
        out.order = TableOrder{row->order_no, std::string(order::status_name(row->status)), row->member_id, row->payable};
        out.order->split = payment::split_of(tx, *row);
      }
    }
  });
  for (auto& [n, round] : by_round) {
    round.round = n;
    out.rounds.push_back(std::move(round));
  }
  return out;
}

}  // namespace qsr::dinein
