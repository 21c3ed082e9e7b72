// Reads a request's query string and body (JSON or form-urlencoded) into Request::input.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

namespace qsr::http {

// Percent-decodes (and '+' -> ' ' when `plus_is_space`). nullopt on a malformed escape.
std::optional<std::string> percent_decode(std::string_view s, bool plus_is_space);

// Parses "a=1&b=x+y" into `out` (later keys win). False on a malformed escape.
bool parse_form(std::string_view text, boost::json::object& out);

// Splits a request target into its decoded path and raw query. False when the path cannot be
// decoded or climbs out of the root ("..").
bool split_target(std::string_view target, std::string& path, std::string_view& query);

enum class BodyError { none, bad_json, bad_form };
// Merges the body into `out` by Content-Type: JSON objects field by field, forms as strings.
// Other content types are left for the handler to read from Request::body.
BodyError merge_body(std::string_view content_type, std::string_view body, boost::json::object& out);

}  // namespace qsr::http
