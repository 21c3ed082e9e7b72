#include "modules/rights/rights_schedule.h"

#include <algorithm>

#include "core/clock.h"

namespace qsr::rights {

namespace {
constexpr int64_t kDayMs = 24LL * 3600 * 1000;  // Hong Kong keeps no summer time
}

std::vector<Release> schedule(const std::vector<Benefit>& benefits, int64_t bought_at_ms) {
  const int64_t day_start = to_hk_local(bought_at_ms).day_start_ms;
  std::vector<std::pair<size_t, Release>> all;  // benefit order breaks ties
  for (size_t b = 0; b < benefits.size(); ++b) {
    const Benefit& benefit = benefits[b];
    for (int k = 0; k < benefit.times; ++k) {
      Release r;
      r.template_id = benefit.template_id;
      r.count = benefit.count;
      r.due_at = k == 0 || benefit.every_days == 0 ? bought_at_ms : day_start + int64_t{k} * benefit.every_days * kDayMs;
      all.emplace_back(b, r);
    }
  }
  std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
    return a.second.due_at != b.second.due_at ? a.second.due_at < b.second.due_at : a.first < b.first;
  });
  std::vector<Release> out;
  for (auto& [b, r] : all) {
    r.seq = static_cast<int>(out.size());
    out.push_back(r);
  }
  return out;
}

}  // namespace qsr::rights
