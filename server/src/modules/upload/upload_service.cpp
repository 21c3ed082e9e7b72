#include "modules/upload/upload_service.h"

#include "modules/upload/upload_names.h"
#include "modules/upload/upload_repo.h"

namespace qsr::upload {

StoredUpload store_upload(db::Db& db, const Clock& clock, const UploadStore& store, std::optional<int64_t> member_id,
                          std::string_view data, MediaFormat format) {
  repo::NewUpload row{new_upload_name(format), member_id, std::string(mime_type_of(format)), static_cast<int64_t>(data.size()),
                      clock.now_ms()};
  store.keep(db, row.id, data, [&](db::Tx& tx) { repo::insert(tx, row); });
  return {row.id, row.content_type, row.bytes};
}

void erase_member_uploads(db::Tx& tx, const UploadStore& store, int64_t member_id) {
  store.forget(tx, repo::remove_of_member(tx, member_id));
}

std::shared_ptr<const UploadStore> make_upload_store(const std::string& kind, const std::filesystem::path& dir) {
  if (kind == "database") return std::make_shared<DatabaseStore>();
  return std::make_shared<FolderStore>(dir);
}

}  // namespace qsr::upload
