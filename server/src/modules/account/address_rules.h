// What a delivery address must be (spec 000 §3): a consignee and an address of bounded length, a
// valid phone, a position on the map, and at most kMaxAddresses of them per member. Each check
// throws the AppError the client shows; the routes call them in the order the form's fields come.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/validators.h"

namespace qsr::account {

inline constexpr int64_t kMaxAddresses = 20;
inline constexpr size_t kConsigneeMaxChars = 30;
inline constexpr size_t kAddressMaxChars = 200;
inline constexpr size_t kHouseNumberMaxChars = 100;

// A free-text field: missing (or empty) answers param_missing when `required`, "" otherwise;
// longer than `max_chars` characters (not bytes) answers param_invalid.
std::string bounded_text(const std::optional<std::string>& value, const char* name, size_t max_chars, bool required);
// The consignee's phone; phone_invalid otherwise.
validators::Phone address_phone(const std::string& area_code, const std::string& number);
// A position on the map; param_invalid "lat/lng" otherwise.
void check_position(double lat, double lng);
// "1" or "true" makes the address the default.
bool default_flag(const std::optional<std::string>& value);
// Another address may be added while the member has fewer than kMaxAddresses (address_limit).
void check_room_for_another(int64_t addresses_kept);

}  // namespace qsr::account
