// The engine's main entry: prices the cart with the customer's selected coupons and lists which
// coupons are usable (with what they save) and which are not (with the reason).
#pragma once

#include <span>
#include <string>

#include "engine/coupon/calc_result.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

CalcResult calculate(const CalcInput& input);
CalcResult calculate(const Workspace& ws, std::span<const std::string> selected);

}  // namespace qsr::engine::coupon
