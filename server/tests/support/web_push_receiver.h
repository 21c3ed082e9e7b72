// What a browser does with a push message (RFC 8291 receiver side), for tests: read the aes128gcm
// header, derive the same keys from the subscription's private key, open the one record, and check
// the delimiter. nullopt for anything that does not open.
#pragma once

#include <openssl/evp.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/web_push_crypto.h"

namespace qsr::testing {

inline std::optional<std::string> open_push_message(const std::string& body, const web_push::KeyPair& ua, const std::string& auth_secret) {
  if (body.size() < 16 + 4 + 1 + 65 + 16) return std::nullopt;
  const std::string salt = body.substr(0, 16);
  const auto key_id_length = static_cast<unsigned char>(body[20]);
  if (key_id_length != 65) return std::nullopt;
  const std::string sender_public = body.substr(21, 65);
  const std::string sealed = body.substr(86);
  auto secret = web_push::ecdh(ua.private_key, sender_public);
  if (!secret) return std::nullopt;
  const auto keys = web_push::content_keys(*secret, auth_secret, ua.public_key, sender_public, salt);
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
  const auto* in = reinterpret_cast<const unsigned char*>(sealed.data());
  const size_t text_length = sealed.size() - 16;
  std::string out(text_length, '\0');
  auto* o = reinterpret_cast<unsigned char*>(out.data());
  int len = 0, tail = 0;
  std::string tag = sealed.substr(text_length);
  if (EVP_DecryptInit_ex(ctx.get(), EVP_aes_128_gcm(), nullptr, nullptr, nullptr) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, 12, nullptr) != 1 ||
      EVP_DecryptInit_ex(ctx.get(), nullptr, nullptr, reinterpret_cast<const unsigned char*>(keys.key.data()),
                         reinterpret_cast<const unsigned char*>(keys.nonce.data())) != 1 ||
      EVP_DecryptUpdate(ctx.get(), o, &len, in, static_cast<int>(text_length)) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, 16, tag.data()) != 1 || EVP_DecryptFinal_ex(ctx.get(), o + len, &tail) != 1) {
    return std::nullopt;
  }
  // The last record ends with the delimiter 0x02 (then optional zero padding).
  const auto end = out.find_last_not_of('\0');
  if (end == std::string::npos || out[end] != '\x02') return std::nullopt;
  out.resize(end);
  return out;
}

}  // namespace qsr::testing
