#include "http/static_files.h"

#include "core/files.h"

namespace qsr::http {
namespace fs = std::filesystem;

std::string content_type_for(const std::string& path) {
  auto ext = fs::path(path).extension().string();
  static const std::unordered_map<std::string, std::string> types = {
      {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
      {".json", "application/json; charset=utf-8"}, {".svg", "image/svg+xml"},
      {".png", "image/png"}, {".jpg", "image/jpeg"}, {".jpeg", "image/jpeg"},
      {".webp", "image/webp"}, {".gif", "image/gif"}, {".ico", "image/x-icon"},
      {".woff2", "font/woff2"}, {".woff", "font/woff"}, {".txt", "text/plain; charset=utf-8"},
      {".webmanifest", "application/manifest+json"}, {".map", "application/json"}, {".wasm", "application/wasm"}};
  auto it = types.find(ext);
  return it == types.end() ? "application/octet-stream" : it->second;
}

namespace {

std::string fnv_etag(const std::string& content) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : content) h = (h ^ c) * 1099511628211ULL;
  char buf[24];
  std::snprintf(buf, sizeof buf, "\"%016llx\"", static_cast<unsigned long long>(h));
  return buf;
}

bool accepts_gzip(const Request& req) { return req.header("accept-encoding").find("gzip") != std::string_view::npos; }

bool is_hashed_asset(const std::string& relative) {
  // Vite names built assets "assets/<name>-<hash>.<ext>".
  return relative.rfind("assets/", 0) == 0;
}

}  // namespace

StaticFiles::StaticFiles(fs::path root, std::string url_prefix, bool spa_index)
    : root_(std::move(root)), prefix_(std::move(url_prefix)), spa_index_(spa_index) {}

bool StaticFiles::available() const {
  std::error_code ec;
  return fs::is_directory(root_, ec);
}

std::shared_ptr<const StaticFiles::Entry> StaticFiles::load(const std::string& relative) const {
  // One stat per request keeps a rebuilt web app (new index.html, new hashed assets) served
  // without a restart; the content itself is read only when the file changed.
  std::error_code ec;
  auto mtime = fs::last_write_time(root_ / relative, ec);
  if (ec) {
    std::lock_guard lock(mutex_);
    cache_.erase(relative);
    return nullptr;
  }
  {
    std::lock_guard lock(mutex_);
    if (auto it = cache_.find(relative); it != cache_.end() && it->second->mtime == mtime) return it->second;
  }
  auto content = read_whole_file(root_ / relative);
  if (!content) return nullptr;
  auto entry = std::make_shared<Entry>();
  entry->mtime = mtime;
  entry->content = std::move(*content);
  entry->gzip = read_whole_file(root_ / (relative + ".gz")).value_or("");
  entry->content_type = content_type_for(relative);
  entry->etag = fnv_etag(entry->content);
  std::lock_guard lock(mutex_);
  cache_[relative] = entry;
  return entry;
}

namespace {

// A relative path that cannot leave the folder it is read from: no "..", "." or empty segment, no
// backslash (a separator elsewhere), no NUL.
bool stays_inside(const std::string& relative) {
  if (relative.find('\\') != std::string::npos || relative.find('\0') != std::string::npos) return false;
  size_t start = 0;
  while (start <= relative.size()) {
    size_t end = relative.find('/', start);
    if (end == std::string::npos) end = relative.size();
    const std::string_view segment(relative.data() + start, end - start);
    if (segment == ".." || segment == "." || (segment.empty() && end != relative.size())) return false;
    start = end + 1;
  }
  return true;
}

}  // namespace

std::optional<Response> StaticFiles::serve(const Request& req) const {
  if (req.path.rfind(prefix_, 0) != 0) return std::nullopt;
  // The prefix is a whole path segment: "/media../x" is not under "/media" (it would name a file
  // beside the media folder).
  if (req.path.size() > prefix_.size() && !prefix_.empty() && req.path[prefix_.size()] != '/') return std::nullopt;
  std::string relative = req.path.substr(prefix_.size());
  while (!relative.empty() && relative.front() == '/') relative.erase(0, 1);
  if (!stays_inside(relative)) return std::nullopt;
  if (relative.empty() && spa_index_) relative = "index.html";

  auto entry = relative.empty() ? nullptr : load(relative);
  bool is_index = relative == "index.html";
  if (!entry && spa_index_ && fs::path(relative).extension().empty()) {
    entry = load("index.html");
    is_index = true;
  }
  if (!entry) return std::nullopt;

  Response res;
  res.content_type = entry->content_type;
  res.set_header("ETag", entry->etag);
  res.set_header("Vary", "Accept-Encoding");
  if (!is_index && is_hashed_asset(relative)) {
    res.set_header("Cache-Control", "public, max-age=31536000, immutable");
  } else if (is_index) {
    res.set_header("Cache-Control", "no-cache");
  } else {
    res.set_header("Cache-Control", "public, max-age=86400");
  }
  if (req.header("if-none-match") == entry->etag) {
    res.status = 304;
    return res;
  }
  if (!entry->gzip.empty() && accepts_gzip(req)) {
    res.body = entry->gzip;
    res.set_header("Content-Encoding", "gzip");
  } else {
    res.body = entry->content;
  }
  return res;
}

}  // namespace qsr::http
