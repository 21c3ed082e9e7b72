#include "http/client_address.h"

#include <charconv>
#include <stdexcept>

namespace qsr::http {
namespace ip = boost::asio::ip;

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::optional<ip::address> address_of(std::string_view text) {
  boost::system::error_code ec;
  auto a = ip::make_address(std::string(text), ec);
  if (ec) return std::nullopt;
  // An IPv4 client seen through an IPv6 socket (::ffff:1.2.3.4) is that IPv4 client.
  if (a.is_v6() && a.to_v6().is_v4_mapped()) return ip::make_address_v4(ip::v4_mapped, a.to_v6());
  return a;
}

// Whether the first `prefix` bits of two addresses of one family agree.
bool same_prefix(const ip::address& a, const ip::address& b, unsigned prefix) {
  if (a.is_v4() != b.is_v4()) return false;
  auto bytes = [](const ip::address& x) {
    std::vector<unsigned char> out;
    if (x.is_v4()) {
      auto b4 = x.to_v4().to_bytes();
      out.assign(b4.begin(), b4.end());
    } else {
      auto b6 = x.to_v6().to_bytes();
      out.assign(b6.begin(), b6.end());
    }
    return out;
  };
  const auto x = bytes(a), y = bytes(b);
  for (unsigned bit = 0; bit < prefix; ++bit) {
    const unsigned mask = 0x80u >> (bit % 8);
    if ((x[bit / 8] & mask) != (y[bit / 8] & mask)) return false;
  }
  return true;
}

}  // namespace

TrustedProxies TrustedProxies::parse(std::string_view list) {
  TrustedProxies out;
  size_t at = 0;
  while (at < list.size()) {
    size_t end = list.find_first_of(", ", at);
    if (end == std::string_view::npos) end = list.size();
    std::string_view entry = trim(list.substr(at, end - at));
    at = end + 1;
    if (entry.empty()) continue;
    const size_t slash = entry.find('/');
    auto base = address_of(entry.substr(0, slash));
    if (!base) throw std::invalid_argument("QSR_TRUSTED_PROXIES: '" + std::string(entry) + "' is not an address or CIDR block");
    const unsigned width = base->is_v4() ? 32 : 128;
    unsigned prefix = width;
    if (slash != std::string_view::npos) {
      std::string_view digits = entry.substr(slash + 1);
      auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), prefix);
      if (ec != std::errc() || ptr != digits.data() + digits.size() || digits.empty() || prefix > width) {
        throw std::invalid_argument("QSR_TRUSTED_PROXIES: '" + std::string(entry) + "' has a bad prefix length");
      }
    }
    out.blocks_.push_back({*base, prefix});
  }
  return out;
}

bool TrustedProxies::contains(const ip::address& a) const {
  const auto plain = a.is_v6() && a.to_v6().is_v4_mapped() ? ip::address(ip::make_address_v4(ip::v4_mapped, a.to_v6())) : a;
  for (const auto& b : blocks_) {
    if (same_prefix(b.base, plain, b.prefix)) return true;
  }
  return false;
}

std::string TrustedProxies::client_address(const std::string& peer, std::string_view forwarded_for) const {
  auto current = address_of(peer);
  if (!current) return peer;
  if (blocks_.empty() || forwarded_for.empty()) return current->to_string();
  // Right to left: each trusted hop vouches for the address it appended before it.
  std::string_view rest = forwarded_for;
  while (contains(*current) && !rest.empty()) {
    const size_t comma = rest.rfind(',');
    std::string_view entry = trim(comma == std::string_view::npos ? rest : rest.substr(comma + 1));
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(0, comma);
    if (entry.empty()) continue;  // "a, , b": an empty item names nobody
    auto next = address_of(entry);
    if (!next) break;  // garbage: the last address we could trust stands
    current = next;
  }
  return current->to_string();
}

}  // namespace qsr::http
