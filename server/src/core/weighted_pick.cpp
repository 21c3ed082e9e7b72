#include "core/weighted_pick.h"

namespace qsr {

std::optional<size_t> weighted_pick(const std::vector<int64_t>& weights, const RandomBelow& random) {
  uint64_t total = 0;
  for (int64_t w : weights) {
    if (w > 0) total += static_cast<uint64_t>(w);
  }
  if (total == 0) return std::nullopt;
  // One uniform number over the sum; the weight whose band it falls in wins.
  uint64_t at = random(static_cast<uint32_t>(total));
  for (size_t i = 0; i < weights.size(); ++i) {
    if (weights[i] <= 0) continue;
    const auto w = static_cast<uint64_t>(weights[i]);
    if (at < w) return i;
    at -= w;
  }
  return std::nullopt;  // unreachable: `at` < total
}

}  // namespace qsr
