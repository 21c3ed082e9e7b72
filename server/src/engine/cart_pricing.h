// The price of a cart: goods, packing (box fees and the bag), delivery fee, discounts, payable.
// Pure: no I/O, no database, no HTTP. This is the seam the coupon engine plugs into: today the
// discount is always zero; the coupon issue computes it here from the same lines.
#pragma once

#include <cstdint>
#include <vector>

namespace qsr::engine {

using Cents = int64_t;

enum class OrderType { takeout = 1, pickup = 2, dine_in = 3 };

struct PriceLine {
  int64_t line_id = 0;
  Cents unit_price = 0;  // goods or specification price + attribute prices + package add prices
  Cents unit_box = 0;    // box (packing) fee per unit
  int64_t quantity = 0;
  bool selected = true;  // only selected lines are bought (spec 001 §4 select one or all)
};

struct FeeRules {
  Cents delivery_base_fee = 0;
  Cents free_delivery_threshold = 0;  // goods total from which delivery is free; 0 = never free
  Cents minimum_order = 0;            // delivery needs at least this goods total
  Cents bag_fee = 0;                  // packaging bag, once per takeout or pickup order
  bool box_fee_per_item = true;       // per unit, else once per line
};

struct CartPrice {
  Cents goods_total = 0;     // selected lines at their prices
  Cents box_total = 0;       // box fees (takeout and pickup; dine-in eats from plates)
  Cents bag_fee = 0;
  Cents delivery_fee = 0;    // takeout only
  Cents discount = 0;        // coupons and offers (coupon engine)
  Cents delivery_discount = 0;
  Cents payable = 0;
  int64_t selected_quantity = 0;
  bool below_minimum_order = false;  // takeout goods total under the store's minimum
  Cents minimum_order_gap = 0;
};

CartPrice price_cart(const std::vector<PriceLine>& lines, OrderType type, const FeeRules& rules);

}  // namespace qsr::engine
