// The brand's recharge plans from loyalty.json's "recharge" ({plans: [{pay, bonus}]}), on an empty
// database only (plans operators changed are never overwritten).
#pragma once

#include <filesystem>

#include "db/db.h"

namespace qsr::recharge {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::recharge
