#include "core/crypto.h"

#include <sodium.h>

#include <stdexcept>
#include <vector>

namespace qsr::crypto {
namespace {

constexpr unsigned long long kOpsLimit = 2;
constexpr size_t kMemLimit = 19 * 1024 * 1024;

std::string to_hex(const unsigned char* data, size_t len) {
  std::string out(len * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), data, len);
  out.pop_back();
  return out;
}

}  // namespace

void init() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium failed to initialise");
}

std::string random_token(size_t bytes) { return base64url_encode(random_bytes(bytes)); }

std::string random_bytes(size_t bytes) {
  std::string out(bytes, '\0');
  randombytes_buf(out.data(), out.size());
  return out;
}

std::string base64url_encode(std::string_view bytes) {
  std::string out(sodium_base64_ENCODED_LEN(bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  out.resize(std::char_traits<char>::length(out.c_str()));
  return out;
}

std::optional<std::string> base64url_decode(std::string_view text) {
  std::string out(text.size() * 3 / 4 + 3, '\0');
  size_t len = 0;
  const char* end = nullptr;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr, &len, &end,
                        sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0 ||
      end != text.data() + text.size()) {
    return std::nullopt;
  }
  out.resize(len);
  return out;
}

uint32_t random_below(uint32_t upper) { return randombytes_uniform(upper); }

std::string random_digits(size_t digits) { return random_string("0123456789", digits); }

std::string random_string(std::string_view alphabet, size_t length) {
  const size_t n = alphabet.size();
  if (n == 0 || n > 256) return {};
  // Bytes at or above the largest multiple of n are skipped, so every character is equally likely.
  const unsigned limit = 256 - 256 % n;
  std::string out;
  out.reserve(length);
  unsigned char buf[64];
  while (out.size() < length) {
    randombytes_buf(buf, sizeof buf);
    for (unsigned char b : buf) {
      if (b >= limit) continue;
      out += alphabet[b % n];
      if (out.size() == length) break;
    }
  }
  return out;
}

std::string time_ordered_code(int64_t at_ms, size_t random_chars) {
  // The readable alphabet in byte order, so that comparing codes compares times. 32^9 ms is about
  // 1,100 years.
  constexpr std::string_view kSorted = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  constexpr size_t kTimeChars = 9;
  std::string out(kTimeChars, kSorted[0]);
  auto t = static_cast<uint64_t>(at_ms < 0 ? 0 : at_ms);
  for (size_t i = kTimeChars; i-- > 0 && t > 0; t /= kSorted.size()) out[i] = kSorted[t % kSorted.size()];
  return out + random_string(kReadableAlphabet, random_chars);
}

std::string sha256_bytes(std::string_view data) {
  std::string digest(crypto_hash_sha256_BYTES, '\0');
  crypto_hash_sha256(reinterpret_cast<unsigned char*>(digest.data()), reinterpret_cast<const unsigned char*>(data.data()),
                     data.size());
  return digest;
}

std::string sha256_hex(std::string_view data) {
  auto digest = sha256_bytes(data);
  return to_hex(reinterpret_cast<const unsigned char*>(digest.data()), digest.size());
}

std::string hash_password(std::string_view password) {
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), kOpsLimit, kMemLimit,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("out of memory hashing a password");
  }
  return out;
}

bool verify_password(std::string_view hash, std::string_view password) {
  std::string h(hash);  // needs a NUL-terminated string
  return !h.empty() && crypto_pwhash_str_verify(h.c_str(), password.data(), password.size()) == 0;
}

std::string hmac_sha256_hex(std::string_view key, std::string_view message) {
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(message.data()), message.size());
  crypto_auth_hmacsha256_final(&state, mac);
  return to_hex(mac, sizeof mac);
}

bool equal_constant_time(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace qsr::crypto
