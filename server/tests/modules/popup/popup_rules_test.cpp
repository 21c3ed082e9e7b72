// The popups' pure rules: period keys on the Hong Kong calendar and who a popup is due for.
#include <gtest/gtest.h>

#include "core/clock.h"
#include "modules/popup/popup_rules.h"

namespace qsr::popup {
namespace {

int64_t hk(int y, int m, int d, int h, int min) { return hk_local_to_utc_ms(y, m, d, h * 60 + min); }

Popup running(const std::string& kind, const std::string& frequency = kOnce) {
  Popup p;
  p.kind = kind;
  p.frequency = frequency;
  p.starts_at = hk(2026, 1, 1, 0, 0);
  p.ends_at = hk(2027, 12, 31, 0, 0);
  return p;
}

TEST(PopupRules, PeriodKeysFollowTheHongKongCalendar) {
  EXPECT_EQ(*period_key(running(kGeneral, kDay), hk(2026, 11, 23, 23, 59)), "2026-11-23");
  EXPECT_EQ(*period_key(running(kGeneral, kDay), hk(2026, 11, 24, 0, 0)), "2026-11-24");
  EXPECT_EQ(*period_key(running(kGeneral, kWeek), hk(2026, 11, 29, 23, 59)), "2026-11-23");  // Sunday: the week of Monday 23rd
  EXPECT_EQ(*period_key(running(kGeneral, kWeek), hk(2026, 11, 30, 0, 0)), "2026-11-30");
  EXPECT_EQ(*period_key(running(kGeneral, kMonth), hk(2026, 11, 30, 23, 59)), "2026-11");
  EXPECT_EQ(*period_key(running(kGeneral, kOnce), hk(2026, 11, 30, 23, 59)), "once");
  EXPECT_EQ(*period_key(running(kRegister, kDay), hk(2026, 11, 30, 23, 59)), "once");
  EXPECT_EQ(*period_key(running(kBirthday, kDay), hk(2026, 12, 31, 23, 59)), "2026");
  EXPECT_EQ(*period_key(running(kBirthday, kDay), hk(2027, 1, 1, 0, 0)), "2027");
}

TEST(PopupRules, WhoAPopupIsDueFor) {
  const int64_t now = hk(2026, 11, 24, 0, 0);
  Facts visitor;
  Facts member{true, now - 1000, "1990-11-24", std::nullopt};
  EXPECT_TRUE(due(running(kGeneral), visitor, now));
  EXPECT_FALSE(due(running(kRegister), visitor, now));
  EXPECT_TRUE(due(running(kRegister), member, now));
  member.signed_up_at = now - kRegisterWindowMs;
  EXPECT_FALSE(due(running(kRegister), member, now));
  EXPECT_TRUE(due(running(kBirthday), member, now));
  EXPECT_FALSE(due(running(kBirthday), member, now - 1));  // 23:59:59.999 on the 23rd in Hong Kong
  member.birthday.clear();
  EXPECT_FALSE(due(running(kBirthday), member, now));
  Popup back = running(kMemberReturn);
  back.absent_days = 30;
  EXPECT_FALSE(due(back, member, now));  // never paid: not a return
  member.last_paid_at = now - 30 * kDayMs;
  EXPECT_TRUE(due(back, member, now));
  member.last_paid_at = now - 30 * kDayMs + 1;
  EXPECT_FALSE(due(back, member, now));
  Popup ended = running(kGeneral);
  ended.ends_at = now;
  EXPECT_FALSE(due(ended, visitor, now));
  ended.ends_at = now + 1;
  ended.active = false;
  EXPECT_FALSE(due(ended, visitor, now));
}

}  // namespace
}  // namespace qsr::popup
