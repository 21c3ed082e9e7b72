// Work done under an SMS code (registering, changing the phone, resetting the password, staff
// login) has one subtle shape, written here once.
//
// The code is checked inside the work's transaction, and a wrong code counts a try (sms_code
// attempts, the phone's daily checks). A throw inside the transaction would roll that count back,
// so a guesser could try codes for free: the work must *return* its refusal instead, the
// transaction commits with the try counted, and the refusal is thrown after the commit.
//
// The code is only checked, not used up: the work uses it once its answer is final, so a rebind
// prompt (10030–10035) leaves it valid for the confirmation that follows with the same code.
#pragma once

#include <string>
#include <utility>
#include <variant>

#include "core/app_error.h"
#include "db/db.h"
#include "modules/account/sms_service.h"

namespace qsr::account {

// The code a person typed, for which phone and purpose.
struct EnteredCode {
  std::string phone_key;
  SmsScene scene = SmsScene::auth;
  std::string code;
};

// A code that proved right in this transaction and is not used up yet.
class VerifiedCode {
 public:
  VerifiedCode(SmsService& sms, db::Tx& tx, int64_t code_id) : sms_(sms), tx_(tx), code_id_(code_id) {}
  // Uses the code up; false when another request used it first (answer code_error(wrong) then).
  bool use() { return sms_.use(tx_, code_id_); }

 private:
  SmsService& sms_;
  db::Tx& tx_;
  int64_t code_id_;
};

// What work under a code answers: its value, or the error to throw once the transaction committed.
template <typename T>
using CodeAnswer = std::variant<T, AppError>;

// Checks `entered` in a write transaction and, when it is right, runs
// `work(db::Tx&, VerifiedCode&) -> CodeAnswer<T>` in the same transaction. A wrong, expired or
// overused code, or the work's refusal, is thrown after the commit. The work may still throw for
// what should roll back (then the try is not counted either).
template <typename T, typename Work>
T with_verified_code(db::Db& db, SmsService& sms, const EnteredCode& entered, Work&& work) {
  CodeAnswer<T> answer = db.write_value([&](db::Tx& tx) -> CodeAnswer<T> {
    int64_t code_id = 0;
    const CodeCheck check = sms.verify(tx, entered.phone_key, entered.scene, entered.code, code_id);
    if (check != CodeCheck::ok) return code_error(check);
    VerifiedCode verified(sms, tx, code_id);
    return work(tx, verified);
  });
  if (auto* refusal = std::get_if<AppError>(&answer)) throw *refusal;
  return std::get<T>(std::move(answer));
}

// Checks `entered` and leaves it unused, for a form that asks "is the code right?" before the
// call that uses it (the seed's /v1/account/check/phonecode). Throws as above when it is not.
inline void check_without_using(db::Db& db, SmsService& sms, const EnteredCode& entered) {
  with_verified_code<bool>(db, sms, entered, [](db::Tx&, VerifiedCode&) -> CodeAnswer<bool> { return true; });
}

}  // namespace qsr::account
