// Turns the code a provider sent back into a verified identity: the token request (with the PKCE
// verifier and our client secret), then for Google and Apple the ID token's signature and claims,
// for Facebook the Graph /me call. Calls the provider, so it runs on the background workers only.
#pragma once

#include <string>
#include <variant>

#include "core/clock.h"
#include "modules/account/identity_provider.h"
#include "modules/account/oidc_config.h"
#include "modules/account/oidc_directory.h"

namespace qsr::account {

struct CodeExchange {
  std::string code;
  std::string code_verifier;
  std::string nonce;
  std::string redirect_url;
  std::string apple_user;  // Apple's first sign-in posts the name beside the code, once
};

// The verified identity, or why not (a reason for the log, never for the customer).
using ExchangeOutcome = std::variant<ExternalIdentity, std::string>;

ExchangeOutcome exchange_code(OidcDirectory& directory, const OidcProvider& provider, const CodeExchange& in,
                              const Clock& clock);

// Apple's client secret: an ES256 JWT signed with the team's key, good for five minutes.
std::optional<std::string> apple_client_secret(const OidcProvider& p, int64_t now_s);

}  // namespace qsr::account
