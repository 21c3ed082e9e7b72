#include "engine/coupon/selection_rules.h"

#include <algorithm>

#include "engine/coupon/stacking.h"

namespace qsr::engine::coupon {

std::optional<Refusal> conflict_with(const Workspace& ws, int candidate, std::span<const int> selection) {
  const PreparedCoupon& c = ws.at(candidate);
  int64_t same_template = 1;
  int64_t limit = template_limit(c.coupon);
  for (int s : selection) {
    const PreparedCoupon& other = ws.at(s);
    if (auto refusal = pair_conflict(c.coupon, other.coupon, c.goods_signature == other.goods_signature)) return refusal;
    if (other.coupon.template_id == c.coupon.template_id) {
      ++same_template;
      limit = std::min(limit, template_limit(other.coupon));
    }
  }
  if (same_template > limit) return Refusal{Reason::one_per_order};
  if (static_cast<int64_t>(selection.size()) + 1 > max_coupons_per_order(ws.config())) return Refusal{Reason::count_limit};
  return std::nullopt;
}

bool is_valid_selection(const Workspace& ws, std::span<const int> selection) {
  for (size_t i = 0; i < selection.size(); ++i) {
    if (conflict_with(ws, selection[i], selection.first(i))) return false;
  }
  return true;
}

bool better_choice(const Workspace& ws, const Choice& a, const Choice& b) {
  if (a.discount != b.discount) return a.discount > b.discount;
  if (a.coupons.size() != b.coupons.size()) return a.coupons.size() < b.coupons.size();
  auto ranks = [&](const Choice& c) {
    std::vector<int> r;
    for (int i : c.coupons) r.push_back(ws.at(i).tie_rank);
    std::sort(r.begin(), r.end());
    return r;
  };
  return ranks(a) < ranks(b);
}

}  // namespace qsr::engine::coupon
