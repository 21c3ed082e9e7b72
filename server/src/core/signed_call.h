// The sandboxes' signature on a server-to-server call (the card gateway's notify, the invoice
// provider's callback): hex HMAC-SHA256 over "timestamp.body" with a shared secret, and the
// timestamp (epoch ms) within 10 minutes of now, so a captured call cannot be replayed later.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

namespace qsr::signed_call {

inline constexpr int64_t kMaxAgeMs = 10 * 60 * 1000;

std::string sign(std::string_view secret, std::string_view timestamp, std::string_view body);
// The signature matches (compared in constant time) and the timestamp is a fresh number.
bool genuine(std::string_view secret, std::string_view timestamp, std::string_view signature, std::string_view body, int64_t now_ms);
// The call's JSON object when the call is genuine; nullopt for a bad signature, a stale time or a
// body that is not an object.
std::optional<boost::json::object> opened(std::string_view secret, std::string_view timestamp, std::string_view signature,
                                          std::string_view body, int64_t now_ms);

}  // namespace qsr::signed_call
