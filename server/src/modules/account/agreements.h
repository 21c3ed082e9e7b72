// Versioned agreements (member terms, privacy policy) and members' consent to them.
#pragma once

#include <filesystem>

#include "db/db.h"

namespace qsr::account {

// Loads `agreements.json` of a brand folder when present (docs/data-format.md). Each
// (type, version) is inserted once; loading again adds only new versions.
void seed_agreements(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

// Records consent (status 1) to the newest version of every agreement type for a member.
void consent_to_current(db::Tx& tx, int64_t member_id, int64_t now_ms);

}  // namespace qsr::account
