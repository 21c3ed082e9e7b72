#include "modules/upload/upload_names.h"

#include <algorithm>

#include "core/crypto.h"

namespace qsr::upload {
namespace {

bool is_base64url(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

}  // namespace

std::string new_upload_name(MediaFormat format) {
  return crypto::random_token(kNameRandomBytes) + "." + std::string(extension_of(format));
}

namespace {
constexpr std::string_view kUrlPrefix = "/uploads/";
}  // namespace

std::string upload_url(std::string_view name) { return std::string(kUrlPrefix) + std::string(name); }

std::string upload_name_of(std::string_view ref) {
  return std::string(ref.substr(0, kUrlPrefix.size()) == kUrlPrefix ? ref.substr(kUrlPrefix.size()) : ref);
}

std::optional<MediaFormat> parse_upload_name(std::string_view name) {
  if (name.size() <= kNameTokenChars || name[kNameTokenChars] != '.') return std::nullopt;
  std::string_view token = name.substr(0, kNameTokenChars);
  if (!std::all_of(token.begin(), token.end(), is_base64url)) return std::nullopt;
  return format_for_extension(name.substr(kNameTokenChars + 1));
}

}  // namespace qsr::upload
