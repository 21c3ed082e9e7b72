#include "modules/upload/upload_store.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/files.h"

namespace qsr::upload {
namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(const std::string& what) {
  spdlog::error("upload store: {}", what);
  throw AppError(500, 500, "upload_failed", {}, what);
}

// Writes all of `data` to a new file and flushes it to the disk (so the rename that follows
// cannot outlive the content in a crash). False with errno set on failure.
bool write_new_file(const fs::path& path, std::string_view data) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  bool ok = true;
  for (size_t done = 0; ok && done < data.size();) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) done += static_cast<size_t>(n);
  }
  ok = ok && ::fsync(fd) == 0;
  int saved = errno;
  ok = ::close(fd) == 0 && ok;
  if (!ok && errno == 0) errno = saved;
  return ok;
}

}  // namespace

void FolderStore::save(const std::string& name, std::string_view data) const {
  std::error_code ec;
  fs::create_directories(dir_, ec);
  if (ec) fail("cannot create " + dir_.string() + ": " + ec.message());
  // A leading dot: the temporary name can never match the served name pattern.
  const fs::path temp = dir_ / ("." + name + ".part");
  const fs::path final_path = dir_ / name;
  if (!write_new_file(temp, data)) {
    std::string why = std::strerror(errno);
    fs::remove(temp, ec);
    fail("cannot write " + temp.string() + ": " + why);
  }
  fs::rename(temp, final_path, ec);
  if (ec) {
    std::string why = ec.message();
    fs::remove(temp, ec);
    fail("cannot rename to " + final_path.string() + ": " + why);
  }
}

void FolderStore::keep(db::Db& db, const std::string& name, std::string_view data,
                       const std::function<void(db::Tx&)>& write_row) const {
  // The file first, then its row: no row, no file; the two never disagree for long.
  save(name, data);
  try {
    db.write(write_row);
  } catch (...) {
    remove(name);
    throw;
  }
}

std::optional<std::string> FolderStore::read(db::Db&, const std::string& name) const { return read_whole_file(dir_ / name); }

void FolderStore::forget(db::Tx& tx, const std::vector<std::string>& names) const {
  tx.after_commit([store = *this, names] {
    for (const auto& name : names) store.remove(name);
  });
}

void FolderStore::remove(const std::string& name) const noexcept {
  std::error_code ec;
  fs::remove(dir_ / name, ec);
}

}  // namespace qsr::upload
