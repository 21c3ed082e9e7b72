// Loads the demo's popups (popups.json; coupons name templates by key) into a database whose
// coupon templates were just made.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "db/db.h"

namespace qsr::popup {

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids);

}  // namespace qsr::popup
