// The Privilege Pass's value types (docs/decisions/0031).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"

namespace qsr::prime {

// A plan a pass is sold on: so many days for a price.
struct Plan {
  int64_t id = 0, pass_id = 0;
  I18nText name;
  int days = 30;
  int64_t price = 0, original_price = 0;
  int purchase_limit = 0;  // a member's orders of this plan, 0: no limit
  int sort = 0;
  bool active = true;
};

// A privilege item: the goods a pass holder may have at `member_price` once a Hong Kong day.
struct Item {
  int64_t id = 0, pass_id = 0, goods_id = 0;
  int64_t member_price = 0;
  int sort = 0;
  bool active = true;
};

// A pass (the spec's primeId), with its plans and items.
struct Pass {
  int64_t id = 0;
  I18nText name, benefits, agreement;
  std::string color;
  bool active = true;
  std::vector<Plan> plans;
  std::vector<Item> items;
};

// A member's pass.
struct MemberPrime {
  int64_t member_id = 0, pass_id = 0;
  std::string order_no;
  int64_t started_at = 0, expires_at = 0;
  bool active_at(int64_t now_ms) const { return expires_at >= now_ms; }
};

}  // namespace qsr::prime
