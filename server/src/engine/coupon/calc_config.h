// Spec 001 §3 calculation configuration: the order around the cart that coupon rules look at.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/coupon/coupon_types.h"

namespace qsr::engine::coupon {

// Spec 001 §3 "Delivery-fee basis" (deliveryFreeMode): what a delivery-fee coupon's
// freeDeliveryPrice is measured on. Order total: the goods with every price part (packing fee
// included) before discounts; product total: the same without the packing (box) fee; actual pay:
// the order total less what the coupons calculated before the delivery-fee coupon took.
enum class DeliveryFreeBasis : int { order_total = 1, product_total = 2, actual_pay = 3 };

struct CalcConfig {
  std::string channel;  // `channels`: the channel the order is placed through
  int64_t shop_id = 0;
  int order_type = kOrderTypeTakeout;  // 1 takeout (delivery), 2 pickup, 3 dine-in, 5 coupon pack
  Cents delivery_price = 0;
  DeliveryFreeBasis delivery_free_mode = DeliveryFreeBasis::order_total;
  Cents incidentals = 0;  // bag and other fees no coupon reduces

  bool point_mutually = false;    // points are redeemed on this order
  bool deposit_mutually = false;  // the order is paid from stored value
  bool is_group_buy = false;
  int64_t group_buy_cart_num = 0;  // people with goods in the group order's cart
  bool is_credit = false;  // the member's stored-value credit is available
  Cents store_balance_available = 0;
  Cents brand_balance_available = 0;
  int64_t superimposed_max_value = 0;  // superimposedConfig.maxValue; 0: no limit

  int64_t member_level_id = 0;
  std::vector<int64_t> user_group_ids;
  int64_t prime_id = 0;  // paid privilege pass held, 0: none

  int64_t now_ms = 0;     // UTC epoch ms
  int64_t booked_ms = 0;  // reserved orders: the booked time, which validity and time slots use
  bool auto_select_enabled = true;

  int64_t moment_ms() const { return booked_ms > 0 ? booked_ms : now_ms; }
  bool reserved() const { return booked_ms > 0; }
};

}  // namespace qsr::engine::coupon
