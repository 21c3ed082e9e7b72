// The coupon as the engine sees it: spec 001 §3 Coupon, the fields the usability rules and the
// calculation read. A wallet coupon and its template fields travel together.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "core/time_windows.h"
#include "engine/coupon/coupon_types.h"

namespace qsr::engine::coupon {

// A Hong Kong local date range, both ends included, dates written yyyymmdd (20250131).
struct DateRange {
  int first = 0;
  int last = 0;
};

// couponUseTime: weekdays (1..7 from Sunday), time slots of the day and date ranges that are
// available or unavailable. Every empty list means "no restriction".
struct UseTime {
  std::vector<int> weekdays;
  std::vector<tw::Range> time_slots;  // minutes of day; an end at or before the start runs past midnight
  std::vector<DateRange> available_dates;
  std::vector<DateRange> unavailable_dates;
};

enum class ShopScope { all, include, exclude };
struct ShopRule {
  ShopScope scope = ShopScope::all;
  std::vector<int64_t> shop_ids;
};

// itemRules: an include rule names goods the coupon applies to, an exclude rule goods it never
// applies to. An empty sku matches every specification of the item. `num` is the quantity a
// combination (itemOnSaleType GROUP) needs of this item.
struct ItemRule {
  std::string item_code;
  std::string sku_code;
  bool exclude = false;
  int64_t num = 1;
};

struct GiftItem {
  std::string item_code;
  int64_t num = 1;
};

enum class GroupBuyRule { any, group_only, not_for_group };
enum class StoredValueMode { none, any_balance, brand_balance, store_balance };
enum class OrderUsageLimit { unlimited, limited };
enum class ItemOnSale { one, group };

struct Coupon {
  std::string code;  // couponCode; virtual copies are "<code>#<n>"
  int64_t id = 0;
  int64_t template_id = 0;
  std::string name;
  Category category = Category::full_reduction;
  Hierarchy hierarchy = Hierarchy::order;
  int status = kCouponStatusActive;

  // Where and when (rules 2 to 6).
  std::vector<std::string> channels;  // empty: every channel
  std::vector<int> business_types;    // order types; empty: every order type
  int64_t effective_ms = 0;
  int64_t invalid_ms = std::numeric_limits<int64_t>::max();  // last valid moment, included
  UseTime use_time;
  ShopRule shop_rule;

  // What it applies to (rules 7, 11).
  std::vector<ItemRule> item_rules;
  std::vector<int> item_type_range;  // goods types it applies to; empty: every type
  ItemOnSale item_on_sale = ItemOnSale::one;

  // How much (spec 001 §4 Calculation).
  int threshold_type = 1;
  int64_t threshold = 0;  // `amount`: cents for amount thresholds, units for quantity thresholds
  int64_t value = 0;      // couponValue: cents; for category 20 the percent paid (85 = 15% off)
  Cents free_delivery_price = 0;
  bool cycle = false;
  MaxDiscountType max_discount_type = MaxDiscountType::by_amount;
  int64_t max_discount_num = kUnsetMaximum;
  Cents max_discount = kUnsetMaxDiscountCents;
  Cents discount_item_max_amount = 0;  // cap of the discount on one unit; 0: none
  int64_t surplus_discount_num = -1;   // uses left on a multi-use coupon; -1: unlimited
  std::vector<int> discount_item_type_range;
  std::vector<GiftItem> gift_items;  // category 30
  int64_t exchange_num = 1;          // categories 80 and 90: exchange items needed

  // Stacking (spec 001 §4 Stacking).
  Superposition superposition = Superposition::none;
  OrderUsageLimit order_usage_limit = OrderUsageLimit::unlimited;
  int64_t order_usage_limit_quantity = 1;
  int64_t copies_per_order = 1;  // limitQty: virtual copies an activity coupon may expand into

  // Who and how they pay (rules 9, 12 to 14).
  std::vector<int> mutually_type_range;
  GroupBuyRule group_buy = GroupBuyRule::any;
  int64_t group_buy_min_people = 0;  // groupBuyNum: a group-only coupon's threshold on the group count
  StoredValueMode stored_value_mode = StoredValueMode::none;
  std::vector<int64_t> member_level_ids;  // empty lists: everyone
  std::vector<int64_t> user_group_ids;
  std::vector<int64_t> prime_ids;

  // Events (ordering, auto-participation, gift activity choice).
  int trade_type = 0;
  int64_t trade_event_id = 0;  // non-zero: an event (activity) coupon
  int64_t trade_weight = 0;
  int64_t trade_create_ms = 0;
  bool auto_participation = false;
  bool is_third_party = false;
  std::string third_party_coupon_type;  // "01" item combination, "02" fixed value

  // Set when the engine expands a coupon into virtual copies (virtualCouponList).
  std::string virtual_of;
  int virtual_index = 0;

  bool is_virtual_copy() const { return !virtual_of.empty(); }
  const std::string& wallet_code() const { return virtual_of.empty() ? code : virtual_of; }
};

}  // namespace qsr::engine::coupon
