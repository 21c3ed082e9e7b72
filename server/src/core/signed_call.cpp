#include "core/signed_call.h"

#include <charconv>
#include <cstdlib>

#include <boost/json.hpp>

#include "core/crypto.h"

namespace qsr::signed_call {

std::string sign(std::string_view secret, std::string_view timestamp, std::string_view body) {
  std::string message;
  message.reserve(timestamp.size() + 1 + body.size());
  message.append(timestamp).append(".").append(body);
  return crypto::hmac_sha256_hex(secret, message);
}

bool genuine(std::string_view secret, std::string_view timestamp, std::string_view signature, std::string_view body, int64_t now_ms) {
  if (timestamp.empty() || signature.empty() || timestamp.size() > 20) return false;
  if (!crypto::equal_constant_time(signature, sign(secret, timestamp, body))) return false;
  int64_t at = 0;
  const auto [end, ec] = std::from_chars(timestamp.data(), timestamp.data() + timestamp.size(), at);
  if (ec != std::errc() || end != timestamp.data() + timestamp.size()) return false;
  return std::llabs(now_ms - at) <= kMaxAgeMs;
}

std::optional<boost::json::object> opened(std::string_view secret, std::string_view timestamp, std::string_view signature,
                                          std::string_view body, int64_t now_ms) {
  if (!genuine(secret, timestamp, signature, body, now_ms)) return std::nullopt;
  boost::system::error_code ec;
  auto v = boost::json::parse(body, ec);
  if (ec || !v.is_object()) return std::nullopt;
  return std::move(v.as_object());
}

}  // namespace qsr::signed_call
