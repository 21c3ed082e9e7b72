#include "core/web_push_crypto.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>

#include <boost/json.hpp>
#include <memory>
#include <stdexcept>

#include "core/crypto.h"
#include "core/jose.h"

namespace qsr::web_push {
namespace {

template <auto Free>
struct Deleter {
  template <class T>
  void operator()(T* p) const { Free(p); }
};
using Group = std::unique_ptr<EC_GROUP, Deleter<EC_GROUP_free>>;
using Point = std::unique_ptr<EC_POINT, Deleter<EC_POINT_free>>;
using Bignum = std::unique_ptr<BIGNUM, Deleter<BN_free>>;
using Pkey = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY_free>>;
using PkeyCtx = std::unique_ptr<EVP_PKEY_CTX, Deleter<EVP_PKEY_CTX_free>>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, Deleter<EVP_MD_CTX_free>>;
using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, Deleter<EVP_CIPHER_CTX_free>>;
using ParamBld = std::unique_ptr<OSSL_PARAM_BLD, Deleter<OSSL_PARAM_BLD_free>>;
using Params = std::unique_ptr<OSSL_PARAM, Deleter<OSSL_PARAM_free>>;

constexpr size_t kScalar = 32;
constexpr size_t kPoint = 65;
constexpr uint32_t kRecordSize = 4096;

const unsigned char* bytes(const std::string& s) { return reinterpret_cast<const unsigned char*>(s.data()); }

Group p256() { return Group(EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1)); }

// The point `public_key` on P-256, or null when it is not one.
Point point_of(const EC_GROUP* group, const std::string& public_key) {
  if (public_key.size() != kPoint || public_key[0] != 0x04) return nullptr;
  Point p(EC_POINT_new(group));
  if (!p || EC_POINT_oct2point(group, p.get(), bytes(public_key), public_key.size(), nullptr) != 1) return nullptr;
  if (EC_POINT_is_on_curve(group, p.get(), nullptr) != 1) return nullptr;
  return p;
}

// An EVP key from its raw parts: a public key alone, or both halves of a key pair.
Pkey pkey_of(const std::string& public_key, const std::string* private_key) {
  ParamBld bld(OSSL_PARAM_BLD_new());
  Bignum priv;
  if (!bld || OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, SN_X9_62_prime256v1, 0) != 1 ||
      OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, public_key.data(), public_key.size()) != 1) {
    return nullptr;
  }
  if (private_key) {
    priv.reset(BN_bin2bn(bytes(*private_key), static_cast<int>(private_key->size()), nullptr));
    if (!priv || OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_PRIV_KEY, priv.get()) != 1) return nullptr;
  }
  Params params(OSSL_PARAM_BLD_to_param(bld.get()));
  PkeyCtx ctx(EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr));
  EVP_PKEY* out = nullptr;
  if (!params || !ctx || EVP_PKEY_fromdata_init(ctx.get()) != 1 ||
      EVP_PKEY_fromdata(ctx.get(), &out, private_key ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, params.get()) != 1) {
    return nullptr;
  }
  return Pkey(out);
}

std::string hmac_sha256(const std::string& key, const std::string& data) {
  unsigned char out[32];
  unsigned int len = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), bytes(data), data.size(), out, &len)) {
    throw std::runtime_error("HMAC-SHA256 failed");
  }
  return std::string(reinterpret_cast<char*>(out), len);
}

// HKDF-SHA256 (RFC 5869) for outputs of at most one block, which is all RFC 8291 asks.
std::string hkdf(const std::string& salt, const std::string& ikm, const std::string& info, size_t length) {
  return hmac_sha256(hmac_sha256(salt, ikm), info + '\x01').substr(0, length);
}

std::string big_endian_u32(uint32_t v) {
  return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
}

std::string aes128gcm_seal(const ContentKeys& keys, const std::string& plaintext) {
  CipherCtx ctx(EVP_CIPHER_CTX_new());
  std::string out(plaintext.size() + 16, '\0');
  int len = 0, tail = 0;
  auto* o = reinterpret_cast<unsigned char*>(out.data());
  if (!ctx || EVP_EncryptInit_ex(ctx.get(), EVP_aes_128_gcm(), nullptr, nullptr, nullptr) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, static_cast<int>(keys.nonce.size()), nullptr) != 1 ||
      EVP_EncryptInit_ex(ctx.get(), nullptr, nullptr, bytes(keys.key), bytes(keys.nonce)) != 1 ||
      EVP_EncryptUpdate(ctx.get(), o, &len, bytes(plaintext), static_cast<int>(plaintext.size())) != 1 ||
      EVP_EncryptFinal_ex(ctx.get(), o + len, &tail) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, 16, o + plaintext.size()) != 1) {
    throw std::runtime_error("AES-128-GCM failed");
  }
  return out;
}

std::string es256_sign(const std::string& input, const KeyPair& key) {
  Pkey pkey = pkey_of(key.public_key, &key.private_key);
  MdCtx md(EVP_MD_CTX_new());
  size_t der_len = 0;
  if (!pkey || !md || EVP_DigestSignInit(md.get(), nullptr, EVP_sha256(), nullptr, pkey.get()) != 1 ||
      EVP_DigestSign(md.get(), nullptr, &der_len, bytes(input), input.size()) != 1) {
    throw std::runtime_error("ES256 signing failed");
  }
  std::string der(der_len, '\0');
  if (EVP_DigestSign(md.get(), reinterpret_cast<unsigned char*>(der.data()), &der_len, bytes(input), input.size()) != 1) {
    throw std::runtime_error("ES256 signing failed");
  }
  // JWS wants r || s, each 32 bytes, where OpenSSL writes a DER sequence.
  der.resize(der_len);
  auto raw = jose::raw_of_der(der);
  if (!raw) throw std::runtime_error("ES256 signature unreadable");
  return *raw;
}

}  // namespace

std::optional<KeyPair> key_pair_of(const std::string& private_key) {
  if (private_key.size() != kScalar) return std::nullopt;
  Group group = p256();
  Bignum d(BN_bin2bn(bytes(private_key), kScalar, nullptr));
  if (!group || !d || BN_is_zero(d.get()) || BN_cmp(d.get(), EC_GROUP_get0_order(group.get())) >= 0) return std::nullopt;
  Point pub(EC_POINT_new(group.get()));
  std::string out(kPoint, '\0');
  if (!pub || EC_POINT_mul(group.get(), pub.get(), d.get(), nullptr, nullptr, nullptr) != 1 ||
      EC_POINT_point2oct(group.get(), pub.get(), POINT_CONVERSION_UNCOMPRESSED, reinterpret_cast<unsigned char*>(out.data()),
                         out.size(), nullptr) != kPoint) {
    return std::nullopt;
  }
  return KeyPair{private_key, out};
}

KeyPair generate_key_pair() {
  for (;;) {
    // A random 32-byte string is a valid scalar but for a 2^-32 chance; draw again then.
    if (auto pair = key_pair_of(crypto::random_bytes(kScalar))) return *pair;
  }
}

bool is_public_key(const std::string& public_key) {
  Group group = p256();
  return group && point_of(group.get(), public_key) != nullptr;
}

std::optional<std::string> ecdh(const std::string& private_key, const std::string& peer_public) {
  auto mine = key_pair_of(private_key);
  if (!mine || !is_public_key(peer_public)) return std::nullopt;
  Pkey own = pkey_of(mine->public_key, &mine->private_key);
  Pkey peer = pkey_of(peer_public, nullptr);
  if (!own || !peer) return std::nullopt;
  PkeyCtx ctx(EVP_PKEY_CTX_new_from_pkey(nullptr, own.get(), nullptr));
  size_t len = 0;
  if (!ctx || EVP_PKEY_derive_init(ctx.get()) != 1 || EVP_PKEY_derive_set_peer(ctx.get(), peer.get()) != 1 ||
      EVP_PKEY_derive(ctx.get(), nullptr, &len) != 1) {
    return std::nullopt;
  }
  std::string secret(len, '\0');
  if (EVP_PKEY_derive(ctx.get(), reinterpret_cast<unsigned char*>(secret.data()), &len) != 1) return std::nullopt;
  secret.resize(len);
  return secret;
}

ContentKeys content_keys(const std::string& ecdh_secret, const std::string& auth_secret, const std::string& ua_public,
                         const std::string& as_public, const std::string& salt) {
  using namespace std::string_literals;
  const std::string ikm = hkdf(auth_secret, ecdh_secret, "WebPush: info\0"s + ua_public + as_public, 32);
  return {hkdf(salt, ikm, "Content-Encoding: aes128gcm\0"s, 16), hkdf(salt, ikm, "Content-Encoding: nonce\0"s, 12)};
}

std::optional<std::string> encrypt(const std::string& plaintext, const std::string& ua_public, const std::string& auth_secret,
                                   const KeyPair& sender, const std::string& salt) {
  auto secret = ecdh(sender.private_key, ua_public);
  if (!secret || salt.size() != 16) return std::nullopt;
  const ContentKeys keys = content_keys(*secret, auth_secret, ua_public, sender.public_key, salt);
  // One record, the last: the plaintext, then the delimiter 0x02 (RFC 8188 §2), no padding.
  // The header names the sender's public key as the key id (RFC 8291 §4).
  return salt + big_endian_u32(kRecordSize) + static_cast<char>(kPoint) + sender.public_key +
         aes128gcm_seal(keys, plaintext + '\x02');
}

std::optional<std::string> encrypt(const std::string& plaintext, const std::string& ua_public, const std::string& auth_secret) {
  return encrypt(plaintext, ua_public, auth_secret, generate_key_pair(), crypto::random_bytes(16));
}

std::string vapid_authorization(const std::string& audience, const std::string& subject, int64_t expires_s, const KeyPair& key) {
  const std::string header = crypto::base64url_encode(R"({"typ":"JWT","alg":"ES256"})");
  const std::string claims =
      crypto::base64url_encode(boost::json::serialize(boost::json::object{{"aud", audience}, {"exp", expires_s}, {"sub", subject}}));
  const std::string input = header + "." + claims;
  return "vapid t=" + input + "." + crypto::base64url_encode(es256_sign(input, key)) + ", k=" + crypto::base64url_encode(key.public_key);
}

bool verify_es256(const std::string& signing_input, const std::string& signature, const std::string& public_key) {
  Pkey pkey = is_public_key(public_key) ? pkey_of(public_key, nullptr) : nullptr;
  auto der = jose::der_of_raw(signature);
  MdCtx md(EVP_MD_CTX_new());
  return pkey && der && md && EVP_DigestVerifyInit(md.get(), nullptr, EVP_sha256(), nullptr, pkey.get()) == 1 &&
         EVP_DigestVerify(md.get(), bytes(*der), der->size(), bytes(signing_input), signing_input.size()) == 1;
}

}  // namespace qsr::web_push
