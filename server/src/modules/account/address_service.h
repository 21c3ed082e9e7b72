// A member's delivery addresses (spec 000 §3). Only the owner sees or changes them: someone else's
// id answers 404 address_not_found, as if it did not exist. There is always a default while any
// address is kept: the first one added, or the most recently changed when the default goes.
#pragma once

#include <optional>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/account_types.h"

namespace qsr::account {

class AddressService {
 public:
  AddressService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  std::vector<Address> list(int64_t member_id);
  Address get(int64_t member_id, int64_t id);
  // Changes address `id`, or adds one when `id` is not given (address_limit past kMaxAddresses).
  // Returns the address as saved.
  Address save(int64_t member_id, std::optional<int64_t> id, const AddressInput& in);
  void remove(int64_t member_id, int64_t id);
  void make_default(int64_t member_id, int64_t id);

  // A visitor session's addresses (/v1/member/address/addByTourist): the same form and limit as a
  // member's; only that session reads them, and signing in moves them (adopt_visitor_addresses).
  std::vector<Address> list_for_visitor(int64_t session_id);
  Address add_for_visitor(int64_t session_id, const AddressInput& in);

 private:
  db::Db& db_;
  const Clock& clock_;
};

// In the sign-in's transaction: the visitor's addresses become the member's, as many as the
// member has room for (kMaxAddresses); a member with no default gets the newest as default.
void adopt_visitor_addresses(db::Tx& tx, int64_t visitor_session, int64_t member_id, int64_t now_ms);

}  // namespace qsr::account
