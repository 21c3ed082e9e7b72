// The cart, the configuration and the selection (input_check.h); coupons are in
// input_check_coupon.cpp.
#include "engine/coupon/input_check.h"

#include <algorithm>

#include "core/money.h"
#include "engine/coupon/input_check_fields.h"
#include "engine/coupon/input_limits.h"

namespace qsr::engine::coupon {

namespace input {

void fail(std::string_view where, std::string_view field, std::string_view expected, InputError::Kind kind) {
  std::string path(where);
  if (!field.empty()) path += (path.empty() ? "" : ".") + std::string(field);
  throw InputError(kind, path + ": " + std::string(expected));
}

void integer(std::string_view where, std::string_view field, int64_t value, int64_t lo, int64_t hi) {
  if (value < lo || value > hi) fail(where, field, "expected " + std::to_string(lo) + " to " + std::to_string(hi));
}

void money(std::string_view where, std::string_view field, int64_t cents) {
  if (cents < 0 || cents > limits::kMaxMoney) {
    fail(where, field, "expected an amount from 0 to " + qsr::money::format(limits::kMaxMoney) + " dollars");
  }
}

void id(std::string_view where, std::string_view field, int64_t value) { integer(where, field, value, 0, limits::kMaxId); }

void moment(std::string_view where, std::string_view field, int64_t ms) {
  if (ms < limits::kMinMomentMs || ms > limits::kMaxMomentMs) {
    fail(where, field, "expected epoch milliseconds between 2000-01-01 and 2100-01-01");
  }
}

void text(std::string_view where, std::string_view field, const std::string& value, size_t max_chars) {
  if (value.size() > max_chars) fail(where, field, "at most " + std::to_string(max_chars) + " characters");
}

void list_size(std::string_view where, std::string_view field, size_t size, size_t max) {
  if (size > max) fail(where, field, "at most " + std::to_string(max) + " entries", InputError::Kind::too_large);
}

bool is_calendar_date(int yyyymmdd) {
  const int y = yyyymmdd / 10000, m = yyyymmdd / 100 % 100, d = yyyymmdd % 100;
  if (y < limits::kMinYear || y > limits::kMaxYear || m < 1 || m > 12 || d < 1) return false;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return d <= kDays[m - 1] + (m == 2 && leap ? 1 : 0);
}

}  // namespace input

void check_line_count(size_t lines) {
  if (lines > static_cast<size_t>(limits::kMaxLines)) {
    input::fail("goods", "", "at most " + std::to_string(limits::kMaxLines) + " lines", InputError::Kind::too_large);
  }
}

void check_cart_line(const CartLine& l, std::string_view where) {
  input::id(where, "id", l.id);
  input::id(where, "goods_id", l.goods_id);
  input::text(where, "itemCode", l.item_code, limits::kMaxCodeChars);
  input::text(where, "skuCode", l.sku_code, limits::kMaxCodeChars);
  // A line that names no goods is no goods: `{}` would otherwise be a free unit of nothing.
  if (l.goods_id == 0 && l.item_code.empty()) input::fail(where, "goods_id", "required (or itemCode)");
  input::id(where, "cid", l.cid);
  input::integer(where, "goods_type", static_cast<int64_t>(l.goods_type), 1, 4);
  input::integer(where, "num", l.quantity, 0, limits::kMaxLineQuantity);
  input::money(where, "price", l.price);
  input::money(where, "attrPrice", l.attribute_price);
  input::money(where, "attach_price", l.attachment_price);
  input::money(where, "option_price", l.package_extra_price);
  input::money(where, "box_price", l.box_price);
  input::text(where, "exchange_coupon", l.tied_coupon, limits::kMaxCodeChars);
  if (l.tie != TieKind::none && l.tied_coupon.empty()) input::fail(where, "exchange_coupon", "a gift or exchange line names its coupon");
}

void check_goods(const std::vector<CartLine>& goods) {
  check_line_count(goods.size());
  int64_t units = 0;
  for (size_t i = 0; i < goods.size(); ++i) {
    check_cart_line(goods[i], "goods[" + std::to_string(i) + "]");
    units += goods[i].quantity;  // each at most 999 and at most 200 lines: no overflow
  }
  if (units > limits::kMaxUnits) {
    input::fail("goods", "num", "at most " + std::to_string(limits::kMaxUnits) + " units in all (this cart has " +
                                    std::to_string(units) + ")",
                InputError::Kind::too_large);
  }
  // Lines are named by id in clearedLineIds, removedLineIds and productList.
  std::vector<int64_t> ids;
  for (const auto& l : goods) ids.push_back(l.id);
  std::sort(ids.begin(), ids.end());
  const auto twin = std::adjacent_find(ids.begin(), ids.end());
  if (twin != ids.end()) input::fail("goods", "id", "line ids must be unique (" + std::to_string(*twin) + " twice)");
}

void check_config(const CalcConfig& c) {
  constexpr std::string_view kWhere = "config";
  input::text(kWhere, "channels", c.channel, limits::kMaxCodeChars);
  input::id(kWhere, "shopId", c.shop_id);
  if (c.order_type != 1 && c.order_type != 2 && c.order_type != 3 && c.order_type != 5) {
    input::fail(kWhere, "orderType", "expected 1 (takeout), 2 (pickup), 3 (dine-in) or 5 (coupon pack)");
  }
  input::money(kWhere, "deliveryPrice", c.delivery_price);
  input::integer(kWhere, "deliveryFreeMode", static_cast<int64_t>(c.delivery_free_mode), 1, 3);
  input::money(kWhere, "incidentals", c.incidentals);
  input::integer(kWhere, "groupBuyCartNum", c.group_buy_cart_num, 0, limits::kMaxItemCount);
  input::money(kWhere, "storeBalanceAvailable", c.store_balance_available);
  input::money(kWhere, "brandBalanceAvailable", c.brand_balance_available);
  input::integer(kWhere, "superimposedConfig.maxValue", c.superimposed_max_value, 0, limits::kMaxCouponsPerOrder);
  input::id(kWhere, "memberLevelId", c.member_level_id);
  input::list_size(kWhere, "userGroupIds", c.user_group_ids.size(), limits::kMaxIds);
  for (int64_t g : c.user_group_ids) input::id(kWhere, "userGroupIds", g);
  input::id(kWhere, "primeId", c.prime_id);
  // Time decides validity and slots: a missing `now` must not silently mean 1970.
  input::moment(kWhere, "now", c.now_ms);
  if (c.booked_ms != 0) input::moment(kWhere, "bookedTime", c.booked_ms);
}

void check_selection(const std::vector<std::string>& selected) {
  input::list_size("", "selectedCoupons", selected.size(), static_cast<size_t>(limits::kMaxSelected));
  // A copy's code is its wallet code and "#n" (n at most 99).
  for (const auto& code : selected) input::text("", "selectedCoupons[]", code, limits::kMaxCodeChars + 3);
}

void check_input(const std::vector<CartLine>& goods, const std::vector<Coupon>& wallet, const CalcConfig& config) {
  check_goods(goods);
  check_wallet(wallet);
  check_config(config);
}

}  // namespace qsr::engine::coupon
