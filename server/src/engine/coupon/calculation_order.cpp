#include "engine/coupon/calculation_order.h"

#include <algorithm>

namespace qsr::engine::coupon {

int calculation_stage(const Coupon& c, bool third_party_in_selection) {
  if (third_party_in_selection && c.category == Category::special_offer) return 0;
  if (c.category == Category::voucher) return 5;
  if (c.hierarchy == Hierarchy::product) {
    if (c.trade_type == kTradeTypeSix) return 1;
    return c.trade_event_id == 0 ? 2 : 3;
  }
  return 4;
}

int category_rank(Category category) {
  switch (category) {
    case Category::special_offer: return 0;
    case Category::gift_activity: return 1;
    case Category::exchange: return 2;
    case Category::convert: return 3;
    case Category::gift_with_purchase: return 4;
    case Category::full_reduction: return 5;
    case Category::paid_membership: return 6;
    case Category::percentage: return 7;
    case Category::delivery_fee: return 8;
    case Category::voucher: return 9;
  }
  return 10;
}

namespace {
// Raw bytes: the signature is only compared for equality and a fixed order, never read.
void put(std::string& out, int64_t v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
void put(std::string& out, const std::string& text) {
  put(out, static_cast<int64_t>(text.size()));
  out += text;
}
}  // namespace

std::string effect_signature(const Coupon& c, const CouponFacts& f, const Cart& cart) {
  std::string s;
  s.reserve(256);
  for (int64_t v : {int64_t(c.category), int64_t(c.hierarchy), int64_t(c.superposition), c.template_id, c.value,
                    int64_t(c.threshold_type), c.threshold, int64_t(c.cycle), int64_t(c.max_discount_type),
                    c.max_discount_num, c.max_discount, c.discount_item_max_amount, c.surplus_discount_num,
                    int64_t(f.covered), c.free_delivery_price, c.exchange_num, int64_t(c.order_usage_limit),
                    c.order_usage_limit_quantity, int64_t(c.trade_type), c.trade_event_id, int64_t(c.is_third_party),
                    f.pool}) {
    put(s, v);
  }
  std::vector<std::string> rules;
  for (const auto& r : c.item_rules) rules.push_back(r.item_code + '/' + r.sku_code + (r.exclude ? "-" : "+"));
  std::sort(rules.begin(), rules.end());
  put(s, static_cast<int64_t>(rules.size()));
  for (const auto& r : rules) put(s, r);
  std::vector<int> types = c.item_type_range;
  std::sort(types.begin(), types.end());
  put(s, static_cast<int64_t>(types.size()));
  for (int t : types) put(s, t);
  put(s, static_cast<int64_t>(c.gift_items.size()));
  for (const auto& g : c.gift_items) {
    put(s, g.item_code);
    put(s, g.num);
  }
  // A line's units are all in a list or none are (coupon_facts.cpp), so the lines say which units:
  // the signature grows with lines, not units.
  auto put_lines = [&](const UnitList& units) {
    put(s, static_cast<int64_t>(units.size()));
    int last = -1;
    for (int u : units) {
      if (cart.units[u].line != last) put(s, last = cart.units[u].line);
    }
  };
  put_lines(f.applicable);
  put_lines(f.tied);
  return s;
}

}  // namespace qsr::engine::coupon
