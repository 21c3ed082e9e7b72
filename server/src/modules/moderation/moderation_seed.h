// The demo brand's sensitive-word lists (data/demo/sensitive-words.json), written once into an
// empty table.
#pragma once

#include <filesystem>

#include "db/db.h"

namespace qsr::moderation {

void seed(db::Db& db, const std::filesystem::path& dir);

}  // namespace qsr::moderation
