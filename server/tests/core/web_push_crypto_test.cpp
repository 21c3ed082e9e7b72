#include <gtest/gtest.h>

#include "core/crypto.h"
#include "core/web_push_crypto.h"
#include "support/web_push_receiver.h"

namespace qsr::web_push {
namespace {

std::string b64(const char* text) { return *crypto::base64url_decode(text); }

// RFC 8291 Appendix A.
const char* kPlaintext = "When I grow up, I want to be a watermelon";
const char* kSenderPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
const char* kSenderPublic = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
const char* kReceiverPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94";
const char* kReceiverPublic = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
const char* kAuth = "BTBZMqHH6r4Tts7J_aSIgg";
const char* kSalt = "DGv6ra1nlYgDCS1FRnbzlw";
const char* kMessage =
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT"
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN";

TEST(WebPushCrypto, Rfc8291AppendixA_TheSameKeysAndSaltGiveTheRfcsMessageByteForByte) {
  crypto::init();
  auto sender = key_pair_of(b64(kSenderPrivate));
  ASSERT_TRUE(sender);
  EXPECT_EQ(crypto::base64url_encode(sender->public_key), kSenderPublic);
  auto body = encrypt(kPlaintext, b64(kReceiverPublic), b64(kAuth), *sender, b64(kSalt));
  ASSERT_TRUE(body);
  EXPECT_EQ(crypto::base64url_encode(*body), kMessage);
  // And the receiver's side opens the RFC's message.
  auto receiver = key_pair_of(b64(kReceiverPrivate));
  ASSERT_TRUE(receiver);
  EXPECT_EQ(crypto::base64url_encode(receiver->public_key), kReceiverPublic);
  EXPECT_EQ(testing::open_push_message(b64(kMessage), *receiver, b64(kAuth)), kPlaintext);
}

TEST(WebPushCrypto, AFreshMessageOpensWithTheSubscriptionsKey_AndNotWithAnotherAuthSecret) {
  crypto::init();
  const KeyPair browser = generate_key_pair();
  const std::string auth = crypto::random_bytes(16);
  auto body = encrypt(R"({"title":"餐點已準備好"})", browser.public_key, auth);
  ASSERT_TRUE(body);
  EXPECT_EQ(testing::open_push_message(*body, browser, auth), R"({"title":"餐點已準備好"})");
  EXPECT_EQ(testing::open_push_message(*body, browser, crypto::random_bytes(16)), std::nullopt);
  // Two messages never share a sender key and salt.
  EXPECT_NE(body->substr(0, 86), encrypt("x", browser.public_key, auth)->substr(0, 86));
}

TEST(WebPushCrypto, ASubscriptionKeyMustBeAnUncompressedPointOnP256) {
  crypto::init();
  const std::string good = b64(kReceiverPublic);
  EXPECT_TRUE(is_public_key(good));
  std::string off_curve = good;
  off_curve[40] ^= 1;
  EXPECT_FALSE(is_public_key(off_curve));
  EXPECT_FALSE(is_public_key(good.substr(0, 33)));
  EXPECT_FALSE(is_public_key(std::string(65, '\x04')));
  EXPECT_EQ(encrypt("x", off_curve, b64(kAuth)), std::nullopt);
  EXPECT_EQ(key_pair_of(std::string(32, '\0')), std::nullopt);
  EXPECT_EQ(key_pair_of(std::string(32, '\xff')), std::nullopt);  // above the group order
}

TEST(WebPushCrypto, VapidHeader_AnEs256TokenForTheAudienceThatThePublicKeyVerifies) {
  crypto::init();
  const KeyPair server = generate_key_pair();
  const std::string header = vapid_authorization("https://push.example", "mailto:ops@example.com", 1'800'000'000, server);
  ASSERT_EQ(header.rfind("vapid t=", 0), 0u) << header;
  const auto comma = header.find(", k=");
  ASSERT_NE(comma, std::string::npos);
  EXPECT_EQ(header.substr(comma + 4), crypto::base64url_encode(server.public_key));
  const std::string jwt = header.substr(8, comma - 8);
  const auto dot = jwt.rfind('.');
  const std::string input = jwt.substr(0, dot);
  const auto signature = crypto::base64url_decode(jwt.substr(dot + 1));
  ASSERT_TRUE(signature);
  EXPECT_TRUE(verify_es256(input, *signature, server.public_key));
  EXPECT_FALSE(verify_es256(input + "x", *signature, server.public_key));
  EXPECT_FALSE(verify_es256(input, *signature, generate_key_pair().public_key));
  const auto claims = crypto::base64url_decode(input.substr(input.find('.') + 1));
  EXPECT_EQ(*claims, R"({"aud":"https://push.example","exp":1800000000,"sub":"mailto:ops@example.com"})");
}

TEST(Base64Url, RoundTripsAndRefusesPaddingAndOtherAlphabets) {
  crypto::init();
  const std::string bytes("\xfb\xff\x00\x01", 4);
  EXPECT_EQ(crypto::base64url_encode(bytes), "-_8AAQ");
  EXPECT_EQ(crypto::base64url_decode("-_8AAQ"), bytes);
  EXPECT_EQ(crypto::base64url_decode("-_8AAQ=="), std::nullopt);
  EXPECT_EQ(crypto::base64url_decode("+/8AAQ"), std::nullopt);
  EXPECT_EQ(crypto::base64url_decode("ab c"), std::nullopt);
  EXPECT_EQ(crypto::base64url_decode(""), std::string());
}

}  // namespace
}  // namespace qsr::web_push
