#include "support/oidc_provider.h"

#include <algorithm>
#include <chrono>

#include <boost/beast.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/decode_view.hpp>
#include <boost/url/parse_query.hpp>

#include "core/crypto.h"
#include "core/jose.h"
#include "support/test_keys.h"

namespace qsr::test {
namespace bhttp = boost::beast::http;
namespace json = boost::json;

std::string param_of(const std::string& text, const std::string& name) {
  auto q = text.find('?');
  std::string query = q == std::string::npos ? text : text.substr(q + 1);
  auto parsed = boost::urls::parse_query(query);
  if (!parsed) return "";
  for (auto p : *parsed) {
    if (p.key == name) {
      auto decoded = *p.value;
      return std::string(decoded.begin(), decoded.end());
    }
  }
  return "";
}

OidcProvider::OidcProvider() : key_pem_(new_rsa_pem()), other_key_pem_(new_rsa_pem()) {}

void OidcProvider::bend_claims(std::function<void(json::object&)> f) {
  std::lock_guard lock(mutex_);
  bend_ = std::move(f);
}

std::vector<std::string> OidcProvider::nonces() {
  std::lock_guard lock(mutex_);
  return nonces_;
}

LoopbackHttp::Response OidcProvider::handle(const LoopbackHttp::Request& req) {
  std::string location;
  auto [status, body] = answer(std::string(req.method_string()), std::string(req.target()), req.body(), location);
  LoopbackHttp::Response res{static_cast<bhttp::status>(status), 11};
  res.set(bhttp::field::content_type, "application/json");
  if (!location.empty()) res.set(bhttp::field::location, location);
  res.body() = body;
  return res;
}

std::string OidcProvider::id_token(const Grant& g) {
  const int64_t now = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  json::object claims{{"iss", issuer()}, {"aud", g.client_id}, {"sub", subject}, {"name", name},
                      {"nonce", g.nonce}, {"iat", now}, {"exp", now + 3600}};
  std::function<void(json::object&)> bend;
  {
    std::lock_guard lock(mutex_);
    bend = bend_;
  }
  if (bend) bend(claims);
  return *jose::sign(claims, unpublished_ ? other_key_pem_ : key_pem_, "k1");
}

std::pair<int, std::string> OidcProvider::answer(const std::string& method, const std::string& target, const std::string& body,
                                                 std::string& location) {
  const std::string path = target.substr(0, target.find('?'));
  if (path == "/.well-known/openid-configuration") {
    return {200, json::serialize(json::object{{"issuer", issuer()}, {"authorization_endpoint", issuer() + "/authorize"},
                                              {"token_endpoint", issuer() + "/token"}, {"jwks_uri", issuer() + "/jwks"}})};
  }
  if (path == "/jwks") return {200, json::serialize(json::object{{"keys", json::array{*jose::public_jwk(key_pem_, "k1")}}})};
  if (path == "/authorize" || path == "/dialog") {
    // Approves at once, as a signed-in person who clicks "Continue" would.
    const std::string code = crypto::random_token(16);
    std::lock_guard lock(mutex_);
    grants_[code] = {param_of(target, "nonce"), param_of(target, "code_challenge"), param_of(target, "redirect_uri"),
                     param_of(target, "client_id")};
    nonces_.push_back(param_of(target, "nonce"));
    if (param_of(target, "code_challenge_method") != "S256") return {400, R"({"error":"invalid_request"})"};
    location = param_of(target, "redirect_uri") + "?code=" + code + "&state=" + param_of(target, "state");
    return {302, ""};
  }
  // The token endpoint: OIDC posts a form, Facebook's Graph takes a GET with a query.
  if ((path == "/token" && method == "POST") || path == "/oauth/access_token") {
    ++token_requests_;
    const std::string& fields = path == "/token" ? body : target;
    Grant g;
    {
      std::lock_guard lock(mutex_);
      auto it = grants_.find(param_of(fields, "code"));
      if (it == grants_.end()) return {400, R"({"error":"invalid_grant"})"};
      g = it->second;
      grants_.erase(it);  // a code is good once
    }
    const std::string verifier = param_of(fields, "code_verifier");
    if (jose::base64url(crypto::sha256_bytes(verifier)) != g.challenge || param_of(fields, "redirect_uri") != g.redirect_uri ||
        param_of(fields, "client_id") != client_id) {
      return {400, R"({"error":"invalid_grant"})"};
    }
    if (path == "/oauth/access_token") {
      if (param_of(fields, "client_secret") != client_secret) return {400, R"({"error":"invalid_client"})"};
      const std::string access = crypto::random_token(16);
      std::lock_guard lock(mutex_);
      access_tokens_[access] = subject;
      return {200, json::serialize(json::object{{"access_token", access}, {"token_type", "bearer"}})};
    }
    // Google checks its client secret; Apple's is a JWT we only check the shape of here.
    const std::string secret = param_of(fields, "client_secret");
    if (secret != client_secret && std::count(secret.begin(), secret.end(), '.') != 2) return {401, R"({"error":"invalid_client"})"};
    return {200, json::serialize(json::object{{"access_token", "at"}, {"token_type", "Bearer"}, {"id_token", id_token(g)}})};
  }
  if (path == "/me") {
    const std::string access = param_of(target, "access_token");
    if (param_of(target, "appsecret_proof") != crypto::hmac_sha256_hex(client_secret, access)) return {400, R"({"error":"proof"})"};
    std::lock_guard lock(mutex_);
    auto it = access_tokens_.find(access);
    if (it == access_tokens_.end()) return {401, R"({"error":"token"})"};
    return {200, json::serialize(json::object{{"id", it->second}, {"name", name}})};
  }
  return {404, R"({"error":"not_found"})"};
}

}  // namespace qsr::test
