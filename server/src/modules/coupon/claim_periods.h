// Claim periods of a campaign's periodic limit, pure: which Hong Kong day, week (Monday to Sunday)
// or month a moment falls in, as a key two claims share exactly when they fall in the same one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qsr::coupon {

enum class ClaimPeriod { none, day, week, month };

// "", "day", "week", "month"; nullopt for anything else.
std::optional<ClaimPeriod> claim_period_of(std::string_view name);
std::string_view claim_period_name(ClaimPeriod p);
// "d2026-11-25", "w2026-11-23" (the week's Monday), "m2026-11"; "" for none.
std::string period_key(ClaimPeriod p, int64_t now_ms);

}  // namespace qsr::coupon
