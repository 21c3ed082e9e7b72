// The popups' pure rules: the period a display or a gift is counted in, and whether a popup is
// due for a member now. Tested at their edges (HK midnight, birthdays, the 24 hours after sign-up).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "modules/popup/popup_types.h"

namespace qsr::popup {

inline constexpr int64_t kDayMs = 24LL * 3600 * 1000;
inline constexpr int64_t kRegisterWindowMs = kDayMs;  // a register popup: within 24 h of sign-up

// What eligibility needs to know about the caller (nullopt member: a visitor).
struct Facts {
  bool member = false;
  int64_t signed_up_at = 0;
  std::string birthday;                  // YYYY-MM-DD or empty
  std::optional<int64_t> last_paid_at;   // the latest paid order, if any
};

// The key a display or gift is stored under: a birthday's HK year ("2026"), "once", or the
// frequency's HK day/week (by its Monday)/month; nullopt for a frequency not listed.
std::optional<std::string> period_key(const Popup& p, int64_t now_ms);
bool valid_frequency(const std::string& frequency);
bool valid_kind(const std::string& kind);
bool valid_priority(int priority);
// Whether the popup is running and its kind's rule holds for the caller now.
bool due(const Popup& p, const Facts& f, int64_t now_ms);

}  // namespace qsr::popup
