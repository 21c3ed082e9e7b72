#include "engine/cart_pricing.h"

namespace qsr::engine {

CartPrice price_cart(const std::vector<PriceLine>& lines, OrderType type, const FeeRules& rules) {
  CartPrice p;
  bool any = false;
  for (const auto& line : lines) {
    if (!line.selected || line.quantity <= 0) continue;
    any = true;
    p.goods_total += line.unit_price * line.quantity;
    p.selected_quantity += line.quantity;
    if (type != OrderType::dine_in) p.box_total += rules.box_fee_per_item ? line.unit_box * line.quantity : line.unit_box;
  }
  if (any && type != OrderType::dine_in) p.bag_fee = rules.bag_fee;
  if (any && type == OrderType::takeout) {
    bool free = rules.free_delivery_threshold > 0 && p.goods_total >= rules.free_delivery_threshold;
    p.delivery_fee = free ? 0 : rules.delivery_base_fee;
    if (p.goods_total < rules.minimum_order) {
      p.below_minimum_order = true;
      p.minimum_order_gap = rules.minimum_order - p.goods_total;
    }
  }
  p.payable = p.goods_total + p.box_total + p.bag_fee + p.delivery_fee - p.discount - p.delivery_discount;
  if (p.payable < 0) p.payable = 0;
  return p;
}

}  // namespace qsr::engine
