// Who has a phone (spec 001 §7 /v1/member/queryMemberIdByPhone; docs/decisions/0054): a signed-in
// member names someone to give something to by their phone. Answering that is an enumeration
// risk, so every lookup is counted (per member and per client address) before anything is read;
// a phone with no active member behind it answers the same "not found" whatever the reason; and
// a found member is answered as an opaque reference for the asker alone, a masked phone and the
// first character of their nickname, never their id.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.h"
#include "core/validators.h"
#include "db/db.h"

namespace qsr::account {

inline constexpr int64_t kPhoneLookupsPerMemberPerHour = 10;
inline constexpr int64_t kPhoneLookupsPerMemberPerDay = 30;
inline constexpr int64_t kPhoneLookupsPerAddressPerHour = 30;
inline constexpr int64_t kMemberRefLifetimeMs = 10 * 60 * 1000;

struct FoundMember {
  std::string ref;  // the opaque reference (member_ref), usable by the asker until expires_at
  std::string area_code, masked_phone, name_initial;
  int64_t expires_at = 0;
};

// 429 member_lookup_too_many past a limit (the attempt counted either way); 400 for asking one's
// own phone; 404 member_phone_not_found for a phone without an active member.
FoundMember find_member_by_phone(db::Db& db, const Clock& clock, int64_t asker_id, const std::string& client_ip,
                                 const validators::Phone& phone);

// The member a reference names, for the member who asked for it, while it lasts and the member is
// still active; nullopt otherwise (another asker's reference names nobody). For a module that
// takes a recipient (none yet: gifts go by link).
std::optional<int64_t> member_of_ref(db::Tx& tx, int64_t asker_id, const std::string& ref, int64_t now_ms);

// Housekeeping: references past their time.
int64_t forget_expired_member_refs(db::Tx& tx, int64_t now_ms);

}  // namespace qsr::account
