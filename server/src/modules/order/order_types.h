// What the order module tells other modules about an order: its row and its lines.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"
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
  int64_t gifted_paid = 0;  // of paid_total, gifted wallet money (docs/decisions/0029)
  int64_t pay_deadline = 0, created_at = 0, updated_at = 0;
  std::optional<int64_t> paid_at, finished_at, cancelled_at;
  std::string cancel_reason;
  std::optional<int64_t> group_id;
  std::optional<int64_t> expected_at;  // the booked slot, or the estimate when it was made
  std::optional<int64_t> reminded_at;
  int64_t remind_count = 0;
  // Points the customer paid part of the order with, and the money they took off (in `discount`
  // with the coupons', spread over the lines like theirs).
  int64_t points_used = 0, points_money = 0;
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

}  // namespace qsr::order
