// What other modules may do with orders, inside the caller's transaction (one transaction can
// span modules). The order module owns the orders, order_line, order_status_log and order_serial
// tables; nobody else names them (scripts/check-boundaries).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/order/order_types.h"

namespace qsr::order {

std::optional<OrderRow> find(db::Tx& tx, const std::string& order_no);
std::optional<OrderRow> find_by_id(db::Tx& tx, int64_t order_id);
std::vector<LineRecord> lines_of(db::Tx& tx, int64_t order_id);
// What each of the given orders kept of its money (paid less refunded), by order number; orders
// that do not exist are left out. At most 500 numbers a call.
std::map<std::string, int64_t> money_kept(db::Tx& tx, const std::vector<std::string>& order_nos);
// The member's orders finished (handed over) in [from_ms, to_ms) and not refunded in full (the
// task centre's "order N times": a paid order still open can yet be cancelled).
int64_t count_finished(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms);
// When the member's latest paid order was paid (not refunded in full); nullopt when none was
// (the popups' member_return rule).
std::optional<int64_t> last_paid_at(db::Tx& tx, int64_t member_id);

// Payments. The order moves to `awaiting_acceptance` (if still in `from`) and its frozen coupons
// become used. Answers the order as paid; nothing when someone moved it first.
std::optional<OrderRow> mark_paid(db::Tx& tx, const OrderRow& o, Status from, int64_t now_ms);
// A card checkout began: the order is `paying` (false when it moved meanwhile).
bool mark_paying(db::Tx& tx, const OrderRow& o, int64_t now_ms);
// The card checkout failed: a `paying` order may be paid again (false when it moved meanwhile).
bool mark_payment_failed(db::Tx& tx, const OrderRow& o, int64_t now_ms);
// `gifted`: of the amount, gifted wallet money (it earns no points or growth, decision 0029).
void add_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t now_ms, int64_t gifted = 0);
// A part paid before the order was paid in full went back (a failed combination's wallet part).
void take_back_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t gifted = 0);

// Refunds.
void add_refunded(db::Tx& tx, int64_t order_id, int64_t amount);
void note_refund_requested(db::Tx& tx, int64_t order_id);
// Counts `quantity` more units of the line as given back; false when that many are not left.
bool add_refunded_units(db::Tx& tx, int64_t line_id, int64_t quantity);
// Everything was given back before the customer had it: the store will not hand it over, the
// order ends as cancelled (reason `refunded`). The order as it is then, or nullopt when it was
// already over.
std::optional<OrderRow> end_refunded_in_full(db::Tx& tx, const OrderRow& o, int64_t now_ms);

}  // namespace qsr::order
