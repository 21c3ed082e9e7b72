#include "engine/coupon/threshold.h"

#include <algorithm>

namespace qsr::engine::coupon {

int64_t threshold_pool(const Coupon& coupon, Cents amount, int64_t quantity) {
  if (coupon.category == Category::gift_activity) {
    return coupon.threshold > 0 ? quantity / coupon.threshold : 0;
  }
  if (coupon.threshold <= 0) return kUnlimitedPool;
  const int64_t measure = is_quantity_threshold(coupon.threshold_type) ? quantity : amount;
  return measure / coupon.threshold;
}

int64_t count_cap(const Coupon& coupon) {
  int64_t cap = kUnlimitedPool;
  if (coupon.max_discount_type == MaxDiscountType::by_count && coupon.max_discount_num >= 0) {
    cap = std::min(cap, coupon.max_discount_num);
  }
  if (coupon.surplus_discount_num >= 0) cap = std::min(cap, coupon.surplus_discount_num);
  return cap;
}

Cents amount_cap(const Coupon& coupon) {
  if (coupon.max_discount_type == MaxDiscountType::by_amount && coupon.max_discount >= 0) return coupon.max_discount;
  return kUnsetMaxDiscountCents;
}

int64_t capped_product(int64_t a, int64_t b, int64_t cap) {
  if (a <= 0 || b <= 0) return std::min<int64_t>(0, cap);
  return a > cap / b ? cap : std::min(a * b, cap);
}

int64_t uses_from_pool(const Coupon& coupon, int64_t left) {
  if (left <= 0) return 0;
  if (!coupon.cycle) return 1;
  // A threshold of 0 has an unlimited pool: "repeat" then means once.
  if (left >= kUnlimitedPool) return 1;
  return std::max<int64_t>(0, std::min(left, count_cap(coupon)));
}

}  // namespace qsr::engine::coupon
