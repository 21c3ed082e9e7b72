#include <gtest/gtest.h>

#include "core/crypto.h"
#include "core/jose.h"
#include "support/test_keys.h"

namespace qsr::jose {
namespace json = boost::json;

namespace {

std::string jwks_of(std::initializer_list<std::pair<std::string, std::string>> keys) {
  json::array list;
  for (const auto& [pem, kid] : keys) list.push_back(*public_jwk(pem, kid));
  return json::serialize(json::object{{"keys", list}});
}

const json::object kClaims{{"iss", "https://issuer.test"}, {"sub", "u-1"}, {"aud", "client"}};

}  // namespace

TEST(Jose, Rs256AndEs256TokensSignedWithAPublishedKeyVerify) {
  crypto::init();
  const auto rsa = test::new_rsa_pem(), ec = test::new_p256_pem();
  auto keys = KeySet::parse(jwks_of({{rsa, "r1"}, {ec, "e1"}}));
  ASSERT_TRUE(keys);
  EXPECT_EQ(keys->size(), 2u);
  for (const auto& [pem, kid] : {std::pair{rsa, "r1"}, std::pair{ec, "e1"}}) {
    auto token = sign(kClaims, pem, kid);
    ASSERT_TRUE(token);
    EXPECT_EQ(key_id_of(*token), kid);
    auto result = verify(*token, *keys);
    ASSERT_TRUE(std::holds_alternative<VerifiedJws>(result)) << kid;
    EXPECT_EQ(std::get<VerifiedJws>(result).claims.at("sub").as_string(), "u-1");
  }
}

TEST(Jose, ATokenSignedWithAnotherKeyUnderTheSameKidIsRefused) {
  const auto published = test::new_p256_pem(), attacker = test::new_p256_pem();
  auto keys = KeySet::parse(jwks_of({{published, "k"}}));
  auto forged = sign(kClaims, attacker, "k");
  EXPECT_EQ(std::get<JwsError>(verify(*forged, *keys)), JwsError::bad_signature);
}

TEST(Jose, AChangedPayloadBreaksTheSignature) {
  const auto pem = test::new_rsa_pem();
  auto keys = KeySet::parse(jwks_of({{pem, "k"}}));
  auto token = *sign(kClaims, pem, "k");
  auto dot1 = token.find('.'), dot2 = token.rfind('.');
  json::object changed = kClaims;
  changed["sub"] = "someone-else";
  std::string tampered = token.substr(0, dot1 + 1) + base64url(json::serialize(changed)) + token.substr(dot2);
  EXPECT_EQ(std::get<JwsError>(verify(tampered, *keys)), JwsError::bad_signature);
}

TEST(Jose, NoneHmacAndUnknownKeysAreRefused) {
  const auto pem = test::new_rsa_pem();
  auto keys = KeySet::parse(jwks_of({{pem, "k"}}));
  auto body = base64url(json::serialize(kClaims));
  auto none = base64url(R"({"alg":"none","kid":"k"})") + "." + body + ".";
  EXPECT_EQ(std::get<JwsError>(verify(none, *keys)), JwsError::unsupported_alg);
  auto hs = base64url(R"({"alg":"HS256","kid":"k"})") + "." + body + "." + base64url("x");
  EXPECT_EQ(std::get<JwsError>(verify(hs, *keys)), JwsError::unsupported_alg);
  auto other = *sign(kClaims, pem, "unknown");
  EXPECT_EQ(std::get<JwsError>(verify(other, *keys)), JwsError::unknown_key);
  EXPECT_EQ(std::get<JwsError>(verify("a.b", *keys)), JwsError::malformed);
  EXPECT_EQ(std::get<JwsError>(verify("a.b.c.d", *keys)), JwsError::malformed);
}

TEST(Jose, AnRsaKeyNeverChecksAnEs256HeaderAndBack) {
  const auto rsa = test::new_rsa_pem();
  auto keys = KeySet::parse(jwks_of({{rsa, "k"}}));
  auto token = *sign(kClaims, rsa, "k");
  auto swapped = base64url(R"({"alg":"ES256","kid":"k"})") + token.substr(token.find('.'));
  EXPECT_EQ(std::get<JwsError>(verify(swapped, *keys)), JwsError::bad_signature);
}

TEST(Jose, WeakRsaKeysAndOtherCurvesAreLeftOutOfTheKeySet) {
  const auto weak = test::new_rsa_pem(1024);
  auto keys = KeySet::parse(jwks_of({{weak, "weak"}}));
  ASSERT_TRUE(keys);
  EXPECT_FALSE(keys->has("weak"));
  EXPECT_FALSE(KeySet::parse("[]"));
  EXPECT_FALSE(KeySet::parse("not json"));
}

}  // namespace qsr::jose
