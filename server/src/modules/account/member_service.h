// The member record as its owner and the operators change it: the member's info and profile,
// the language, and the operator's freeze/unfreeze and staff role. Registration, login and
// rebinding are AccountService's.
#pragma once

#include <optional>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/account_types.h"
#include "modules/account/member_hooks.h"

namespace qsr::account {

// The spec's "get user info": the member plus the coupon module's count of usable coupons.
struct MemberOverview {
  Member member;
  std::optional<int64_t> coupons;  // nullopt when no module counts "coupons"
  boost::json::object facts;       // what other modules add to the info (MemberHooks::info)
};

class MemberService {
 public:
  MemberService(db::Db& db, const Clock& clock, MemberHooks& hooks) : db_(db), clock_(clock), hooks_(hooks) {}

  // The signed-in member; 401 session_expired when the row is gone.
  Member get(int64_t member_id);
  // The member with what other modules know of them (points, balance, level, coupons).
  MemberOverview overview(int64_t member_id, Lang lang);
  // Saves the fields given: an octopus card another member holds answers 10036, an avatar
  // someone else uploaded param_invalid (the one the member has may stay). Returns the member.
  Member save_profile(int64_t member_id, const Profile& profile);
  void set_language(int64_t member_id, const std::string& language);

  // Operators: freeze or unfreeze (`status` active or frozen) a member who is one of the two;
  // 404 for anyone else.
  void set_status(int64_t member_id, MemberStatus status);
  // Operators: an active member becomes staff of store `sid` (nullopt: every store); 404 otherwise.
  void make_staff(int64_t member_id, std::optional<int64_t> sid);

 private:
  db::Db& db_;
  const Clock& clock_;
  MemberHooks& hooks_;
};

}  // namespace qsr::account
