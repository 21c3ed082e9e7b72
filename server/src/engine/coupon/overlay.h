// The "overlay" message (spec 001 §7): what can be added to the current selection and what it
// would save, which coupons would cancel part of the selection (the confirm modal of a
// non-stackable choice), and the automatic best selection.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/coupon/auto_selection.h"
#include "engine/coupon/calc_result.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

struct AddableCoupon {
  std::string code;
  Cents gain = 0;  // the discount it adds to the current selection
};

struct ConflictingCoupon {
  std::string code;
  Refusal reason;
  std::vector<std::string> cancels;  // selected coupons it cannot stand beside
};

struct OverlayResult {
  CalcResult current;
  std::vector<AddableCoupon> addable;
  std::vector<ConflictingCoupon> conflicting;
  AutoSelection best;
};

// `with_best`: also run the automatic selection (the CLI's overlay answer carries it; checkout
// already ran it to choose the selection and skips the second search).
// `budget` bounds the automatic selection's search (search_budget.h).
OverlayResult overlay(const Workspace& ws, std::span<const std::string> selected, bool with_best = true,
                      SearchBudget budget = {});

}  // namespace qsr::engine::coupon
