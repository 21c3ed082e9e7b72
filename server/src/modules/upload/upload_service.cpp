#include "modules/upload/upload_service.h"

#include "modules/upload/upload_names.h"
#include "modules/upload/upload_repo.h"

namespace qsr::upload {

StoredUpload store_upload(db::Db& db, const Clock& clock, const UploadStore& store, std::optional<int64_t> member_id,
                          std::string_view data, ImageFormat format) {
  repo::NewUpload row{new_upload_name(format), member_id, std::string(mime_type_of(format)), static_cast<int64_t>(data.size()),
                      clock.now_ms()};
  store.save(row.id, data);
  try {
    db.write([&](db::Tx& tx) { repo::insert(tx, row); });
  } catch (...) {
    store.remove(row.id);
    throw;
  }
  return {row.id, row.content_type, row.bytes};
}

void erase_member_uploads(db::Tx& tx, const UploadStore& store, int64_t member_id) {
  auto names = repo::remove_of_member(tx, member_id);
  tx.after_commit([store, names] {
    for (const auto& name : names) store.remove(name);
  });
}

}  // namespace qsr::upload
