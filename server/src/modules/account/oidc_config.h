// Which identity providers sign customers in, read from QSR_OIDC_* (README "Configuration").
// Endpoints and client ids are configuration, never code: Google and Apple are found through
// their issuer's discovery document; Facebook (plain OAuth 2, no discovery) names its dialog and
// Graph URLs. A provider whose variables are not all set is not offered.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace qsr::account {

enum class OidcKind { openid, facebook };

struct OidcProvider {
  std::string name;  // google | apple | facebook
  OidcKind kind = OidcKind::openid;
  std::string issuer;         // openid: discovery at issuer + /.well-known/openid-configuration
  std::string client_id;
  std::string client_secret;  // Google, Facebook
  // Apple signs its client secret itself: an ES256 JWT from the team's .p8 key.
  std::string apple_team_id, apple_key_id, apple_private_key_pem;
  std::string dialog_url;     // Facebook: the OAuth dialog
  std::string graph_url;      // Facebook: the Graph API base (token exchange and /me)
  std::string scope;
  bool form_post = false;     // Apple answers with a POST of the form (response_mode=form_post)
};

struct OidcSettings {
  std::string redirect_url;  // QSR_OIDC_REDIRECT_URL: our callback as registered with every provider
  std::vector<OidcProvider> providers;
};

using EnvLookup = std::function<std::optional<std::string>(const char* name)>;
// Throws std::invalid_argument naming the variable when a provider is half configured.
OidcSettings oidc_settings_from_env(const EnvLookup& env);

}  // namespace qsr::account
