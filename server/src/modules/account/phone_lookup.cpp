#include "modules/account/phone_lookup.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/account/account_api.h"
#include "modules/account/member_repo.h"
#include "modules/common/rate_limiter.h"

namespace qsr::account {

namespace sql {
constexpr const char* kInsertRef =
    "INSERT INTO member_ref (ref_hash, asker_id, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kRef = "SELECT member_id FROM member_ref WHERE ref_hash = $1 AND asker_id = $2 AND expires_at > $3";
constexpr const char* kForgetRefs = "DELETE FROM member_ref WHERE expires_at <= $1";
}  // namespace sql

namespace {

constexpr int64_t kHourMs = 3600 * 1000;

// The nickname's first character (a whole UTF-8 sequence) and a star: "陳*", "A*"; "" without one.
std::string initial_of(const std::string& nickname) {
  if (nickname.empty()) return "";
  const auto lead = static_cast<unsigned char>(nickname[0]);
  const size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  return nickname.substr(0, std::min(length, nickname.size())) + "*";
}

}  // namespace

FoundMember find_member_by_phone(db::Db& db, const Clock& clock, int64_t asker_id, const std::string& client_ip,
                                 const validators::Phone& phone) {
  const int64_t now = clock.now_ms();
  const int64_t hour = now / kHourMs * kHourMs;
  const std::string asker = std::to_string(asker_id);
  // Counted in a transaction of its own before anything is read, found or not: a miss's answer
  // must not give its count back.
  const bool allowed = db.write_value([&](db::Tx& tx) {
    return take_hit(tx, {"phone-lookup:member:" + asker, hour, kPhoneLookupsPerMemberPerHour}) &&
           take_hit(tx, {"phone-lookup:member-day:" + asker, to_hk_local(now).day_start_ms, kPhoneLookupsPerMemberPerDay}) &&
           take_hit(tx, {"phone-lookup:ip:" + client_ip, hour, kPhoneLookupsPerAddressPerHour});
  });
  if (!allowed) throw AppError(429, 429, "member_lookup_too_many");
  const std::string ref = crypto::random_token(24);
  auto found = db.write_value([&](db::Tx& tx) -> std::optional<FoundMember> {
    const auto m = member_repo::by_phone_key(tx, phone.key());
    // Frozen, cancelled or erased members, and phones nobody has, answer alike.
    if (!m || !is_active_member(tx, m->id)) return std::nullopt;
    if (m->id == asker_id) throw AppError::bad_request("member_lookup_self");
    tx.exec(sql::kInsertRef, {crypto::sha256_hex(ref), asker_id, m->id, now, now + kMemberRefLifetimeMs});
    return FoundMember{ref, m->area_code, validators::mask_phone(m->phone), initial_of(m->nickname), now + kMemberRefLifetimeMs};
  });
  if (!found) throw AppError::not_found("member_phone_not_found");
  return *found;
}

std::optional<int64_t> member_of_ref(db::Tx& tx, int64_t asker_id, const std::string& ref, int64_t now_ms) {
  if (ref.empty() || ref.size() > 100) return std::nullopt;
  const auto row = tx.query_one(sql::kRef, {crypto::sha256_hex(ref), asker_id, now_ms});
  if (!row || !is_active_member(tx, row->i64(0))) return std::nullopt;
  return row->i64(0);
}

int64_t forget_expired_member_refs(db::Tx& tx, int64_t now_ms) { return tx.exec(sql::kForgetRefs, {now_ms}); }

}  // namespace qsr::account
