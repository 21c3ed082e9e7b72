#include "engine/coupon/overlay.h"

#include "engine/coupon/calculate.h"
#include "engine/coupon/coupon_lists.h"
#include "engine/coupon/evaluator.h"
#include "engine/coupon/selection_admission.h"
#include "engine/coupon/selection_rules.h"

namespace qsr::engine::coupon {

OverlayResult overlay(const Workspace& ws, std::span<const std::string> selected, bool with_best, SearchBudget budget) {
  OverlayResult out;
  out.current = calculate(ws, selected);
  std::vector<std::string> priced_codes;
  for (const auto& a : out.current.applied) priced_codes.push_back(a.code);
  const std::vector<int> priced = resolve_codes(ws, priced_codes, nullptr);

  Evaluator ev(ws);
  const Cents current = ev.total(priced);
  for (const auto& u : out.current.usable) {
    if (!u.selected) {
      out.addable.push_back({u.code, u.discount});
      continue;
    }
    // A selected activity coupon with virtual copies left: its next copy may be addable too.
    const auto index = ws.find(u.code);
    const auto next = index ? next_free_copy(ws, ws.at(*index).wallet_index, priced) : std::nullopt;
    if (!next || conflict_with(ws, *next, priced)) continue;
    std::vector<int> with = priced;
    with.push_back(*next);
    const Cents gain = ev.total(with) - current;
    if (gain > 0) out.addable.push_back({u.code, gain});
  }
  for (const auto& un : out.current.unusable) {
    const auto index = ws.find(un.code);
    if (!index || ws.at(*index).refusal) continue;  // fails on its own, not because of the selection
    ConflictingCoupon c{un.code, Refusal{un.reason, un.arg}, {}};
    for (int s : priced) {
      const int single[] = {s};
      if (conflict_with(ws, *index, single)) c.cancels.push_back(ws.at(s).coupon.wallet_code());
    }
    out.conflicting.push_back(std::move(c));
  }
  if (with_best) out.best = best_selection(ws, priced, budget);
  return out;
}

}  // namespace qsr::engine::coupon
