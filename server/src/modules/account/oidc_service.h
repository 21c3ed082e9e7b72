// Sign-in with Google, Apple and Facebook (docs/decisions/0049-oidc-sign-in.md).
//
//   app ──thirdRedirect──▶ us: state, nonce, PKCE verifier stored; the provider's URL answered
//   browser ──▶ provider ──▶ our callback (code, state): the attempt is claimed once, the code
//       exchange queued on the background workers, the browser sent back to the app with a
//       one-time ticket (never a session token in an address)
//   worker: token request, ID token checked (signature by JWKS, iss, aud, exp, iat, nonce)
//   app ──/v2/oauth2/ext/token (ticket)──▶ us: "pending" until the worker is done, then the
//       session, through AccountService's third-party path (phone-less account, rebind codes)
//
// No request thread ever waits on a provider: the router has no deferred answers, so the
// exchange runs on a worker and the app asks again.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/background.h"
#include "modules/account/account_service.h"
#include "modules/account/oidc_config.h"
#include "modules/account/oidc_directory.h"

namespace qsr::account {

inline constexpr int kThirdNotOffered = 49001;
inline constexpr int kThirdExpired = 49002;
inline constexpr int kThirdRefused = 49003;
inline constexpr int kThirdNotReady = 49004;

enum class OidcPurpose { sign_in, link };

struct Redeemed {
  bool pending = false;             // the provider's answer is still being checked: ask again
  std::optional<AuthResult> result;
  std::string return_url;
  std::string provider;
};

class OidcService {
 public:
  OidcService(db::Db& db, const Clock& clock, AccountService& accounts, OidcSettings settings, BackgroundWorkers* workers);

  // The providers configured, in a stable order (the app shows a button for each).
  std::vector<std::string> offered() const;
  // Reads the discovery documents on the workers, so the first sign-in finds them ready.
  void warm_up();

  // The provider's authorization URL for a new attempt by the caller's session. 49001 when the
  // provider is not configured, 49004 when its discovery document is not read yet.
  std::string start(const std::string& provider, OidcPurpose purpose, const Caller& caller, const std::string& return_url);
  // The provider sent the browser back. Answers where to send it on: the attempt's return path
  // with a one-time ticket, or with thirdError when it was cancelled, unknown or used already.
  std::string callback(const std::string& state, const std::string& code, const std::string& error,
                       const std::string& apple_user);
  // Turns a ticket into a session (or, for a link, links the identity), once.
  Redeemed redeem(const ClientInfo& client, std::string_view token, const Caller& caller, const std::string& ticket,
                  bool unbind_old);

 private:
  const OidcProvider* find(const std::string& name) const;
  void exchange(int64_t attempt_id, const std::string& apple_user);

  db::Db& db_;
  const Clock& clock_;
  AccountService& accounts_;
  OidcSettings settings_;
  BackgroundWorkers* workers_;
  OidcDirectory directory_;
};

// Where the app lands when it has no return path of its own: the auth page.
inline constexpr const char* kThirdLanding = "/account/pages/public/auth/index";

}  // namespace qsr::account
