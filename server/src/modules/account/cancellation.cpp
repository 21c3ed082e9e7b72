#include "modules/account/cancellation.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/account/account_service.h"
#include "modules/account/address_repo.h"
#include "modules/account/member_repo.h"
#include "modules/account/password_tries.h"

namespace qsr::account {
namespace sql {
constexpr const char* kDeleteIdentities = "DELETE FROM member_identity WHERE member_id = $1";
constexpr const char* kDeleteConsents = "DELETE FROM agreement_consent WHERE member_id = $1";
}  // namespace sql

int64_t after_working_days(int64_t from_ms, int working_days) {
  LocalTime day = to_hk_local(from_ms);
  int counted = 0;
  int64_t day_start = day.day_start_ms;
  while (counted < working_days) {
    day_start += 86400000;
    int weekday = to_hk_local(day_start).weekday;
    if (weekday != 1 && weekday != 7) ++counted;
  }
  return day_start + 86400000;  // the end of the last working day
}

int64_t Cancellation::cancel(const Caller& caller, const std::string& password) {
  const int64_t id = *caller.member_id;
  auto hash = db_.read_value([&](db::Tx& tx) { return member_repo::password_hash(tx, id); });
  if (!hash) throw AppError(200, kFirstLoginSetPassword, "first_login_set_password");
  const int64_t now = clock_.now_ms();
  // The same counted tries as login (password_tries.h).
  throw_password_error(check_password(db_, id, password, now), "wrong_password");
  const int64_t erase_after = after_working_days(now, kErasureWorkingDays);
  db_.write([&](db::Tx& tx) {
    member_repo::mark_cancelled(tx, id, erase_after, now);
    sessions_.revoke_all_of_member(tx, id);
  });
  return erase_after;
}

int Cancellation::erase_due() {
  const int64_t now = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return member_repo::due_for_erasure(tx, now); });
  for (int64_t id : due) {
    db_.write([&](db::Tx& tx) {
      for (const auto& [name, fn] : hooks_.erase) fn(tx, id);
      address_repo::erase_all(tx, id);
      tx.exec(sql::kDeleteIdentities, {id});
      tx.exec(sql::kDeleteConsents, {id});
      member_repo::erase_personal_data(tx, id, now);
    });
  }
  return static_cast<int>(due.size());
}

}  // namespace qsr::account
