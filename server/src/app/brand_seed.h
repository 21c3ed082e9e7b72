// Loading a brand folder (docs/data-format.md) into a database: every module's part of it, in the
// order their references need.
#pragma once

#include <cstdint>
#include <filesystem>

#include "db/db.h"

namespace qsr::app {

// Throws std::runtime_error (catalog::SeedError for the catalogue's files) starting with the name
// of the file that did not load. The files loaded before it stay (docs/data-format.md).
void seed_brand(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::app
