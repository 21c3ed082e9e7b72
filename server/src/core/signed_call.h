// The sandboxes' signature on a server-to-server call (the card gateway's notify, the invoice
// provider's callback): hex HMAC-SHA256 over "timestamp.body" with a shared secret, and the
// timestamp (epoch ms) within 10 minutes of now, so a captured call cannot be replayed later.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace qsr::signed_call {

inline constexpr int64_t kMaxAgeMs = 10 * 60 * 1000;

std::string sign(std::string_view secret, std::string_view timestamp, std::string_view body);
// The signature matches (compared in constant time) and the timestamp is a fresh number.
bool genuine(std::string_view secret, std::string_view timestamp, std::string_view signature, std::string_view body, int64_t now_ms);

}  // namespace qsr::signed_call
