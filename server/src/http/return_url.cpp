#include "http/return_url.h"

#include <boost/url/parse.hpp>

#include "http/header_values.h"

namespace qsr::http {

std::optional<std::string> same_origin_path(std::string_view text) {
  if (text.empty() || text.size() > kMaxReturnUrl || !header_value_is_safe(text)) return std::nullopt;
  // The grammar of a request target: "/" path ["?" query], with no raw \, space or control byte.
  auto parsed = boost::urls::parse_origin_form(text);
  if (!parsed) return std::nullopt;
  // "//host/..." is a valid origin-form path, but a browser reads it as another host.
  if (text.size() > 1 && (text[1] == '/' || text[1] == '\\')) return std::nullopt;
  return std::string(text);
}

}  // namespace qsr::http
