#include "engine/coupon/percentage_relaxation.h"

#include <algorithm>

#include "engine/coupon/coupon_facts.h"

namespace qsr::engine::coupon {

namespace {
Cents ceil_percent(Cents amount, int64_t percent) { return (amount * percent + 99) / 100; }
}  // namespace

PercentageRelaxation::PercentageRelaxation(const Cart& cart, const KeyBalances& balances,
                                           const std::vector<KeyGoods>& keys, const std::vector<GroupGoods>& groups)
    : share_(groups.size(), 0), rounding_(groups.size(), 0), before_(groups.size()), outside_(groups.size()) {
  auto lines_within = [&](int inner, int outer) {
    const KeyBalances::Lines& in = balances.lines_of(inner);
    const KeyBalances::Lines& out = balances.lines_of(outer);
    for (size_t w = 0; w < in.size(); ++w) {
      if (in[w] & ~out[w]) return false;
    }
    return true;
  };
  for (size_t c = 0; c < groups.size(); ++c) {
    const GroupGoods& pct = groups[c];
    if (pct.percent >= 100 || pct.key < 0) continue;
    share_[c] = std::min<int64_t>(100, pct.percent * pct.members);  // m members take at most m times the share
    rounding_[c] = 5 * pct.members;
    before_[c].assign(c, 0);
    outside_[c].assign(c, 0);
    for (size_t h = 0; h < c; ++h) {
      const int key = groups[h].key;
      if (key < 0 || !lines_within(key, pct.key)) continue;
      before_[c][h] = 1;
      const PartMask other = keys[key].mask & ~keys[pct.key].mask;
      if (other == 0) continue;
      for (int u : *keys[key].units) outside_[c][h] += covered_amount(cart.unit_parts(u), other);
    }
  }
}

Cents PercentageRelaxation::beside(size_t c, size_t h, Cents own) const {
  if (h >= before_[c].size() || !before_[c][h]) return own;
  return ceil_percent(own, 100 - share_[c]) + ceil_percent(std::min(own, outside_[c][h]), share_[c]);
}

Cents PercentageRelaxation::itself(size_t c, Cents left) const { return ceil_percent(left, share_[c]) + rounding_[c]; }

}  // namespace qsr::engine::coupon
