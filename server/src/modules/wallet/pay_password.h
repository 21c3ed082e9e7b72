// The wallet's payment password: asked before a wallet payment when the brand's
// accountPayRuleConfig.passwordEnable is 1; `maxRetryCount` wrong entries lock wallet payment for
// the rest of the Hong Kong day (spec 000 §9: 3 retries, disabled by default).
#pragma once

#include <optional>
#include <string>

#include "core/clock.h"
#include "db/db.h"

namespace qsr::wallet {

struct PayPasswordRule {
  bool enabled = false;
  int max_retries = 3;
};

enum PayPasswordCode {
  kPayPasswordRequired = 31010,  // enabled and not sent (or not set yet: set one first)
  kPayPasswordWrong = 31011,
  kPayPasswordLocked = 31012,
  kPayPasswordNotSet = 31013,
};

// Six digits. Throws AppError 400 for another shape.
void set_pay_password(db::Db& db, int64_t member_id, const std::string& password, int64_t now_ms);
// The same inside the caller's transaction, with the password already hashed (hashing is slow:
// done before the transaction).
void store_pay_password(db::Tx& tx, int64_t member_id, const std::string& password_hash, int64_t now_ms);
bool pay_password_shape_ok(const std::string& password);
bool has_pay_password(db::Db& db, int64_t member_id);
bool has_pay_password(db::Tx& tx, int64_t member_id);
// Checks the password when the rule asks for it; throws the matching AppError otherwise. A wrong
// entry is counted in its own transaction (so it sticks even though the payment is refused).
void check_pay_password(db::Db& db, int64_t member_id, const std::optional<std::string>& password,
                        const PayPasswordRule& rule, const Clock& clock);

}  // namespace qsr::wallet
