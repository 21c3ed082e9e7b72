#include "modules/draw/draw_rules.h"

#include <algorithm>
#include <cstdio>

#include "core/clock.h"

namespace qsr::draw {

std::optional<size_t> pick(const std::vector<Prize>& pool, const RandomBelow& random) {
  std::vector<int64_t> weights;
  weights.reserve(pool.size());
  for (const auto& p : pool) weights.push_back(p.sold_out() ? 0 : p.weight);
  return weighted_pick(weights, random);
}

std::string hk_day(int64_t utc_ms) {
  const LocalTime t = to_hk_local(utc_ms);
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", t.year, t.month, t.day);
  return buf;
}

Chances chances_left(const Activity& a, const Entry& e, int64_t now_ms) {
  Chances c;
  const int64_t today = e.day == hk_day(now_ms) ? e.day_draws : 0;
  if (a.daily_limit > 0) c.today_left = std::max<int64_t>(0, a.daily_limit - today);
  if (a.total_limit > 0) c.total_left = std::max<int64_t>(0, a.total_limit - e.total_draws);
  // The day cannot give more than the whole activity has left.
  if (c.today_left && c.total_left) c.today_left = std::min(*c.today_left, *c.total_left);
  return c;
}

std::string state_of(const Activity& a, int64_t now_ms) {
  if (a.status == kPreview) return kPreview;
  if (a.status != kLive || now_ms >= a.ends_at) return "ended";
  if (now_ms < a.starts_at) return "upcoming";
  return "live";
}

}  // namespace qsr::draw
