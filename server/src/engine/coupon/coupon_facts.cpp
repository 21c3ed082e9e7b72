#include "engine/coupon/coupon_facts.h"

#include "engine/coupon/item_matching.h"
#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

Cents covered_amount(const PriceParts& parts, PartMask mask) {
  Cents sum = 0;
  for (int p = 0; p < kPricePartCount; ++p) {
    if (mask & (1u << p)) sum += parts[p];
  }
  return sum;
}

CouponFacts facts_of(const Coupon& coupon, const Cart& cart) {
  CouponFacts f;
  f.covered = covered_parts(coupon);
  const bool rules_pick_tied = item_rules_select_tied_goods(coupon.category);
  const std::string& own = coupon.code;
  // Units of a line are adjacent and alike: match each line once.
  int matched_line = -1;
  bool line_applies = false;
  for (int i = 0; i < static_cast<int>(cart.units.size()); ++i) {
    const Unit& unit = cart.units[i];
    const CartLine& line = cart.lines[unit.line];
    if (line.tie != TieKind::none) {
      if (line.tied_coupon == own) f.tied.push_back(i);
      continue;
    }
    if (unit.line != matched_line) {
      matched_line = unit.line;
      line_applies = line_in_item_type_range(coupon, line) &&
                     (rules_pick_tied || line_matches_item_rules(coupon.item_rules, line));
    }
    if (!line_applies) continue;
    f.applicable.push_back(i);
    f.threshold_base += covered_amount(cart.parts[unit.line], f.covered);
    ++f.applicable_quantity;
  }
  f.pool = threshold_pool(coupon, f.threshold_base, f.applicable_quantity);
  return f;
}

}  // namespace qsr::engine::coupon
