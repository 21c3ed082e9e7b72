// The points module's reads and the rule's row (the balance changes are points_ledger.h's).
#pragma once

#include <vector>

#include "db/db.h"
#include "modules/points/points_service.h"

namespace qsr::points::repo {

PointsRule rule(db::Tx& tx);  // all zero when none is set: nothing is earned
void save_rule(db::Tx& tx, const PointsRule& r, int64_t now_ms);
std::vector<PointsRecord> records(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t record_count(db::Tx& tx, int64_t member_id);
// Whether the member has a points history at all (an account merge keeps theirs).
int64_t has_points(db::Tx& tx, int64_t member_id);
std::vector<EndingPoints> ending_between(db::Tx& tx, int64_t from_ms, int64_t to_ms, int64_t limit);

}  // namespace qsr::points::repo
