// The brand's levels and growth rule from loyalty.json's "growth" ({consumptionMoney}) and
// "levels" ([{code, name, threshold, validityDays, earnRate, redeemRate, benefits, color}]), on an
// empty database only (what operators changed is never overwritten).
#pragma once

#include <filesystem>

#include "db/db.h"

namespace qsr::level {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::level
