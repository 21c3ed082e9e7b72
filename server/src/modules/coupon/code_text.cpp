#include "modules/coupon/code_text.h"

#include <algorithm>
#include <cctype>

#include "core/crypto.h"

namespace qsr::coupon {

std::optional<std::string> normalized_code(std::string_view typed) {
  std::string code;
  for (char ch : typed) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isspace(c)) continue;
    if (!std::isalnum(c) || c >= 0x80) return std::nullopt;
    code += static_cast<char>(std::toupper(c));
    if (code.size() > kCodeMaxLength) return std::nullopt;
  }
  if (code.empty()) return std::nullopt;
  return code;
}

std::string activity_code_hash(const std::string& normalized) { return crypto::sha256_hex("coupon-activity:" + normalized); }

}  // namespace qsr::coupon
