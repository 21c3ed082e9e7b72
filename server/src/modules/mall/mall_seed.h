// The demo brand's points mall (data/demo/mall.json), written once into an empty mall.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "db/db.h"

namespace qsr::mall {

// `template_ids`: the coupon templates by the seed's keys (coupon::seed), for packages.
void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms, const std::map<std::string, int64_t>& template_ids);

}  // namespace qsr::mall
