#include "core/jose.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>

#include "core/crypto.h"

namespace qsr::jose {
namespace json = boost::json;

namespace {

constexpr size_t kMaxToken = 16 * 1024;
constexpr int kMinRsaBits = 2048;
constexpr size_t kP256Bytes = 32;

template <class T, void (*F)(T*)>
struct Free {
  void operator()(T* p) const { F(p); }
};
using Pkey = std::unique_ptr<EVP_PKEY, Free<EVP_PKEY, EVP_PKEY_free>>;
using PkeyCtx = std::unique_ptr<EVP_PKEY_CTX, Free<EVP_PKEY_CTX, EVP_PKEY_CTX_free>>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, Free<EVP_MD_CTX, EVP_MD_CTX_free>>;
using Bn = std::unique_ptr<BIGNUM, Free<BIGNUM, BN_free>>;
using ParamBld = std::unique_ptr<OSSL_PARAM_BLD, Free<OSSL_PARAM_BLD, OSSL_PARAM_BLD_free>>;
using Params = std::unique_ptr<OSSL_PARAM, Free<OSSL_PARAM, OSSL_PARAM_free>>;
using EcSig = std::unique_ptr<ECDSA_SIG, Free<ECDSA_SIG, ECDSA_SIG_free>>;
void bio_free(BIO* b) { BIO_free(b); }
using Bio = std::unique_ptr<BIO, Free<BIO, bio_free>>;

const unsigned char* bytes(const std::string& s) { return reinterpret_cast<const unsigned char*>(s.data()); }

std::optional<std::string> str_of(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->as_string());
}

std::optional<std::string> decoded(const json::object& o, std::string_view key) {
  auto text = str_of(o, key);
  return text ? from_base64url(*text) : std::nullopt;
}

std::optional<json::object> object_of(std::string_view part) {
  auto raw = from_base64url(part);
  if (!raw) return std::nullopt;
  boost::system::error_code ec;
  auto v = json::parse(*raw, ec);
  if (ec || !v.is_object()) return std::nullopt;
  return v.as_object();
}

Pkey from_params(const char* type, OSSL_PARAM_BLD* bld) {
  Params params(OSSL_PARAM_BLD_to_param(bld));
  PkeyCtx ctx(EVP_PKEY_CTX_new_from_name(nullptr, type, nullptr));
  EVP_PKEY* out = nullptr;
  if (!params || !ctx || EVP_PKEY_fromdata_init(ctx.get()) <= 0 ||
      EVP_PKEY_fromdata(ctx.get(), &out, EVP_PKEY_PUBLIC_KEY, params.get()) <= 0) {
    return nullptr;
  }
  return Pkey(out);
}

Pkey rsa_key(const json::object& jwk) {
  auto n = decoded(jwk, "n");
  auto e = decoded(jwk, "e");
  if (!n || !e || n->empty() || e->empty()) return nullptr;
  Bn bn_n(BN_bin2bn(bytes(*n), static_cast<int>(n->size()), nullptr));
  Bn bn_e(BN_bin2bn(bytes(*e), static_cast<int>(e->size()), nullptr));
  ParamBld bld(OSSL_PARAM_BLD_new());
  if (!bn_n || !bn_e || !bld || !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_N, bn_n.get()) ||
      !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_E, bn_e.get())) {
    return nullptr;
  }
  auto key = from_params("RSA", bld.get());
  if (key && EVP_PKEY_get_bits(key.get()) < kMinRsaBits) return nullptr;
  return key;
}

Pkey ec_key(const json::object& jwk) {
  if (str_of(jwk, "crv") != "P-256") return nullptr;
  auto x = decoded(jwk, "x");
  auto y = decoded(jwk, "y");
  if (!x || !y || x->size() != kP256Bytes || y->size() != kP256Bytes) return nullptr;
  std::string point = "\x04" + *x + *y;  // an uncompressed point
  ParamBld bld(OSSL_PARAM_BLD_new());
  if (!bld || !OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0) ||
      !OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, point.data(), point.size())) {
    return nullptr;
  }
  return from_params("EC", bld.get());
}

Pkey private_key(std::string_view pem) {
  Bio bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
  if (!bio) return nullptr;
  return Pkey(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
}

bool is_p256(EVP_PKEY* key) {
  char group[64] = {0};
  size_t len = 0;
  return EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &len) &&
         std::string_view(group, len) == "prime256v1";
}

std::string bn_bytes(EVP_PKEY* key, const char* name, int pad) {
  BIGNUM* bn = nullptr;
  if (!EVP_PKEY_get_bn_param(key, name, &bn)) return "";
  Bn owned(bn);
  std::string out(pad > 0 ? static_cast<size_t>(pad) : static_cast<size_t>(BN_num_bytes(bn)), '\0');
  BN_bn2binpad(bn, reinterpret_cast<unsigned char*>(out.data()), static_cast<int>(out.size()));
  return out;
}

}  // namespace

// JOSE's base64url is crypto's (unpadded, strict); the names here keep this file's callers short.
std::optional<std::string> der_of_raw(const std::string& raw) {
  if (raw.size() != 2 * kP256Bytes) return std::nullopt;
  EcSig sig(ECDSA_SIG_new());
  BIGNUM* r = BN_bin2bn(bytes(raw), kP256Bytes, nullptr);
  BIGNUM* s = BN_bin2bn(bytes(raw) + kP256Bytes, kP256Bytes, nullptr);
  if (!sig || !r || !s || !ECDSA_SIG_set0(sig.get(), r, s)) {
    BN_free(r);
    BN_free(s);
    return std::nullopt;
  }
  unsigned char* der = nullptr;
  int len = i2d_ECDSA_SIG(sig.get(), &der);
  if (len <= 0) return std::nullopt;
  std::string out(reinterpret_cast<char*>(der), static_cast<size_t>(len));
  OPENSSL_free(der);
  return out;
}

std::optional<std::string> raw_of_der(const std::string& der) {
  const unsigned char* p = bytes(der);
  EcSig sig(d2i_ECDSA_SIG(nullptr, &p, static_cast<long>(der.size())));
  if (!sig) return std::nullopt;
  std::string out(2 * kP256Bytes, '\0');
  auto* o = reinterpret_cast<unsigned char*>(out.data());
  if (BN_bn2binpad(ECDSA_SIG_get0_r(sig.get()), o, kP256Bytes) < 0 ||
      BN_bn2binpad(ECDSA_SIG_get0_s(sig.get()), o + kP256Bytes, kP256Bytes) < 0) {
    return std::nullopt;
  }
  return out;
}

std::string base64url(std::string_view in) { return crypto::base64url_encode(in); }
std::optional<std::string> from_base64url(std::string_view text) { return crypto::base64url_decode(text); }

std::optional<KeySet> KeySet::parse(std::string_view jwks_json) {
  boost::system::error_code ec;
  auto doc = json::parse(jwks_json, ec);
  if (ec || !doc.is_object()) return std::nullopt;
  auto* keys = doc.as_object().if_contains("keys");
  if (!keys || !keys->is_array()) return std::nullopt;
  KeySet set;
  for (const auto& k : keys->as_array()) {
    if (!k.is_object()) continue;
    const auto& jwk = k.as_object();
    auto kid = str_of(jwk, "kid");
    auto use = str_of(jwk, "use");
    if (!kid || (use && *use != "sig")) continue;
    auto kty = str_of(jwk, "kty");
    Pkey key = kty == "RSA" ? rsa_key(jwk) : kty == "EC" ? ec_key(jwk) : nullptr;
    if (key) set.keys_[*kid] = std::shared_ptr<EVP_PKEY>(key.release(), EVP_PKEY_free);
  }
  return set;
}

EVP_PKEY* KeySet::find(const std::string& kid) const {
  auto it = keys_.find(kid);
  return it == keys_.end() ? nullptr : it->second.get();
}

std::optional<std::string> key_id_of(std::string_view token) {
  auto dot = token.find('.');
  if (token.size() > kMaxToken || dot == std::string_view::npos) return std::nullopt;
  auto header = object_of(token.substr(0, dot));
  return header ? str_of(*header, "kid") : std::nullopt;
}

std::variant<VerifiedJws, JwsError> verify(std::string_view token, const KeySet& keys) {
  if (token.size() > kMaxToken) return JwsError::malformed;
  auto first = token.find('.');
  auto second = first == std::string_view::npos ? first : token.find('.', first + 1);
  if (second == std::string_view::npos || token.find('.', second + 1) != std::string_view::npos) return JwsError::malformed;
  auto header = object_of(token.substr(0, first));
  auto claims = object_of(token.substr(first + 1, second - first - 1));
  auto signature = from_base64url(token.substr(second + 1));
  if (!header || !claims || !signature) return JwsError::malformed;
  auto alg = str_of(*header, "alg");
  if (alg != "RS256" && alg != "ES256") return JwsError::unsupported_alg;
  auto kid = str_of(*header, "kid");
  EVP_PKEY* key = kid ? keys.find(*kid) : nullptr;
  if (!key) return JwsError::unknown_key;
  // The key's type decides the algorithm: an RSA key never checks an ES256 token, and back.
  const bool rsa = EVP_PKEY_is_a(key, "RSA");
  if (rsa != (*alg == "RS256")) return JwsError::bad_signature;
  std::string sig = *signature;
  if (!rsa) {
    auto der = der_of_raw(sig);
    if (!der) return JwsError::bad_signature;
    sig = *der;
  }
  const std::string input(token.substr(0, second));
  MdCtx ctx(EVP_MD_CTX_new());
  if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key) != 1 ||
      EVP_DigestVerify(ctx.get(), bytes(sig), sig.size(), bytes(input), input.size()) != 1) {
    return JwsError::bad_signature;
  }
  return VerifiedJws{std::move(*header), std::move(*claims)};
}

std::optional<std::string> sign(const json::object& claims, std::string_view private_key_pem, std::string_view kid) {
  Pkey key = private_key(private_key_pem);
  if (!key) return std::nullopt;
  const bool rsa = EVP_PKEY_is_a(key.get(), "RSA");
  if (!rsa && !(EVP_PKEY_is_a(key.get(), "EC") && is_p256(key.get()))) return std::nullopt;
  json::object header{{"alg", rsa ? "RS256" : "ES256"}, {"typ", "JWT"}, {"kid", kid}};
  const std::string input = base64url(json::serialize(header)) + "." + base64url(json::serialize(claims));
  MdCtx ctx(EVP_MD_CTX_new());
  size_t len = 0;
  if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1 ||
      EVP_DigestSign(ctx.get(), nullptr, &len, bytes(input), input.size()) != 1) {
    return std::nullopt;
  }
  std::string sig(len, '\0');
  if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(sig.data()), &len, bytes(input), input.size()) != 1) {
    return std::nullopt;
  }
  sig.resize(len);
  if (!rsa) {
    auto raw = raw_of_der(sig);
    if (!raw) return std::nullopt;
    sig = *raw;
  }
  return input + "." + base64url(sig);
}

std::optional<json::object> public_jwk(std::string_view private_key_pem, std::string_view kid) {
  Pkey key = private_key(private_key_pem);
  if (!key) return std::nullopt;
  if (EVP_PKEY_is_a(key.get(), "RSA")) {
    return json::object{{"kty", "RSA"}, {"kid", kid}, {"use", "sig"}, {"alg", "RS256"},
                        {"n", base64url(bn_bytes(key.get(), OSSL_PKEY_PARAM_RSA_N, 0))},
                        {"e", base64url(bn_bytes(key.get(), OSSL_PKEY_PARAM_RSA_E, 0))}};
  }
  if (!is_p256(key.get())) return std::nullopt;
  return json::object{{"kty", "EC"}, {"kid", kid}, {"use", "sig"}, {"alg", "ES256"}, {"crv", "P-256"},
                      {"x", base64url(bn_bytes(key.get(), OSSL_PKEY_PARAM_EC_PUB_X, kP256Bytes))},
                      {"y", base64url(bn_bytes(key.get(), OSSL_PKEY_PARAM_EC_PUB_Y, kP256Bytes))}};
}

}  // namespace qsr::jose
