// The task centre (issue 19): tasks a member completes by what they do elsewhere (ordering,
// inviting friends, completing their profile, reviewing orders) and claims a reward for, once per period.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"

namespace qsr::task {

// What a task counts.
inline constexpr const char* kOrder = "order";      // orders finished in the period, not refunded in full
inline constexpr const char* kInvite = "invite";    // friends who signed up with the member's code in the period
inline constexpr const char* kProfile = "profile";  // 1 once the profile has a nickname, gender and birthday
inline constexpr const char* kReview = "review";    // orders the member reviewed in the period

// How often it can be done again, on the Hong Kong calendar (weeks start on Monday).
inline constexpr const char* kOnce = "once";
inline constexpr const char* kDay = "day";
inline constexpr const char* kWeek = "week";
inline constexpr const char* kMonth = "month";

struct Task {
  int64_t id = 0;
  std::string kind = kOrder;
  I18nText title, description;
  int64_t target = 1;
  std::string period = kOnce;
  std::string reward_kind = "points";  // points | coupon
  int64_t reward_points = 0;
  std::optional<int64_t> reward_template_id;
  int64_t starts_at = 0, ends_at = 0;
  bool active = true;
  int sort = 0;
};

struct Claim {
  int64_t id = 0, task_id = 0, member_id = 0;
  std::string period_key, reward_kind;
  int64_t points = 0;
  std::optional<std::string> coupon_code;
  int64_t created_at = 0;
};

}  // namespace qsr::task
