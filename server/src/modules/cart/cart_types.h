// What the cart module tells other modules about a cart line.
#pragma once

#include <cstdint>
#include <string>

#include "modules/cart/cart_owner.h"

namespace qsr::cart {

struct LineRow {
  int64_t id = 0;
  std::string owner;
  int64_t sid = 0, goods_id = 0, option_id = 0;
  std::string attrs, package;
  int64_t cid = 0;
  int64_t pocket = 1;
  std::string coupon_key;
  int64_t quantity = 0;
  bool selected = true;
  int64_t created_at = 0;
  std::string memo;  // a note for the kitchen about this dish ("走冰"); part of the line's identity
};

}  // namespace qsr::cart
