// The sandboxes' call signature (core/signed_call.h): the right secret and body, a fresh numeric
// timestamp; anything else is not genuine.
#include <gtest/gtest.h>

#include "core/crypto.h"
#include "core/signed_call.h"

namespace qsr::signed_call {
namespace {

constexpr int64_t kNow = 1'795'406'400'000;

TEST(SignedCall, GenuineOnlyWithTheSecretTheBodyAndAFreshTimestamp) {
  crypto::init();
  const std::string ts = std::to_string(kNow);
  const std::string sig = sign("secret", ts, R"({"a":1})");
  EXPECT_TRUE(genuine("secret", ts, sig, R"({"a":1})", kNow));
  EXPECT_TRUE(genuine("secret", ts, sig, R"({"a":1})", kNow + kMaxAgeMs));
  EXPECT_FALSE(genuine("secret", ts, sig, R"({"a":1})", kNow + kMaxAgeMs + 1));  // a replay later
  EXPECT_FALSE(genuine("other", ts, sig, R"({"a":1})", kNow));
  EXPECT_FALSE(genuine("secret", ts, sig, R"({"a":2})", kNow));
  EXPECT_FALSE(genuine("secret", ts, "", R"({"a":1})", kNow));
  EXPECT_FALSE(genuine("secret", "", sig, R"({"a":1})", kNow));
  const std::string odd = ts + "x";
  EXPECT_FALSE(genuine("secret", odd, sign("secret", odd, "b"), "b", kNow));  // not a number
}

}  // namespace
}  // namespace qsr::signed_call
