// Weekly time windows in Hong Kong local time: store business hours (with breaks) and goods sale
// times. A window whose end is at or before its start runs past midnight into the next day and
// belongs to the weekday it started on. Weekdays are 1..7 starting on Sunday.
#pragma once

#include <bitset>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/clock.h"

namespace qsr::tw {

struct Range {
  int start = 0;  // minute of day, 0..1439
  int end = 0;    // minute of day, 1..1440; end <= start means "past midnight"
  bool crosses_midnight() const { return end <= start; }
};

struct WeeklyWindow {
  std::bitset<8> weekdays;  // bits 1..7
  Range range;
  std::vector<Range> breaks;  // times of day inside range when closed
};

// Parses "HH:MM" (00:00..24:00). nullopt when malformed.
std::optional<int> parse_hhmm(std::string_view text);

enum class OpenState { closed, open, on_break };

// Whether `windows` are open at local time `t`: a window counts for its own weekday and, when it
// runs past midnight, for the early hours of the next day.
OpenState state_at(const std::vector<WeeklyWindow>& windows, const LocalTime& t);

// True when `t` falls in any window; an empty list means "no restriction" (true).
bool within_any(const std::vector<WeeklyWindow>& windows, const LocalTime& t);

// The open ranges of a weekday as a customer reads them (breaks cut out), in start order.
std::vector<Range> open_ranges(const std::vector<WeeklyWindow>& windows, int weekday);

// The first minute after `t` at which any window of `windows` starts, ends, or a break starts or
// ends, or local midnight (weekday changes): the moment a derived open/sale state may change.
int64_t next_change_ms(const std::vector<std::vector<WeeklyWindow>>& window_sets, const LocalTime& t);

// Weekday numbering helpers.
inline int previous_weekday(int weekday) { return weekday == 1 ? 7 : weekday - 1; }

}  // namespace qsr::tw
