#include "modules/level/level_rules.h"

#include <algorithm>

#include "modules/points/points_rules.h"

namespace qsr::level {

std::optional<int64_t> parse_rate(std::string_view text) {
  int64_t whole = 0, fraction = 0, scale = kRateOne;
  size_t i = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    whole = whole * 10 + (text[i] - '0');
    if (whole > 1000) return std::nullopt;
  }
  if (i == 0) return std::nullopt;
  if (i < text.size()) {
    if (text[i] != '.' || i + 1 == text.size()) return std::nullopt;
    for (++i; i < text.size(); ++i) {
      if (text[i] < '0' || text[i] > '9' || scale == 1) return std::nullopt;
      scale /= 10;
      fraction += (text[i] - '0') * scale;
    }
  }
  return whole * kRateOne + fraction;
}

std::string format_rate(int64_t rate) { return points::format_ratio(rate); }

int64_t growth_for(int64_t paid_cents, int64_t consumption_money) {
  if (paid_cents <= 0 || consumption_money <= 0) return 0;
  return paid_cents / consumption_money;
}

int64_t growth_kept(int64_t earned, int64_t paid, int64_t refunded) {
  if (earned <= 0 || paid <= 0 || refunded >= paid) return 0;
  if (refunded <= 0) return earned;
  return static_cast<int64_t>(static_cast<__int128>(earned) * (paid - refunded) / paid);
}

const Level* level_for(const Levels& levels, int64_t growth) {
  const Level* out = nullptr;
  for (const auto& l : levels) {
    if (l.threshold <= growth) out = &l;
  }
  return out;
}

const Level* find_level(const Levels& levels, std::optional<int64_t> id) {
  if (!id) return nullptr;
  for (const auto& l : levels) {
    if (l.id == *id) return &l;
  }
  return nullptr;
}

const Level* next_level(const Levels& levels, const Level* current) {
  for (const auto& l : levels) {
    if (!current || l.threshold > current->threshold) return &l;
  }
  return nullptr;
}

namespace {

// The higher of two levels (either may be none).
const Level* higher(const Level* a, const Level* b) {
  if (!a) return b;
  if (!b) return a;
  return b->threshold > a->threshold ? b : a;
}

std::optional<int64_t> end_of(const Level* l, int64_t from_ms) {
  if (!l || l->validity_days <= 0) return std::nullopt;
  return points::expiry_for(from_ms, l->validity_days);
}

std::optional<int64_t> id_of(const Level* l) { return l ? std::optional<int64_t>(l->id) : std::nullopt; }

}  // namespace

Standing after_change(Standing s, const Levels& levels, int64_t now_ms) {
  const Level* current = find_level(levels, s.level_id);
  const Level* target = higher(find_level(levels, s.period_level_id), level_for(levels, s.growth));
  if (target == current) return s;
  if (!current || (target && target->threshold > current->threshold)) {
    s.expires_at = end_of(target, now_ms);  // an upgrade lasts its validity from now
  } else if (!end_of(target, now_ms)) {
    s.expires_at = std::nullopt;  // back to a level that never lapses
  }
  s.level_id = id_of(target);
  return s;
}

Standing after_period(Standing s, const Levels& levels) {
  const int64_t start = s.expires_at.value_or(s.period_started_at);
  const Level* next = level_for(levels, s.growth);
  s.level_id = id_of(next);
  s.period_level_id = s.level_id;
  s.period_started_at = start;
  s.expires_at = end_of(next, start);
  s.growth = 0;
  return s;
}

Standing first_standing(const Levels& levels, int64_t now_ms) {
  Standing s;
  const Level* entry = level_for(levels, 0);
  s.level_id = id_of(entry);
  s.period_level_id = s.level_id;
  s.period_started_at = now_ms;
  s.expires_at = end_of(entry, now_ms);
  return s;
}

int64_t upgrade_spend(int64_t growth, const Level* next, int64_t consumption_money) {
  if (!next || consumption_money <= 0) return 0;
  return std::max<int64_t>(0, next->threshold - growth) * consumption_money;
}

}  // namespace qsr::level
