// The usable and unusable coupon lists shown beside an order (spec 001 §4 Coupon state).
// Usable: the selected coupons (with what they take), then the coupons that can still be added
// (with what adding each would save): event coupons with auto-participation first by weight then
// newest (spec 001 §4), the others by saving, then by the tie order. Unusable: every other wallet
// coupon with the first reason it fails: the usability chain, or the stacking rule the current
// selection breaks (spec 001 §4: after the first choice only coupons its mode admits remain
// selectable).
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "engine/coupon/calc_result.h"
#include "engine/coupon/evaluator.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

void fill_coupon_lists(const Workspace& ws, Evaluator& ev, std::span<const int> priced,
                       std::span<const std::pair<int, Refusal>> refused, CalcResult& result);

// The first wallet entry (original or virtual copy) of `wallet_index` not in `selection`.
std::optional<int> next_free_copy(const Workspace& ws, int wallet_index, std::span<const int> selection);

}  // namespace qsr::engine::coupon
