// A small OpenID Connect provider for API tests, on 127.0.0.1 with its own fresh keys: discovery,
// JWKS, an authorize endpoint that approves at once (302 to redirect_uri with code and state), a
// token endpoint that checks the code, the PKCE verifier and the client, and signs a real ID token;
// and Facebook's dialog, token and /me calls. Tests bend the next ID token (wrong audience,
// expired, another key, an old nonce) to see the server refuse it.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "support/loopback_http.h"

namespace qsr::test {

class OidcProvider {
 public:
  OidcProvider();

  std::string issuer() const { return "http://127.0.0.1:" + std::to_string(port()); }
  unsigned short port() const { return http_.port(); }

  std::string client_id = "qsr-web";
  std::string client_secret = "s3cret+/=&";  // characters a form must encode
  std::string subject = "user-1001";
  std::string name = "Chan Tai Man";
  // Changes the claims of the ID tokens issued from now on (nullptr: as issued).
  void bend_claims(std::function<void(boost::json::object&)> f);
  // Signs the ID tokens issued from now on with a key not in the published set, under its kid.
  void sign_with_unpublished_key(bool on) { unpublished_ = on; }
  // The nonces of every authorize request, in order (a test replays an old one).
  std::vector<std::string> nonces();
  int token_requests() const { return token_requests_; }

 private:
  struct Grant {
    std::string nonce, challenge, redirect_uri, client_id;
  };
  LoopbackHttp::Response handle(const LoopbackHttp::Request& req);
  std::pair<int, std::string> answer(const std::string& method, const std::string& target, const std::string& body,
                                     std::string& location);
  std::string id_token(const Grant& g);

  std::atomic<bool> unpublished_{false};
  std::atomic<int> token_requests_{0};
  std::string key_pem_, other_key_pem_;
  std::mutex mutex_;
  std::map<std::string, Grant> grants_;  // by code, each used once
  std::map<std::string, std::string> access_tokens_;  // Facebook: token -> subject
  std::vector<std::string> nonces_;
  std::function<void(boost::json::object&)> bend_;
  LoopbackHttp http_{[this](const LoopbackHttp::Request& req) { return handle(req); }};  // last: serves once all is ready
};

// The query (or form) parameter `name` of `target_or_body`, percent-decoded ("" when absent).
std::string param_of(const std::string& target_or_body, const std::string& name);

}  // namespace qsr::test
