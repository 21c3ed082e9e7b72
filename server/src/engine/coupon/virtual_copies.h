// Activity coupons that may be used several times in one order (copies_per_order, the spec's
// limitQty) are expanded into virtual copies "<code>#2", "<code>#3", ... (spec 001 §4 Stacking:
// "Activity coupons can be expanded into virtual copies, up to the allowed number per order").
#pragma once

#include <vector>

#include "engine/coupon/coupon.h"

namespace qsr::engine::coupon {

std::vector<Coupon> expand_virtual_copies(const std::vector<Coupon>& wallet);

}  // namespace qsr::engine::coupon
