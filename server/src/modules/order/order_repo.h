// The orders, order_line, order_status_log and order_serial tables.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"
#include "modules/order/order_state.h"

namespace qsr::order {

struct OrderRow {
  int64_t id = 0;
  std::string order_no;
  int64_t member_id = 0, sid = 0;
  int order_type = 2;
  Status status = Status::waiting_payment;
  std::string serial, table_no;
  std::optional<int64_t> reserved_at;
  std::string contact_area_code, contact_phone, contact_name, address, note;
  int64_t goods_total = 0, box_total = 0, bag_fee = 0, delivery_fee = 0, discount = 0, payable = 0;
  int64_t paid_total = 0, refunded_total = 0;
  int64_t pay_deadline = 0, created_at = 0, updated_at = 0;
  std::optional<int64_t> paid_at, finished_at, cancelled_at;
  std::string cancel_reason;
  std::optional<int64_t> group_id;
  std::optional<int64_t> expected_at;  // the booked slot, or the estimate when it was made
  std::optional<int64_t> reminded_at;
  int64_t remind_count = 0;
};

struct LineRecord {
  int64_t id = 0;
  int64_t goods_id = 0, option_id = 0;
  std::string attrs, package, name_json, detail_json, image;  // name and choices in every language (I18nText)
  int64_t pocket = 1, quantity = 0, unit_price = 0, unit_box = 0, total = 0;
  int64_t refunded_quantity = 0;
  std::string memo;
  int64_t box_charged = 0;  // packing charged for the whole line (per unit or once, none eaten in)
  int64_t discount = 0;     // what the order's coupons took off this line
  // What the customer paid for the line: goods and packing less its share of the discount.
  int64_t paid() const { return total + box_charged - discount; }
  // What the first `n` units of the line paid; the last unit takes the rounding, so all of them
  // add up to paid() exactly.
  int64_t paid_for_units(int64_t n) const { return quantity > 0 ? paid() * n / quantity : 0; }

  // The name and the choices in the reader's language.
  std::string name(Lang lang) const { return I18nText::from_json_text(name_json).get(lang); }
  std::string detail(Lang lang) const { return I18nText::from_json_text(detail_json).get(lang); }
};

namespace repo {

std::optional<OrderRow> by_no(db::Tx& tx, const std::string& order_no);
// The member's own order named by a launch address's `ordersn`: its order number, or the serial
// the store called out (serials start again every day: the newest order with it).
std::optional<std::string> member_order_by_serial(db::Tx& tx, int64_t member_id, const std::string& serial);
std::optional<OrderRow> by_idempotency(db::Tx& tx, int64_t member_id, const std::string& key);
int64_t insert(db::Tx& tx, const OrderRow& o, const std::string& idempotency_key);
void insert_line(db::Tx& tx, int64_t order_id, const LineRecord& line);
std::vector<LineRecord> lines(db::Tx& tx, int64_t order_id);
// Moves the order to `to` only if it is still in `from` (the database settles races). Logs it.
bool move(db::Tx& tx, int64_t order_id, Status from, Status to, const std::string& actor, int64_t now_ms);
void log_status(db::Tx& tx, int64_t order_id, Status status, const std::string& actor, int64_t now_ms);
struct LogEntry {
  std::string status, actor;
  int64_t at;
};
std::vector<LogEntry> history(db::Tx& tx, int64_t order_id);
void add_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t now_ms);
void add_refunded(db::Tx& tx, int64_t order_id, int64_t amount);
void set_cancel_reason(db::Tx& tx, int64_t order_id, const std::string& reason);
// Records a customer's reminder unless the last one is less than `interval_ms` old.
bool record_reminder(db::Tx& tx, int64_t order_id, int64_t now_ms, int64_t interval_ms);
// The next daily serial of a store ("A001").
std::string next_serial(db::Tx& tx, int64_t sid, const std::string& day);
// With `with_refunds`, only orders that have a refund request (the list's refund tab).
std::vector<OrderRow> of_member(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms, int64_t limit, int64_t offset,
                                bool with_refunds = false);
int64_t count_of_member(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms, bool with_refunds = false);
std::vector<OrderRow> of_store(db::Tx& tx, int64_t sid, const std::vector<Status>& statuses, int64_t limit);
std::vector<std::string> unpaid_past_deadline(db::Tx& tx, int64_t now_ms);
void hide_for_member(db::Tx& tx, int64_t order_id);

}  // namespace repo
}  // namespace qsr::order
