// Where uploaded pictures live. Several servers on one database must all serve every picture and
// erase it once, so the store is shared: the database itself (PostgreSQL: the bytes beside the
// upload's row, written in its transaction; the default there), or a folder every server mounts
// (QSR_UPLOAD_DIR; the default on SQLite, which is one server's). Decision 0040.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/db.h"

namespace qsr::upload {

class UploadStore {
 public:
  virtual ~UploadStore() = default;
  // Keeps `data` as `name` together with the upload's row, which `write_row` writes: both or
  // neither. Throws AppError "upload_failed" (HTTP 500) when the store refuses.
  virtual void keep(db::Db& db, const std::string& name, std::string_view data,
                    const std::function<void(db::Tx&)>& write_row) const = 0;
  // The content of `name`, or nullopt when there is no such picture.
  virtual std::optional<std::string> read(db::Db& db, const std::string& name) const = 0;
  // In the erasing transaction, after the rows of `names` were deleted: their bytes go too (at
  // once in the database, once it commits in a folder).
  virtual void forget(db::Tx& tx, const std::vector<std::string>& names) const = 0;
};

// A folder. A file appears under its final name only when it is complete: it is written to a
// hidden temporary name in the same folder, flushed, then renamed (atomic on one file system), so
// a reader never sees half a picture.
class FolderStore final : public UploadStore {
 public:
  explicit FolderStore(std::filesystem::path dir) : dir_(std::move(dir)) {}
  void keep(db::Db& db, const std::string& name, std::string_view data, const std::function<void(db::Tx&)>& write_row) const override;
  std::optional<std::string> read(db::Db& db, const std::string& name) const override;
  void forget(db::Tx& tx, const std::vector<std::string>& names) const override;

 private:
  void save(const std::string& name, std::string_view data) const;
  void remove(const std::string& name) const noexcept;
  std::filesystem::path dir_;
};

// PostgreSQL: the bytes in upload_content (migration 0053), in the row's own transaction and
// erased with it (ON DELETE CASCADE).
class DatabaseStore final : public UploadStore {
 public:
  void keep(db::Db& db, const std::string& name, std::string_view data, const std::function<void(db::Tx&)>& write_row) const override;
  std::optional<std::string> read(db::Db& db, const std::string& name) const override;
  void forget(db::Tx& tx, const std::vector<std::string>& names) const override {}
};

}  // namespace qsr::upload
