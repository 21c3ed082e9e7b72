#include "modules/account/sms_service.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/messages.h"
#include "modules/common/rate_limiter.h"

namespace qsr::account {
namespace sql {
constexpr const char* kInsert =
    "INSERT INTO sms_code (phone_key, scene, code_hash, created_at, expires_at, ip) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kNewest =
    "SELECT id, code_hash, expires_at, attempts FROM sms_code WHERE phone_key = $1 AND scene = $2 AND used_at IS NULL"
    " ORDER BY created_at DESC, id DESC LIMIT 1";
constexpr const char* kTakeTry = "UPDATE sms_code SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts";
constexpr const char* kVoid = "UPDATE sms_code SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL";
constexpr const char* kUse = "UPDATE sms_code SET used_at = $2 WHERE id = $1 AND used_at IS NULL";
}  // namespace sql

namespace {

constexpr int kTooManyRequests = 429;

std::string code_hash(const std::string& phone_key, SmsScene scene, const std::string& code) {
  return crypto::sha256_hex(phone_key + "|" + std::string(sms_scene_name(scene)) + "|" + code);
}

int64_t local_day_start(int64_t now_ms) { return to_hk_local(now_ms).day_start_ms; }

}  // namespace

std::optional<SmsScene> sms_scene_from(std::string_view text) {
  if (text == "register" || text == "login" || text == "auth") return SmsScene::auth;
  if (text == "reset") return SmsScene::reset;
  if (text == "staff") return SmsScene::staff;
  if (text == "change_phone" || text == "bind") return SmsScene::change_phone;
  if (text == "pay_password") return SmsScene::pay_password;
  return std::nullopt;
}

std::string_view sms_scene_name(SmsScene s) {
  switch (s) {
    case SmsScene::reset: return "reset";
    case SmsScene::staff: return "staff";
    case SmsScene::change_phone: return "change_phone";
    case SmsScene::pay_password: return "pay_password";
    case SmsScene::auth: break;
  }
  return "auth";
}

void SmsService::send(const std::string& phone_key, const std::string& e164, SmsScene scene, const std::string& client_ip,
                      Lang lang) {
  const int64_t now = clock_.now_ms();
  const std::string code = crypto::random_digits(6);
  // The resend wait is per scene: a member who has just registered may set a payment password at
  // once; the daily caps still count every scene.
  // Each limit is taken by a conditional write, so parallel sends for one phone cannot all pass a
  // check made before any of them wrote; a refusal throws and rolls back the limits already taken.
  const std::string resend_bucket = "sms:resend:" + phone_key + ":" + std::string(sms_scene_name(scene));
  const std::string hash = code_hash(phone_key, scene, code);
  db_.write([&](db::Tx& tx) {
    if (!take_cooldown(tx, resend_bucket, now, limits_.resend_interval_ms)) throw AppError(429, kTooManyRequests, "sms_too_soon");
    const int64_t day = local_day_start(now);
    if (!take_hit(tx, {"sms:phone:" + phone_key, day, limits_.sends_per_phone_per_day})) {
      throw AppError(429, kTooManyRequests, "sms_daily_limit");
    }
    if (!take_hit(tx, {"sms:ip:" + client_ip, day, limits_.sends_per_address_per_day})) {
      throw AppError(429, kTooManyRequests, "too_many_requests");
    }
    tx.exec(sql::kInsert, {phone_key, std::string(sms_scene_name(scene)), hash, now, now + limits_.code_lifetime_ms, client_ip});
  });
  SmsMessage msg{phone_key, e164, message(lang, "sms_code_text", {code}), code};
  if (!sender_->send(msg)) {
    // Not sent: the code is void and the member may ask again at once (the daily caps still count).
    db_.write([&](db::Tx& tx) {
      tx.exec(sql::kVoid, {hash, now});
      give_back_cooldown(tx, resend_bucket);
    });
    throw AppError(502, 502, "sms_send_failed");
  }
}

CodeCheck SmsService::verify(db::Tx& tx, const std::string& phone_key, SmsScene scene, const std::string& code,
                             int64_t& code_id) {
  const int64_t now = clock_.now_ms();
  if (!take_hit(tx, {"sms:check:" + phone_key, local_day_start(now), limits_.checks_per_phone_per_day})) {
    return CodeCheck::too_many;
  }
  auto row = tx.query_one(sql::kNewest, {phone_key, std::string(sms_scene_name(scene))});
  if (!row) return CodeCheck::wrong;
  code_id = row->i64(0);
  if (row->i64(2) <= now) return CodeCheck::expired;
  // The try is counted before the code is compared, and only while tries are left: parallel
  // guesses cannot compare more than five. A code that used them up stays "too many" (429)
  // until a new one is sent.
  auto counted = tx.query_one(sql::kTakeTry, {code_id, limits_.wrong_tries_per_code});
  if (!counted) return CodeCheck::too_many;
  if (!crypto::equal_constant_time(row->str(1), code_hash(phone_key, scene, code))) {
    return counted->i64(0) >= limits_.wrong_tries_per_code ? CodeCheck::too_many : CodeCheck::wrong;
  }
  return CodeCheck::ok;
}

bool SmsService::use(db::Tx& tx, int64_t code_id) {
  // Single use even under a race: only one transaction can flip used_at.
  return tx.exec(sql::kUse, {code_id, clock_.now_ms()}) == 1;
}

CodeCheck SmsService::consume(db::Tx& tx, const std::string& phone_key, SmsScene scene, const std::string& code,
                              bool use_it) {
  int64_t id = 0;
  CodeCheck check = verify(tx, phone_key, scene, code, id);
  if (check == CodeCheck::ok && use_it && !use(tx, id)) return CodeCheck::wrong;
  return check;
}

AppError code_error(CodeCheck outcome) {
  switch (outcome) {
    case CodeCheck::expired: return AppError(400, 10020, "sms_code_expired");
    case CodeCheck::too_many: return AppError(429, 429, "sms_code_too_many");
    case CodeCheck::wrong:
    case CodeCheck::ok: break;
  }
  return AppError(400, 10021, "sms_code_wrong");
}

void throw_code_error(CodeCheck outcome) { throw code_error(outcome); }


}  // namespace qsr::account
