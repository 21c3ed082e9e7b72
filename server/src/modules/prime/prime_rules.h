// The Privilege Pass's rules of time, pure (docs/decisions/0031).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::prime {

// Where a pass bought or renewed at `now_ms` for `days` ends: `days` Hong Kong days counted from
// the day of purchase, to the last moment of the last (a 30-day pass bought on 25 November is
// valid through 24 December). A renewal of a pass still valid adds the days after its end.
int64_t expiry_after(int64_t now_ms, std::optional<int64_t> current_expiry, int days);

// The day a member price used at `now_ms` counts against: the Hong Kong calendar day ("2026-11-25"),
// so one used at 23:59 and one at 00:01 are two days, whatever the phone's or the server's zone.
std::string member_price_day(int64_t now_ms);

}  // namespace qsr::prime
