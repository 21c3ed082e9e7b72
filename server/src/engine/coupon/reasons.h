// Why a coupon cannot be used: spec 001 §8 "Coupon unusable reasons". Each reason has a stable
// numeric code and a message key; the server localizes the key (docs/coupons.md lists the texts).
#pragma once

#include <cstdint>
#include <string_view>

namespace qsr::engine::coupon {

enum class Reason : int {
  not_activated = 1,
  channel = 2,
  business_type = 3,
  validity = 4,
  booked_time = 5,
  use_time = 6,
  store = 7,
  item = 8,
  no_product = 9,
  threshold = 10,
  insufficient_amount = 11,
  mutual_exclusion = 12,
  combination = 13,
  group_only = 14,
  not_for_group = 15,
  stored_value_only = 16,
  stored_value_balance = 17,
  brand_balance = 18,
  store_balance = 19,
  user_group = 20,
  gift = 21,
  exchange_items = 22,
  one_per_order = 23,
  goods_differ = 24,
  not_stackable = 25,
  count_limit = 26,
  unknown_coupon = 27,
};

// A refusal: the reason and, for reasons whose text has a number in it, that number
// ("not yet added N exchangeable items").
struct Refusal {
  Reason reason;
  // exchange_items: the items missing; threshold: what is missing to reach it (cents, or units
  // for a count threshold; 0 when it is not a matter of spending more).
  int64_t arg = 0;
  bool operator==(const Refusal&) const = default;
};

int reason_code(Reason r);
std::string_view reason_key(Reason r);  // e.g. "coupon_reason_threshold"
bool reason_has_arg(Reason r);

}  // namespace qsr::engine::coupon
