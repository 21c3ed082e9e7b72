// Delivery fee coupons (60): off the delivery fee, never below the 0.01 floor (spec 001 §4, §9).
#include <algorithm>

#include "core/money.h"
#include "engine/coupon/effects.h"
#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

EffectOutcome apply_delivery_fee(const CouponRef& ref, EffectState& state) {
  if (state.delivery_coupon_applied) return EffectOutcome{0, 0, Refusal{Reason::one_per_order}};
  const Cents fee = state.delivery_left;
  if (fee <= 0) return below_threshold();
  // deliveryFreeMode 3 ("actual pay"): freeDeliveryPrice is measured on what the goods still
  // have to pay after the coupons calculated before this one.
  if (delivery_depends_on_goods(ref.coupon, state.config) &&
      state.cart.goods_amount - state.ledger.order_taken() < ref.coupon.free_delivery_price) {
    return below_threshold();
  }
  if (draw_uses(ref, state) == 0) return below_threshold();
  // A value of 0 means the whole fee (a free-delivery coupon).
  const Cents wanted = ref.coupon.value > 0 ? std::min(ref.coupon.value, fee) : fee;
  const Cents off = std::min(rounded_discount(wanted, fee), amount_cap(ref.coupon));
  const Cents charged = money::delivery_fee_floor(fee - off);
  state.delivery_left = charged;
  state.delivery_coupon_applied = true;
  return EffectOutcome{0, fee - charged, std::nullopt};
}

}  // namespace qsr::engine::coupon
