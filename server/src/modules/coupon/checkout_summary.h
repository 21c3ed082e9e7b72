// What the engine's pricing of a selection means for the order, coupon by coupon: a pure rule.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/coupon/calc_result.h"
#include "engine/coupon/coupon.h"
#include "modules/coupon/checkout_coupons.h"

namespace qsr::coupon {

// mutuallyTypeRange 2 (stored value) or 3 (points and stored value), spec 001 §5 rule 9.
bool forbids_stored_value(const engine::coupon::Coupon& c);
// The coupon's mutually-exclusive range says no points with it (1 points, 3 points plus stored value).
bool forbids_points(const engine::coupon::Coupon& c);

// From the engine's answer for `selection`: what each wallet coupon took off (all its virtual
// copies together, in the order the engine applied them; coupons not in `coupon_ids`, the
// member's wallet by code, are not the member's to consume), the selected codes it did not apply,
// the goods and delivery discounts, what came off each line, the lines left out, and whether an
// applied coupon forbids or demands stored-value payment (`wallet`: the coupons the engine had).
// Leaves the offers and the view alone.
CouponPricing summarize(const engine::coupon::CalcResult& priced, const std::vector<std::string>& selection,
                        const std::vector<engine::coupon::Coupon>& wallet, const std::map<std::string, int64_t>& coupon_ids);

// What the applied coupon `code` took off (0 when it is not applied).
int64_t discount_of(const CouponPricing& p, const std::string& code);

}  // namespace qsr::coupon
