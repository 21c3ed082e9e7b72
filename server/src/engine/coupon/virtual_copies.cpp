#include "engine/coupon/virtual_copies.h"

namespace qsr::engine::coupon {

std::vector<Coupon> expand_virtual_copies(const std::vector<Coupon>& wallet) {
  std::vector<Coupon> out;
  out.reserve(wallet.size());
  for (const auto& coupon : wallet) {
    out.push_back(coupon);
    for (int64_t n = 2; n <= coupon.copies_per_order; ++n) {
      Coupon copy = coupon;
      copy.virtual_of = coupon.code;
      copy.virtual_index = static_cast<int>(n);
      copy.code = coupon.code + "#" + std::to_string(n);
      out.push_back(std::move(copy));
    }
  }
  return out;
}

}  // namespace qsr::engine::coupon
