// Loads the demo's collect-wishes campaigns (wishes.json, coupon rewards naming templates by key)
// into a database that has none.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "db/db.h"

namespace qsr::wish {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids);

}  // namespace qsr::wish
