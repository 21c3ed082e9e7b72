#include "engine/fee_split.h"

#include <algorithm>
#include <numeric>

namespace qsr::engine {

std::vector<int64_t> split_equally(int64_t fee, size_t n) {
  std::vector<int64_t> out(n, 0);
  if (n == 0) return out;
  const int64_t base = fee / static_cast<int64_t>(n);
  int64_t rest = fee - base * static_cast<int64_t>(n);
  for (size_t i = 0; i < n; ++i) {
    out[i] = base + (rest > 0 ? 1 : 0);
    if (rest > 0) --rest;
  }
  return out;
}

std::vector<int64_t> split_by_weight(int64_t fee, const std::vector<int64_t>& weights) {
  const int64_t total = std::accumulate(weights.begin(), weights.end(), int64_t{0});
  if (total <= 0) return split_equally(fee, weights.size());
  std::vector<int64_t> out(weights.size(), 0);
  std::vector<std::pair<int64_t, size_t>> remainders;  // (remainder, index)
  int64_t given = 0;
  for (size_t i = 0; i < weights.size(); ++i) {
    out[i] = fee * weights[i] / total;
    given += out[i];
    remainders.push_back({fee * weights[i] % total, i});
  }
  std::stable_sort(remainders.begin(), remainders.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (size_t k = 0; given < fee; ++k, ++given) ++out[remainders[k % remainders.size()].second];
  return out;
}

}  // namespace qsr::engine
