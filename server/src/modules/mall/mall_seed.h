// The demo brand's points mall (data/demo/mall.json), written once into an empty mall.
#pragma once

#include <cstdint>
#include <filesystem>

#include "db/db.h"

namespace qsr::mall {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::mall
