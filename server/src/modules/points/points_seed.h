// The brand's points rule from loyalty.json's "points" ({payMoney, point, validityDays}), on an
// empty database only (a rule operators changed is never overwritten).
#pragma once

#include <filesystem>

#include "db/db.h"

namespace qsr::points {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::points
