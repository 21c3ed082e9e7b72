// Turns the customer's chosen codes into the selection that is priced (spec 001 §4 Coupon state
// and Stacking): in the order chosen, each coupon is admitted when it passes the usability chain
// and stacks with the coupons admitted before it; otherwise it is refused with the reason.
#pragma once

#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/coupon/reasons.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

struct Admission {
  std::vector<int> admitted;                     // workspace indices, in the order chosen
  std::vector<std::pair<int, Refusal>> refused;  // workspace index, why
  std::vector<std::string> unknown;              // codes not in the wallet
};

// A wallet code chosen again takes its next virtual copy; a copy's own code ("A#2") names it.
// A code chosen more often than it has copies is collected in `exhausted` (its first index).
std::vector<int> resolve_codes(const Workspace& ws, std::span<const std::string> codes, std::vector<std::string>* unknown,
                               std::vector<int>* exhausted = nullptr);

Admission admit_selection(const Workspace& ws, std::span<const std::string> codes);

}  // namespace qsr::engine::coupon
