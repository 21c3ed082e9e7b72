#include <gtest/gtest.h>

#include "core/crypto.h"
#include "modules/account/oidc_claims.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

constexpr int64_t kNow = 1'800'000'000;

ExpectedClaims expected() { return {"https://accounts.test", "our-client", "n-123", kNow}; }

json::object good() {
  return {{"iss", "https://accounts.test"}, {"aud", "our-client"}, {"sub", "1084"}, {"nonce", "n-123"},
          {"iat", kNow - 5}, {"exp", kNow + 3600}, {"name", "Chan Tai Man"}};
}

}  // namespace

TEST(OidcClaims, ATokenForUsInAnswerToOurNonceHolds) {
  crypto::init();
  EXPECT_EQ(check_id_token_claims(good(), expected()), ClaimError::none);
  EXPECT_EQ(subject_of(good())->name, "Chan Tai Man");
}

TEST(OidcClaims, AnotherIssuerAudienceOrNonceIsRefused) {
  auto c = good();
  c["iss"] = "https://evil.test";
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::issuer);
  c = good();
  c["aud"] = "someone-else";
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::audience);
  c = good();
  c["nonce"] = "n-124";
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::nonce);
  c = good();
  c.erase("nonce");
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::nonce);
}

TEST(OidcClaims, SeveralAudiencesNeedUsAsTheAuthorizedParty) {
  auto c = good();
  c["aud"] = json::array{"our-client", "other"};
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::audience);
  c["azp"] = "our-client";
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::none);
}

TEST(OidcClaims, ExpiryAllowsAMinuteOfSkewAndNoMore) {
  auto c = good();
  c["exp"] = kNow - 30;
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::none);
  c["exp"] = kNow - 60;
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::expired);
  c = good();
  c["iat"] = kNow + 120;
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::issued_in_future);
  c = good();
  c["iat"] = kNow - 3600;  // still unexpired, but issued long before our sign-in started
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::expired);
}

TEST(OidcClaims, ASubjectMustBePrintableAsciiOfAtMost255) {
  auto c = good();
  c["sub"] = "";
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::subject);
  c["sub"] = std::string(256, 'a');
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::subject);
  c["sub"] = "a b";
  EXPECT_EQ(check_id_token_claims(c, expected()), ClaimError::subject);
}

}  // namespace qsr::account
