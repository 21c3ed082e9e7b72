#include "modules/account/password_tries.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/account/member_repo.h"

namespace qsr::account {
namespace sql {
// A lock that has run out starts the count again at this try. SET expressions read the row as it
// was, on SQLite and PostgreSQL alike; PostgreSQL re-checks the WHERE after waiting for a racing
// try's row lock, so the sixth of forty parallel tries finds the account locked.
constexpr const char* kTakeTry =
    "UPDATE member SET failed_logins = CASE WHEN failed_logins >= $3 THEN 1 ELSE failed_logins + 1 END,"
    " locked_until = CASE WHEN (CASE WHEN failed_logins >= $3 THEN 1 ELSE failed_logins + 1 END) >= $3 THEN $4"
    " ELSE locked_until END WHERE id = $1 AND locked_until <= $2 RETURNING failed_logins, password_hash";
constexpr const char* kClear = "UPDATE member SET failed_logins = 0, locked_until = 0 WHERE id = $1";
}  // namespace sql

PasswordCheck check_password(db::Db& db, int64_t member_id, const std::string& password, int64_t now_ms) {
  auto taken = db.write_value([&](db::Tx& tx) {
    return tx.query_one(sql::kTakeTry, {member_id, now_ms, int64_t{kMaxPasswordTries}, now_ms + kPasswordLockMs});
  });
  if (!taken) return PasswordCheck::locked;
  const bool right = !taken->is_null(1) && crypto::verify_password(taken->str(1), password);
  if (right) {
    db.write([&](db::Tx& tx) { tx.exec(sql::kClear, {member_id}); });
    return PasswordCheck::right;
  }
  return taken->i64(0) >= kMaxPasswordTries ? PasswordCheck::locked : PasswordCheck::wrong;
}

void throw_password_error(PasswordCheck check, const char* wrong_key) {
  if (check == PasswordCheck::locked) throw AppError(429, kPasswordLocked, "login_locked");
  if (check == PasswordCheck::wrong) throw AppError(400, kWrongCredentials, wrong_key);
}

}  // namespace qsr::account
