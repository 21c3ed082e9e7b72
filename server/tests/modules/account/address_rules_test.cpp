// What a delivery address must be (spec 000 §3), each check alone.
#include <gtest/gtest.h>

#include <functional>

#include "core/app_error.h"
#include "modules/account/address_rules.h"

namespace qsr::account {
namespace {

std::string key_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const AppError& e) {
    return e.message_key + (e.args.empty() ? "" : ":" + e.args[0]);
  }
  return "";
}

TEST(AddressRules, RequiredTextMustBeThereAndNotEmpty) {
  EXPECT_EQ(key_of([] { bounded_text(std::nullopt, "consignee", 30, true); }), "param_missing:consignee");
  EXPECT_EQ(key_of([] { bounded_text(std::string(), "consignee", 30, true); }), "param_missing:consignee");
  EXPECT_EQ(bounded_text(std::nullopt, "houseNumber", 100, false), "");
}

TEST(AddressRules, TextIsBoundedInCharactersNotBytes) {
  const std::string thirty_chinese = [] {
    std::string s;
    for (int i = 0; i < 30; ++i) s += "陳";
    return s;
  }();
  EXPECT_EQ(bounded_text(thirty_chinese, "consignee", kConsigneeMaxChars, true), thirty_chinese);
  EXPECT_EQ(key_of([&] { bounded_text(thirty_chinese + "陳", "consignee", kConsigneeMaxChars, true); }), "param_invalid:consignee");
}

TEST(AddressRules, PhoneMustBeValid) {
  EXPECT_EQ(address_phone("852", "91234567").key(), "852-91234567");
  EXPECT_EQ(key_of([] { address_phone("852", "12ab"); }), "phone_invalid");
}

TEST(AddressRules, PositionMustBeOnTheMap) {
  EXPECT_NO_THROW(check_position(22.28, 114.16));
  EXPECT_EQ(key_of([] { check_position(91, 114.16); }), "param_invalid:lat/lng");
  EXPECT_EQ(key_of([] { check_position(22.28, 181); }), "param_invalid:lat/lng");
}

TEST(AddressRules, DefaultFlagIsOneOrTrue) {
  EXPECT_TRUE(default_flag(std::string("1")));
  EXPECT_TRUE(default_flag(std::string("true")));
  EXPECT_FALSE(default_flag(std::string("0")));
  EXPECT_FALSE(default_flag(std::nullopt));
}

TEST(AddressRules, AtMostTwentyAddresses) {
  EXPECT_NO_THROW(check_room_for_another(kMaxAddresses - 1));
  EXPECT_EQ(key_of([] { check_room_for_another(kMaxAddresses); }), "address_limit");
}

}  // namespace
}  // namespace qsr::account
