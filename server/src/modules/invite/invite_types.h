// Invite campaigns (issue 19): a member shares their invite code; a friend who signs up with it,
// and later has a first order handed over, brings rewards to both, as the running campaign says.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"

namespace qsr::invite {

inline constexpr const char* kInviter = "inviter";
inline constexpr const char* kInvitee = "invitee";
inline constexpr const char* kRegister = "register";
inline constexpr const char* kFirstOrder = "first_order";

struct Reward {
  std::string side = kInviter, stage = kRegister;
  std::string kind = "points";  // points | coupon
  int64_t points = 0;
  std::optional<int64_t> template_id;
};

struct Campaign {
  int64_t id = 0;
  I18nText title, rules;
  int64_t inviter_cap = 0;  // friends an inviter is rewarded for; 0: no cap
  int64_t starts_at = 0, ends_at = 0;
  bool active = true;
  std::vector<Reward> rewards;
  const Reward* reward(const std::string& side, const std::string& stage) const {
    for (const auto& r : rewards) {
      if (r.side == side && r.stage == stage) return &r;
    }
    return nullptr;
  }
};

struct Link {
  int64_t invitee_id = 0, inviter_id = 0, campaign_id = 0;
  bool inviter_rewarded = true;
  std::optional<std::string> first_order_no;
  int64_t created_at = 0;
};

struct Given {
  int64_t id = 0, campaign_id = 0, invitee_id = 0, member_id = 0;
  std::string side, stage, kind;
  int64_t points = 0;
  std::optional<std::string> coupon_code;
  int64_t created_at = 0;
};

}  // namespace qsr::invite
