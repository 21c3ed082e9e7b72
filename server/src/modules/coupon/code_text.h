// What a person types as a code: a redemption code (兌換碼) or an activity's discount code (優惠碼).
// Spaces are dropped and letters read as capitals, so "qsr 2026" and "QSR2026" are one code.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace qsr::coupon {

inline constexpr size_t kCodeMaxLength = 32;  // spec 001 §9: invite or discount code, at most 32 characters

// The code as stored, or nullopt when it is empty, longer than 32 or holds anything but ASCII
// letters and digits.
std::optional<std::string> normalized_code(std::string_view typed);

// An activity's code as kept in the database: only its hash, so a copy of the table does not
// tell the codes of activities still to be announced.
std::string activity_code_hash(const std::string& normalized);

}  // namespace qsr::coupon
