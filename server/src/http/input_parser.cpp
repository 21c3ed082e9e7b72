#include "http/input_parser.h"

#include <cctype>
#include <cmath>

#include <boost/json.hpp>

#include "core/validators.h"

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
  // Path parameters reach the database and the access log: the same text rule as every field.
  if (!acceptable_text(*decoded, false)) return false;
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

bool acceptable_text(std::string_view text, bool allow_line_breaks) {
  if (!validators::valid_utf8(text)) return false;
  // Well-formed UTF-8 from here on, so a control character is a single byte (C0, DEL) or 0xC2
  // followed by 0x80..0x9F (C1); 0xC2 is always a lead byte here.
  for (size_t i = 0; i < text.size(); ++i) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b == '\t') continue;
    if (b == '\n' || b == '\r') {
      if (!allow_line_breaks) return false;
      continue;
    }
    if (b < 0x20 || b == 0x7F) return false;
    if (b == 0xC2 && static_cast<unsigned char>(text[i + 1]) <= 0x9F) return false;
  }
  return true;
}

namespace {

// True when `ok_leaf` holds for every scalar in the tree and `ok_key` for every object key.
template <typename LeafOk, typename KeyOk>
bool whole_tree(const boost::json::value& v, const LeafOk& ok_leaf, const KeyOk& ok_key) {
  if (const auto* array = v.if_array()) {
    for (const auto& item : *array) {
      if (!whole_tree(item, ok_leaf, ok_key)) return false;
    }
    return true;
  }
  if (const auto* object = v.if_object()) {
    for (const auto& [key, item] : *object) {
      if (!ok_key(key) || !whole_tree(item, ok_leaf, ok_key)) return false;
    }
    return true;
  }
  return ok_leaf(v);
}

bool acceptable_value(const boost::json::value& v) {
  return whole_tree(
      v,
      [](const boost::json::value& leaf) {
        const auto* s = leaf.if_string();
        return !s || acceptable_text(std::string_view(s->data(), s->size()), true);
      },
      [](std::string_view key) { return acceptable_text(key, false); });
}

// A field's name as it may appear in the message: itself when printable and short.
std::string display_name(std::string_view key) {
  if (key.size() <= 64 && acceptable_text(key, false)) return std::string(key);
  return "?";
}

}  // namespace

std::optional<std::string> first_unacceptable_field(const boost::json::object& input) {
  for (const auto& [key, value] : input) {
    if (!acceptable_text(key, false) || !acceptable_value(value)) return display_name(key);
  }
  return std::nullopt;
}

std::optional<std::string> first_unacceptable_header(const Request& req) {
  for (const auto& [name, value] : req.headers) {
    if (!acceptable_text(value, false)) return display_name(name);
  }
  return std::nullopt;
}

namespace {

bool finite_numbers(const boost::json::value& v) {
  return whole_tree(
      v, [](const boost::json::value& leaf) { return !leaf.is_double() || std::isfinite(leaf.get_double()); },
      [](std::string_view) { return true; });
}

}  // namespace

std::optional<std::string> first_non_finite_number(const boost::json::object& input) {
  for (const auto& [key, value] : input) {
    if (!finite_numbers(value)) return display_name(key);
  }
  return std::nullopt;
}

std::optional<AppError> refuse_unacceptable_input(const Request& req) {
  if (auto name = first_unacceptable_header(req)) return AppError::bad_request("bad_header_text", {std::move(*name)});
  if (auto name = first_unacceptable_field(req.input)) return AppError::bad_request("bad_text", {std::move(*name)});
  if (auto name = first_non_finite_number(req.input)) return AppError::invalid(std::move(*name));
  return std::nullopt;
}

}  // namespace qsr::http
