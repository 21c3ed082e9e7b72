#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "core/messages.h"
#include "engine/coupon/reasons.h"

namespace qsr {

TEST(Language, DefaultsToZhHK) {
  EXPECT_EQ(parse_lang(""), Lang::zh_HK);
  EXPECT_EQ(parse_lang("fr, de"), Lang::zh_HK);
}

TEST(Language, MapsNearTagsAndHonoursQualityValues) {
  EXPECT_EQ(parse_lang("en-US"), Lang::en);
  EXPECT_EQ(parse_lang("zh-TW"), Lang::zh_HK);
  EXPECT_EQ(parse_lang("zh-Hant-HK"), Lang::zh_HK);
  EXPECT_EQ(parse_lang("zh-Hans"), Lang::zh_CN);
  EXPECT_EQ(parse_lang("zh"), Lang::zh_CN);
  EXPECT_EQ(parse_lang("en;q=0.4, zh-CN;q=0.8"), Lang::zh_CN);
  EXPECT_EQ(parse_lang("zh_CN"), Lang::zh_CN);
}

TEST(I18nText, FallsBackToZhHKWhenALanguageIsMissing) {
  auto t = I18nText::from_json(boost::json::parse(R"({"zh-HK":"奶茶","en":"Milk tea"})"));
  EXPECT_EQ(t.get(Lang::en), "Milk tea");
  EXPECT_EQ(t.get(Lang::zh_CN), "奶茶");
  EXPECT_EQ(I18nText::from_json_text(t.to_json_text()).get(Lang::en), "Milk tea");
}

TEST(MessageCatalogue, EveryEntryHasThreeNonEmptyTexts) {
  for (auto key : message_keys()) {
    for (Lang l : kAllLangs) EXPECT_FALSE(message(l, key).empty()) << key;
  }
}

TEST(MessageCatalogue, UsesTheSpecTextsAndSubstitutesArguments) {
  EXPECT_EQ(message(Lang::zh_CN, "too_many_requests"), "访问人数过多，请稍后尝试");
  EXPECT_EQ(message(Lang::zh_CN, "unknown_error"), "未知错误");
  EXPECT_EQ(message(Lang::en, "param_missing", {"sid"}), "Missing parameter: sid");
  EXPECT_EQ(message(Lang::zh_HK, "no-such-key"), message(Lang::zh_HK, "unknown_error"));
}

TEST(MessageCatalogue, EveryCouponUnusableReasonHasItsTextInTheThreeLanguages) {
  using engine::coupon::Reason;
  for (int r = static_cast<int>(Reason::not_activated); r <= static_cast<int>(Reason::unknown_coupon); ++r) {
    const auto key = engine::coupon::reason_key(static_cast<Reason>(r));
    EXPECT_TRUE(has_message(key)) << key;
  }
  // The spec's own texts (spec 001 §8).
  EXPECT_EQ(message(Lang::zh_CN, "coupon_reason_store"), "优惠券不适用于当前门店");
  EXPECT_EQ(message(Lang::zh_CN, "coupon_reason_business_type"), "优惠券不适用于当前业务");
  EXPECT_EQ(message(Lang::zh_CN, "coupon_reason_threshold"), "未满足最低使用门槛");
}

}  // namespace qsr
