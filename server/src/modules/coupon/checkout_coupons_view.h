// Coupons at checkout on the wire (docs/API.md, the confirm answer's "coupons", and the order
// detail's): what price_coupons and order_coupon_lines return, as JSON in the reader's language.
#pragma once

#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/coupon/checkout_coupons.h"

namespace qsr::coupon {

boost::json::object checkout_coupons_json(const CouponPricing& pricing, Lang lang);
boost::json::array order_coupons_json(const std::vector<OrderCouponLine>& lines, Lang lang);

}  // namespace qsr::coupon
