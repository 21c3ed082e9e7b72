// The demo brand's custom pages (data/demo/pages.json), written once into an empty table.
#pragma once

#include <cstdint>
#include <filesystem>

#include "db/db.h"

namespace qsr::page {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::page
