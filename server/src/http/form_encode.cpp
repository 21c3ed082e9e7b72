#include "http/form_encode.h"

#include <cctype>

namespace qsr::http {

std::string percent_encode(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size());
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

std::string form_encode(const FormFields& fields) {
  std::string out;
  for (const auto& [k, v] : fields) {
    if (!out.empty()) out += '&';
    out += percent_encode(k) + "=" + percent_encode(v);
  }
  return out;
}

std::string with_query(const std::string& base, const FormFields& fields) {
  if (fields.empty()) return base;
  return base + (base.find('?') == std::string::npos ? "?" : "&") + form_encode(fields);
}

}  // namespace qsr::http
