// Who may use an upload: its uploader. Another module that stores a reference to an upload (a
// member's avatar, later feedback pictures) asks here instead of reading the upload table.
#pragma once

#include <cstdint>
#include <string>

#include "db/db.h"

namespace qsr::upload {

// True when `name` ("<token>.<ext>") was uploaded by `member_id`.
bool uploaded_by(db::Tx& tx, const std::string& name, int64_t member_id);

}  // namespace qsr::upload
