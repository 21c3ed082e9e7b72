// Custom pages' blocks (issue 19): what operators may write is checked before it is stored, and a
// tap or a picture can only lead to our own pages or https addresses (never javascript:, data:,
// another host by "//", or text that breaks out of an attribute).
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "modules/page/page_blocks.h"

namespace qsr::page {
namespace {

std::vector<Block> parse(const std::string& text) { return blocks_of(boost::json::parse(text)); }

bool refused(const std::string& text) {
  try {
    parse(text);
  } catch (const AppError&) {
    return true;
  }
  return false;
}

TEST(PageBlocks, Links_OnlyOurPathsOrHttps) {
  EXPECT_TRUE(is_safe_link("/integralMall/pages/detail/index?id=9"));
  EXPECT_TRUE(is_safe_link("https://example.com/a"));
  EXPECT_FALSE(is_safe_link("//evil.example/x"));
  EXPECT_FALSE(is_safe_link("javascript:alert(1)"));
  EXPECT_FALSE(is_safe_link("http://example.com"));
  EXPECT_FALSE(is_safe_link("data:text/html,x"));
  EXPECT_FALSE(is_safe_link("/a b"));
  EXPECT_FALSE(is_safe_link("/a\"onclick=x"));
  EXPECT_FALSE(is_safe_link("https://"));
  EXPECT_FALSE(is_safe_link("/" + std::string(600, 'a')));
  EXPECT_TRUE(is_safe_image("/media/images/mall/tote.svg"));
  EXPECT_FALSE(is_safe_image("/uploads/x.png"));
  EXPECT_FALSE(is_safe_image("javascript:x"));
}

TEST(PageBlocks, Blocks_EachKindKeepsItsFieldsInEveryLanguage) {
  const auto blocks = parse(R"([
    {"kind":"banner","image":"/media/a.svg","title":{"zh-HK":"秋","en":"Autumn"},"link":"/x"},
    {"kind":"text","text":"Hello"},
    {"kind":"mall_items","itemIds":[3,9]},
    {"kind":"links","items":[{"title":"Draws","link":"/d","image":"/media/w.svg"}]}])");
  ASSERT_EQ(blocks.size(), 4u);
  const auto stored = stored_json(blocks);
  EXPECT_EQ(stored[0].at("title").at("en").as_string(), "Autumn");
  const auto view = view_json(blocks, Lang::en);
  EXPECT_EQ(view[0].at("title").as_string(), "Autumn");
  EXPECT_EQ(view_json(blocks, Lang::zh_HK)[0].at("title").as_string(), "秋");
  EXPECT_EQ(view[1].at("text").as_string(), "Hello");
  EXPECT_EQ(view[2].at("itemIds").as_array().size(), 2u);
  EXPECT_EQ(view[3].at("items").at(0).at("link").as_string(), "/d");
  // What was stored reads back the same.
  EXPECT_EQ(boost::json::serialize(stored_json(blocks_of(stored))), boost::json::serialize(stored));
}

TEST(PageBlocks, Blocks_AnythingElseIsRefused) {
  EXPECT_TRUE(refused(R"({"kind":"text"})"));                                // not a list
  EXPECT_TRUE(refused(R"([{"kind":"video","src":"/x"}])"));                  // a kind not listed
  EXPECT_TRUE(refused(R"([{"kind":"banner"}])"));                            // a banner without a picture
  EXPECT_TRUE(refused(R"([{"kind":"banner","image":"/media/a.svg","link":"javascript:x"}])"));
  EXPECT_TRUE(refused(R"([{"kind":"text","text":""}])"));
  EXPECT_TRUE(refused(R"([{"kind":"mall_items","itemIds":[]}])"));
  EXPECT_TRUE(refused(R"([{"kind":"mall_items","itemIds":["3"]}])"));
  EXPECT_TRUE(refused(R"([{"kind":"links","items":[{"title":"x"}]}])"));     // a tile without a destination
  std::string many = "[";
  for (int i = 0; i < 31; ++i) many += std::string(i ? "," : "") + R"({"kind":"text","text":"x"})";
  EXPECT_TRUE(refused(many + "]"));
}

}  // namespace
}  // namespace qsr::page
