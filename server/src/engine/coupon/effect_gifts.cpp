// Gift categories: gift with purchase (30) and the gift activity (110: buy-one-get-one and step
// gift).
#include <algorithm>

#include "engine/coupon/effects.h"
#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

namespace {

// Gift units are charged 0: every part of them is taken.
Cents free_units(const CouponRef& ref, EffectState& state, const std::vector<int>& units) {
  Cents total = 0;
  for (int u : units) total += state.ledger.take(u, kAllParts, state.ledger.remaining(u, kAllParts), ref.slot);
  return total;
}

}  // namespace

EffectOutcome apply_gift_with_purchase(const CouponRef& ref, EffectState& state) {
  const int64_t uses = draw_uses(ref, state);
  if (uses == 0) return below_threshold();
  int64_t per_use = 0;
  for (const auto& g : ref.coupon.gift_items) per_use += std::max<int64_t>(1, g.num);
  // Gifts beyond what the threshold earns are not given (they are cleared from the cart).
  const int64_t given = capped_product(uses, std::max<int64_t>(1, per_use), static_cast<int64_t>(ref.facts.tied.size()));
  std::vector<int> gifts;
  for (int u : ref.facts.tied) {
    if (static_cast<int64_t>(gifts.size()) >= given) break;
    gifts.push_back(u);
  }
  return EffectOutcome{free_units(ref, state, gifts), 0, std::nullopt};
}

EffectOutcome apply_gift_activity(const CouponRef& ref, EffectState& state) {
  const Coupon& c = ref.coupon;
  // Spec 001 §4: cycles = min(floor(matching item count / amount), maximum discount count).
  const int64_t pool_left = ref.facts.pool - state.pools.used(ref.pool_key);
  int64_t cycles = std::min(pool_left, c.max_discount_num < 0 ? kUnsetMaximum : c.max_discount_num);
  if (c.surplus_discount_num >= 0) cycles = std::min(cycles, c.surplus_discount_num);
  if (cycles <= 0) return below_threshold();
  state.pools.add(ref.pool_key, cycles);

  std::vector<int> chosen;
  if (!ref.facts.tied.empty()) {
    // Step gift: the gift lines the customer took, one per cycle.
    for (int u : ref.facts.tied) {
      if (static_cast<int64_t>(chosen.size()) >= cycles) break;
      chosen.push_back(u);
    }
    return EffectOutcome{free_units(ref, state, chosen), 0, std::nullopt};
  }
  // Buy-one-get-one: in each group of `amount` matching units the cheapest is free.
  std::vector<std::pair<Cents, int>> by_price;
  for (int u : ref.facts.applicable) by_price.push_back({state.ledger.remaining(u, ref.facts.covered), u});
  std::stable_sort(by_price.begin(), by_price.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<int> units;
  std::vector<Cents> savings;
  for (int64_t i = 0; i < cycles && i < static_cast<int64_t>(by_price.size()); ++i) {
    units.push_back(by_price[i].second);
    savings.push_back(by_price[i].first);
  }
  return take_savings(ref, state, units, savings);
}

}  // namespace qsr::engine::coupon
