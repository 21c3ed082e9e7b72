// One byte range of a Range header (RFC 9110 §14), as browsers send for video: Safari plays a
// video only from a server that answers "bytes=0-1" with 206. Several ranges in one header are
// answered with the whole body (allowed: a server may ignore Range).
#pragma once

#include <cstddef>
#include <string_view>

namespace qsr::http {

struct ByteRange {
  enum class Kind { whole, part, unsatisfiable };
  Kind kind = Kind::whole;
  size_t first = 0, last = 0;  // inclusive, for `part`
};

// `header` as received ("" when absent), `size` the body's length.
ByteRange parse_byte_range(std::string_view header, size_t size);

}  // namespace qsr::http
