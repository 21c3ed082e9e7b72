// application/x-www-form-urlencoded and query strings for calls we make: every byte but the
// unreserved ones (RFC 3986 §2.3) is percent-encoded, so '+', '&' and '=' inside a value (a
// client secret, a code) arrive as they were.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace qsr::http {

using FormFields = std::vector<std::pair<std::string, std::string>>;

std::string percent_encode(const std::string& text);
std::string form_encode(const FormFields& fields);
// `base` with the fields appended as its query ('?' or '&' as it needs).
std::string with_query(const std::string& base, const FormFields& fields);

}  // namespace qsr::http
