// What other modules may ask the account module, inside the caller's transaction. The account
// module owns the member, member_identity, session, sms_code, sms_outbox, address, visitor_address,
// member_ref, agreement and agreement_consent tables; nobody else names them (scripts/check-boundaries).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/account/account_types.h"

namespace qsr::account {

std::optional<Member> find_member(db::Tx& tx, int64_t member_id);
// How other members are named to someone: by the nickname they chose, never by their phone, even
// masked (friends in a group do not know each other's last four digits, and the digits are not
// theirs to see). Empty when there is none: the page says 朋友 N. The avatar ("/uploads/..." or
// "") goes with it where a page shows faces (the community feed).
struct MemberName {
  std::string nickname;
  std::string avatar;
};
// The names of the given members in one query (a member that does not exist is left out).
std::map<int64_t, MemberName> names_of(db::Tx& tx, const std::vector<int64_t>& member_ids);
// True for a member who may be given things (coupons): not frozen, cancelled or erased.
bool is_active_member(db::Tx& tx, int64_t member_id);

// Members who signed up with this member's invite code in [from_ms, to_ms) and are still members.
int64_t count_invitees(db::Tx& tx, int64_t inviter_id, int64_t from_ms, int64_t to_ms);

// The member's own saved address (not deleted); nullopt for another member's or a deleted one.
std::optional<Address> own_address(db::Tx& tx, int64_t member_id, int64_t address_id);

}  // namespace qsr::account
