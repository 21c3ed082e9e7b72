// Membership cancellation (spec 000 §5, §9): the account password confirms it; the account is
// closed for login at once (the phone may register again), and personal data is erased once 7
// working days have passed, by a scheduled job. What law requires stays, anonymised (orders).
#pragma once

#include <cstdint>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/account_types.h"
#include "modules/account/member_hooks.h"
#include "modules/account/session_service.h"

namespace qsr::account {

inline constexpr int kErasureWorkingDays = 7;

// The moment `working_days` Monday-to-Friday days after `from_ms` have passed (Hong Kong time):
// the end of the last of them. Public holidays are not counted out (docs/decisions).
int64_t after_working_days(int64_t from_ms, int working_days);

class Cancellation {
 public:
  Cancellation(db::Db& db, const Clock& clock, SessionService& sessions, MemberHooks& hooks)
      : db_(db), clock_(clock), sessions_(sessions), hooks_(hooks) {}

  // Returns when personal data will be erased (epoch ms).
  int64_t cancel(const Caller& caller, const std::string& password);
  // Erases every cancelled member whose time has come; returns how many.
  int erase_due();

 private:
  db::Db& db_;
  const Clock& clock_;
  SessionService& sessions_;
  MemberHooks& hooks_;
};

}  // namespace qsr::account
