// The sensitive-word screen's folding: the disguises people use fold to the plain word, and food
// talk that merely contains a listed word's letters does not match it.
#include <gtest/gtest.h>

#include "modules/moderation/text_fold.h"

namespace qsr::moderation {
namespace {

bool screened_has(const std::string& text, const std::string& word) { return ScreenedText(text).contains(fold_for_screening(word)); }

TEST(TextFold, WidthCaseAndLookAlikeSignsFoldToThePlainWord) {
  EXPECT_EQ(fold_for_screening("ＦＵＣＫ"), "fuck");
  EXPECT_EQ(fold_for_screening("Sh1t"), "shit");
  EXPECT_EQ(fold_for_screening("$h!t"), "shit");
  EXPECT_EQ(fold_for_screening("b17ch"), "bitch");
}

TEST(TextFold, TraditionalAndHongKongFormsFoldToSimplified) {
  EXPECT_EQ(fold_for_screening("他媽的"), fold_for_screening("他妈的"));
  EXPECT_EQ(fold_for_screening("冚家鏟"), fold_for_screening("冚家铲"));
  EXPECT_TRUE(screened_has("個服務員好傻逼", "傻逼"));
}

TEST(TextFold, AnythingBetweenChineseCharactersIsDropped) {
  for (const std::string text : {"仆街", "仆 街", "仆。街", "仆\u200b街", "仆😀街", "仆\n街", "仆　街"}) {
    EXPECT_TRUE(screened_has(text, "仆街")) << text;
  }
}

TEST(TextFold, LettersTypedOneByOneAreOneWord) {
  EXPECT_TRUE(screened_has("f u c k", "fuck"));
  EXPECT_TRUE(screened_has("F.U.C.K off", "fuck"));
  EXPECT_TRUE(screened_has("f-u-c-king slow", "fuck"));
}

TEST(TextFold, ALatinWordMatchesOnlyAtTheStartOfAWord) {
  EXPECT_TRUE(screened_has("this is shitty", "shit"));
  EXPECT_TRUE(screened_has("好shit", "shit"));  // a Chinese character is no Latin letter
  EXPECT_FALSE(screened_has("push it", "shit"));
  EXPECT_FALSE(screened_has("this hit the spot", "shit"));
  EXPECT_FALSE(screened_has("Scunthorpe", "cunt"));
  EXPECT_FALSE(screened_has("a glass of water", "ass"));
}

TEST(TextFold, ChineseFoodTalkIsNotCaught) {
  EXPECT_FALSE(screened_has("媽媽的味道", "他妈的"));
  EXPECT_FALSE(screened_has("撚手小菜", "好撚"));
}

TEST(TextFold, SignsAloneFoldToNothing) {
  EXPECT_EQ(fold_for_screening("!!!"), "iii");  // look-alikes of i, as in "sh!t"
  EXPECT_EQ(fold_for_screening("。，、？ ~"), "");
  EXPECT_TRUE(ScreenedText("😀😀").empty());
  EXPECT_FALSE(ScreenedText("好味").contains(""));
}

}  // namespace
}  // namespace qsr::moderation
