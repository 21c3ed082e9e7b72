// The seed's configured-content paths (spec 001 §7, docs/decisions/0056) through the API, from the
// test brand's page-content.json: a dictionary by group code, a slot's advertisements shown now and
// at the store, a page's buttons for the client's channel, a scene's rule notices for the order
// type; each in the request's language, an unknown code an empty list, a malformed one 400; the
// operators' editing of it (admin). The goods purchase check: whether a goods (a specification of
// it, so many) can be bought at a store now, and why not. The two coupon aliases. SQLite and
// PostgreSQL.
#include <gtest/gtest.h>

#include <memory>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;
namespace {

// Monday 23 November 2026, 12:00 in Hong Kong.
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

const std::string kAdmin = "test-admin-token-0123456789";

class ScreenContentApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult edit(const std::string& body, const std::string& token = kAdmin) {
    return http().post_json("/admin/v1/page-content", body, {{"X-Admin-Token", token}, {"Accept-Language", "en"}});
  }
  std::unique_ptr<TestServer> server_;
};

std::vector<std::string> texts(const HttpResult& r, const char* key) {
  std::vector<std::string> out;
  const json::array list = r.data().at("list").as_array();
  for (const auto& e : list) out.emplace_back(e.at(key).as_string());
  return out;
}

TEST_F(ScreenContentApi, Dictionary_AnswersAGroupsEntriesInTheCallersLanguage) {
  auto en = http().get("/v1/aggDict/queryByGroupCode?groupCode=gender&lang=en");
  ASSERT_EQ(en.result_code(), 0) << en.body;
  EXPECT_EQ(en.data().at("groupCode").as_string(), "gender");
  EXPECT_EQ(texts(en, "label"), (std::vector<std::string>{"Prefer not to say", "Male", "Female"}));
  EXPECT_EQ(texts(en, "value"), (std::vector<std::string>{"0", "1", "2"}));
  auto hk = http().get("/v1/aggDict/queryByGroupCode?groupCode=gender");
  EXPECT_EQ(texts(hk, "label").at(1), "男");
}

TEST_F(ScreenContentApi, UnknownCodes_AnswerAnEmptyList) {
  for (const char* path : {"/v1/aggDict/queryByGroupCode?groupCode=nothing", "/v1/advertisement/match/v2?position=nowhere",
                           "/v1/website/page/button/match?pageCode=nopage", "/v1/ruleNotice/queryByConditions?scene=noscene"}) {
    auto r = http().get(path);
    ASSERT_EQ(r.result_code(), 0) << path << r.body;
    EXPECT_TRUE(r.data().at("list").as_array().empty()) << path;
  }
}

TEST_F(ScreenContentApi, MalformedOrMissingCodes_AreALocalized400) {
  for (const char* path : {"/v1/aggDict/queryByGroupCode", "/v1/aggDict/queryByGroupCode?groupCode=a%20b",
                           "/v1/advertisement/match/v2", "/v1/advertisement/match/v2?position=couponMini&sid=x",
                           "/v1/website/page/button/match?pageCode=../etc", "/v1/website/page/button/match?pageCode=mine&channel=%3Cx%3E",
                           "/v1/ruleNotice/queryByConditions", "/v1/ruleNotice/queryByConditions?scene=orderCreate&orderType=9"}) {
    auto r = http().get(path);
    EXPECT_EQ(r.status, 400) << path << r.body;
    EXPECT_FALSE(std::string(r.json.as_object().at("resultMsg").as_string()).empty()) << path;
  }
  auto en = http().get("/v1/aggDict/queryByGroupCode?groupCode=a%20b&lang=en");
  EXPECT_EQ(en.json.as_object().at("resultMsg").as_string(), "Invalid parameter: groupCode");
}

TEST_F(ScreenContentApi, Advertisements_OnlyThoseShownNowAndAtTheStore) {
  auto noon = http().get("/v1/advertisement/match/v2?position=couponMini&lang=en");
  ASSERT_EQ(noon.result_code(), 0) << noon.body;
  EXPECT_EQ(texts(noon, "title"), (std::vector<std::string>{"Milk tea"}));  // breakfast is over; Central only without a store
  server_->set_clock(hk_ms(2026, 11, 23, 8, 0));
  auto morning = http().get("/v1/advertisement/match/v2?position=couponMini&sid=1&lang=en");
  EXPECT_EQ(texts(morning, "title"), (std::vector<std::string>{"Breakfast deal", "Milk tea", "Central only"}));
  EXPECT_EQ(texts(morning, "image").at(0), "/media/images/dot.svg");
  EXPECT_EQ(texts(morning, "link").at(1), "/pages/store/goods?cid=2");
  auto elsewhere = http().get("/v1/advertisement/match/v2?position=couponMini&sid=2&lang=en");
  EXPECT_EQ(texts(elsewhere, "title"), (std::vector<std::string>{"Breakfast deal", "Milk tea"}));
}

TEST_F(ScreenContentApi, PageButtons_ForTheWebChannelUnlessAnotherIsNamed) {
  auto web = http().get("/v1/website/page/button/match?pageCode=mine&lang=en");
  ASSERT_EQ(web.result_code(), 0) << web.body;
  EXPECT_EQ(web.data().at("channel").as_string(), "h5");
  EXPECT_EQ(texts(web, "code"), (std::vector<std::string>{"voucherCenter"}));
  EXPECT_EQ(texts(web, "label").at(0), "Voucher centre");
  EXPECT_EQ(texts(web, "link").at(0), "/member/pages/voucher/voucherCenter/index");
  auto mini = http().get("/v1/website/page/button/match?page=mine&channel=mini");
  EXPECT_EQ(texts(mini, "code"), (std::vector<std::string>{"voucherCenter", "appOnly"}));
}

TEST_F(ScreenContentApi, RuleNotices_ForTheOrderTypeWhenOneIsNamed) {
  auto all = http().get("/v1/ruleNotice/queryByConditions?scene=orderCreate&lang=en");
  ASSERT_EQ(all.result_code(), 0) << all.body;
  EXPECT_EQ(texts(all, "title"), (std::vector<std::string>{"Pickup", "Note"}));
  auto delivery = http().get("/v1/ruleNotice/queryByConditions?scene=orderCreate&orderType=1&lang=en");
  EXPECT_EQ(texts(delivery, "title"), (std::vector<std::string>{"Note"}));
  auto pickup = http().get("/v1/ruleNotice/queryByConditions?scene=orderCreate&orderType=2");
  EXPECT_EQ(texts(pickup, "content").at(0), "請於預約時間後30分鐘內取餐");
}

TEST_F(ScreenContentApi, GoodsPurchase_SaysWhetherTheGoodsCanBeBoughtNowAndWhyNot) {
  auto tea = http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=2001&optionId=200101&lang=en");
  ASSERT_EQ(tea.result_code(), 0) << tea.body;
  EXPECT_TRUE(tea.data().at("purchasable").as_bool());
  EXPECT_EQ(tea.data().at("num").as_int64(), 1);
  EXPECT_EQ(tea.data().at("reason").as_string(), "");

  auto wings = http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=3002&lang=en");  // sold out at store 1
  EXPECT_FALSE(wings.data().at("purchasable").as_bool());
  EXPECT_EQ(wings.data().at("status").as_int64(), 2);
  EXPECT_FALSE(std::string(wings.data().at("reason").as_string()).empty());

  auto lemon = http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=2002&num=3");  // limit 2
  EXPECT_FALSE(lemon.data().at("purchasable").as_bool());
  EXPECT_EQ(lemon.data().at("reason").as_string(), "已達到購買商品數量上限，無法繼續添加~");
  EXPECT_TRUE(http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=2002&num=2").data().at("purchasable").as_bool());

  auto breakfast = http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=4001");  // sold 07:00-11:30
  EXPECT_EQ(breakfast.data().at("status").as_int64(), 5);
  EXPECT_FALSE(breakfast.data().at("purchasable").as_bool());

  auto iced = http().get("/v1/goods/store/goods/purchase?sid=2&goodsId=2001&optionId=200102");  // removed at store 2
  EXPECT_FALSE(iced.data().at("purchasable").as_bool());
  EXPECT_EQ(iced.data().at("optionId").as_int64(), 200102);

  auto fries = http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=3001");
  EXPECT_EQ(fries.data().at("num").as_int64(), 2);  // its minimum step
}

TEST_F(ScreenContentApi, GoodsPurchase_RefusesWhatTheStoreDoesNotSellOrABadQuantity) {
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=2&goodsId=3001").status, 404);  // removed at store 2
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=99999").status, 404);
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=999&goodsId=2001").status, 404);
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=2001&optionId=1").status, 404);
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=2001&num=0").status, 400);
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=1&goodsId=2001&num=1000").status, 400);
  EXPECT_EQ(http().get("/v1/goods/store/goods/purchase?sid=1").status, 400);
}

TEST_F(ScreenContentApi, CouponConfigs_AreTheChannelListAndTheVoucherCentre) {
  EXPECT_EQ(http().get("/v1/coupon/query/addConfig").body, http().get("/v1/coupon/couponChannelList").body);
  auto dist = http().get("/v1/coupon/query/distributionConfiguration");
  ASSERT_EQ(dist.result_code(), 0) << dist.body;
  EXPECT_EQ(dist.body, http().get("/v1/coupon/center").body);
}

// The demo brand's page-content.json loads and answers: the Mine page's menu of spec 000, its
// pictures served from the brand folder.
TEST(ScreenContentSeedApi, DemoBrand_MinePageButtonsAndTheCouponMiniSlot) {
  TestServer server(ServerSetup{.seed_dir = repo_root() + "/data/demo", .fake_now_ms = kMondayNoon});
  auto buttons = server.client().get("/v1/website/page/button/match?pageCode=mine&lang=en");
  ASSERT_EQ(buttons.result_code(), 0) << buttons.body;
  EXPECT_EQ(texts(buttons, "code").size(), 9u);
  EXPECT_EQ(texts(buttons, "label").at(0), "Voucher centre");
  auto ads = server.client().get("/v1/advertisement/match/v2?position=couponMini");
  ASSERT_EQ(ads.result_code(), 0) << ads.body;
  const std::string image = texts(ads, "image").at(0);
  EXPECT_EQ(server.client().get(image).status, 200) << image;
  EXPECT_EQ(texts(server.client().get("/v1/aggDict/queryByGroupCode?groupCode=gender"), "label").size(), 3u);
}

// Operators change a screen's content without a new brand folder: one code's entries replaced,
// checked as the file's are, seen by the next read; an empty list removes the code.
TEST_F(ScreenContentApi, Operators_ReplaceACodesEntriesAndReadersSeeThemAtOnce) {
  auto saved = edit(R"({"kind":"notice","code":"orderCreate","entries":[
    {"title":{"zh-HK":"颱風","zh-CN":"台风","en":"Typhoon"},"content":{"zh-HK":"八號風球期間暫停外賣","zh-CN":"八号风球期间暂停外卖","en":"No delivery under signal 8"},"orderTypes":[1]}]})");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  EXPECT_EQ(saved.data().at("entries").as_array().size(), 1u);
  auto delivery = http().get("/v1/ruleNotice/queryByConditions?scene=orderCreate&orderType=1&lang=en");
  EXPECT_EQ(texts(delivery, "title"), (std::vector<std::string>{"Typhoon"}));
  auto pickup = http().get("/v1/ruleNotice/queryByConditions?scene=orderCreate&orderType=2&lang=en");
  EXPECT_TRUE(pickup.data().at("list").as_array().empty()) << "the old notices were replaced";

  ASSERT_EQ(edit(R"({"kind":"advertisement","code":"newSlot","entries":[{"title":"Soon","image":"/media/images/dot.svg"}]})").result_code(), 0);
  auto listed = http().get("/admin/v1/page-content", {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(listed.result_code(), 0) << listed.body;
  bool found = false;
  for (const auto& c : listed.data().at("list").as_array()) {
    if (c.at("kind").as_string() == "advertisement" && c.at("code").as_string() == "newSlot") found = true;
  }
  EXPECT_TRUE(found) << listed.body;

  ASSERT_EQ(edit(R"({"kind":"advertisement","code":"newSlot","entries":[]})").result_code(), 0);
  EXPECT_TRUE(http().get("/v1/advertisement/match/v2?position=newSlot").data().at("list").as_array().empty());
}

TEST_F(ScreenContentApi, Operators_AnEntryNotAllowedChangesNothingAndSaysWhichAndWhy) {
  auto before = http().get("/v1/advertisement/match/v2?position=couponMini&lang=en");
  auto bad = edit(R"({"kind":"advertisement","code":"couponMini","entries":[
    {"title":"Fine","image":"/media/images/dot.svg"},{"title":"Elsewhere","image":"http://tracker.example/x.png"}]})");
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_EQ(bad.json.as_object().at("resultMsg").as_string(), "Invalid parameter: entries[1]");
  EXPECT_NE(std::string(bad.data().at("problem").as_string()).find("image"), std::string::npos) << bad.body;
  EXPECT_EQ(http().get("/v1/advertisement/match/v2?position=couponMini&lang=en").body, before.body);

  EXPECT_EQ(edit(R"({"kind":"banner","code":"x","entries":[]})").status, 400);
  EXPECT_EQ(edit(R"({"kind":"notice","code":"../x","entries":[]})").status, 400);
  EXPECT_EQ(edit(R"({"kind":"notice","code":"x"})").status, 400);
  EXPECT_EQ(edit(R"({"kind":"notice","code":"x","entries":{}})").status, 400);
  EXPECT_NE(edit(R"({"kind":"notice","code":"x","entries":[]})", "wrong-token-0123456789").result_code(), 0);
  EXPECT_NE(http().get("/admin/v1/page-content").result_code(), 0);
}

}  // namespace
}  // namespace qsr::test
