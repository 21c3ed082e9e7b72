#include "modules/group/group_receipt.h"

#include <algorithm>
#include <map>

#include "engine/fee_split.h"

namespace qsr::group {

std::vector<Share> group_receipt(const std::vector<ReceiptLine>& lines, const ReceiptFees& fees, std::optional<int64_t> payer_pocket) {
  std::map<int64_t, Share> by_pocket;
  std::map<int64_t, int64_t> cups;
  for (const auto& l : lines) {
    Share& s = by_pocket[l.pocket];
    s.pocket = l.pocket;
    s.goods += l.paid;
    cups[l.pocket] += l.units;
  }
  std::vector<int64_t> weights;
  for (const auto& [pocket, n] : cups) weights.push_back(n);
  const auto delivery = engine::split_equally(fees.delivery, by_pocket.size());
  const auto bag = engine::split_by_weight(fees.bag, weights);
  std::vector<Share> out;
  size_t i = 0;
  for (auto& [pocket, s] : by_pocket) {
    s.delivery = delivery[i];
    s.bag = bag[i];
    ++i;
    out.push_back(s);
  }
  // The payer's coupons' saving is theirs (a negative share when they ordered nothing), so the
  // shares still add up to what was paid.
  if (!payer_pocket) return out;
  auto payer = std::find_if(out.begin(), out.end(), [&](const Share& s) { return s.pocket == *payer_pocket; });
  if (payer == out.end()) {
    out.push_back(Share{.pocket = *payer_pocket});
    payer = out.end() - 1;
  }
  payer->discount = fees.discount;
  return out;
}

}  // namespace qsr::group
