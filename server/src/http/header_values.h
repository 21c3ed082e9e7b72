// Every header the server writes passes here: a value with a line break could end the header
// early and let whoever chose it add headers of their own (a Set-Cookie, a second Location).
#pragma once

#include <string_view>

namespace qsr::http {

// True when the text has no control character but tab (so no CR, LF or NUL) and no DEL.
constexpr bool header_value_is_safe(std::string_view text) {
  for (unsigned char c : text) {
    if ((c < 0x20 && c != '\t') || c == 0x7f) return false;
  }
  return true;
}

}  // namespace qsr::http
