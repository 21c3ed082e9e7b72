#include "http/input_parser.h"

#include <cctype>

#include <boost/json.hpp>

namespace qsr::http {
namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool starts_with_ci(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i]) return false;
  }
  return true;
}

}  // namespace

std::optional<std::string> percent_decode(std::string_view s, bool plus_is_space) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '%') {
      if (i + 2 >= s.size()) return std::nullopt;
      int hi = hex_value(s[i + 1]), lo = hex_value(s[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else if (c == '+' && plus_is_space) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

bool parse_form(std::string_view text, boost::json::object& out) {
  while (!text.empty()) {
    size_t amp = text.find('&');
    std::string_view pair = text.substr(0, amp);
    text = amp == std::string_view::npos ? std::string_view{} : text.substr(amp + 1);
    if (pair.empty()) continue;
    size_t eq = pair.find('=');
    auto key = percent_decode(pair.substr(0, eq), true);
    auto value = percent_decode(eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1), true);
    if (!key || !value) return false;
    if (key->empty()) continue;
    out[*key] = *value;
  }
  return true;
}

bool split_target(std::string_view target, std::string& path, std::string_view& query) {
  size_t q = target.find('?');
  std::string_view raw_path = target.substr(0, q);
  query = q == std::string_view::npos ? std::string_view{} : target.substr(q + 1);
  if (size_t hash = query.find('#'); hash != std::string_view::npos) query = query.substr(0, hash);
  if (raw_path.empty() || raw_path.front() != '/') return false;
  auto decoded = percent_decode(raw_path, false);
  if (!decoded) return false;
  // Refuse NUL, backslashes and any ".." segment: nothing may climb out of a served folder.
  if (decoded->find('\0') != std::string::npos || decoded->find('\\') != std::string::npos) return false;
  size_t i = 0;
  while (i < decoded->size()) {
    size_t j = decoded->find('/', i + 1);
    if (j == std::string::npos) j = decoded->size();
    std::string_view segment = std::string_view(*decoded).substr(i + 1, j - i - 1);
    if (segment == "..") return false;
    i = j;
  }
  path = std::move(*decoded);
  return true;
}

BodyError merge_body(std::string_view content_type, std::string_view body, boost::json::object& out) {
  if (body.empty()) return BodyError::none;
  if (starts_with_ci(content_type, "application/json") || (content_type.empty() && body.front() == '{')) {
    boost::system::error_code ec;
    boost::json::value v = boost::json::parse(body, ec);
    if (ec) return BodyError::bad_json;
    if (v.is_object()) {
      for (auto& [k, val] : v.as_object()) out[k] = val;
    } else if (!v.is_array()) {
      return BodyError::bad_json;
    }
    return BodyError::none;
  }
  if (starts_with_ci(content_type, "application/x-www-form-urlencoded")) {
    return parse_form(body, out) ? BodyError::none : BodyError::bad_form;
  }
  return BodyError::none;
}

}  // namespace qsr::http
