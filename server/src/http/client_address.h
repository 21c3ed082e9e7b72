// The client's address behind a balancer. The TCP peer is the client unless it is one of the
// configured trusted proxies (QSR_TRUSTED_PROXIES: addresses and CIDR blocks); then the client is
// read from X-Forwarded-For, right to left past every trusted hop, because only what our own
// proxies appended can be believed: a client may send any X-Forwarded-For it likes, and a
// balancer appends the peer it saw after it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/asio/ip/address.hpp>

namespace qsr::http {

class TrustedProxies {
 public:
  // "10.0.0.0/8, 127.0.0.1 ::1" (commas or spaces). Throws std::invalid_argument naming the bad
  // entry.
  static TrustedProxies parse(std::string_view list);

  bool empty() const { return blocks_.empty(); }
  bool contains(const boost::asio::ip::address& a) const;
  // The client's address for a request from `peer` carrying `forwarded_for` (the header's lines
  // joined by commas; empty when absent). A malformed entry ends the walk at the last address
  // that could be trusted, so garbage never becomes the client's address.
  std::string client_address(const std::string& peer, std::string_view forwarded_for) const;

 private:
  struct Block {
    boost::asio::ip::address base;
    unsigned prefix = 0;
  };
  std::vector<Block> blocks_;
};

}  // namespace qsr::http
