#include "modules/account/account_api.h"

#include "modules/account/member_repo.h"

namespace qsr::account {

namespace sql {
constexpr const char* kNickname = "SELECT nickname FROM member WHERE id = $1";
constexpr const char* kActive = "SELECT 1 FROM member WHERE id = $1 AND status = $2";
constexpr const char* kOwnAddress =
    "SELECT id, consignee, area_code, phone, address, house_number, lat, lng FROM address"
    " WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL";
}  // namespace sql

std::optional<Member> find_member(db::Tx& tx, int64_t member_id) { return member_repo::by_id(tx, member_id); }

std::map<int64_t, std::string> nicknames_of(db::Tx& tx, const std::vector<int64_t>& member_ids) {
  std::map<int64_t, std::string> out;
  for (int64_t id : member_ids) {
    if (out.count(id)) continue;
    if (auto r = tx.query_one(sql::kNickname, {id})) out[id] = r->str(0);
  }
  return out;
}

bool is_active_member(db::Tx& tx, int64_t member_id) {
  return tx.query_one(sql::kActive, {member_id, static_cast<int64_t>(MemberStatus::active)}).has_value();
}

std::optional<DeliveryAddress> own_address(db::Tx& tx, int64_t member_id, int64_t address_id) {
  auto r = tx.query_one(sql::kOwnAddress, {address_id, member_id});
  if (!r) return std::nullopt;
  return DeliveryAddress{r->i64(0), r->str(1), r->str(2), r->str(3), r->str(4), r->str(5), r->f64(6), r->f64(7)};
}

}  // namespace qsr::account
