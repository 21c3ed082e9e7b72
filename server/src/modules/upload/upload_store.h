// The folder uploads live in. A file appears under its final name only when it is complete:
// it is written to a hidden temporary name in the same folder, flushed, then renamed (atomic on
// one file system), so a reader never sees half a picture.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace qsr::upload {

class UploadStore {
 public:
  explicit UploadStore(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // Stores `data` as `name` (a name from new_upload_name). Throws AppError "upload_failed"
  // (HTTP 500) when the disk refuses; nothing is left behind then.
  void save(const std::string& name, std::string_view data) const;
  // The content of `name`, or nullopt when there is no such file.
  std::optional<std::string> read(const std::string& name) const;
  // Best effort: used to undo a save whose database row could not be written.
  void remove(const std::string& name) const noexcept;

  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
};

}  // namespace qsr::upload
