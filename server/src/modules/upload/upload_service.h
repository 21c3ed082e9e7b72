// Storing an uploaded picture with its row, and erasing a member's pictures.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "db/db.h"
#include "modules/upload/media_sniff.h"
#include "modules/upload/upload_store.h"

namespace qsr::upload {

struct StoredUpload {
  std::string id;  // the file name, "<token>.<ext>"
  std::string content_type;
  int64_t bytes = 0;
};

// Stores the bytes under a new name, then their row; no row, no file: the two never disagree
// for long.
StoredUpload store_upload(db::Db& db, const Clock& clock, const UploadStore& store, std::optional<int64_t> member_id,
                          std::string_view data, MediaFormat format);

// Erasure: a member's pictures go with them, in the erasing transaction (a folder's files once it
// committed).
void erase_member_uploads(db::Tx& tx, const UploadStore& store, int64_t member_id);

// The store QSR_UPLOAD_STORE names: "database" (PostgreSQL only) or "folder" (`dir`).
std::shared_ptr<const UploadStore> make_upload_store(const std::string& kind, const std::filesystem::path& dir);

}  // namespace qsr::upload
