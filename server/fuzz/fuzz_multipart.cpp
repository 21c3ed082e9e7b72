// The multipart/form-data parser (server/src/http/multipart.*), as the upload routes call it.
//
// Input: "<Content-Type value>\n<body>"; seeds in corpus/multipart/.
// Checks beyond "no crash, no sanitizer report":
// - a body is accepted only under a multipart/form-data type with a boundary multipart_boundary
//   also accepts;
// - an accepted body has at most max_parts parts, each with a name, a content type, and data
//   that lies inside the body and is followed there by "\r\n--<boundary>";
// - with tighter limits the parser never accepts more parts than the limit allows.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "http/multipart.h"

using namespace qsr::http;

namespace {

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_multipart: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

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
  check(body, content_type, MultipartLimits{});
  check(body, content_type, MultipartLimits{.max_parts = 2, .max_header_bytes = 64});
  return 0;
}
