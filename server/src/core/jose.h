// JSON Web Signatures as identity providers use them (RFC 7515/7517/7518): ID tokens signed with
// RS256 or ES256 and checked against the provider's published key set, and our own ES256 tokens
// (Apple's client secret). Only these two algorithms are accepted: "none", the HMAC family and
// anything else are refused, and a key is used only with the algorithm of its type, so a token
// cannot pick how it is checked.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <boost/json.hpp>

typedef struct evp_pkey_st EVP_PKEY;

namespace qsr::jose {

std::string base64url(std::string_view bytes);
std::optional<std::string> from_base64url(std::string_view text);

// JWS carries an ES256 signature as r || s (32 bytes each); OpenSSL speaks DER (also Web Push's
// VAPID token, core/web_push_crypto). nullopt for anything that is not one.
std::optional<std::string> der_of_raw(const std::string& raw);
std::optional<std::string> raw_of_der(const std::string& der);

// A provider's public keys by key id (a JWKS document: {"keys": [...]}). Keys of other types,
// curves or uses are skipped; RSA keys under 2048 bits are skipped.
class KeySet {
 public:
  static std::optional<KeySet> parse(std::string_view jwks_json);
  bool has(const std::string& kid) const { return keys_.count(kid) > 0; }
  EVP_PKEY* find(const std::string& kid) const;
  size_t size() const { return keys_.size(); }

 private:
  std::map<std::string, std::shared_ptr<EVP_PKEY>> keys_;
};

enum class JwsError { malformed, unsupported_alg, unknown_key, bad_signature };

struct VerifiedJws {
  boost::json::object header;
  boost::json::object claims;
};

// The key id a compact JWS names (to refetch a key set that does not know it yet).
std::optional<std::string> key_id_of(std::string_view token);
// Checks the signature of a compact JWS with the key its header names; the claims when it holds.
std::variant<VerifiedJws, JwsError> verify(std::string_view token, const KeySet& keys);

// Signs claims with a PEM private key (EC P-256 -> ES256, RSA -> RS256); nullopt when the key
// cannot be read.
std::optional<std::string> sign(const boost::json::object& claims, std::string_view private_key_pem, std::string_view kid);
// The public JWK of a PEM private key (tests publish their own key sets with it).
std::optional<boost::json::object> public_jwk(std::string_view private_key_pem, std::string_view kid);

}  // namespace qsr::jose
