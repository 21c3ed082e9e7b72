// Money is integer cents everywhere inside the server. On the wire it is a decimal string of
// dollars ("38.5"). The rounding rules the spec names get functions of their own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qsr::money {

using Cents = int64_t;

// Parses "38", "38.5", "38.50", "0.01" (optional leading '-'); at most two decimals.
// Returns nullopt for anything else (exponents, three decimals, spaces, empty).
std::optional<Cents> parse(std::string_view text);

// Shortest exact decimal form: 3850 -> "38.5", 3800 -> "38", 1 -> "0.01", -250 -> "-2.5".
std::string format(Cents cents);

// Spec 001 §4: the engine and the cart round money to one decimal (half away from zero).
Cents round_to_one_decimal(Cents cents);

// Spec 001 §9: a delivery fee reduced to zero or below is charged at the floor of 0.01.
Cents delivery_fee_floor(Cents fee_after_reductions);

}  // namespace qsr::money
