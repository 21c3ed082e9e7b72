// The arithmetic of member levels and growth (spec 000 §3 growth rule, §6; spec 001 §4;
// docs/decisions/0026), pure so it can be tested on its own: growth floored, the level a growth
// reaches, what a change or a period's end does to a member's standing, and the spend to the next
// level.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/i18n.h"

namespace qsr::level {

inline constexpr int64_t kRateOne = 10000;  // rates to 4 decimals: 1.0000

struct Level {
  int64_t id = 0;
  std::string code;
  I18nText name;
  int64_t threshold = 0;  // growth that reaches it
  int validity_days = 0;  // 0: never lapses
  int64_t earn_rate = kRateOne;    // x the points an order earns
  int64_t redeem_rate = kRateOne;  // x the points one order may use
  I18nText benefits;               // a benefit a line
  std::string color;               // #rrggbb
};

// The brand's levels, lowest threshold first.
using Levels = std::vector<Level>;

// "1.5" or "1.2500": a rate to at most 4 decimals, in ten-thousandths; nullopt when it is not one.
std::optional<int64_t> parse_rate(std::string_view text);
std::string format_rate(int64_t rate);

// Growth for money paid: 1 per `consumption_money` cents, floored (spec 001 §4). 0 when off.
int64_t growth_for(int64_t paid_cents, int64_t consumption_money);
// What an order still keeps of the `earned` growth once `refunded` of its `paid` cents went back,
// floored (a whole refund keeps none).
int64_t growth_kept(int64_t earned, int64_t paid, int64_t refunded);

// The highest level `growth` reaches (at the threshold exactly, it does); nullptr when none does.
const Level* level_for(const Levels& levels, int64_t growth);
const Level* find_level(const Levels& levels, std::optional<int64_t> id);
// The level above `current` (the lowest when there is none yet); nullptr at the highest.
const Level* next_level(const Levels& levels, const Level* current);

// A member's place: their level, the growth of their current period and when it ends.
struct Standing {
  int64_t growth = 0;
  std::optional<int64_t> level_id;
  std::optional<int64_t> period_level_id;  // the level the period began with
  int64_t period_started_at = 0;
  std::optional<int64_t> expires_at;       // the period's end; nullopt: the level never lapses
};

// After the growth changed: a higher level reached is had at once and lasts its validity from
// now; growth taken back undoes an upgrade it paid for, never going below the period's first
// level (the period's end stays).
Standing after_change(Standing s, const Levels& levels, int64_t now_ms);
// At the period's end: the period's growth decides the level for the next one, which starts at
// the old end with growth 0.
Standing after_period(Standing s, const Levels& levels);
// A new member's standing: the entry level, a period from now.
Standing first_standing(const Levels& levels, int64_t now_ms);

// The money that, paid in full on orders, reaches the next level: (threshold - growth) x
// consumption money; 0 at the highest level or when growth is off.
int64_t upgrade_spend(int64_t growth, const Level* next, int64_t consumption_money);

}  // namespace qsr::level
