// What a person types as a code (code_text.h): spaces and letter case do not matter; anything but
// ASCII letters and digits, nothing at all, or more than 32 characters is no code.
#include "modules/coupon/code_text.h"

#include <gtest/gtest.h>

namespace qsr::coupon {

TEST(CodeText, SpacesAndSmallLettersReadAsTheSameCode) {
  EXPECT_EQ(normalized_code("happy hk 26"), "HAPPYHK26");
  EXPECT_EQ(normalized_code(" HAPPYHK26\t"), "HAPPYHK26");
}

TEST(CodeText, AnythingButLettersAndDigitsIsNoCode) {
  EXPECT_EQ(normalized_code("HAPPY-HK"), std::nullopt);
  EXPECT_EQ(normalized_code("優惠碼"), std::nullopt);
  EXPECT_EQ(normalized_code("ＡＢＣ"), std::nullopt);  // full-width letters
  EXPECT_EQ(normalized_code(""), std::nullopt);
  EXPECT_EQ(normalized_code("   "), std::nullopt);
}

TEST(CodeText, ThirtyTwoCharactersAtMostNotCountingSpaces) {
  EXPECT_EQ(normalized_code(std::string(32, 'a')), std::string(32, 'A'));
  EXPECT_EQ(normalized_code(std::string(33, 'a')), std::nullopt);
  EXPECT_EQ(normalized_code(std::string(32, 'a') + "  "), std::string(32, 'A'));
}

TEST(CodeText, AnActivityCodeIsKeptAsAHashThatDoesNotShowIt) {
  const std::string hash = activity_code_hash("HAPPYHK");
  EXPECT_EQ(hash.size(), 64u);
  EXPECT_EQ(hash.find("HAPPYHK"), std::string::npos);
  EXPECT_EQ(hash, activity_code_hash("HAPPYHK"));
  EXPECT_NE(hash, activity_code_hash("HAPPYHK2"));
}

}  // namespace qsr::coupon
