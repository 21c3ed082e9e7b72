#include "modules/account/account_api.h"

#include "modules/account/address_repo.h"
#include "modules/account/member_repo.h"

namespace qsr::account {

namespace sql {
constexpr const char* kNames = "SELECT id, nickname, avatar FROM member WHERE id IN ";
constexpr const char* kActive = "SELECT 1 FROM member WHERE id = $1 AND status = $2";
constexpr const char* kCountInvitees =
    "SELECT COUNT(*) FROM member WHERE inviter_member_id = $1 AND created_at >= $2 AND created_at < $3 AND status = $4";
}  // namespace sql

std::optional<Member> find_member(db::Tx& tx, int64_t member_id) { return member_repo::by_id(tx, member_id); }

std::map<int64_t, MemberName> names_of(db::Tx& tx, const std::vector<int64_t>& member_ids) {
  std::map<int64_t, MemberName> out;
  if (member_ids.empty()) return out;
  // One placeholder per id ("($1, $2, ...)"): a group of a hundred is read in one statement.
  std::string in = "(";
  db::Params params;
  for (int64_t id : member_ids) {
    params.push_back(id);
    in += (params.size() > 1 ? ", $" : "$") + std::to_string(params.size());
  }
  for (const auto& r : tx.query(sql::kNames + in + ")", params)) out[r.i64(0)] = {r.str(1), r.str(2)};
  return out;
}

bool is_active_member(db::Tx& tx, int64_t member_id) {
  return tx.query_one(sql::kActive, {member_id, static_cast<int64_t>(MemberStatus::active)}).has_value();
}

int64_t count_invitees(db::Tx& tx, int64_t inviter_id, int64_t from_ms, int64_t to_ms) {
  return tx.query_one(sql::kCountInvitees, {inviter_id, from_ms, to_ms, static_cast<int64_t>(MemberStatus::active)})->i64(0);
}

std::optional<Address> own_address(db::Tx& tx, int64_t member_id, int64_t address_id) {
  return address_repo::find(tx, member_id, address_id);
}

}  // namespace qsr::account
