// The member table.
#pragma once

#include <optional>
#include <string>

#include "db/db.h"
#include "modules/account/account_types.h"

namespace qsr::account::member_repo {

std::optional<Member> by_id(db::Tx& tx, int64_t id);
std::optional<Member> by_phone_key(db::Tx& tx, const std::string& phone_key);
std::optional<Member> by_invite_code(db::Tx& tx, const std::string& code);
std::optional<int64_t> by_octopus(db::Tx& tx, const std::string& octopus_no);

struct NewMember {
  std::string area_code, phone, phone_key;  // empty: none
  std::optional<int64_t> inviter_member_id;
  bool is_initiative_register = true;
  std::string nickname;
  std::string language = "zh-HK";
};
// Creates a member with a fresh invite code and member card number. Returns its id.
int64_t create(db::Tx& tx, const NewMember& m, int64_t now_ms);

std::optional<std::string> password_hash(db::Tx& tx, int64_t id);
void set_password_hash(db::Tx& tx, int64_t id, const std::string& hash, int64_t now_ms);

// Binds the phone; false when another member holds it (the unique key decides races).
bool bind_phone(db::Tx& tx, int64_t id, const std::string& area_code, const std::string& phone,
                const std::string& phone_key, int64_t now_ms);
void unbind_phone(db::Tx& tx, int64_t id, int64_t now_ms);
void set_status(db::Tx& tx, int64_t id, MemberStatus status, int64_t now_ms);
void set_merged_into(db::Tx& tx, int64_t id, int64_t into, int64_t now_ms);
// Gives an active member the staff role for a store (nullopt: every store); false when there is
// no active member `id`.
bool make_staff(db::Tx& tx, int64_t id, std::optional<int64_t> sid);

void save_profile(db::Tx& tx, int64_t id, const Profile& p, int64_t now_ms);

void mark_cancelled(db::Tx& tx, int64_t id, int64_t erase_after, int64_t now_ms);
std::vector<int64_t> due_for_erasure(db::Tx& tx, int64_t now_ms);
void erase_personal_data(db::Tx& tx, int64_t id, int64_t now_ms);

}  // namespace qsr::account::member_repo
