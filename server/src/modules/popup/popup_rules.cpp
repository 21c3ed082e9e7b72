#include "modules/popup/popup_rules.h"

#include "core/clock.h"
#include "modules/task/task_period.h"

namespace qsr::popup {

bool valid_frequency(const std::string& f) { return f == kOnce || f == kDay || f == kWeek || f == kMonth; }

bool valid_kind(const std::string& k) { return k == kGeneral || k == kRegister || k == kBirthday || k == kMemberReturn; }

bool valid_priority(int p) { return p == 50 || p == 100 || p == 999; }

std::optional<std::string> period_key(const Popup& p, int64_t now_ms) {
  if (p.kind == kBirthday) return std::to_string(to_hk_local(now_ms).year);  // once a year
  if (p.kind == kRegister || p.frequency == kOnce) return std::string(kOnce);
  if (!valid_frequency(p.frequency)) return std::nullopt;
  // The task centre's Hong Kong periods (day, week from Monday, month).
  return task::period_at(p.frequency, now_ms, p.starts_at, p.ends_at)->key;
}

bool due(const Popup& p, const Facts& f, int64_t now_ms) {
  if (!p.active || now_ms < p.starts_at || now_ms >= p.ends_at) return false;
  if (p.kind == kGeneral) return true;
  if (!f.member) return false;
  if (p.kind == kRegister) return now_ms >= f.signed_up_at && now_ms - f.signed_up_at < kRegisterWindowMs;
  if (p.kind == kBirthday) {
    // "YYYY-MM-DD": the month and day fall on today's Hong Kong date.
    if (f.birthday.size() != 10) return false;
    const std::string today = format_date(to_hk_local(now_ms));
    return f.birthday.substr(5) == today.substr(5);
  }
  if (p.kind == kMemberReturn) {
    // A member who ordered before and has paid for nothing in the last `absent_days` days.
    return f.last_paid_at && now_ms - *f.last_paid_at >= p.absent_days * kDayMs;
  }
  return false;
}

}  // namespace qsr::popup
