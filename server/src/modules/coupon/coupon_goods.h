// The goods a coupon lets the customer pick at a store (spec 001 §7 /v1/coupon/goods): its
// exchange goods or gifts, or for the other coupons the goods it applies to.
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "engine/coupon/coupon.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::coupon {

boost::json::object coupon_goods_json(const engine::coupon::Coupon& coupon, const catalog::Snapshot& snap, int64_t sid, Lang lang);

}  // namespace qsr::coupon
