// Reads a request's query string and body (JSON or form-urlencoded) into Request::input.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

#include "core/app_error.h"
#include "http/request.h"

namespace qsr::http {

// Percent-decodes (and '+' -> ' ' when `plus_is_space`). nullopt on a malformed escape.
std::optional<std::string> percent_decode(std::string_view s, bool plus_is_space);

// Parses "a=1&b=x+y" into `out` (later keys win). False on a malformed escape.
bool parse_form(std::string_view text, boost::json::object& out);

// Splits a request target into its decoded path and raw query. False when the path cannot be
// decoded, climbs out of the root (".."), or is not acceptable single-line text (below).
bool split_target(std::string_view target, std::string& path, std::string_view& query);

enum class BodyError { none, bad_json, bad_form };
// Merges the body into `out` by Content-Type: JSON objects field by field, forms as strings.
// Other content types are left for the handler to read from Request::body.
BodyError merge_body(std::string_view content_type, std::string_view body, boost::json::object& out);

// ---- Text every client sends (query, body fields, header values) ----
//
// Acceptable text is well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF)
// without control characters: no NUL or other C0 character, no DEL, no C1 character (U+0080 to
// U+009F). Tab is allowed everywhere; line breaks (LF and CR, as a textarea sends CRLF) only where
// `allow_line_breaks` says so. Bytes that are not UTF-8 would be refused by PostgreSQL (500) and
// stored as they are by SQLite (then every JSON answer holding them is invalid); NUL cuts text
// short in both.
bool acceptable_text(std::string_view text, bool allow_line_breaks);

// Query and body fields may hold line breaks (notes, remarks, addresses); keys may not. Checks
// every key and every string at any depth of `input`; the name of the first offending top-level
// field (or a placeholder when the key itself is not printable), or nullopt.
std::optional<std::string> first_unacceptable_field(const boost::json::object& input);
// Every header value, not only those read today (several are stored: Idempotency-Key,
// User-Agent); they hold no line break (Beast refuses CR and LF in them already). The lower-case
// name of the first offending header, or nullopt.
std::optional<std::string> first_unacceptable_header(const Request& req);

// A JSON number past the range of a double (1e999) is read by Boost.JSON as infinity, which no
// answer can carry back (it would serialize as invalid JSON) and no distance or price can use.
// The name of the first top-level field holding one at any depth, or nullopt.
std::optional<std::string> first_non_finite_number(const boost::json::object& input);

// The 400 answer for a request whose header values, query or body fields are not acceptable text
// ("bad_header_text" / "bad_text" naming the field) or hold a non-finite number ("param_invalid"),
// or nullopt. Run after parse_input.
std::optional<AppError> refuse_unacceptable_input(const Request& req);

}  // namespace qsr::http
