// Loads the demo's Privilege Pass (loyalty.json "prime") into an empty database.
#pragma once

#include <cstdint>
#include <filesystem>

#include "db/db.h"

namespace qsr::prime {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::prime
