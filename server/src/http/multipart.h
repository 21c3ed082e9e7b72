// A strict multipart/form-data parser (RFC 7578 on RFC 2046) for a whole request body already in
// memory. Strict because its input comes from anyone: a body that is not exactly well formed is
// refused rather than guessed at, and the limits bound the work one request can cause.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qsr::http {

struct MultipartPart {
  std::string name;                     // Content-Disposition name
  std::optional<std::string> filename;  // Content-Disposition filename, as sent (not trusted)
  std::string content_type;             // as sent; "text/plain" when absent (RFC 7578 §4.4)
  std::string_view data;                // points into the body passed to parse_multipart
};

struct MultipartLimits {
  size_t max_parts = 20;
  size_t max_header_bytes = 8 * 1024;  // one part's header section
};

enum class MultipartError {
  none,
  not_multipart,         // Content-Type is not multipart/form-data
  bad_boundary,          // boundary parameter missing, empty, too long or with bad characters
  no_opening_delimiter,  // the body never starts a part
  no_closing_delimiter,  // the body ends without "--boundary--"
  bad_delimiter,         // a delimiter line followed by something other than CRLF or "--"
  bad_headers,           // no CRLF CRLF, a line without a colon, folding, control characters
  headers_too_large,
  bad_disposition,       // Content-Disposition missing, not form-data, or without a name
  too_many_parts,
};

// The boundary parameter of a multipart/form-data Content-Type (quoted or not), or nullopt.
std::optional<std::string> multipart_boundary(std::string_view content_type);

// Parses `body`; on success `out` holds the parts in order. `out` is unspecified on an error.
MultipartError parse_multipart(std::string_view body, std::string_view content_type,
                               std::vector<MultipartPart>& out, const MultipartLimits& limits = {});

// The first part named `name`, or nullptr.
const MultipartPart* find_part(const std::vector<MultipartPart>& parts, std::string_view name);

}  // namespace qsr::http
