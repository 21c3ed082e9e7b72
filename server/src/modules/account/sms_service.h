// One-time SMS codes: six digits, single use, 5 minutes, at most one send per phone per 60 s,
// daily caps per phone and per client address, at most 5 wrong tries per code and 20 per phone
// per day (spec 000 §5: daily submit limit).
#pragma once

#include <memory>
#include <string>

#include "core/app_error.h"
#include "core/clock.h"
#include "core/i18n.h"
#include "db/db.h"
#include "modules/account/sms_sender.h"

namespace qsr::account {

struct SmsLimits {
  int64_t resend_interval_ms = 60'000;
  int64_t code_lifetime_ms = 5 * 60'000;
  int64_t sends_per_phone_per_day = 10;
  int64_t sends_per_address_per_day = 50;
  int64_t wrong_tries_per_code = 5;
  int64_t checks_per_phone_per_day = 20;
};

// What codes are for. Register and login share codes: the same screen does both.
enum class SmsScene { auth, reset, staff, change_phone, pay_password };
std::optional<SmsScene> sms_scene_from(std::string_view text);
std::string_view sms_scene_name(SmsScene s);

enum class CodeCheck { ok, wrong, expired, too_many };

class SmsService {
 public:
  SmsService(db::Db& db, const Clock& clock, std::unique_ptr<SmsSender> sender, SmsLimits limits = {})
      : db_(db), clock_(clock), sender_(std::move(sender)), limits_(limits) {}

  // Sends a new code. Throws AppError 429 (too soon, daily caps) or 502 (gateway refused).
  void send(const std::string& phone_key, const std::string& e164, SmsScene scene, const std::string& client_ip, Lang lang);

  // Checks and, when right and `use` is set, consumes the newest live code inside the caller's
  // transaction. A wrong code counts a try; the caller must commit (not throw inside the
  // transaction) for the count to stick, then turn the outcome into an error. With `use` false
  // a right code stays valid (a rebind prompt the person confirms with the same code).
  CodeCheck consume(db::Tx& tx, const std::string& phone_key, SmsScene scene, const std::string& code, bool use_it = true);
  // The same check without using the code; `code_id` receives the code to pass to use().
  CodeCheck verify(db::Tx& tx, const std::string& phone_key, SmsScene scene, const std::string& code, int64_t& code_id);
  // Uses a verified code; false when another request used it first.
  bool use(db::Tx& tx, int64_t code_id);

  const SmsLimits& limits() const { return limits_; }

 private:
  db::Db& db_;
  const Clock& clock_;
  std::unique_ptr<SmsSender> sender_;
  SmsLimits limits_;
};

// The localized AppError for a failed check (400 10021 wrong, 400 10020 expired, 429 too many).
AppError code_error(CodeCheck outcome);
[[noreturn]] void throw_code_error(CodeCheck outcome);

}  // namespace qsr::account
