// Categories that set the price of particular units: special offer (50), exchange (80) and
// convert (90).
#include <algorithm>

#include "engine/coupon/effects.h"
#include "engine/coupon/item_matching.h"
#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

EffectOutcome apply_special_offer(const CouponRef& ref, EffectState& state) {
  const int64_t uses = draw_uses(ref, state);
  if (uses == 0) return below_threshold();
  const Coupon& c = ref.coupon;
  // Each use puts one unit at the special price: the units that save the most.
  std::vector<std::pair<Cents, int>> gains;
  for (int u : ref.facts.applicable) {
    Cents gain = std::max<Cents>(0, state.ledger.remaining(u, ref.facts.covered) - c.value);
    if (c.discount_item_max_amount > 0) gain = std::min(gain, c.discount_item_max_amount);
    if (gain > 0) gains.push_back({gain, u});
  }
  std::stable_sort(gains.begin(), gains.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  const int64_t units_taken = std::min<int64_t>({uses, count_cap(c), static_cast<int64_t>(gains.size())});
  gains.resize(static_cast<size_t>(std::max<int64_t>(0, units_taken)));
  std::sort(gains.begin(), gains.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  std::vector<int> units;
  std::vector<Cents> savings;
  for (const auto& [gain, u] : gains) {
    units.push_back(u);
    savings.push_back(gain);
  }
  return take_savings(ref, state, units, savings);
}

EffectOutcome apply_exchange(const CouponRef& ref, EffectState& state) {
  if (draw_uses(ref, state) == 0) return below_threshold();
  const Coupon& c = ref.coupon;
  const int64_t allowed = std::max<int64_t>(1, c.exchange_num);
  std::vector<int> units;
  std::vector<Cents> savings;
  for (int u : ref.facts.tied) {
    if (static_cast<int64_t>(units.size()) >= allowed) break;
    const CartLine& line = state.cart.lines[state.cart.units[u].line];
    if (!line_matches_item_rules(c.item_rules, line) || !line_in_item_type_range(c, line)) continue;
    const Cents left = state.ledger.remaining(u, ref.facts.covered);
    // Exchange: the unit is free (attachments and other uncovered parts stay payable).
    // Convert: the unit costs couponValue.
    const Cents saving = c.category == Category::exchange ? left : std::max<Cents>(0, left - c.value);
    units.push_back(u);
    savings.push_back(saving);
  }
  return take_savings(ref, state, units, savings);
}

}  // namespace qsr::engine::coupon
