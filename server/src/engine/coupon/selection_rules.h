// Whether a set of coupons can be one order's selection (stacking.h, applied to sets), and which
// of two selections is preferred.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/coupon/reasons.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

// Why `candidate` cannot join `selection` (pairs, per-template limit, count limit), if so.
std::optional<Refusal> conflict_with(const Workspace& ws, int candidate, std::span<const int> selection);

bool is_valid_selection(const Workspace& ws, std::span<const int> selection);

struct Choice {
  std::vector<int> coupons;  // workspace indices
  Cents discount = 0;
};

// The preference between selections, a total order: the greater discount; then fewer coupons;
// then the coupons that expire first (the sorted (invalid time, code) lists compared
// lexicographically, the smaller wins).
bool better_choice(const Workspace& ws, const Choice& a, const Choice& b);

}  // namespace qsr::engine::coupon
