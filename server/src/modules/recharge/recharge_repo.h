// The recharge module's table (private to the module): the plans. Recharge orders are product
// orders (modules/purchase).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/recharge/recharge_types.h"

namespace qsr::recharge::repo {

std::vector<Plan> plans(db::Tx& tx, bool active_only);
std::optional<Plan> plan(db::Tx& tx, int64_t id);
int64_t save_plan(db::Tx& tx, const Plan& p, int64_t now_ms);  // id 0: a new one

}  // namespace qsr::recharge::repo
