#include "modules/upload/upload_routes.h"

#include <memory>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/multipart.h"
#include "modules/upload/image_sniff.h"
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

// The picture in the field "file", checked for presence, size and (by its bytes) type.
struct Picture {
  std::string_view data;
  ImageFormat format;
};

Picture read_picture(const Request& req, size_t max_bytes) {
  std::vector<http::MultipartPart> parts;
  if (http::parse_multipart(req.body, req.header("content-type"), parts) != http::MultipartError::none) {
    throw AppError::bad_request("bad_form");
  }
  const http::MultipartPart* file = http::find_part(parts, "file");
  if (!file || file->data.empty()) throw AppError::bad_request("upload_missing_file");
  if (file->data.size() > max_bytes) throw AppError(413, 413, "image_too_large");
  auto format = sniff_image(file->data);
  if (!format) throw AppError::bad_request("upload_not_image");
  return {file->data, *format};
}

Response upload_single_file(Context& ctx, Request& req) {
  // Asked first: when the owner rule demands a login, refuse before reading megabytes.
  std::optional<int64_t> member_id = ctx.options.owner ? ctx.options.owner(req) : std::nullopt;
  Picture picture = read_picture(req, ctx.options.max_bytes);

  StoredUpload stored = store_upload(ctx.db, ctx.clock, *ctx.options.store, member_id, picture.data, picture.format);
  return http::ok(req, json::object{{"url", "/uploads/" + stored.id}, {"id", stored.id},
                                    {"contentType", stored.content_type}, {"size", stored.bytes}});
}

Response serve_upload(const Context& ctx, Request& req) {
  const std::string& name = req.path_params.at("name");
  auto format = parse_upload_name(name);
  if (!format) throw AppError::not_found();
  auto content = ctx.options.store->read(ctx.db, name);
  if (!content) throw AppError::not_found();
  Response res;
  res.content_type = std::string(mime_type_of(*format));
  res.body = std::move(*content);
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
