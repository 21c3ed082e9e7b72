// Every check of an account's password — login, changing it, cancelling the membership — is one
// try, counted in the database *before* the password is compared. The count and the lock are one
// conditional update, so parallel guesses cannot slip past the limit: at most 5 are ever checked,
// then the account is locked for 15 minutes. A right password clears the count.
#pragma once

#include <cstdint>
#include <string>

#include "db/db.h"

namespace qsr::account {

inline constexpr int kMaxPasswordTries = 5;
inline constexpr int64_t kPasswordLockMs = 15 * 60 * 1000;
inline constexpr int kWrongCredentials = 10042;
inline constexpr int kPasswordLocked = 10043;

enum class PasswordCheck { right, wrong, locked };

// Counts the try, then compares. `locked` when the account was locked before this try or this
// wrong try used the last one. Argon2 runs outside any transaction.
PasswordCheck check_password(db::Db& db, int64_t member_id, const std::string& password, int64_t now_ms);

// Throws for a check that was not right: 429 login_locked, or 400 with `wrong_key`.
void throw_password_error(PasswordCheck check, const char* wrong_key);

}  // namespace qsr::account
