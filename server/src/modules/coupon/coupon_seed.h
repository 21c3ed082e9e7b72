// Loads the demo brand's coupon templates, voucher-centre campaigns and redemption codes from
// coupons.json in the seed folder (once: only while no template exists). Campaign dates are
// relative to the day of seeding, so a fresh demo always has campaigns running.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "db/db.h"

namespace qsr::coupon {

// Answers the templates it made by their keys in the file (empty when it made none).
std::map<std::string, int64_t> seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::coupon
