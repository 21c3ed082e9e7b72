// A task's period on the Hong Kong calendar: the window progress is counted in and the key a
// claim is stored under. Pure, so the edges (midnight, Monday, the first of the month) are tested.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::task {

struct Period {
  std::string key;        // "once", "2026-11-23" (a day, or a week by its Monday), "2026-11"
  int64_t from_ms = 0;    // the window, [from, to)
  int64_t to_ms = 0;
};

// The period of kind `period` (once, day, week, month) holding `now_ms`; a "once" task's window
// is the task's own [starts_at, ends_at). nullopt for a kind not listed.
std::optional<Period> period_at(const std::string& period, int64_t now_ms, int64_t starts_at, int64_t ends_at);

}  // namespace qsr::task
