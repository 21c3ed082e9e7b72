// Input validation of the engine, the one place the ranges of input_limits.h are enforced. The
// command line's reader (wire/) and the server's checkout (modules/coupon) both call it, and the
// Workspace calls it again, so no caller can hand the engine something outside the ranges. Each
// check throws InputError naming the field the way the wire spells it ("goods[3].num").
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"

namespace qsr::engine::coupon {

struct InputError : std::invalid_argument {
  // too_large: a count cap (lines, units, coupons); the caller may say "too many" rather than
  // "malformed". invalid: anything else.
  enum class Kind { invalid, too_large };
  InputError(Kind kind, const std::string& message) : std::invalid_argument(message), kind(kind) {}
  explicit InputError(const std::string& message) : InputError(Kind::invalid, message) {}
  Kind kind;
};

// One line, then the whole cart (line count, units, unique line ids, each line).
void check_cart_line(const CartLine& line, std::string_view where);
void check_goods(const std::vector<CartLine>& goods);

// One coupon, then the whole wallet (count, entries with virtual copies, unique codes, each).
void check_coupon(const Coupon& coupon, std::string_view where);
void check_wallet(const std::vector<Coupon>& wallet);

void check_config(const CalcConfig& config);
void check_selection(const std::vector<std::string>& selected);

// Every part of a calculation's input.
void check_input(const std::vector<CartLine>& goods, const std::vector<Coupon>& wallet, const CalcConfig& config);

// The count caps alone, before anything is read: a reader refuses a 10,000-line array without
// building it.
void check_line_count(size_t lines);
void check_coupon_count(size_t coupons);

}  // namespace qsr::engine::coupon
