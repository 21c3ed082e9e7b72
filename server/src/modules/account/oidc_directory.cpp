#include "modules/account/oidc_directory.h"

#include <spdlog/spdlog.h>

#include "http/outbound.h"

namespace qsr::account {
namespace json = boost::json;
using namespace std::chrono_literals;
using steady = std::chrono::steady_clock;

namespace {

constexpr auto kDiscoveryLife = 24h;
constexpr auto kKeysLife = 1h;
constexpr auto kUnknownKidPause = 1min;

std::string str(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : "";
}

bool acceptable_url(const std::string& url) {
  return url.rfind("https://", 0) == 0 || url.rfind("http://127.0.0.1", 0) == 0 || url.rfind("http://localhost", 0) == 0;
}

std::optional<std::string> get(const std::string& url) {
  auto res = http::send_request("GET", url, "", {{"Accept", "application/json"}});
  if (!res || res->status != 200) return std::nullopt;
  return res->body;
}

}  // namespace

std::optional<ProviderEndpoints> OidcDirectory::endpoints(const OidcProvider& p) const {
  if (p.kind == OidcKind::facebook) return ProviderEndpoints{"", p.dialog_url, p.graph_url + "/oauth/access_token", ""};
  std::lock_guard lock(mutex_);
  auto it = discovered_.find(p.name);
  if (it == discovered_.end()) return std::nullopt;
  return it->second.endpoints;
}

std::optional<ProviderEndpoints> OidcDirectory::discover(const OidcProvider& p) {
  if (p.kind == OidcKind::facebook) return endpoints(p);
  {
    std::lock_guard lock(mutex_);
    auto it = discovered_.find(p.name);
    if (it != discovered_.end() && steady::now() - it->second.fetched < kDiscoveryLife) return it->second.endpoints;
  }
  auto body = get(p.issuer + "/.well-known/openid-configuration");
  boost::system::error_code ec;
  auto doc = body ? json::parse(*body, ec) : json::value();
  if (!body || ec || !doc.is_object()) {
    spdlog::warn("oidc: the discovery document of {} could not be read", p.name);
    return endpoints(p);  // the last one known, if any
  }
  const auto& o = doc.as_object();
  ProviderEndpoints e{str(o, "issuer"), str(o, "authorization_endpoint"), str(o, "token_endpoint"), str(o, "jwks_uri")};
  // OpenID Connect Discovery §4.3: the document must be the issuer's own.
  if (e.issuer != p.issuer || !acceptable_url(e.authorize) || !acceptable_url(e.token) || !acceptable_url(e.jwks)) {
    spdlog::warn("oidc: the discovery document of {} names another issuer or a non-https endpoint", p.name);
    return endpoints(p);
  }
  std::lock_guard lock(mutex_);
  discovered_[p.name] = {e, steady::now()};
  return e;
}

std::optional<jose::KeySet> OidcDirectory::keys(const OidcProvider& p, const std::string& kid) {
  {
    std::lock_guard lock(mutex_);
    auto it = keys_.find(p.name);
    if (it != keys_.end()) {
      const auto age = steady::now() - it->second.fetched;
      if (age < kKeysLife && (it->second.set.has(kid) || age < kUnknownKidPause)) return it->second.set;
    }
  }
  auto e = discover(p);
  if (!e || e->jwks.empty()) return std::nullopt;
  auto body = get(e->jwks);
  auto set = body ? jose::KeySet::parse(*body) : std::nullopt;
  if (!set) {
    spdlog::warn("oidc: the key set of {} could not be read", p.name);
    return std::nullopt;
  }
  std::lock_guard lock(mutex_);
  keys_[p.name] = {*set, steady::now()};
  return set;
}

}  // namespace qsr::account
