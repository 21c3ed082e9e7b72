#include "engine/coupon/evaluator.h"

#include <algorithm>

namespace qsr::engine::coupon {

void Evaluator::sort_for_calculation(std::vector<int>& selection) const {
  bool third_party = false;
  for (int i : selection) third_party = third_party || ws_.at(i).coupon.is_third_party;
  std::sort(selection.begin(), selection.end(), [&](int a, int b) {
    return third_party ? ws_.at(a).order_third_party < ws_.at(b).order_third_party
                       : ws_.at(a).order_plain < ws_.at(b).order_plain;
  });
}

template <typename OnOutcome>
void Evaluator::apply_in_order(std::span<const int> selection, Trace* trace, OnOutcome&& on_outcome) {
  order_.assign(selection.begin(), selection.end());
  sort_for_calculation(order_);
  ledger_.set_trace(trace);
  ledger_.reset(ws_.cart());
  pools_.clear();
  EffectState state{ws_.cart(), ws_.config(), ledger_, pools_, ws_.config().delivery_price, false, &scratch_};
  for (int slot = 0; slot < static_cast<int>(order_.size()); ++slot) {
    const PreparedCoupon& p = ws_.at(order_[slot]);
    on_outcome(apply_coupon(CouponRef{p.coupon, p.facts(), p.pool_key, slot}, state));
  }
}

Evaluation Evaluator::run(std::span<const int> selection, Trace* trace) {
  Evaluation e;
  e.discount.reserve(selection.size());
  e.skipped.reserve(selection.size());
  apply_in_order(selection, trace, [&e](const EffectOutcome& out) {
    e.discount.push_back(out.total());
    e.skipped.push_back(out.skipped);
    e.goods += out.goods;
    e.delivery += out.delivery;
  });
  e.order = order_;
  e.box = ledger_.box_taken();
  ledger_.set_trace(nullptr);
  return e;
}

Cents Evaluator::total(std::span<const int> selection) {
  // The hot path of the automatic selection: the same loop as `run`, without the account.
  Cents sum = 0;
  apply_in_order(selection, nullptr, [&sum](const EffectOutcome& out) { sum += out.total(); });
  return sum;
}

Evaluation Evaluator::evaluate(std::span<const int> selection, Trace* trace) { return run(selection, trace); }

Cents Evaluator::alone(int i, int64_t pool_drawn, int64_t* drawn_after) {
  const bool cacheable = pool_drawn == 0 && drawn_after == nullptr;
  if (cacheable) {
    if (alone_cache_.empty()) alone_cache_.assign(ws_.size(), -1);
    if (alone_cache_[i] >= 0) return alone_cache_[i];
  }
  ledger_.set_trace(nullptr);
  ledger_.reset(ws_.cart());
  pools_.clear();
  const PreparedCoupon& p = ws_.at(i);
  if (pool_drawn > 0) pools_.add(p.pool_key, pool_drawn);
  EffectState state{ws_.cart(), ws_.config(), ledger_, pools_, ws_.config().delivery_price, false, &scratch_};
  const Cents d = apply_coupon(CouponRef{p.coupon, p.facts(), p.pool_key, 0}, state).total();
  if (drawn_after) *drawn_after = pools_.used(p.pool_key);
  if (cacheable) alone_cache_[i] = d;
  return d;
}

}  // namespace qsr::engine::coupon
