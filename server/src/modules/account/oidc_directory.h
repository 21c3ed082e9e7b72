// Where each provider's endpoints and signing keys are: Google's and Apple's from their issuer's
// discovery document, Facebook's from configuration. Both are fetched over the network, so only
// the background workers call discover() and keys(); request threads read what is already known
// through endpoints() and never wait.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "core/jose.h"
#include "modules/account/oidc_config.h"

namespace qsr::account {

struct ProviderEndpoints {
  std::string issuer;
  std::string authorize;
  std::string token;
  std::string jwks;  // empty for Facebook (no ID token)
};

class OidcDirectory {
 public:
  // Known endpoints, or nullopt while the discovery document has not been read. Never blocks.
  std::optional<ProviderEndpoints> endpoints(const OidcProvider& p) const;
  // Reads the discovery document when it is unknown or a day old. Blocks (workers only).
  std::optional<ProviderEndpoints> discover(const OidcProvider& p);
  // The provider's key set when it knows `kid`: cached for an hour, fetched again at once for an
  // unknown key id (providers rotate keys) but not more than once a minute, so a token naming a
  // made-up kid cannot make us hammer the provider. Blocks (workers only).
  std::optional<jose::KeySet> keys(const OidcProvider& p, const std::string& kid);

 private:
  struct Keys {
    jose::KeySet set;
    std::chrono::steady_clock::time_point fetched;
  };
  struct Discovered {
    ProviderEndpoints endpoints;
    std::chrono::steady_clock::time_point fetched;
  };
  mutable std::mutex mutex_;
  std::map<std::string, Discovered> discovered_;
  std::map<std::string, Keys> keys_;
};

}  // namespace qsr::account
