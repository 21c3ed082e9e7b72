#include "engine/coupon/cart.h"

namespace qsr::engine::coupon {

namespace {
Cents sum_of(const PriceParts& parts) {
  Cents sum = 0;
  for (Cents p : parts) sum += p;
  return sum;
}
}  // namespace

Cents Cart::unit_full(int unit) const { return sum_of(unit_parts(unit)); }

Cart split_into_units(const std::vector<CartLine>& lines) {
  Cart cart;
  for (const auto& line : lines) {
    if (!line.selected || line.quantity <= 0) continue;
    const int index = static_cast<int>(cart.lines.size());
    cart.lines.push_back(line);
    PriceParts parts{};
    parts[static_cast<int>(PricePart::base)] = line.price;
    parts[static_cast<int>(PricePart::attribute)] = line.attribute_price;
    parts[static_cast<int>(PricePart::attachment)] = line.attachment_price;
    parts[static_cast<int>(PricePart::package_extra)] = line.package_extra_price;
    parts[static_cast<int>(PricePart::box)] = line.box_price;
    cart.parts.push_back(parts);
    for (int64_t i = 0; i < line.quantity; ++i) cart.units.push_back(Unit{index, static_cast<int>(i)});
    if (line.tie == TieKind::none) {
      cart.goods_amount += sum_of(parts) * line.quantity;
      cart.goods_box_amount += line.box_price * line.quantity;
      cart.goods_quantity += line.quantity;
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
