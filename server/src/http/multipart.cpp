#include "http/multipart.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace qsr::http {
namespace {

using Params = std::vector<std::pair<std::string, std::string>>;

bool is_tchar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}
// Control characters other than HTAB may not appear in a header line.
bool is_ctl(char c) { return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim_ows(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string_view take_token(std::string_view& s) {
  size_t n = 0;
  while (n < s.size() && is_tchar(s[n])) ++n;
  auto token = s.substr(0, n);
  s.remove_prefix(n);
  return token;
}

// A quoted-string (RFC 9110 §5.6.4) at the start of `s`, unescaped; nullopt when malformed.
std::optional<std::string> take_quoted(std::string_view& s) {
  if (s.empty() || s.front() != '"') return std::nullopt;
  std::string out;
  for (size_t i = 1; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"') {
      s.remove_prefix(i + 1);
      return out;
    }
    if (c == '\\') {
      if (++i == s.size()) return std::nullopt;
      c = s[i];
    }
    if (is_ctl(c)) return std::nullopt;
    out += c;
  }
  return std::nullopt;
}

// `value` = `type *( OWS ";" OWS name "=" ( token / quoted-string ) )`. Names come back lower
// case; a repeated name is malformed (which one would we believe?).
bool split_header_value(std::string_view value, std::string& type, Params& params) {
  std::string_view s = trim_ows(value);
  type = lower(take_token(s));
  if (!s.empty() && s.front() == '/') {  // a media type: "multipart/form-data"
    s.remove_prefix(1);
    auto subtype = take_token(s);
    if (subtype.empty()) return false;
    type += "/" + lower(subtype);
  }
  if (type.empty()) return false;
  for (;;) {
    s = trim_ows(s);
    if (s.empty()) return true;
    if (s.front() != ';') return false;
    s = trim_ows(s.substr(1));
    std::string name = lower(take_token(s));
    if (name.empty() || s.empty() || s.front() != '=') return false;
    s.remove_prefix(1);
    std::string v;
    if (!s.empty() && s.front() == '"') {
      auto quoted = take_quoted(s);
      if (!quoted) return false;
      v = std::move(*quoted);
    } else {
      v = std::string(take_token(s));
      if (v.empty()) return false;
    }
    bool repeated = std::any_of(params.begin(), params.end(), [&](const auto& p) { return p.first == name; });
    if (repeated) return false;
    params.emplace_back(std::move(name), std::move(v));
  }
}

const std::string* param(const Params& params, std::string_view name) {
  for (const auto& [k, v] : params) {
    if (k == name) return &v;
  }
  return nullptr;
}

// RFC 2046 §5.1.1: 1 to 70 of these characters, not ending in a space.
bool valid_boundary(std::string_view b) {
  static constexpr std::string_view kExtra = "'()+_,-./:=? ";
  if (b.empty() || b.size() > 70 || b.back() == ' ') return false;
  return std::all_of(b.begin(), b.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || kExtra.find(c) != std::string_view::npos;
  });
}

struct HeaderField {
  std::string name;  // lower case
  std::string_view value;
};

// Splits a part's header section (without its final CRLF CRLF) into fields, checking only the
// syntax: every line "name: value", no folding, no control characters.
bool split_header_lines(std::string_view headers, std::vector<HeaderField>& fields) {
  while (!headers.empty()) {
    size_t eol = headers.find("\r\n");
    std::string_view line = headers.substr(0, eol);
    headers = eol == std::string_view::npos ? std::string_view{} : headers.substr(eol + 2);
    if (line.empty() || line.front() == ' ' || line.front() == '\t') return false;  // obsolete folding
    if (std::any_of(line.begin(), line.end(), is_ctl)) return false;
    std::string name = lower(take_token(line));
    if (name.empty() || line.empty() || line.front() != ':') return false;
    fields.push_back({std::move(name), trim_ows(line.substr(1))});
  }
  return true;
}

// Reads the fields a form part is made of into `part`.
MultipartError read_part_headers(std::string_view headers, MultipartPart& part) {
  std::vector<HeaderField> fields;
  if (!split_header_lines(headers, fields)) return MultipartError::bad_headers;
  bool has_disposition = false, has_type = false;
  for (const auto& [name, value] : fields) {
    if (name == "content-disposition") {
      std::string type;
      Params params;
      if (has_disposition || !split_header_value(value, type, params) || type != "form-data") {
        return MultipartError::bad_disposition;
      }
      const std::string* field = param(params, "name");
      if (!field) return MultipartError::bad_disposition;
      part.name = *field;
      if (const std::string* file = param(params, "filename")) part.filename = *file;
      has_disposition = true;
    } else if (name == "content-type") {
      if (has_type || value.empty()) return MultipartError::bad_headers;
      part.content_type = std::string(value);
      has_type = true;
    }
    // RFC 7578 §4.8: any other header field is ignored.
  }
  if (!has_disposition) return MultipartError::bad_disposition;
  if (!has_type) part.content_type = "text/plain";
  return MultipartError::none;
}

// "Multipart/Form-Data ; boundary=..." -> "multipart/form-data": the type without parameters.
std::string media_type(std::string_view content_type) {
  return lower(trim_ows(content_type.substr(0, content_type.find(';'))));
}

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type) {
  std::string type;
  Params params;
  if (!split_header_value(content_type, type, params) || type != "multipart/form-data") return std::nullopt;
  const std::string* boundary = param(params, "boundary");
  if (!boundary || !valid_boundary(*boundary)) return std::nullopt;
  return *boundary;
}

MultipartError parse_multipart(std::string_view body, std::string_view content_type,
                               std::vector<MultipartPart>& out, const MultipartLimits& limits) {
  out.clear();
  if (media_type(content_type) != "multipart/form-data") return MultipartError::not_multipart;
  auto boundary = multipart_boundary(content_type);
  if (!boundary) return MultipartError::bad_boundary;
  const std::string dash_boundary = "--" + *boundary;
  const std::string delimiter = "\r\n" + dash_boundary;

  // The body starts with the first boundary, or with a preamble (ignored) and a CRLF before it.
  size_t pos;
  if (body.substr(0, dash_boundary.size()) == dash_boundary) {
    pos = dash_boundary.size();
  } else {
    size_t first = body.find(delimiter);
    if (first == std::string_view::npos) return MultipartError::no_opening_delimiter;
    pos = first + delimiter.size();
  }

  for (;;) {
    // Just after a boundary: "--" closes the body (the epilogue is ignored), CRLF opens a part.
    if (pos >= body.size()) return MultipartError::no_closing_delimiter;
    if (body.substr(pos, 2) == "--") return MultipartError::none;
    while (pos < body.size() && (body[pos] == ' ' || body[pos] == '\t')) ++pos;  // transport padding
    if (body.substr(pos, 2) != "\r\n") return MultipartError::bad_delimiter;
    pos += 2;
    if (out.size() == limits.max_parts) return MultipartError::too_many_parts;

    size_t end = body.find(delimiter, pos);
    if (end == std::string_view::npos) return MultipartError::no_closing_delimiter;
    std::string_view whole = body.substr(pos, end - pos);
    size_t blank = whole.substr(0, 2) == "\r\n" ? 0 : whole.find("\r\n\r\n");
    if (blank == std::string_view::npos) {
      return whole.size() > limits.max_header_bytes ? MultipartError::headers_too_large : MultipartError::bad_headers;
    }
    if (blank > limits.max_header_bytes) return MultipartError::headers_too_large;

    MultipartPart part;
    if (auto err = read_part_headers(whole.substr(0, blank), part); err != MultipartError::none) return err;
    part.data = whole.substr(blank == 0 ? 2 : blank + 4);
    out.push_back(std::move(part));
    pos = end + delimiter.size();
  }
}

const MultipartPart* find_part(const std::vector<MultipartPart>& parts, std::string_view name) {
  for (const auto& p : parts) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

}  // namespace qsr::http
