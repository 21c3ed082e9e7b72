// Coupons and the wallet (input_check.h). Field names are the wire's (docs/coupons.md "Coupon").
#include <algorithm>
#include <limits>

#include "engine/coupon/input_check.h"
#include "engine/coupon/input_check_fields.h"
#include "engine/coupon/input_limits.h"

namespace qsr::engine::coupon {

namespace {

using namespace input;

void check_use_time(const UseTime& t, std::string_view where) {
  const std::string at = std::string(where) + ".couponUseTime";
  list_size(at, "weeks", t.weekdays.size(), limits::kMaxSmallList);
  // Spec 001 §5 rule 5: weekdays 1 to 7 starting Sunday; 0 or 8 is no day.
  each_in(at, "weeks", t.weekdays, 1, 7);
  list_size(at, "timeSlotReqDtoList", t.time_slots.size(), limits::kMaxRules);
  for (const auto& s : t.time_slots) {
    integer(at, "timeSlotReqDtoList[].startTime", s.start, 0, 1439);
    integer(at, "timeSlotReqDtoList[].endTime", s.end, 1, 1440);
  }
  auto dates = [&](std::string_view field, const std::vector<DateRange>& ranges) {
    list_size(at, field, ranges.size(), limits::kMaxRules);
    for (const auto& r : ranges) {
      if (!is_calendar_date(r.first) || !is_calendar_date(r.last)) {
        fail(at, field, "expected real dates \"YYYY-MM-DD\" from " + std::to_string(limits::kMinYear) + " to " +
                            std::to_string(limits::kMaxYear));
      }
      if (r.last < r.first) fail(at, field, "a range ends on or after its start");
    }
  };
  dates("availableDates", t.available_dates);
  dates("unavailableDates", t.unavailable_dates);
}

void check_amounts(const Coupon& c, std::string_view where) {
  const bool by_units = is_quantity_threshold(c.threshold_type) || c.category == Category::gift_activity;
  if (c.category == Category::gift_activity) {
    // The group size: 0 would divide nothing, and the engine counts groups of at least one unit.
    integer(where, "amount", c.threshold, 1, limits::kMaxCount);
  } else if (by_units) {
    integer(where, "amount", c.threshold, 0, limits::kMaxCount);
  } else {
    money(where, "amount", c.threshold);
  }
  if (c.category == Category::percentage) {
    // The percent paid: 85 is 15% off. Below 0 or above 100 is not a discount.
    integer(where, "couponValue", c.value, 0, 100);
  } else {
    money(where, "couponValue", c.value);
  }
  money(where, "freeDeliveryPrice", c.free_delivery_price);
  integer(where, "maxDiscountType", static_cast<int64_t>(c.max_discount_type), 0, 1);
  integer(where, "maxDiscountNum", c.max_discount_num, 0, limits::kMaxCount);
  money(where, "maxDiscount", c.max_discount);
  money(where, "discountItemMaxAmount", c.discount_item_max_amount);
  integer(where, "surplusDiscountNum", c.surplus_discount_num, -1, limits::kMaxCount);
}

void check_goods_rules(const Coupon& c, std::string_view where) {
  list_size(where, "itemRules", c.item_rules.size(), limits::kMaxRules);
  for (const auto& r : c.item_rules) {
    text(where, "itemRules[].itemCode", r.item_code, limits::kMaxCodeChars);
    text(where, "itemRules[].skuCode", r.sku_code, limits::kMaxCodeChars);
    integer(where, "itemRules[].num", r.num, 1, limits::kMaxItemCount);
  }
  list_size(where, "itemRange", c.item_type_range.size(), limits::kMaxSmallList);
  each_in(where, "itemRange", c.item_type_range, 1, 4);
  list_size(where, "discountItemTypeRange", c.discount_item_type_range.size(), limits::kMaxSmallList);
  each_of(where, "discountItemTypeRange", c.discount_item_type_range, {4, 6, 7, 8, 15}, "expected item kinds 4, 6, 7, 8 or 15");
  list_size(where, "giftItems", c.gift_items.size(), limits::kMaxRules);
  for (const auto& g : c.gift_items) {
    text(where, "giftItems[].itemCode", g.item_code, limits::kMaxCodeChars);
    integer(where, "giftItems[].num", g.num, 1, limits::kMaxItemCount);
  }
  integer(where, "exchangeNum", c.exchange_num, 1, limits::kMaxItemCount);
}

void check_ids(std::string_view where, std::string_view field, const std::vector<int64_t>& ids) {
  list_size(where, field, ids.size(), limits::kMaxIds);
  for (int64_t v : ids) id(where, field, v);
}

}  // namespace

void check_coupon_count(size_t coupons) {
  if (coupons > static_cast<size_t>(limits::kMaxCoupons)) {
    fail("couponList", "", "at most " + std::to_string(limits::kMaxCoupons) + " coupons", InputError::Kind::too_large);
  }
}

void check_coupon(const Coupon& c, std::string_view where) {
  if (c.code.empty() || c.code.find('#') != std::string::npos) fail(where, "couponCode", "required, without '#'");
  text(where, "couponCode", c.code, limits::kMaxCodeChars);
  id(where, "id", c.id);
  id(where, "couponTemplateId", c.template_id);
  text(where, "couponName", c.name, limits::kMaxNameChars);
  integer(where, "couponStatus", c.status, 0, 999);
  list_size(where, "channels", c.channels.size(), limits::kMaxSmallList);
  for (const auto& ch : c.channels) text(where, "channels", ch, limits::kMaxCodeChars);
  list_size(where, "businessTypes", c.business_types.size(), limits::kMaxSmallList);
  each_of(where, "businessTypes", c.business_types, {1, 2, 3, 5}, "expected order types 1, 2, 3 or 5");
  // Unset times are "always" (0) and "never" (the largest value); set ones are real moments.
  if (c.effective_ms != 0) moment(where, "effectiveTime", c.effective_ms);
  if (c.invalid_ms != std::numeric_limits<int64_t>::max()) moment(where, "invalidTime", c.invalid_ms);
  if (c.invalid_ms < c.effective_ms) fail(where, "invalidTime", "not before effectiveTime");
  check_use_time(c.use_time, where);
  check_ids(where, "shopRules.shopIds", c.shop_rule.shop_ids);
  check_goods_rules(c, where);
  integer(where, "thresholdType", c.threshold_type, 0, 6);
  check_amounts(c, where);
  integer(where, "superposition", static_cast<int64_t>(c.superposition), 0, 4);
  const bool limited = c.order_usage_limit == OrderUsageLimit::limited;
  integer(where, "orderUsageLimitQuantity", c.order_usage_limit_quantity, limited ? 1 : 0, limits::kMaxCouponsPerOrder);
  integer(where, "limitQty", c.copies_per_order, 1, limits::kMaxCopiesPerCoupon);
  list_size(where, "mutuallyTypeRange", c.mutually_type_range.size(), limits::kMaxSmallList);
  each_in(where, "mutuallyTypeRange", c.mutually_type_range, 0, 3);
  integer(where, "groupBuyNum", c.group_buy_min_people, 0, limits::kMaxItemCount);
  check_ids(where, "memberLevelIds", c.member_level_ids);
  check_ids(where, "userGroupIds", c.user_group_ids);
  check_ids(where, "primeIds", c.prime_ids);
  integer(where, "tradeType", c.trade_type, 0, 999);
  id(where, "tradeEventId", c.trade_event_id);
  integer(where, "tradeWeight", c.trade_weight, -limits::kMaxCount, limits::kMaxCount);
  // Only compared (gift activity choice, listing order): any moment up to 2100.
  integer(where, "tradeCreateTime", c.trade_create_ms, 0, limits::kMaxMomentMs);
  text(where, "thirdPartyCouponType", c.third_party_coupon_type, limits::kMaxCodeChars);
  // Set by the engine when it expands copies, never by a caller.
  if (c.is_virtual_copy()) fail(where, "couponCode", "a wallet coupon, not a virtual copy");
}

void check_wallet(const std::vector<Coupon>& wallet) {
  check_coupon_count(wallet.size());
  int64_t entries = 0;
  for (size_t i = 0; i < wallet.size(); ++i) {
    check_coupon(wallet[i], "couponList[" + std::to_string(i) + "]");
    entries += wallet[i].copies_per_order;
  }
  if (entries > limits::kMaxCouponEntries) {
    fail("couponList", "limitQty",
         "at most " + std::to_string(limits::kMaxCouponEntries) + " coupons with their virtual copies (this wallet has " +
             std::to_string(entries) + ")",
         InputError::Kind::too_large);
  }
  std::vector<std::string_view> codes;
  for (const auto& c : wallet) codes.push_back(c.code);
  std::sort(codes.begin(), codes.end());
  const auto twin = std::adjacent_find(codes.begin(), codes.end());
  if (twin != codes.end()) fail("couponList", "couponCode", "duplicate couponCode " + std::string(*twin));
}

}  // namespace qsr::engine::coupon
