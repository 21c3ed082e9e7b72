// The cryptography of Web Push (OpenSSL): the message encryption of RFC 8291 (aes128gcm, RFC 8188)
// and the VAPID signature of RFC 8292. Keys travel as the browser's PushSubscription gives them:
// a P-256 public key as its 65-byte uncompressed point, a private key as its 32-byte scalar, all
// raw bytes here (base64url is the caller's business).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::web_push {

struct KeyPair {
  std::string private_key;  // 32 bytes
  std::string public_key;   // 65 bytes, 0x04 || x || y
};

KeyPair generate_key_pair();
// The public point of a private scalar; nullopt when it is not a valid P-256 private key.
std::optional<KeyPair> key_pair_of(const std::string& private_key);
// True when `public_key` is an uncompressed point on P-256 (what a subscription's p256dh must be).
bool is_public_key(const std::string& public_key);

// RFC 8291 §3.4: the content-encryption key and nonce both sides derive from the ECDH secret.
struct ContentKeys {
  std::string key;    // 16 bytes, AES-128-GCM
  std::string nonce;  // 12 bytes
};
ContentKeys content_keys(const std::string& ecdh_secret, const std::string& auth_secret, const std::string& ua_public,
                         const std::string& as_public, const std::string& salt);
// ECDH on P-256: the shared x coordinate (32 bytes); nullopt for a key that is not valid.
std::optional<std::string> ecdh(const std::string& private_key, const std::string& peer_public);

// The body of a push message for a subscription (`ua_public` = p256dh, `auth_secret` = auth): one
// aes128gcm record with a fresh sender key and salt. nullopt when the subscription's key is not a
// valid point. The overload with the sender's key and salt exists for the RFC's test vector.
std::optional<std::string> encrypt(const std::string& plaintext, const std::string& ua_public, const std::string& auth_secret);
std::optional<std::string> encrypt(const std::string& plaintext, const std::string& ua_public, const std::string& auth_secret,
                                   const KeyPair& sender, const std::string& salt);

// RFC 8292: the Authorization header value "vapid t=<JWT>, k=<public key>" for a push service at
// `audience` (the endpoint's origin, "https://host[:port]"), valid until `expires_s` (epoch s),
// signed ES256 with the application server's key; `subject` is a mailto: or https: contact.
std::string vapid_authorization(const std::string& audience, const std::string& subject, int64_t expires_s, const KeyPair& key);

// An ES256 JWS signature check (raw r || s, 64 bytes) by a P-256 public key: what a push service
// does with the VAPID token, and what the tests do.
bool verify_es256(const std::string& signing_input, const std::string& signature, const std::string& public_key);

}  // namespace qsr::web_push
