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

 private:
  db::Db& db_;
  const Clock& clock_;
};

}  // namespace qsr::account
