#include <gtest/gtest.h>

#include <array>

#include "core/crypto.h"

namespace qsr::crypto {

TEST(RandomString, DrawsOnlyFromTheAlphabetAtTheLengthAsked) {
  init();
  const std::string code = random_string(kReadableAlphabet, 15);
  ASSERT_EQ(code.size(), 15u);
  for (char c : code) EXPECT_NE(kReadableAlphabet.find(c), std::string_view::npos) << c;
  EXPECT_EQ(random_string(kReadableAlphabet, 0), "");
  EXPECT_EQ(random_digits(6).find_first_not_of("0123456789"), std::string::npos);
}

TEST(RandomString, EveryCharacterIsEquallyLikelyEvenWhenTheAlphabetDoesNotDivide256) {
  init();
  // Ten digits: 256 is not a multiple of 10, so the bytes 250..255 must be skipped. Folded onto
  // 0..5 instead, those six digits would come up 60.9 % of the time, not 60 % (19 standard
  // deviations off at a million draws; the bounds below are 6).
  const std::string digits = random_digits(1'000'000);
  size_t low = 0;
  for (char c : digits) low += c <= '5';
  const double share = static_cast<double>(low) / static_cast<double>(digits.size());
  EXPECT_NEAR(share, 0.6, 0.003);
}

}  // namespace qsr::crypto
