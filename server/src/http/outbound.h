// An HTTP/1.1 client for calls the server makes to others (SMS gateway, payment gateway
// notifications, identity providers). http:// and https://; over TLS (1.2 or later) the peer's
// certificate must chain to the system's store (or the extra CA file) and name the host.
//
// Every call has real deadlines: to connect, for each read or write, and for the whole exchange.
// A peer that accepts and never answers costs at most `total`. The call blocks its caller, so it
// belongs on the background workers (core/background.h), never on a thread that serves requests.
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

struct Deadlines {
  std::chrono::milliseconds connect{2000};
  std::chrono::milliseconds io{5000};     // each write or read of the exchange
  std::chrono::milliseconds total{8000};  // the whole call, name lookup included
};

// Sends one request; nullopt when the peer cannot be reached, answers garbage, or misses a deadline.
std::optional<OutboundResponse> send_request(const std::string& method, const std::string& url, const std::string& body,
                                             const std::map<std::string, std::string>& headers, Deadlines deadlines = {});

// Trusts the certificates in this PEM file as well as the system's (QSR_OUTBOUND_CA_FILE: a
// private CA, or a test's own). Empty: the system's store only.
void set_outbound_ca_file(const std::string& path);

// The server is stopping: calls under way give up within about 50 ms and new ones fail at once,
// so a gateway that hangs cannot hold up SIGTERM. (Work they were doing stays claimed in the
// database until its lease ends and is retried then, here or on another instance.)
void stop_outbound_calls();

}  // namespace qsr::http
