// The orders, order_line, order_status_log and order_serial tables: private to the order module
// (other modules use order_api.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/order/order_types.h"

namespace qsr::order {

namespace repo {

std::optional<OrderRow> by_no(db::Tx& tx, const std::string& order_no);
std::optional<OrderRow> by_id(db::Tx& tx, int64_t id);
// The member's own order named by a launch address's `ordersn`: its order number, or the serial
// the store called out (serials start again every day: the newest order with it).
std::optional<std::string> member_order_by_serial(db::Tx& tx, int64_t member_id, const std::string& serial);
std::optional<OrderRow> by_idempotency(db::Tx& tx, int64_t member_id, const std::string& key);
int64_t insert(db::Tx& tx, const OrderRow& o, const std::string& idempotency_key);
void insert_line(db::Tx& tx, int64_t order_id, const LineRecord& line);
std::vector<LineRecord> lines(db::Tx& tx, int64_t order_id);
// Moves the order to `to` only if it is still in `from` (the database settles races). Logs it.
bool move(db::Tx& tx, int64_t order_id, Status from, Status to, const std::string& actor, int64_t now_ms);
// The same, answering the order as the move left it (one statement: no read after it).
std::optional<OrderRow> move_and_read(db::Tx& tx, int64_t order_id, Status from, Status to, const std::string& actor, int64_t now_ms);
void log_status(db::Tx& tx, int64_t order_id, Status status, const std::string& actor, int64_t now_ms);
struct LogEntry {
  std::string status, actor;
  int64_t at;
};
std::vector<LogEntry> history(db::Tx& tx, int64_t order_id);
// `gifted`: of the amount, gifted wallet money (it earns no points or growth, decision 0029).
void add_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t now_ms, int64_t gifted = 0);
void add_refunded(db::Tx& tx, int64_t order_id, int64_t amount);
// A payment part given back before the order was paid in full (a failed combination's wallet part).
void take_back_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t gifted = 0);
void note_refund_requested(db::Tx& tx, int64_t order_id);
// False when that many units are not left unrefunded on the line.
bool add_refunded_units(db::Tx& tx, int64_t line_id, int64_t quantity);
void set_cancel_reason(db::Tx& tx, int64_t order_id, const std::string& reason);
// Records a customer's reminder unless the last one is less than `interval_ms` old.
bool record_reminder(db::Tx& tx, int64_t order_id, int64_t now_ms, int64_t interval_ms);
// Gives the order its store's next daily serial ("A001") and answers it. The store's counter row
// stays locked until the transaction ends, so take it last: orders of one store wait for each
// other only for the commit, not for all of checkout.
std::string take_serial(db::Tx& tx, int64_t order_id, int64_t sid, const std::string& day);
// With `with_refunds`, only orders that have a refund request (the list's refund tab).
std::vector<OrderRow> of_member(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms, int64_t limit, int64_t offset,
                                bool with_refunds = false);
// Paid less refunded, by order number (at most 500 numbers; more answers nothing).
std::map<std::string, int64_t> money_kept(db::Tx& tx, const std::vector<std::string>& order_nos);
// Finished in [from, to) and not refunded in full.
int64_t count_finished(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms);
// The latest paid_at of the member's orders not refunded in full.
std::optional<int64_t> last_paid_at(db::Tx& tx, int64_t member_id);
int64_t count_of_member(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms, bool with_refunds = false);
std::vector<OrderRow> of_store(db::Tx& tx, int64_t sid, const std::vector<Status>& statuses, int64_t limit);
std::vector<std::string> unpaid_past_deadline(db::Tx& tx, int64_t now_ms);
void hide_for_member(db::Tx& tx, int64_t order_id);
// Account merge and erasure: all of a member's orders (hidden ones too) move, or lose their personal data.
int64_t count_all_of_member(db::Tx& tx, int64_t member_id);
void move_member(db::Tx& tx, int64_t from, int64_t to);
void forget_personal_data(db::Tx& tx, int64_t member_id);

}  // namespace repo
}  // namespace qsr::order
