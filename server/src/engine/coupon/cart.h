// The goods the engine prices: cart lines as the store cart holds them, split one unit per line
// for calculation (spec 001 §3 goods types: "Products are split one unit per line").
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/coupon/coupon_types.h"

namespace qsr::engine::coupon {

// Lines tied to a coupon: gifts of a gift-with-purchase coupon (is_gift), exchange goods of an
// exchange or convert coupon (isExchangeGoods), step gifts of a gift activity (isPromotionBogo).
// Only their own coupon discounts them; without it they are cleared from the cart.
enum class TieKind { none, gift, exchange, activity_gift };

struct CartLine {
  int64_t id = 0;
  int64_t goods_id = 0;
  std::string item_code;  // matched by itemRules; empty: the goods id in decimal
  std::string sku_code;
  int64_t cid = 0;
  GoodsType goods_type = GoodsType::common;
  int64_t quantity = 1;
  // Unit price parts.
  Cents price = 0;                // goods or specification price
  Cents attribute_price = 0;      // item kind 15
  Cents attachment_price = 0;     // item kinds 4 and 7
  Cents package_extra_price = 0;  // item kind 8
  Cents box_price = 0;            // item kind 6
  bool has_attachments = false;   // attach_list not empty
  bool selected = true;
  TieKind tie = TieKind::none;
  std::string tied_coupon;  // the coupon code the tied line belongs to
};

// One unit of a line. Its price parts are the line's (Cart::unit_parts): units of a line are
// alike until coupons take from them, so only what is left to pay (Ledger) is kept per unit.
struct Unit {
  int line = 0;           // index into Cart::lines
  int index_in_line = 0;  // 0 .. quantity-1
};

using PriceParts = std::array<Cents, kPricePartCount>;

struct Cart {
  std::vector<CartLine> lines;     // selected lines with a positive quantity
  std::vector<PriceParts> parts;   // per line: one unit's price parts
  std::vector<Unit> units;         // the lines' units, each line's adjacent and in line order
  Cents goods_amount = 0;          // untied units, every price part: the order amount
  Cents goods_box_amount = 0;      // the packing (box) fee part of goods_amount
  int64_t goods_quantity = 0;      // untied units

  const PriceParts& unit_parts(int unit) const { return parts[units[unit].line]; }
  Cents unit_full(int unit) const;
  const CartLine& unit_line(int unit) const { return lines[units[unit].line]; }
};

// Unselected lines and lines without quantity are not bought and are left out.
Cart split_into_units(const std::vector<CartLine>& lines);

const std::string& line_item_code(const CartLine& line, std::string& scratch);

}  // namespace qsr::engine::coupon
