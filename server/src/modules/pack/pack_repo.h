// Coupon packs' tables (private to the module).
#pragma once

#include <optional>
#include <vector>

#include "db/db.h"
#include "modules/pack/pack_types.h"

namespace qsr::pack::repo {

// Every pack with its items (inactive ones too), in their order.
std::vector<Pack> packs(db::Tx& tx);
std::optional<Pack> pack(db::Tx& tx, int64_t id);
// Adds (id 0) or changes a pack and replaces its items; answers its id.
int64_t save(db::Tx& tx, const Pack& p, int64_t now_ms);

}  // namespace qsr::pack::repo
