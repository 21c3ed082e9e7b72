#include "modules/coupon/checkout_limits.h"

#include <algorithm>

#include "core/app_error.h"
#include "engine/coupon/input_check.h"
#include "engine/coupon/input_limits.h"
#include "modules/cart/cart_service.h"

namespace qsr::coupon {
namespace ec = engine::coupon;

void check_engine_input(const std::vector<ec::CartLine>& goods, const std::vector<ec::Coupon>& wallet,
                        const ec::CalcConfig& config) {
  try {
    ec::check_input(goods, wallet, config);
  } catch (const ec::InputError& e) {
    if (e.kind == ec::InputError::Kind::too_large) {
      throw AppError(400, cart::kLimitReached, "cart_limit_reached", {}, std::string("coupon engine: ") + e.what());
    }
    throw AppError(500, 500, "unknown_error", {}, std::string("coupon engine input out of range: ") + e.what());
  }
}

std::vector<ec::Coupon> fit_wallet(const std::vector<ec::Coupon>& wallet, const std::vector<std::string>& keep) {
  std::vector<const ec::Coupon*> order;
  for (const auto& c : wallet) {
    if (std::find(keep.begin(), keep.end(), c.code) != keep.end()) order.push_back(&c);
  }
  for (const auto& c : wallet) {
    if (std::find(keep.begin(), keep.end(), c.code) == keep.end()) order.push_back(&c);
  }
  std::vector<ec::Coupon> out;
  int64_t entries = 0;
  for (const ec::Coupon* c : order) {
    if (static_cast<int64_t>(out.size()) >= ec::limits::kMaxCoupons) break;
    if (entries + c->copies_per_order > ec::limits::kMaxCouponEntries) continue;
    entries += c->copies_per_order;
    out.push_back(*c);
  }
  return out;
}

}  // namespace qsr::coupon
