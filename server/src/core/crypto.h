// Vetted primitives from libsodium: random tokens, SHA-256, argon2id password hashes, HMAC.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace qsr::crypto {

// Must run once before any other function (idempotent).
void init();

// `bytes` random bytes as unpadded base64url (a session token: 32 bytes -> 43 chars).
std::string random_token(size_t bytes = 32);
// A uniformly random number in [0, upper).
uint32_t random_below(uint32_t upper);
// `digits` random decimal digits ("048213"), uniformly.
std::string random_digits(size_t digits);
// `length` characters drawn uniformly from `alphabet` (at most 256 characters), from one read of
// the random source (not one per character).
std::string random_string(std::string_view alphabet, size_t length);
// The alphabet people read aloud and type: upper-case letters and digits without the look-alikes
// 0/O and 1/I (32 characters).
inline constexpr std::string_view kReadableAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
// A code that sorts by time: the milliseconds `at_ms` (>= 0) in 9 readable characters, in an
// order where byte order is time order, then `random_chars` random readable characters. New codes
// land at the end of a unique index instead of on a random page of it (one page written per batch
// of orders instead of one per order), and they still cannot be guessed from a neighbour.
std::string time_ordered_code(int64_t at_ms, size_t random_chars);

// `bytes` random bytes, raw.
std::string random_bytes(size_t bytes);
// Unpadded base64url (RFC 4648 §5), as JOSE and Web Push write binary; decoding refuses anything
// else (padding, other alphabets, stray characters).
std::string base64url_encode(std::string_view bytes);
std::optional<std::string> base64url_decode(std::string_view text);

// Lower-case hex SHA-256: how session tokens and one-time codes are stored.
std::string sha256_hex(std::string_view data);
// The 32 raw bytes of SHA-256 (a PKCE code challenge, an OAuth appsecret proof).
std::string sha256_bytes(std::string_view data);

// argon2id (OWASP parameters: t=2, m=19 MiB). The output embeds salt and parameters.
std::string hash_password(std::string_view password);
bool verify_password(std::string_view hash, std::string_view password);

// HMAC-SHA256 as lower-case hex, and a constant-time comparison of two hex strings.
std::string hmac_sha256_hex(std::string_view key, std::string_view message);
bool equal_constant_time(std::string_view a, std::string_view b);

}  // namespace qsr::crypto
