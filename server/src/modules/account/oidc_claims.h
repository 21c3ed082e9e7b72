// What an ID token must say before we believe it names a person (OpenID Connect Core §3.1.3.7):
// our provider issued it, for our client, recently, in answer to the sign-in we started (nonce).
// The signature is checked before this (core/jose.h); these are the claims.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <boost/json.hpp>

namespace qsr::account {

struct ExpectedClaims {
  std::string issuer;
  std::string audience;  // our client id
  std::string nonce;     // the one stored with the sign-in attempt
  int64_t now_s = 0;
  int64_t skew_s = 60;   // clocks of two machines differ a little
  int64_t max_age_s = 600;  // an ID token issued longer ago than this is not an answer to us
};

enum class ClaimError { none, issuer, audience, expired, issued_in_future, nonce, subject };

struct IdTokenSubject {
  std::string subject;
  std::string name;
  std::string email;
};

// ClaimError::none when every claim holds; otherwise the first that failed.
ClaimError check_id_token_claims(const boost::json::object& claims, const ExpectedClaims& expected);
std::optional<IdTokenSubject> subject_of(const boost::json::object& claims);
const char* to_string(ClaimError e);

}  // namespace qsr::account
