// The input parser alone (server/src/http/input_parser.*): percent-decoding, forms and query
// strings, request targets, JSON and form bodies merged into Request::input, and the text rule.
//
// Input: the first byte picks what the rest is (see Mode); seeds in corpus/input_parser/.
// Checks beyond "no crash, no sanitizer report":
// - percent-decoding never grows the text;
// - an accepted target has a path starting with '/', with no NUL, backslash or ".." segment, and
//   only acceptable text;
// - input that passes the text rule (and holds no number past a double's range) serializes to JSON that parses back to the same value, and
//   every field can be read through Request's typed accessors (AppError is the only failure);
// - a form or query field that passes the text rule is valid UTF-8.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <boost/json.hpp>

#include "core/validators.h"
#include "http/input_parser.h"

using namespace qsr;
using namespace qsr::http;

namespace {

enum Mode : uint8_t { query = 0, json_body = 1, form_body = 2, target = 3, decode = 4, any_type = 5, kModes = 6 };

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_input_parser: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

// Equal but for the last bits of doubles (Boost.JSON 1.81 parses numbers quickly, not exactly).
bool same(const boost::json::value& a, const boost::json::value& b) {
  if (a.is_double() || b.is_double()) {
    if (!a.is_number() || !b.is_number()) return false;
    const double x = a.to_number<double>(), y = b.to_number<double>();
    if (!std::isfinite(x) || !std::isfinite(y)) return std::isfinite(x) == std::isfinite(y);
    return std::fabs(x - y) <= 1e-12 * std::max(std::fabs(x), std::fabs(y));
  }
  if (a.kind() != b.kind()) return false;
  if (a.is_array()) {
    const auto &x = a.get_array(), &y = b.get_array();
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i) {
      if (!same(x[i], y[i])) return false;
    }
    return true;
  }
  if (a.is_object()) {
    const auto &x = a.get_object(), &y = b.get_object();
    if (x.size() != y.size()) return false;
    for (const auto& [k, v] : x) {
      const auto* w = y.if_contains(k);
      if (!w || !same(v, *w)) return false;
    }
    return true;
  }
  return a == b;
}

void check_input(const boost::json::object& input) {
  {
    Request gate;
    gate.input = input;
    if (refuse_unacceptable_input(gate)) return;  // refused with 400, as Dispatcher::prepare does
  }
  const std::string text = boost::json::serialize(input);
  boost::system::error_code ec;
  const auto back = boost::json::parse(text, ec);
  if (ec) fail("accepted input does not serialize to valid JSON", text);
  if (!same(back, boost::json::value(input))) fail("accepted input does not round-trip through JSON", text);
  Request req;
  req.input = input;
  for (const auto& [key, value] : input) {
    const std::string name(key);
    if (!validators::valid_utf8(name)) fail("accepted key is not UTF-8", name);
    try { (void)req.opt_str(name); } catch (const AppError&) {}
    try { (void)req.opt_int(name); } catch (const AppError&) {}
    try { (void)req.opt_double(name); } catch (const AppError&) {}
    try { (void)req.flag(name); } catch (const AppError&) {}
    try { (void)json_id(value, name); } catch (const AppError&) {}
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const auto mode = static_cast<Mode>(data[0] % kModes);
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  boost::json::object input;
  switch (mode) {
    case query:
      if (parse_form(text, input)) check_input(input);
      break;
    case json_body:
      if (merge_body("application/json; charset=utf-8", text, input) == BodyError::none) check_input(input);
      break;
    case form_body:
      if (merge_body("application/x-www-form-urlencoded", text, input) == BodyError::none) check_input(input);
      break;
    case any_type: {
      // "<content type>\n<body>": whatever a client may claim.
      const size_t nl = text.find('\n');
      const std::string_view type = text.substr(0, nl);
      const std::string_view body = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
      if (merge_body(type, body, input) == BodyError::none) check_input(input);
      break;
    }
    case target: {
      std::string path;
      std::string_view q;
      if (split_target(text, path, q)) {
        if (path.empty() || path.front() != '/') fail("accepted path does not start with '/'", path);
        if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos) fail("accepted path holds NUL or '\\'", path);
        if (!acceptable_text(path, false)) fail("accepted path is not acceptable text", path);
        for (size_t i = 0; i < path.size();) {
          size_t j = path.find('/', i + 1);
          if (j == std::string::npos) j = path.size();
          if (path.substr(i + 1, j - i - 1) == "..") fail("accepted path climbs with '..'", path);
          i = j;
        }
        if (!q.empty() && (q.data() < text.data() || q.data() + q.size() > text.data() + text.size())) fail("query outside the target", path);
        if (parse_form(q, input)) check_input(input);
      }
      break;
    }
    case decode:
    default:
      for (bool plus : {false, true}) {
        if (auto out = percent_decode(text, plus); out && out->size() > text.size()) fail("decoding grew the text", text);
      }
      break;
  }
  return 0;
}
