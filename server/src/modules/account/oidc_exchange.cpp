#include "modules/account/oidc_exchange.h"

#include <boost/json.hpp>

#include "core/crypto.h"
#include "core/jose.h"
#include "core/validators.h"
#include "http/form_encode.h"
#include "http/outbound.h"
#include "modules/account/oidc_claims.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

constexpr int64_t kAppleSecretLife_s = 300;
constexpr size_t kMaxName = 60;

std::optional<json::object> json_answer(const std::optional<http::OutboundResponse>& res) {
  if (!res || res->status != 200) return std::nullopt;
  boost::system::error_code ec;
  auto v = json::parse(res->body, ec);
  if (ec || !v.is_object()) return std::nullopt;
  return v.as_object();
}

std::string str(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : "";
}

// Apple tells the name only on the first sign-in, in the posted `user` field, not in the token.
std::string apple_name(const std::string& user_json) {
  boost::system::error_code ec;
  auto v = json::parse(user_json, ec);
  if (ec || !v.is_object()) return "";
  auto* name = v.as_object().if_contains("name");
  if (!name || !name->is_object()) return "";
  std::string first = str(name->as_object(), "firstName"), last = str(name->as_object(), "lastName");
  return first.empty() ? last : last.empty() ? first : first + " " + last;
}

std::string short_name(const std::string& name) { return std::string(validators::utf8_prefix(name, kMaxName)); }

ExchangeOutcome openid(OidcDirectory& directory, const OidcProvider& p, const CodeExchange& in, const Clock& clock) {
  auto endpoints = directory.discover(p);
  if (!endpoints) return std::string("discovery failed");
  const int64_t now_s = clock.now_ms() / 1000;
  std::string secret = p.client_secret;
  if (!p.apple_private_key_pem.empty()) {
    auto signed_secret = apple_client_secret(p, now_s);
    if (!signed_secret) return std::string("the Apple key cannot sign");
    secret = *signed_secret;
  }
  auto answer = json_answer(http::send_request(
      "POST", endpoints->token,
      http::form_encode({{"grant_type", "authorization_code"}, {"code", in.code}, {"redirect_uri", in.redirect_url},
                         {"client_id", p.client_id}, {"client_secret", secret}, {"code_verifier", in.code_verifier}}),
      {{"Content-Type", "application/x-www-form-urlencoded"}, {"Accept", "application/json"}}));
  if (!answer) return std::string("token request refused");
  const std::string id_token = str(*answer, "id_token");
  auto kid = jose::key_id_of(id_token);
  if (!kid) return std::string("no ID token");
  auto keys = directory.keys(p, *kid);
  if (!keys) return std::string("no key set");
  auto verified = jose::verify(id_token, *keys);
  if (auto* err = std::get_if<jose::JwsError>(&verified)) return "signature: " + std::to_string(static_cast<int>(*err));
  const auto& claims = std::get<jose::VerifiedJws>(verified).claims;
  auto problem = check_id_token_claims(claims, {endpoints->issuer, p.client_id, in.nonce, now_s});
  if (problem != ClaimError::none) return std::string("claims: ") + to_string(problem);
  auto subject = *subject_of(claims);
  std::string name = subject.name.empty() ? apple_name(in.apple_user) : subject.name;
  return ExternalIdentity{p.name, subject.subject, short_name(name), ""};
}

ExchangeOutcome facebook(const OidcProvider& p, const CodeExchange& in) {
  auto token = json_answer(http::send_request(
      "GET",
      http::with_query(p.graph_url + "/oauth/access_token",
                       {{"client_id", p.client_id}, {"client_secret", p.client_secret}, {"redirect_uri", in.redirect_url},
                        {"code", in.code}, {"code_verifier", in.code_verifier}}),
      "", {{"Accept", "application/json"}}));
  if (!token || str(*token, "access_token").empty()) return std::string("token request refused");
  const std::string access = str(*token, "access_token");
  // appsecret_proof: Graph refuses the call unless it comes from whoever holds our app secret.
  const std::string proof = crypto::hmac_sha256_hex(p.client_secret, access);
  auto me = json_answer(http::send_request(
      "GET", http::with_query(p.graph_url + "/me", {{"fields", "id,name"}, {"access_token", access}, {"appsecret_proof", proof}}),
      "", {{"Accept", "application/json"}}));
  if (!me) return std::string("profile call refused");
  auto subject = subject_of(json::object{{"sub", str(*me, "id")}, {"name", str(*me, "name")}});
  if (!subject) return std::string("no profile id");
  return ExternalIdentity{p.name, subject->subject, short_name(subject->name), ""};
}

}  // namespace

std::optional<std::string> apple_client_secret(const OidcProvider& p, int64_t now_s) {
  return jose::sign(json::object{{"iss", p.apple_team_id}, {"iat", now_s}, {"exp", now_s + kAppleSecretLife_s},
                                 {"aud", p.issuer}, {"sub", p.client_id}},
                    p.apple_private_key_pem, p.apple_key_id);
}

ExchangeOutcome exchange_code(OidcDirectory& directory, const OidcProvider& provider, const CodeExchange& in,
                              const Clock& clock) {
  return provider.kind == OidcKind::facebook ? facebook(provider, in) : openid(directory, provider, in, clock);
}

}  // namespace qsr::account
