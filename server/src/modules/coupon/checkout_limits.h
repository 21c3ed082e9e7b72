// What the checkout may hand the coupon engine: the engine's own input checks
// (engine/coupon/input_check.h, the ranges of input_limits.h), answered the server's way. The
// cart refuses growing past the caps (modules/cart); these catch what slipped in before that.
#pragma once

#include <string>
#include <vector>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"

namespace qsr::coupon {

// Throws AppError 400 30011 (cart_limit_reached, the cart's own "too many" answer) when the cart
// is over the engine's caps of lines or units; AppError 500 when the server built anything else
// out of range (a bug: the detail names the field and is only logged).
void check_engine_input(const std::vector<engine::coupon::CartLine>& goods,
                        const std::vector<engine::coupon::Coupon>& wallet, const engine::coupon::CalcConfig& config);

// The wallet within the engine's caps (coupons, and entries with virtual copies): the coupons
// `keep` names first (the customer's selection, coupons goods are tied to), then the rest in the
// order given (the repository's: those expiring first). A member past the cap is offered the
// others at a later checkout; nobody is refused an order for holding many coupons.
std::vector<engine::coupon::Coupon> fit_wallet(const std::vector<engine::coupon::Coupon>& wallet,
                                               const std::vector<std::string>& keep);

}  // namespace qsr::coupon
