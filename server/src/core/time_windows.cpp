#include "core/time_windows.h"

#include <algorithm>

namespace qsr::tw {

std::optional<int> parse_hhmm(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  auto digit = [&](size_t i) { return text[i] >= '0' && text[i] <= '9'; };
  if (!digit(0) || !digit(1) || !digit(3) || !digit(4)) return std::nullopt;
  int h = (text[0] - '0') * 10 + (text[1] - '0');
  int m = (text[3] - '0') * 10 + (text[4] - '0');
  if (m > 59 || h > 24 || (h == 24 && m != 0)) return std::nullopt;
  return h * 60 + m;
}

namespace {

// Is minute `m` of the window's own day inside it (ignoring the part after midnight)?
bool in_first_day(const Range& r, int m) {
  return r.crosses_midnight() ? m >= r.start : (m >= r.start && m < r.end);
}

// Is minute `m` of the next day inside the part of a past-midnight window that spills over?
bool in_spill(const Range& r, int m) { return r.crosses_midnight() && m < r.end; }

bool in_break(const std::vector<Range>& breaks, int m) {
  for (const auto& b : breaks) {
    if (b.crosses_midnight() ? (m >= b.start || m < b.end) : (m >= b.start && m < b.end)) return true;
  }
  return false;
}

}  // namespace

OpenState state_at(const std::vector<WeeklyWindow>& windows, const LocalTime& t) {
  const int m = t.minute_of_day;
  const int yesterday = previous_weekday(t.weekday);
  bool on_break = false;
  for (const auto& w : windows) {
    bool inside = (w.weekdays.test(t.weekday) && in_first_day(w.range, m)) ||
                  (w.weekdays.test(yesterday) && in_spill(w.range, m));
    if (!inside) continue;
    if (!in_break(w.breaks, m)) return OpenState::open;
    on_break = true;
  }
  return on_break ? OpenState::on_break : OpenState::closed;
}

bool within_any(const std::vector<WeeklyWindow>& windows, const LocalTime& t) {
  return windows.empty() || state_at(windows, t) == OpenState::open;
}

std::vector<Range> open_ranges(const std::vector<WeeklyWindow>& windows, int weekday) {
  std::vector<Range> out;
  for (const auto& w : windows) {
    if (!w.weekdays.test(weekday)) continue;
    // Cut the breaks out of the window, walking along it in time order.
    const int start = w.range.start;
    const int length = w.range.crosses_midnight() ? w.range.end + kMinutesPerDay - start : w.range.end - start;
    std::vector<std::pair<int, int>> cuts;  // offsets from start
    for (const auto& b : w.breaks) {
      int bs = (b.start - start + kMinutesPerDay) % kMinutesPerDay;
      int be = bs + ((b.end - b.start + kMinutesPerDay) % kMinutesPerDay);
      if (bs < length) cuts.push_back({bs, std::min(be, length)});
    }
    std::sort(cuts.begin(), cuts.end());
    int cursor = 0;
    auto emit = [&](int from, int to) {
      if (to <= from) return;
      int s = (start + from) % kMinutesPerDay;
      int e = (start + to) % kMinutesPerDay;
      if (e == 0) e = kMinutesPerDay;  // ends exactly at midnight: shown as "24:00"
      out.push_back({s, e});
    };
    for (const auto& [cs, ce] : cuts) {
      emit(cursor, cs);
      cursor = std::max(cursor, ce);
    }
    emit(cursor, length);
  }
  std::sort(out.begin(), out.end(), [](const Range& a, const Range& b) { return a.start < b.start; });
  return out;
}

int64_t next_change_ms(const std::vector<std::vector<WeeklyWindow>>& window_sets, const LocalTime& t) {
  int best = kMinutesPerDay;  // local midnight
  auto consider = [&](int minute) {
    if (minute > t.minute_of_day && minute < best) best = minute;
  };
  for (const auto& windows : window_sets) {
    for (const auto& w : windows) {
      consider(w.range.start);
      consider(w.range.end);
      for (const auto& b : w.breaks) {
        consider(b.start);
        consider(b.end);
      }
    }
  }
  return t.day_start_ms + static_cast<int64_t>(best) * 60000;
}

}  // namespace qsr::tw
