// The multipart/form-data parser (server/src/http/multipart.*), as the upload routes call it.
//
// Input: "<Content-Type value>\n<body>"; seeds in corpus/multipart/.
// Checks beyond "no crash, no sanitizer report":
// - a body is accepted only under a multipart/form-data type with a boundary multipart_boundary
//   also accepts;
// - an accepted body has at most max_parts parts, each with a name, a content type, and data
//   that lies inside the body and is followed there by "\r\n--<boundary>";
// - with tighter limits the parser never accepts more parts than the limit allows;
// - what the upload route does next with each part's bytes, and with the content type read as a
//   Range header when the part is served back, stays in bounds: a video sniffed from a part starts
//   with its ftyp box and has a length of zero or more; a byte range lies inside the body.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "http/byte_range.h"
#include "http/multipart.h"
#include "modules/upload/media_sniff.h"

using namespace qsr::http;

namespace {

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_multipart: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

void check_media(std::string_view bytes, std::string_view range_header);

void check(std::string_view body, std::string_view content_type, const MultipartLimits& limits) {
  std::vector<MultipartPart> parts;
  if (parse_multipart(body, content_type, parts, limits) != MultipartError::none) return;
  const auto boundary = multipart_boundary(content_type);
  if (!boundary) fail("accepted a body without a valid boundary", content_type);
  if (parts.size() > limits.max_parts) fail("more parts than the limit", content_type);
  const std::string delimiter = "\r\n--" + *boundary;
  for (const auto& p : parts) {
    if (p.content_type.empty()) fail("part without a content type", p.name);
    const char* begin = p.data.data();
    if (begin < body.data() || begin + p.data.size() > body.data() + body.size()) fail("part data outside the body", p.name);
    const size_t end = static_cast<size_t>(begin - body.data()) + p.data.size();
    if (body.substr(end, delimiter.size()) != delimiter) fail("part data not followed by the delimiter", p.name);
    if (find_part(parts, p.name) == nullptr) fail("find_part misses a part", p.name);
    check_media(p.data, content_type);
  }
}

void check_media(std::string_view bytes, std::string_view range_header) {
  (void)qsr::upload::sniff_image(bytes);
  if (auto video = qsr::upload::sniff_video(bytes)) {
    if (video->duration_ms < 0) fail("a negative video length", bytes.substr(0, 64));
    if (bytes.substr(4, 4) != "ftyp") fail("a video that does not start with ftyp", bytes.substr(0, 64));
    if (!qsr::upload::is_video(video->format)) fail("a video sniffed as a picture", bytes.substr(0, 64));
  }
  const auto range = parse_byte_range(range_header, bytes.size());
  if (range.kind == ByteRange::Kind::part && (range.first > range.last || range.last >= bytes.size())) {
    fail("a byte range outside the body", range_header);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const size_t nl = text.find('\n');
  if (nl == std::string_view::npos) {
    (void)multipart_boundary(text);
    return 0;
  }
  const std::string_view content_type = text.substr(0, nl);
  const std::string_view body = text.substr(nl + 1);
  check_media(body, content_type);  // the whole body as an upload's bytes too
  check(body, content_type, MultipartLimits{});
  check(body, content_type, MultipartLimits{.max_parts = 2, .max_header_bytes = 64});
  return 0;
}
