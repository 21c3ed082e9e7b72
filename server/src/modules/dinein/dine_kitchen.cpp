// The kitchen's side of table ordering: a round goes to the kitchen when the table sends it (eat
// first, pay at the end), the kitchen marks it served, and a paid table order is finished once
// every round is served.
#include <algorithm>
#include <map>

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "modules/order/order_api.h"
#include "modules/dinein/dine_service.h"
#include "modules/dinein/table_tokens.h"

namespace qsr::dinein {

namespace sql {
// Tables still in the kitchen's hands: being ordered or paid, or paid with rounds to serve.
constexpr const char* kKitchenSessions =
    "SELECT s.id, s.table_no, s.status, s.order_id, s.confirm_asked_by FROM dine_session s"
    " WHERE s.sid = $1 AND (s.rounds > 0 OR s.confirm_asked_by IS NOT NULL) AND (s.status IN ('open', 'paying')"
    "   OR EXISTS (SELECT 1 FROM dine_round r WHERE r.session_id = s.id AND r.served_at IS NULL))"
    " ORDER BY s.id LIMIT 200";
constexpr const char* kRounds = "SELECT round, sent_at, served_at FROM dine_round WHERE session_id = $1 ORDER BY round";
constexpr const char* kServe =
    "UPDATE dine_round SET served_at = $3 WHERE session_id = $1 AND round = $2 AND served_at IS NULL";
constexpr const char* kPaidShares = "SELECT order_id FROM dine_share WHERE session_id = $1 AND status = 'paid'";
constexpr const char* kUnserved = "SELECT COUNT(*) FROM dine_round WHERE session_id = $1 AND served_at IS NULL";
constexpr const char* kSession = "SELECT id, sid, table_no, status, rounds, order_id FROM dine_session WHERE id = $1";
constexpr const char* kSessionOfOrder = "SELECT id FROM dine_session WHERE order_id = $1";
constexpr const char* kClose = "UPDATE dine_session SET status = 'closed', updated_at = $2 WHERE id = $1 AND status = 'paying'";
}  // namespace sql

namespace {

Session session_of(const db::Row& r) { return {r.i64(0), r.i64(1), r.str(2), r.str(3), r.i64(4), r.opt_i64(5)}; }

}  // namespace

std::set<int64_t> table_orders_among(db::Tx& tx, const std::vector<int64_t>& order_ids) {
  // In batches of one fixed size (the last padded with a repeated id), so there is one statement
  // text to prepare and cache, not one per list length.
  constexpr size_t kBatch = 50;
  static const std::string sql = [] {
    std::string in;
    for (size_t i = 1; i <= kBatch; ++i) in += (i > 1 ? ", $" : "$") + std::to_string(i);
    return "SELECT order_id FROM dine_session WHERE order_id IN (" + in + ") UNION SELECT order_id FROM dine_share WHERE order_id IN (" + in + ")";
  }();
  std::set<int64_t> out;
  for (size_t start = 0; start < order_ids.size(); start += kBatch) {
    // Sized first and filled by index: pushing each value made g++ 12 warn (falsely) about a string
    // in the value's variant being read uninitialized.
    db::Params params(kBatch);
    for (size_t i = 0; i < kBatch; ++i) params[i] = order_ids[std::min(start + i, order_ids.size() - 1)];
    for (const auto& r : tx.query(sql, params)) out.insert(r.i64(0));
  }
  return out;
}

int64_t unserved_rounds(db::Tx& tx, int64_t session_id) { return tx.query_one(sql::kUnserved, {session_id})->i64(0); }

std::vector<KitchenTable> DineService::kitchen_tables(int64_t sid) {
  std::vector<KitchenTable> tables;
  db_.read([&](db::Tx& tx) {
    for (const auto& r : tx.query(sql::kKitchenSessions, {sid})) {
      KitchenTable t;
      Session& s = t.table.session;
      s = {r.i64(0), sid, r.str(1), r.str(2), 0, r.opt_i64(3)};
      if (!r.is_null(4)) s.confirm_asked_by = r.str(4);
      for (const auto& round : tx.query(sql::kRounds, {s.id})) t.rounds.push_back({round.i64(0), round.i64(1), round.opt_i64(2)});
      tables.push_back(std::move(t));
    }
  });
  // The dishes of each round: the table's confirmed cart while it orders, the order's lines once
  // it is being paid (read as the customers' pages read them).
  for (auto& t : tables) t.table = detail(t.table.session);
  return tables;
}

Session DineService::serve_round(int64_t session_id, int64_t round, std::optional<int64_t> staff_sid) {
  const int64_t now = clock_.now_ms();
  std::vector<std::string> finish;  // the paid orders (the bill, or its shares) to finish: their last round is served
  Session s = db_.write_value([&](db::Tx& tx) {
    auto row = tx.query_one(sql::kSession, {session_id});
    if (!row || (staff_sid && *staff_sid != row->i64(1))) throw AppError(404, kRoundNotFound, "dine_round_not_found");
    Session s = session_of(*row);
    s.token = table_token(tx, s.sid, s.table_no).value_or("");
    if (tx.exec(sql::kServe, {session_id, round, now}) != 1) throw AppError(404, kRoundNotFound, "dine_round_not_found");
    if (unserved_rounds(tx, session_id) == 0) {
      std::vector<int64_t> ids;
      if (s.order_id) ids.push_back(*s.order_id);
      for (const auto& r : tx.query(sql::kPaidShares, {session_id})) ids.push_back(r.i64(0));
      for (int64_t id : ids) {
        auto o = order::find_by_id(tx, id);
        if (o && o->status == order::Status::in_production) finish.push_back(o->order_no);
      }
    }
    events_.served(tx, s, round);
    return s;
  });
  for (const auto& order_no : finish) orders_.advance(order_no, order::Status::finished, order::Actor::system, std::nullopt);
  return s;
}

void DineService::on_order_status(const order::OrderRow& o) {
  if (o.order_type != static_cast<int>(catalog::OrderType::dine_in) || o.table_no.empty()) return;
  if (on_share_status(o)) return;
  const bool paid = o.status == order::Status::awaiting_acceptance;
  // A part of a bill split equally paid (or a card part answered) leaves the order waiting: the
  // diners' pages hear of it. Nothing else of the table changes then.
  if (!paid && !o.paid_total) return;
  const int64_t now = clock_.now_ms();
  auto session = db_.write_value([&](db::Tx& tx) -> std::optional<int64_t> {
    auto r = tx.query_one(sql::kSessionOfOrder, {o.id});
    if (!r) return std::nullopt;  // a dine-in order without a table session (pre-order)
    if (paid) tx.exec(sql::kClose, {r->i64(0), now});
    Session s{r->i64(0), o.sid, o.table_no};
    s.token = table_token(tx, o.sid, o.table_no).value_or("");
    events_.changed(tx, s, "table-changed");
    return r->i64(0);
  });
  if (!session || !paid) return;
  bool all_served = db_.read_value([&](db::Tx& tx) { return unserved_rounds(tx, *session) == 0; });
  try {
    orders_.advance(o.order_no, order::Status::in_production, order::Actor::system, std::nullopt);
    if (all_served) orders_.advance(o.order_no, order::Status::finished, order::Actor::system, std::nullopt);
  } catch (const AppError& e) {
    // Someone moved it first (staff accepted it by hand): their step stands.
    spdlog::info("table order {}: {}", o.order_no, e.message_key);
  }
}

}  // namespace qsr::dinein
