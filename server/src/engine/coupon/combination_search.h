// The best valid combination of a set of candidate coupons, found by branch and bound.
//
// Interchangeable coupons (same effect signature) form a group that is tried as "its first k in
// tie order", never as every subset. Groups are walked in calculation order, so a coupon added
// to a selection is always calculated after the ones already in it: a node is priced by applying
// just the new coupon to its parent's saved ledger, and nothing added later can change what the
// earlier coupons took. Each coupon's discount is monotone in the amounts it sees and amounts
// only fall, so what a coupon takes on the untouched order bounds what it can take anywhere; a
// branch is cut when its exact value plus those bounds for everything it may still add (capped by
// what is left to pay; tightened by trying the options of the largest family of mutually exclusive
// groups, and for a percentage by percentage_relaxation.h) cannot beat the best selection found.
// The search is therefore exact.
// A third-party coupon moves special offers to the front (calculation_order.h), so selections
// holding one and a special offer are searched in a second pass walked in that order (without a
// special offer the two orders are the same, and the first pass keeps those). A node budget stops a
// pathological wallet from running away; the answer then says it is not proven optimal.
#pragma once

#include <cstdint>
#include <span>

#include "engine/coupon/evaluator.h"
#include "engine/coupon/search_budget.h"
#include "engine/coupon/selection_rules.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {


struct SearchOutcome {
  Choice best;
  bool proven_optimal = true;
  int64_t nodes = 0;
};

// The best selection drawn from `candidates` holding at most `max_coupons`, or `incumbent` when
// nothing beats it. Delivery-fee coupons may be among the candidates; they are priced at their
// place in the calculation order like any other (auto_selection.cpp adds the best of those that
// take the same beside any goods selection afterwards when it can, as the cheaper path).
SearchOutcome search_best_combination(const Workspace& ws, Evaluator& evaluator, std::span<const int> candidates,
                                      int64_t max_coupons, Choice incumbent = {}, SearchBudget budget = {});

}  // namespace qsr::engine::coupon
