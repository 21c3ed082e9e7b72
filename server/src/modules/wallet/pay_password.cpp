#include "modules/wallet/pay_password.h"

#include "core/app_error.h"
#include "core/crypto.h"

namespace qsr::wallet {
namespace sql {
constexpr const char* kSet =
    "INSERT INTO pay_password (member_id, password_hash, failures, failure_day, updated_at) VALUES ($1, $2, 0, '', $3)"
    " ON CONFLICT (member_id) DO UPDATE SET password_hash = excluded.password_hash, failures = 0, failure_day = '',"
    " updated_at = excluded.updated_at";
constexpr const char* kGet = "SELECT password_hash, failures, failure_day FROM pay_password WHERE member_id = $1";
// Every try is counted before the password is checked, and only while tries are left today: the
// database settles parallel guesses, so no more than `max_retries` can ever be checked in a day.
constexpr const char* kTry =
    "UPDATE pay_password SET failures = CASE WHEN failure_day = $2 THEN failures + 1 ELSE 1 END, failure_day = $2,"
    " updated_at = $3 WHERE member_id = $1 AND NOT (failure_day = $2 AND failures >= $4) RETURNING failures, password_hash";
constexpr const char* kClear = "UPDATE pay_password SET failures = 0, failure_day = '' WHERE member_id = $1";
}  // namespace sql

bool pay_password_shape_ok(const std::string& password) {
  return password.size() == 6 && password.find_first_not_of("0123456789") == std::string::npos;
}

void set_pay_password(db::Db& db, int64_t member_id, const std::string& password, int64_t now_ms) {
  if (!pay_password_shape_ok(password)) throw AppError::bad_request("pay_password_shape");
  std::string hash = crypto::hash_password(password);
  db.write([&](db::Tx& tx) { store_pay_password(tx, member_id, hash, now_ms); });
}

void store_pay_password(db::Tx& tx, int64_t member_id, const std::string& password_hash, int64_t now_ms) {
  tx.exec(sql::kSet, {member_id, password_hash, now_ms});
}

bool has_pay_password(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kGet, {member_id}).has_value(); }

bool has_pay_password(db::Db& db, int64_t member_id) {
  return db.read_value([&](db::Tx& tx) { return has_pay_password(tx, member_id); });
}

void check_pay_password(db::Db& db, int64_t member_id, const std::optional<std::string>& password,
                        const PayPasswordRule& rule, const Clock& clock) {
  if (!rule.enabled) return;
  const std::string today = format_date(to_hk_local(clock.now_ms()));
  auto row = db.read_value([&](db::Tx& tx) { return tx.query_one(sql::kGet, {member_id}); });
  if (!row) throw AppError(400, kPayPasswordNotSet, "pay_password_not_set");
  if (row->str(2) == today && row->i64(1) >= rule.max_retries) throw AppError(429, kPayPasswordLocked, "pay_password_locked");
  if (!password) throw AppError(400, kPayPasswordRequired, "pay_password_required");
  auto attempt = db.write_value([&](db::Tx& tx) {
    return tx.query_one(sql::kTry, {member_id, today, clock.now_ms(), int64_t{rule.max_retries}});
  });
  if (!attempt) throw AppError(429, kPayPasswordLocked, "pay_password_locked");  // the last tries went meanwhile
  if (!crypto::verify_password(attempt->str(1), *password)) {
    const int64_t used = attempt->i64(0);
    if (used >= rule.max_retries) throw AppError(429, kPayPasswordLocked, "pay_password_locked");
    throw AppError(400, kPayPasswordWrong, "pay_password_wrong", {std::to_string(rule.max_retries - used)});
  }
  db.write([&](db::Tx& tx) { tx.exec(sql::kClear, {member_id}); });
}

}  // namespace qsr::wallet
