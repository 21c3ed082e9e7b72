// Prices one selection of coupons: applies them in calculation order to a fresh ledger and says
// what each took. Keeps its buffers between calls: the automatic selection calls it many times.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/coupon/effects.h"
#include "engine/coupon/ledger.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon {

struct Evaluation {
  std::vector<int> order;                      // the selection in calculation order
  std::vector<Cents> discount;                 // per coupon, parallel to `order`
  std::vector<std::optional<Refusal>> skipped; // per coupon: why it could not apply, if so
  Cents goods = 0;
  Cents delivery = 0;
  Cents box = 0;
  Cents total() const { return goods + delivery; }
};

class Evaluator {
 public:
  explicit Evaluator(const Workspace& workspace) : ws_(workspace) {}

  // The selection's total discount (goods and delivery).
  Cents total(std::span<const int> selection);

  // The full account; with a trace, who took what from each unit.
  Evaluation evaluate(std::span<const int> selection, Trace* trace = nullptr);

  // `selection` sorted into calculation order.
  void sort_for_calculation(std::vector<int>& selection) const;

  // Discount of coupon `i` on the untouched order with its threshold pool already drawn by
  // `pool_drawn` multiples: an upper bound of what it can take in any selection.
  Cents alone(int i, int64_t pool_drawn, int64_t* drawn_after = nullptr);

 private:
  Evaluation run(std::span<const int> selection, Trace* trace);
  // Applies the selection in calculation order on a fresh ledger, handing each coupon's outcome
  // to `on_outcome(outcome)`: the one loop behind run() and the hot path total().
  template <typename OnOutcome>
  void apply_in_order(std::span<const int> selection, Trace* trace, OnOutcome&& on_outcome);

  const Workspace& ws_;
  Ledger ledger_;
  PoolUse pools_;
  std::vector<int> order_;
  std::vector<Cents> alone_cache_;
  EffectScratch scratch_;  // alone(i, 0), -1 until computed
};

}  // namespace qsr::engine::coupon
