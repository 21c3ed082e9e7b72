// Picture and video uploads (spec 001 §7 "/v1/upload/singlefile (multipart, field name file)";
// spec 000 §5 feedback images "each at most 5 MB", a review's one video) and the route that
// serves them back.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include "core/clock.h"
#include "db/db.h"
#include "http/router.h"

namespace qsr::upload {

class UploadStore;

struct UploadOptions {
  std::shared_ptr<const UploadStore> store;  // upload_store.h
  size_t max_bytes = 5 * 1024 * 1024;  // 图片大小不能超过5MB
  // A review's video (MP4 or MOV, docs/decisions/0044): a phone's short clip.
  size_t max_video_bytes = 30 * 1024 * 1024;
  int64_t max_video_ms = 60 * 1000;
  // Who is uploading, recorded as upload.member_id. The accounts module passes a function that
  // reads the session; it may throw (an AppError 401 to require a login). Unset: NULL.
  std::function<std::optional<int64_t>(const http::Request&)> owner;
};

// POST /v1/upload/singlefile  multipart/form-data with the picture in the field "file"
//   -> {"url": "/uploads/<name>", "id": "<name>", "contentType": "image/png", "size": N,
//       "kind": "image" | "video", "durationMs": N (videos)}
// GET  /uploads/{name}        the stored bytes, cached for a year (names never change content);
//                             a video in byte ranges too
void register_routes(http::Router& router, db::Db& db, const Clock& clock, UploadOptions options);

}  // namespace qsr::upload
