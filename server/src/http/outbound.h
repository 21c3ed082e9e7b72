// A blocking HTTP/1.1 client for calls the server makes to others (SMS gateway, payment
// gateway notifications). Plain http:// only; TLS belongs in front (a local relay or sidecar).
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>

namespace qsr::http {

struct OutboundResponse {
  int status = 0;
  std::string body;
};

// Sends one request; nullopt when the peer cannot be reached or does not answer in time.
std::optional<OutboundResponse> send_request(const std::string& method, const std::string& url,
                                             const std::string& body, const std::map<std::string, std::string>& headers,
                                             std::chrono::milliseconds timeout = std::chrono::seconds(10));

}  // namespace qsr::http
