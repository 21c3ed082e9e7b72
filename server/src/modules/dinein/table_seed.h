// Loads the demo brand's dine-in tables from tables.json in the seed folder
// ({"tables": [{"sid", "seats", "tables": ["A1", ...]}]}); existing tables are kept.
#pragma once

#include <filesystem>

#include "db/db.h"

namespace qsr::dinein {

void seed_tables(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::dinein
