// Marketing popups (issue 20; spec 001 §3 Popup, §7 /v1/eventPopup/*, 000 §4): what operators
// define and what a member was shown or given.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "modules/task/task_types.h"

namespace qsr::popup {

// Kinds: `general` shows to anyone; the others are the order popup's event codes (001 §4).
inline constexpr const char* kGeneral = "general";
inline constexpr const char* kRegister = "register";
inline constexpr const char* kBirthday = "birthday";
inline constexpr const char* kMemberReturn = "member_return";

// How often a member sees it (and gets its coupons): the task centre's periods on the Hong Kong
// calendar (once, day, week from Monday, month).
using task::kDay;
using task::kMonth;
using task::kOnce;
using task::kWeek;

struct Popup {
  int64_t id = 0;
  std::string kind = kGeneral;
  I18nText title, image;
  std::string link;                 // empty: no link
  std::vector<int64_t> templates;   // coupon templates given with an event popup
  int priority = 50;                // 50 | 100 | 999 (spec 000 §4), higher first
  std::string frequency = kOnce;
  int absent_days = 0;              // member_return: days without a paid order
  int64_t starts_at = 0, ends_at = 0;
  bool active = true;
};

}  // namespace qsr::popup
