// Loads the demo's gift card batches (loyalty.json "giftCards") into a database that has none.
#pragma once

#include <cstdint>
#include <filesystem>

#include "db/db.h"

namespace qsr::giftcard {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::giftcard
