// The input rules of spec 000 §5, one test per rule, with values on both sides of each edge.
#include <gtest/gtest.h>

#include "core/messages.h"
#include "core/validators.h"

namespace qsr::validators {
namespace {

std::string key_of(const Problem& p) { return p.value_or("ok"); }

}  // namespace

// ---- Phone ----

TEST(Validators, Phone_HongKongIsEightDigitsStartingWith4To9AndTheDefaultArea) {
  for (const char* n : {"91234567", "51234567", "61234567", "71234567", "81234567", "41234567"}) {
    auto p = parse_phone("852", n);
    ASSERT_TRUE(p) << n;
    EXPECT_EQ(p->area_code, "852");
    EXPECT_EQ(p->number, n);
  }
  auto defaulted = parse_phone("", "91234567");
  ASSERT_TRUE(defaulted);
  EXPECT_EQ(defaulted->key(), "852-91234567");
  EXPECT_EQ(defaulted->e164(), "+85291234567");
  for (const char* n : {"31234567", "21234567", "01234567", "9123456", "912345678", ""}) {
    EXPECT_FALSE(parse_phone("852", n)) << n;
  }
}

TEST(Validators, Phone_MacauIsEightDigitsStartingWith6) {
  EXPECT_TRUE(parse_phone("853", "66123456"));
  EXPECT_FALSE(parse_phone("853", "56123456"));
  EXPECT_FALSE(parse_phone("853", "6612345"));
}

TEST(Validators, Phone_MainlandIsElevenDigitsStarting13To19) {
  EXPECT_TRUE(parse_phone("86", "13800138000"));
  EXPECT_TRUE(parse_phone("86", "19912345678"));
  EXPECT_FALSE(parse_phone("86", "12800138000"));  // 12x is not a mobile range
  EXPECT_FALSE(parse_phone("86", "1380013800"));   // ten digits
  EXPECT_FALSE(parse_phone("86", "23800138000"));
}

TEST(Validators, Phone_IndonesiaIs9To12DigitsStartingWith8AndDropsTheTrunkZero) {
  EXPECT_TRUE(parse_phone("62", "812345678"));     // 9
  EXPECT_TRUE(parse_phone("62", "812345678901"));  // 12
  EXPECT_FALSE(parse_phone("62", "81234567"));     // 8
  EXPECT_FALSE(parse_phone("62", "8123456789012"));  // 13
  EXPECT_FALSE(parse_phone("62", "712345678"));
  auto local = parse_phone("62", "0812345678");
  ASSERT_TRUE(local);
  EXPECT_EQ(local->number, "812345678");
}

TEST(Validators, Phone_PhilippinesIsTenDigitsStartingWith9) {
  EXPECT_TRUE(parse_phone("63", "9171234567"));
  EXPECT_EQ(parse_phone("63", "09171234567")->key(), "63-9171234567");
  EXPECT_FALSE(parse_phone("63", "917123456"));
  EXPECT_FALSE(parse_phone("63", "8171234567"));
}

TEST(Validators, Phone_SpacesAndDashesAreDroppedAnythingElseIsInvalid) {
  EXPECT_EQ(parse_phone("852", "9123 4567")->number, "91234567");
  EXPECT_EQ(parse_phone("86", "138-0013-8000")->number, "13800138000");
  for (const char* n : {"9123.4567", "(9123)4567", "+85291234567", "9123456７", "91234567x", "９１２３４５６７"}) {
    EXPECT_FALSE(parse_phone("852", n)) << n;
  }
}

TEST(Validators, Phone_OnlyTheSpecsAreaCodesAreAccepted) {
  EXPECT_TRUE(parse_phone("+852", "91234567"));
  for (const char* area : {"1", "44", "886", "85", "8520", "abc", "+"}) {
    EXPECT_FALSE(parse_phone(area, "91234567")) << area;
    EXPECT_EQ(key_of(check_phone(area, "91234567")), "area_code_invalid") << area;
  }
  EXPECT_EQ(key_of(check_phone("852", "1234")), "phone_invalid");
  EXPECT_EQ(key_of(check_phone("", "91234567")), "ok");
}

TEST(Validators, Phone_SplittingRecognisesPlusOr00AndThePrefixes) {
  struct Case {
    const char* full;
    const char* key;
  };
  for (const Case& c : {Case{"+85291234567", "852-91234567"}, Case{"0085291234567", "852-91234567"},
                        Case{"+853 6612 3456", "853-66123456"}, Case{"+8613800138000", "86-13800138000"},
                        Case{"0086-138-0013-8000", "86-13800138000"}, Case{"+62812345678", "62-812345678"},
                        Case{"+639171234567", "63-9171234567"}, Case{"91234567", "852-91234567"},
                        Case{"8613800138000", "86-13800138000"}, Case{"85366123456", "853-66123456"}}) {
    auto p = split_phone(c.full);
    ASSERT_TRUE(p) << c.full;
    EXPECT_EQ(p->key(), c.key) << c.full;
  }
  for (const char* bad : {"+4420123456", "+852123", "", "+", "00", "+85291234567 ext 2", "+8529123456a"}) {
    EXPECT_FALSE(split_phone(bad)) << bad;
  }
}

TEST(Validators, Phone_MaskKeepsTheFirstThreeAndLastFourDigits) {
  EXPECT_EQ(mask_phone("13800138000"), "138****8000");
  EXPECT_EQ(mask_phone("91234567"), "912*4567");
  EXPECT_EQ(mask_phone("812345678901"), "812*****8901");
  EXPECT_EQ(mask_phone("1234567"), "***4567");  // too short to show both ends
  EXPECT_EQ(mask_phone("1234"), "****");
}

// ---- Password ----

TEST(Validators, Password_NeedsEightCharactersWithDigitUpperLowerAndSymbol) {
  EXPECT_EQ(key_of(check_password("Abcdef1!")), "ok");  // exactly 8
  EXPECT_EQ(key_of(check_password("Zz9~Zz9~Zz9~")), "ok");
  EXPECT_EQ(key_of(check_password("Abcde1!")), "password_weak");    // 7
  EXPECT_EQ(key_of(check_password("abcdef1!")), "password_weak");   // no upper
  EXPECT_EQ(key_of(check_password("ABCDEF1!")), "password_weak");   // no lower
  EXPECT_EQ(key_of(check_password("Abcdefg!")), "password_weak");   // no digit
  EXPECT_EQ(key_of(check_password("Abcdefg1")), "password_weak");   // no symbol
  EXPECT_EQ(key_of(check_password("")), "password_weak");
}

TEST(Validators, Password_RefusesSpacesControlsNonAsciiAndMoreThan64) {
  EXPECT_EQ(key_of(check_password("Abc def1!")), "password_weak");
  EXPECT_EQ(key_of(check_password("Abcdef1!\t")), "password_weak");
  EXPECT_EQ(key_of(check_password(std::string("Abcdef1!\0", 9))), "password_weak");
  EXPECT_EQ(key_of(check_password("Abcdef1!密碼")), "password_weak");
  std::string longest = "Aa1!" + std::string(60, 'x');
  EXPECT_EQ(key_of(check_password(longest)), "ok");  // 64
  EXPECT_EQ(key_of(check_password(longest + "x")), "password_weak");
}

TEST(Validators, Password_TheTwoEntriesMustMatch) {
  EXPECT_EQ(key_of(check_password_confirmation("Abcdef1!", "Abcdef1!")), "ok");
  EXPECT_EQ(key_of(check_password_confirmation("Abcdef1!", "abcdef1!")), "password_mismatch");
  EXPECT_EQ(key_of(check_password_confirmation("Abcdef1!", "")), "password_mismatch");
}

// ---- Birthday ----

TEST(Validators, Birthday_TurningFourteenTodayIsAcceptedOneDayShortIsNot) {
  EXPECT_EQ(key_of(check_birthday("2012-06-15", 2026, 6, 15)), "ok");                // 14 today
  EXPECT_EQ(key_of(check_birthday("2012-06-16", 2026, 6, 15)), "birthday_under_14");  // 14 tomorrow
  EXPECT_EQ(key_of(check_birthday("2012-06-14", 2026, 6, 15)), "ok");
  EXPECT_EQ(key_of(check_birthday("2013-01-01", 2026, 12, 31)), "birthday_under_14");
  EXPECT_EQ(key_of(check_birthday("1980-12-31", 2026, 1, 1)), "ok");
}

TEST(Validators, Birthday_TwentyNinthOfFebruaryTurnsFourteenOnFirstOfMarch) {
  // 2012 was a leap year, 2026 is not: the 14th birthday falls on 1 March 2026.
  EXPECT_EQ(key_of(check_birthday("2012-02-29", 2026, 2, 28)), "birthday_under_14");
  EXPECT_EQ(key_of(check_birthday("2012-02-29", 2026, 3, 1)), "ok");
  // 14 is not a multiple of 4, so a leap-day child's 14th birthday never has a 29 February.
  EXPECT_EQ(key_of(check_birthday("2016-02-29", 2030, 2, 28)), "birthday_under_14");
  EXPECT_EQ(key_of(check_birthday("2016-02-29", 2030, 3, 1)), "ok");
  EXPECT_EQ(key_of(check_birthday("2000-02-29", 2014, 3, 1)), "ok");
  EXPECT_EQ(key_of(check_birthday("2000-02-29", 2014, 2, 28)), "birthday_under_14");
}

TEST(Validators, Birthday_MustBeARealPastCalendarDate) {
  for (const char* b : {"1990-02-30", "1990-13-01", "1990-04-31", "1990-01-00", "2013-02-29", "1990/01/01",
                        "90-01-01", "1990-1-1", "1990-01-01T00:00", " 1990-01-01", "１９９０-01-01", "1899-12-31"}) {
    EXPECT_EQ(key_of(check_birthday(b, 2026, 6, 15)), "birthday_invalid") << b;
  }
  EXPECT_EQ(key_of(check_birthday("2000-02-29", 2026, 6, 15)), "ok");  // a real leap day
  EXPECT_EQ(key_of(check_birthday("2026-06-16", 2026, 6, 15)), "birthday_invalid");  // in the future
}

TEST(Validators, Birthday_MonthIsRequired) {
  for (const char* b : {"", "1990", "1990-", "1990--12", "1990-00-12"}) {
    EXPECT_EQ(key_of(check_birthday(b, 2026, 6, 15)), "birthday_month_required") << b;
  }
}

// ---- Email ----

TEST(Validators, Email_PracticalShapeIsAcceptedOthersRefused) {
  for (const char* e : {"a@b.co", "first.last+tag@mail.example.com.hk", "x_y-z@sub-domain.example.org", "o'neil@ex.io"}) {
    EXPECT_EQ(key_of(check_email(e)), "ok") << e;
  }
  for (const char* e : {"", "plain", "@example.com", "a@", "a@b", "a@@b.com", "a@b@c.com", ".a@b.com", "a.@b.com",
                        "a..b@c.com", "a b@c.com", "a@-b.com", "a@b-.com", "a@b..com", "a@b.com.", "a@1.2.3.4",
                        "a@b_c.com", "名字@例子.com", "a@b.com\n"}) {
    EXPECT_EQ(key_of(check_email(e)), "email_invalid") << e;
  }
}

TEST(Validators, Email_LengthLimits) {
  std::string local64(64, 'a');
  EXPECT_EQ(key_of(check_email(local64 + "@b.com")), "ok");
  EXPECT_EQ(key_of(check_email(local64 + "a@b.com")), "email_invalid");
  std::string label63(63, 'b');
  EXPECT_EQ(key_of(check_email("a@" + label63 + ".com")), "ok");
  EXPECT_EQ(key_of(check_email("a@" + label63 + "b.com")), "email_invalid");
  // 254 in all is the most: a@ + three 63-letter labels + ".com" + padding label.
  std::string domain = label63 + "." + label63 + "." + label63 + "." + std::string(57, 'c') + ".hk";
  EXPECT_EQ(std::string("a@" + domain).size(), 254u);
  EXPECT_EQ(key_of(check_email("a@" + domain)), "ok");
  EXPECT_EQ(key_of(check_email("ab@" + domain)), "email_invalid");
}

// ---- Octopus ----

TEST(Validators, Octopus_EightToTenDigitsWithALuhnCheckDigit) {
  for (const char* good : {"12345674", "80345127", "123456782", "999999998", "1234567897"}) {
    EXPECT_EQ(key_of(check_octopus(good)), "ok") << good;
  }
  for (const char* bad : {"12345675", "80345128", "123456783", "999999999", "1234567898"}) {
    EXPECT_EQ(key_of(check_octopus(bad)), "octopus_invalid") << bad;  // last digit off by one
  }
  for (const char* bad : {"1234566", "0", "12345678903", "1234567a", "1234 5674", ""}) {
    EXPECT_EQ(key_of(check_octopus(bad)), "octopus_invalid") << bad;  // length or characters
  }
}

TEST(Validators, Octopus_AnySingleDigitChangeIsCaught) {
  const std::string good = "1234567897";
  for (size_t i = 0; i < good.size(); ++i) {
    for (char d = '0'; d <= '9'; ++d) {
      if (d == good[i]) continue;
      std::string changed = good;
      changed[i] = d;
      EXPECT_FALSE(luhn_valid(changed)) << changed;
    }
  }
  EXPECT_TRUE(luhn_valid("79927398713"));  // the textbook Luhn example
}

// ---- Codes, tax number, nickname, sex ----

TEST(Validators, InviteCode_OneTo32LettersOrDigits) {
  EXPECT_EQ(key_of(check_invite_code("A")), "ok");
  EXPECT_EQ(key_of(check_invite_code("Invite2026abc")), "ok");
  EXPECT_EQ(key_of(check_invite_code(std::string(32, 'x'))), "ok");
  EXPECT_EQ(key_of(check_invite_code(std::string(33, 'x'))), "invite_code_invalid");
  for (const char* c : {"", "AB-12", "AB 12", "碼12", "AB_12"}) {
    EXPECT_EQ(key_of(check_invite_code(c)), "invite_code_invalid") << c;
  }
}

TEST(Validators, PromotionTag_OneTo64LettersDigitsDashesUnderscoresOrDots) {
  for (const char* t : {"a", "mtr-poster_07", "flyer.2026", "ABC123"}) EXPECT_TRUE(is_promotion_tag(t)) << t;
  EXPECT_TRUE(is_promotion_tag(std::string(64, 'x')));
  EXPECT_FALSE(is_promotion_tag(std::string(65, 'x')));
  for (const char* t : {"", "a b", "<script>", "券", "a/b", "a\r\nb"}) EXPECT_FALSE(is_promotion_tag(t)) << t;
}

TEST(Validators, TaxNumber_15Or18Or20UppercaseAlphanumerics) {
  EXPECT_EQ(key_of(check_tax_number("ABCDE1234567890")), "ok");       // 15
  EXPECT_EQ(key_of(check_tax_number("91350100M000100Y43")), "ok");    // 18
  EXPECT_EQ(key_of(check_tax_number("12345678901234567890")), "ok");  // 20
  for (const char* t : {"ABCDE123456789", "ABCDE12345678901", "91350100M000100Y4", "1234567890123456789",
                        "123456789012345678901", "abcde1234567890", "ABCDE-234567890", ""}) {
    EXPECT_EQ(key_of(check_tax_number(t)), "tax_number_invalid") << t;
  }
}

TEST(Validators, Nickname_OneTo20CodePointsWithoutControlCharacters) {
  EXPECT_EQ(key_of(check_nickname("小明")), "ok");
  EXPECT_EQ(key_of(check_nickname("A")), "ok");
  std::string twenty_chinese;
  for (int i = 0; i < 20; ++i) twenty_chinese += "字";  // 60 bytes, 20 characters
  EXPECT_EQ(key_of(check_nickname(twenty_chinese)), "ok");
  EXPECT_EQ(key_of(check_nickname(twenty_chinese + "字")), "nickname_invalid");
  EXPECT_EQ(key_of(check_nickname("😀 Joy")), "ok");
  for (std::string n : {std::string(""), std::string("a\nb"), std::string("tab\t"), std::string("nul\0x", 5),
                        std::string("\x7f"), std::string("\xc2\x85"), std::string("\xff\xfe"), std::string("\xe5\xad"),
                        std::string("\xc0\xaf"), std::string("   "), std::string("\xe3\x80\x80")}) {
    EXPECT_EQ(key_of(check_nickname(n)), "nickname_invalid") << n;
  }
}

TEST(Validators, Sex_IsZeroOneOrTwo) {
  for (int s : {0, 1, 2}) EXPECT_EQ(key_of(check_sex(s)), "ok");
  for (int s : {-1, 3, 9}) EXPECT_EQ(key_of(check_sex(s)), "sex_invalid");
}

TEST(Validators, CountCodePoints_CountsCharactersNotBytes) {
  EXPECT_EQ(count_code_points(""), 0u);
  EXPECT_EQ(count_code_points("abc"), 3u);
  EXPECT_EQ(count_code_points("奶茶"), 2u);
  EXPECT_EQ(count_code_points("😀a"), 2u);
  EXPECT_TRUE(valid_utf8("奶茶 😀"));
  EXPECT_FALSE(valid_utf8("\xed\xa0\x80"));  // a UTF-16 surrogate
  EXPECT_FALSE(valid_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
}

// ---- Messages ----

TEST(Validators, EveryKeyTheyReturnHasAMessageAndTheSpecTextIsUsed) {
  for (const char* key : {"phone_invalid", "area_code_invalid", "password_weak", "password_mismatch", "birthday_invalid",
                          "birthday_under_14", "birthday_month_required", "email_invalid", "octopus_invalid",
                          "invite_code_invalid", "tax_number_invalid", "nickname_invalid", "sex_invalid"}) {
    EXPECT_TRUE(has_message(key)) << key;
  }
  EXPECT_EQ(message(Lang::zh_CN, "birthday_under_14"), "当前输入生日不满十四周岁，请确认！");
  EXPECT_EQ(message(Lang::zh_HK, "birthday_under_14"), "當前輸入生日不滿十四周歲，請確認！");
  EXPECT_EQ(message(Lang::en, "birthday_under_14"), "You must be at least 14 years old.");
}

}  // namespace qsr::validators

namespace qsr::validators {

TEST(Utf8Prefix, NeverCutsACharacterInTwo) {
  const std::string text = std::string(199, 'a') + "中文";  // 中 takes bytes 199..201
  EXPECT_EQ(utf8_prefix(text, 200), std::string(199, 'a'));
  EXPECT_EQ(utf8_prefix(text, 202), std::string(199, 'a') + "中");
  EXPECT_EQ(utf8_prefix("short", 200), "short");
  EXPECT_TRUE(valid_utf8(utf8_prefix("中文字", 4)));
  EXPECT_EQ(utf8_prefix("中文字", 4), "中");
}

}  // namespace qsr::validators
