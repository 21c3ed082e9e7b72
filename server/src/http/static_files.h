// Serves a folder of files (the built web app, brand media) from memory. Files are read once on
// first request and kept; hashed assets get a year of caching, everything else is revalidated.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "http/request.h"

namespace qsr::http {

class StaticFiles {
 public:
  // `url_prefix` is stripped from the request path ("/media"); `spa_index` makes unknown
  // extension-less paths answer index.html (history routing).
  StaticFiles(std::filesystem::path root, std::string url_prefix, bool spa_index);

  // nullopt when the file does not exist (and no SPA fallback applies).
  std::optional<Response> serve(const Request& req) const;
  bool available() const;

 private:
  struct Entry {
    std::filesystem::file_time_type mtime;  // a rebuilt file is read again
    std::string content;
    std::string gzip;  // precompressed sibling "<file>.gz", if shipped
    std::string content_type;
    std::string etag;
  };
  std::shared_ptr<const Entry> load(const std::string& relative) const;

  std::filesystem::path root_;
  std::string prefix_;
  bool spa_index_;
  mutable std::mutex mutex_;
  mutable std::unordered_map<std::string, std::shared_ptr<const Entry>> cache_;
};

std::string content_type_for(const std::string& path);

}  // namespace qsr::http
