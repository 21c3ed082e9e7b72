// Amount-off categories: full reduction (10), paid membership (70), percentage discount (20)
// and the cash voucher (100).
#include <algorithm>

#include "engine/coupon/effects.h"
#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

namespace {

// The applicable units with what they still have to pay in the covered parts.
Cents gather(const CouponRef& ref, const EffectState& state, std::vector<int>& units, std::vector<Cents>& weights) {
  units.clear();
  weights.clear();
  Cents total = 0;
  for (int u : ref.facts.applicable) {
    const Cents left = state.ledger.remaining(u, ref.facts.covered);
    if (left <= 0) continue;
    units.push_back(u);
    weights.push_back(left);
    total += left;
  }
  return total;
}

}  // namespace

EffectOutcome apply_fixed_reduction(const CouponRef& ref, EffectState& state) {
  const int64_t uses = draw_uses(ref, state);
  if (uses == 0) return below_threshold();
  EffectScratch& scratch = scratch_of(state);
  std::vector<int>& units = scratch.units;
  std::vector<Cents>& weights = scratch.weights;
  const Cents available = gather(ref, state, units, weights);
  const Cents raw = capped_product(ref.coupon.value, uses, amount_cap(ref.coupon));
  return spread_goods_discount(ref, state, units, weights, rounded_discount(raw, available));
}

EffectOutcome apply_percentage(const CouponRef& ref, EffectState& state) {
  if (draw_uses(ref, state) == 0) return below_threshold();
  const Coupon& c = ref.coupon;
  const int64_t off_percent = std::clamp<int64_t>(100 - c.value, 0, 100);
  EffectScratch& scratch = scratch_of(state);
  std::vector<int>& units = scratch.units;
  std::vector<Cents>& left = scratch.left;
  gather(ref, state, units, left);
  // A count cap limits the discounted units: the dearest ones, the customer's best reading.
  const int64_t cap = count_cap(c);
  if (cap < static_cast<int64_t>(units.size())) {
    std::vector<size_t> order(units.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return left[a] > left[b]; });
    order.resize(static_cast<size_t>(std::max<int64_t>(0, cap)));
    std::sort(order.begin(), order.end());
    std::vector<int> kept_units;
    std::vector<Cents> kept_left;
    for (size_t i : order) {
      kept_units.push_back(units[i]);
      kept_left.push_back(left[i]);
    }
    units.swap(kept_units);
    left.swap(kept_left);
  }
  // Without a per-unit cap the percentage applies to the covered total and the whole covered
  // amount carries it; with one, each unit carries at most its own capped saving.
  const bool per_unit_cap = c.discount_item_max_amount > 0;
  Cents raw = 0;
  std::vector<Cents>& weights = scratch.weights;
  weights.assign(units.size(), 0);
  for (size_t i = 0; i < units.size(); ++i) {
    if (per_unit_cap) {
      weights[i] = std::min(left[i] * off_percent / 100, c.discount_item_max_amount);
      raw += weights[i];
    } else {
      weights[i] = left[i];
      raw += left[i];
    }
  }
  if (!per_unit_cap) raw = raw * off_percent / 100;
  Cents available = 0;
  for (Cents w : weights) available += w;
  const Cents discount = std::min(rounded_discount(raw, available), amount_cap(c));
  return spread_goods_discount(ref, state, units, weights, discount);
}

EffectOutcome apply_voucher(const CouponRef& ref, EffectState& state) {
  EffectScratch& scratch = scratch_of(state);
  std::vector<int>& units = scratch.units;
  std::vector<Cents>& weights = scratch.weights;
  const Cents available = gather(ref, state, units, weights);
  // Spec 001 §4: usable only if the order's discounted total is at least the voucher's value.
  if (available < ref.coupon.value || ref.coupon.value <= 0) return EffectOutcome{0, 0, Refusal{Reason::insufficient_amount}};
  if (draw_uses(ref, state) == 0) return below_threshold();
  const Cents discount = std::min(ref.coupon.value, amount_cap(ref.coupon));
  return spread_goods_discount(ref, state, units, weights, discount);
}

}  // namespace qsr::engine::coupon
