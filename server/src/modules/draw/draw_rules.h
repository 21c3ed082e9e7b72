// The draw's pure rules, apart from the database so they can be tested exhaustively: the weighted
// pick and the chances a member has left on a Hong Kong day.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/weighted_pick.h"
#include "modules/draw/draw_types.h"

namespace qsr::draw {

// Weights are at most kMaxWeight and a pool at most kMaxPrizes prizes, so their sum fits in the
// 32 bits weighted_pick draws over.
inline constexpr int64_t kMaxWeight = 1'000'000;
inline constexpr size_t kMaxPrizes = 100;

// One prize among those with stock left, with probability weight / (sum of their weights);
// nullopt when none has stock left.
std::optional<size_t> pick(const std::vector<Prize>& pool, const RandomBelow& random);

// The Hong Kong date (YYYY-MM-DD) of an instant: draws a day count from local midnight (UTC+8).
std::string hk_day(int64_t utc_ms);

// A member's use of an activity as the database holds it.
struct Entry {
  std::string day;  // the Hong Kong date day_draws counts
  int64_t day_draws = 0, total_draws = 0;
};
// What they have left at `now_ms` (a new Hong Kong day starts the daily count again).
Chances chances_left(const Activity& a, const Entry& e, int64_t now_ms);

// Where an activity stands at `now_ms` for members: preview, upcoming, live or ended ("off" reads
// as ended).
std::string state_of(const Activity& a, int64_t now_ms);

}  // namespace qsr::draw
