// Loads a brand folder (docs/data-format.md) into a database whose catalogue is empty.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>

#include "db/db.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog {

struct SeedError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads and validates every file; throws SeedError naming the file and the field.
Snapshot read_brand_folder(const std::filesystem::path& dir);

// Loads the folder in one transaction. Refuses (SeedError) when a brand is already loaded, so a
// restart never seeds over real data.
void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::catalog
