// The Privilege Pass's tables (private to the module): passes, their plans and items, and the
// members' passes.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "db/db.h"
#include "modules/prime/prime_types.h"

namespace qsr::prime::repo {

// Every pass with its plans and items (inactive ones too: `active_only` false).
std::vector<Pass> passes(db::Tx& tx, bool active_only);
std::optional<Pass> pass(db::Tx& tx, int64_t id);
std::optional<Plan> plan(db::Tx& tx, int64_t id);
int64_t save_pass(db::Tx& tx, const Pass& p, int64_t now_ms);  // id 0: a new one; plans and items apart
int64_t save_plan(db::Tx& tx, const Plan& p, int64_t now_ms);
// Adds or reprices the pass's item for the goods.
int64_t save_item(db::Tx& tx, const Item& i, int64_t now_ms);

std::optional<MemberPrime> member_prime(db::Tx& tx, int64_t member_id);
void put_member_prime(db::Tx& tx, const MemberPrime& m, int64_t now_ms);
void drop_member_prime(db::Tx& tx, int64_t member_id);

}  // namespace qsr::prime::repo
