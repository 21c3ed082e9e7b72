#include "engine/coupon/cart.h"

namespace qsr::engine::coupon {

Cents Unit::full() const {
  Cents sum = 0;
  for (Cents p : parts) sum += p;
  return sum;
}

Cart split_into_units(const std::vector<CartLine>& lines) {
  Cart cart;
  for (const auto& line : lines) {
    if (!line.selected || line.quantity <= 0) continue;
    const int index = static_cast<int>(cart.lines.size());
    cart.lines.push_back(line);
    Unit unit;
    unit.line = index;
    unit.parts[static_cast<int>(PricePart::base)] = line.price;
    unit.parts[static_cast<int>(PricePart::attribute)] = line.attribute_price;
    unit.parts[static_cast<int>(PricePart::attachment)] = line.attachment_price;
    unit.parts[static_cast<int>(PricePart::package_extra)] = line.package_extra_price;
    unit.parts[static_cast<int>(PricePart::box)] = line.box_price;
    for (int64_t i = 0; i < line.quantity; ++i) {
      unit.index_in_line = static_cast<int>(i);
      cart.units.push_back(unit);
      if (line.tie == TieKind::none) {
        cart.goods_amount += unit.full();
        ++cart.goods_quantity;
      }
    }
  }
  return cart;
}

const std::string& line_item_code(const CartLine& line, std::string& scratch) {
  if (!line.item_code.empty()) return line.item_code;
  scratch = std::to_string(line.goods_id);
  return scratch;
}

}  // namespace qsr::engine::coupon
