#include "engine/coupon/effects.h"

#include <algorithm>

#include "core/money.h"
#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

int64_t PoolUse::used(int64_t key) const {
  for (const auto& [k, n] : used_) {
    if (k == key) return n;
  }
  return 0;
}

void PoolUse::add(int64_t key, int64_t n) {
  for (auto& [k, used] : used_) {
    if (k == key) {
      used += n;
      return;
    }
  }
  used_.push_back({key, n});
}

EffectScratch& scratch_of(EffectState& state) {
  thread_local EffectScratch fallback;
  return state.scratch ? *state.scratch : fallback;
}

Cents rounded_discount(Cents raw, Cents available) {
  if (raw <= 0 || available <= 0) return 0;
  return std::min(money::round_to_one_decimal(raw), available);
}

EffectOutcome spread_goods_discount(const CouponRef& ref, EffectState& state, const std::vector<int>& units,
                                    const std::vector<Cents>& weights, Cents discount) {
  state.ledger.spread(units, weights, ref.facts.covered, discount, ref.slot);
  return EffectOutcome{discount, 0, std::nullopt};
}

EffectOutcome take_savings(const CouponRef& ref, EffectState& state, const std::vector<int>& units,
                           const std::vector<Cents>& savings) {
  Cents raw = 0;
  for (Cents s : savings) raw += s;
  return spread_goods_discount(ref, state, units, savings, std::min(rounded_discount(raw, raw), amount_cap(ref.coupon)));
}

int64_t draw_uses(const CouponRef& ref, EffectState& state) {
  const int64_t pool = ref.facts.pool;
  if (pool >= kUnlimitedPool) return uses_from_pool(ref.coupon, pool);
  const int64_t uses = uses_from_pool(ref.coupon, pool - state.pools.used(ref.pool_key));
  if (uses > 0) state.pools.add(ref.pool_key, uses);
  return uses;
}

bool delivery_depends_on_goods(const Coupon& coupon, const CalcConfig& config) {
  return coupon.category == Category::delivery_fee && config.delivery_free_mode == DeliveryFreeBasis::actual_pay &&
         coupon.free_delivery_price > 0;
}

EffectOutcome apply_coupon(const CouponRef& ref, EffectState& state) {
  switch (ref.coupon.category) {
    case Category::full_reduction:
    case Category::paid_membership: return apply_fixed_reduction(ref, state);
    case Category::percentage: return apply_percentage(ref, state);
    case Category::special_offer: return apply_special_offer(ref, state);
    case Category::gift_with_purchase: return apply_gift_with_purchase(ref, state);
    case Category::gift_activity: return apply_gift_activity(ref, state);
    case Category::exchange:
    case Category::convert: return apply_exchange(ref, state);
    case Category::delivery_fee: return apply_delivery_fee(ref, state);
    case Category::voucher: return apply_voucher(ref, state);
  }
  return {};
}

}  // namespace qsr::engine::coupon
