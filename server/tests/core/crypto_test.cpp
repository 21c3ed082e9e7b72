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

TEST(TimeOrderedCode, LaterMillisecondsSortAfterEarlierOnesWhateverTheRandomPart) {
  init();
  const int64_t times[] = {0, 1, 31, 32, 1'000'000, 1'763'942'400'000, 1'763'942'400'001, 1'763'942'400'032, 4'102'444'800'000};
  std::string previous;
  for (int64_t t : times) {
    const std::string code = time_ordered_code(t, 6);
    ASSERT_EQ(code.size(), 15u) << t;
    for (char c : code) EXPECT_NE(kReadableAlphabet.find(c), std::string_view::npos) << c;
    EXPECT_LT(previous, code) << t;
    previous = code;
  }
  // The random part differs between codes of the same millisecond.
  EXPECT_NE(time_ordered_code(5, 6), time_ordered_code(5, 6));
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
