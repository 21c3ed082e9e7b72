// What each coupon category does to the order (spec 001 §3 categories, §4 Calculation and
// Buy-one-get-one). One function per category; `apply_coupon` picks it.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/coupon_facts.h"
#include "engine/coupon/ledger.h"
#include "engine/coupon/reasons.h"

namespace qsr::engine::coupon {

// Threshold multiples already drawn per pool (one pool per template).
class PoolUse {
 public:
  void clear() { used_.clear(); }
  int64_t used(int64_t key) const;
  void add(int64_t key, int64_t n);

 private:
  std::vector<std::pair<int64_t, int64_t>> used_;
};

// Reusable buffers, so applying a coupon allocates nothing once warm.
struct EffectScratch {
  std::vector<int> units;
  std::vector<Cents> weights;
  std::vector<Cents> left;
  std::vector<std::pair<Cents, int>> ranked;
};

struct EffectState {
  const Cart& cart;
  const CalcConfig& config;
  Ledger& ledger;
  PoolUse& pools;
  Cents delivery_left = 0;  // delivery fee still charged
  bool delivery_coupon_applied = false;
  EffectScratch* scratch = nullptr;  // optional; effects use their own buffers without it
};

// The caller's scratch buffers, or a private set.
EffectScratch& scratch_of(EffectState& state);

struct CouponRef {
  const Coupon& coupon;
  const CouponFacts& facts;
  int64_t pool_key = 0;  // the template, or a key of its own when the template is unknown
  int slot = 0;          // index reported in the trace
};

struct EffectOutcome {
  Cents goods = 0;
  Cents delivery = 0;
  std::optional<Refusal> skipped;  // the coupon could not apply in this selection
  Cents total() const { return goods + delivery; }
};

// Spec 001 §4: discounts are rounded to one decimal, and never exceed what the goods allow.
Cents rounded_discount(Cents raw, Cents available);

// A coupon whose threshold is no longer met in this selection takes nothing.
inline EffectOutcome below_threshold() { return EffectOutcome{0, 0, Refusal{Reason::threshold}}; }

// Takes `discount` from the goods `units`, spread in proportion to `weights`.
EffectOutcome spread_goods_discount(const CouponRef& ref, EffectState& state, const std::vector<int>& units,
                                    const std::vector<Cents>& weights, Cents discount);

// Takes each chosen unit's own saving from it; the total is rounded like every discount, capped
// by the coupon's amount cap, and the rounding difference is spread in proportion to the savings.
EffectOutcome take_savings(const CouponRef& ref, EffectState& state, const std::vector<int>& units,
                           const std::vector<Cents>& savings);

// Multiples this coupon takes from its template's pool now (0: threshold no longer met).
int64_t draw_uses(const CouponRef& ref, EffectState& state);

EffectOutcome apply_fixed_reduction(const CouponRef& ref, EffectState& state);  // 10, 70
EffectOutcome apply_percentage(const CouponRef& ref, EffectState& state);       // 20
EffectOutcome apply_special_offer(const CouponRef& ref, EffectState& state);    // 50
EffectOutcome apply_gift_with_purchase(const CouponRef& ref, EffectState& state);  // 30
EffectOutcome apply_gift_activity(const CouponRef& ref, EffectState& state);    // 110
EffectOutcome apply_exchange(const CouponRef& ref, EffectState& state);         // 80, 90
EffectOutcome apply_delivery_fee(const CouponRef& ref, EffectState& state);     // 60
EffectOutcome apply_voucher(const CouponRef& ref, EffectState& state);          // 100

EffectOutcome apply_coupon(const CouponRef& ref, EffectState& state);

// Whether a delivery-fee coupon's discount depends on the goods coupons beside it: its
// freeDeliveryPrice is measured on the actual pay (deliveryFreeMode 3). Otherwise it takes the
// same in every selection it can join.
bool delivery_depends_on_goods(const Coupon& coupon, const CalcConfig& config);

}  // namespace qsr::engine::coupon
