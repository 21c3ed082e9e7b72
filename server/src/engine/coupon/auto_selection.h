// Automatic selection (spec 001 §4): the selection with the greatest total discount over every
// valid combination of the wallet's usable coupons, ties broken by `better_choice` (fewer
// coupons, then the ones expiring first). It runs only when no exchange or gift coupon is chosen
// and the feature is enabled. Exchange, convert and gift-with-purchase coupons need goods the
// customer picks and are never chosen automatically; of the gift activities (110) only the one
// the spec designates is considered (`designated_gift_activity`).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/coupon/combination_search.h"
#include "engine/coupon/selection_rules.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

struct AutoSelection {
  bool ran = false;               // false: a gift or exchange coupon is chosen, or the feature is off
  std::vector<int> coupons;       // workspace indices, in calculation order
  std::vector<std::string> codes;
  Cents discount = 0;
  bool proven_optimal = true;
  int64_t nodes = 0;  // search nodes priced
};

// Spec 001 §4 Buy-one-get-one: the selected gift activity; if none is selected, the usable one
// with the highest tradeWeight, then the earliest creation time (then the tie order).
std::optional<int> designated_gift_activity(const Workspace& ws, std::span<const int> selected);

// Whether the automatic selection may run over `selected` (no exchange or gift coupon in it).
bool auto_selection_allowed(const Workspace& ws, std::span<const int> selected);

// The coupons automatic selection chooses from (usable, of a category it may choose).
std::vector<int> auto_selection_candidates(const Workspace& ws);

// `budget` bounds the search (search_budget.h: nodes, and the caller's deadline); past it the
// answer is the best found and `proven_optimal` is false. Either way the answer is a valid
// selection that prices the same through `calculate`.
AutoSelection best_selection(const Workspace& ws, std::span<const int> selected = {}, SearchBudget budget = {});

// The spec's four-step method: best delivery-fee coupon, best order-level stackable
// combination, best product-level stackable combination, best non-stackable coupon; the
// greatest wins. Kept as the floor the automatic selection is tested against.
AutoSelection four_step_selection(const Workspace& ws, std::span<const int> selected = {});

}  // namespace qsr::engine::coupon
