#include "modules/upload/upload_routes.h"

#include <memory>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/byte_range.h"
#include "http/envelope.h"
#include "http/multipart.h"
#include "modules/upload/media_sniff.h"
#include "modules/upload/upload_names.h"
#include "modules/upload/upload_service.h"
#include "modules/upload/upload_store.h"

namespace qsr::upload {
namespace json = boost::json;
using http::Request;
using http::Response;

namespace {

struct Context {
  db::Db& db;
  const Clock& clock;
  UploadOptions options;
};

// The picture or video in the field "file", checked for presence, size, (by its bytes) type and,
// for a video, length.
struct Media {
  std::string_view data;
  MediaFormat format;
  int64_t duration_ms = 0;
};

Media read_media(const Request& req, const UploadOptions& limits) {
  std::vector<http::MultipartPart> parts;
  if (http::parse_multipart(req.body, req.header("content-type"), parts) != http::MultipartError::none) {
    throw AppError::bad_request("bad_form");
  }
  const http::MultipartPart* file = http::find_part(parts, "file");
  if (!file || file->data.empty()) throw AppError::bad_request("upload_missing_file");
  if (auto format = sniff_image(file->data)) {
    if (file->data.size() > limits.max_bytes) throw AppError(413, 413, "image_too_large");
    return {file->data, *format};
  }
  auto video = sniff_video(file->data);
  if (!video) throw AppError::bad_request("upload_not_image");
  if (file->data.size() > limits.max_video_bytes) throw AppError(413, 413, "video_too_large");
  if (video->duration_ms > limits.max_video_ms) throw AppError::bad_request("video_too_long", {std::to_string(limits.max_video_ms / 1000)});
  return {file->data, video->format, video->duration_ms};
}

Response upload_single_file(Context& ctx, Request& req) {
  // Asked first: when the owner rule demands a login, refuse before reading megabytes.
  std::optional<int64_t> member_id = ctx.options.owner ? ctx.options.owner(req) : std::nullopt;
  Media media = read_media(req, ctx.options);

  StoredUpload stored = store_upload(ctx.db, ctx.clock, *ctx.options.store, member_id, media.data, media.format);
  json::object out{{"url", upload_url(stored.id)}, {"id", stored.id}, {"contentType", stored.content_type},
                   {"size", stored.bytes}, {"kind", is_video(media.format) ? "video" : "image"}};
  if (is_video(media.format)) out["durationMs"] = media.duration_ms;
  return http::ok(req, std::move(out));
}

Response serve_upload(const Context& ctx, Request& req) {
  const std::string& name = req.path_params.at("name");
  auto format = parse_upload_name(name);
  if (!format) throw AppError::not_found();
  auto content = ctx.options.store->read(ctx.db, name);
  if (!content) throw AppError::not_found();
  Response res;
  res.content_type = std::string(mime_type_of(*format));
  // A video is fetched in parts (Safari will not play one otherwise); a picture whole.
  const auto range = is_video(*format) ? http::parse_byte_range(req.header("range"), content->size()) : http::ByteRange{};
  const std::string size = std::to_string(content->size());
  if (range.kind == http::ByteRange::Kind::unsatisfiable) {
    res.status = 416;
    res.set_header("Content-Range", "bytes */" + size);
  } else if (range.kind == http::ByteRange::Kind::part) {
    res.status = 206;
    res.body = content->substr(range.first, range.last - range.first + 1);
    res.set_header("Content-Range", "bytes " + std::to_string(range.first) + "-" + std::to_string(range.last) + "/" + size);
  } else {
    res.body = std::move(*content);
  }
  if (is_video(*format)) res.set_header("Accept-Ranges", "bytes");
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Cache-Control", "public, max-age=31536000, immutable");
  // Someone else's bytes: even opened directly, they may run nothing.
  res.set_header("Content-Security-Policy", "default-src 'none'; sandbox");
  return res;
}

}  // namespace

void register_routes(http::Router& router, db::Db& db, const Clock& clock, UploadOptions options) {
  auto ctx = std::make_shared<Context>(Context{db, clock, std::move(options)});
  router.post("/v1/upload/singlefile", [ctx](Request& req) { return upload_single_file(*ctx, req); });
  router.get("/uploads/{name}", [ctx](Request& req) { return serve_upload(*ctx, req); });
}

}  // namespace qsr::upload
