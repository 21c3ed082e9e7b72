// The best valid combination of a set of candidate coupons, found by branch and bound.
//
// Coupons with the same effect signature are interchangeable, so a group of them is tried as
// "the first k by tie order" rather than as every subset of it. Groups are tried best first;
// a branch is cut when even the sum of the upper bounds of everything it could still hold cannot
// beat the best selection found. The upper bound of a coupon is what it takes on the untouched
// order: a coupon in a selection only ever sees amounts at or below the original prices, and
// every category's discount is monotone in those amounts (see ledger.h), so the bound is sound
// and the search exact. An evaluation budget stops a pathological wallet from running away; the
// answer then says it is not proven optimal.
#pragma once

#include <cstdint>
#include <span>

#include "engine/coupon/evaluator.h"
#include "engine/coupon/selection_rules.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

inline constexpr int64_t kDefaultEvaluationBudget = 200000;

struct SearchOutcome {
  Choice best;
  bool proven_optimal = true;
  int64_t evaluations = 0;
};

// The best selection drawn from `candidates` holding at most `max_coupons`, or `incumbent` when
// nothing beats it.
SearchOutcome search_best_combination(const Workspace& ws, Evaluator& evaluator, std::span<const int> candidates,
                                      int64_t max_coupons, Choice incumbent = {},
                                      int64_t evaluation_budget = kDefaultEvaluationBudget);

}  // namespace qsr::engine::coupon
