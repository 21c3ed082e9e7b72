// API tests of stores, the menu and configuration, over real HTTP against the real server on the
// database named by QSR_TEST_DB. Fixture brand: tests/fixtures/mini-brand.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

// Monday 23 November 2026, 12:00 in Hong Kong.
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

class CatalogApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new TestServer({.fake_now_ms = kMondayNoon}); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  void SetUp() override { server_->set_clock(kMondayNoon); }
  HttpClient http() const { return server_->client(); }
  static TestServer* server_;
};
TestServer* CatalogApi::server_ = nullptr;

const json::array& list_of(const HttpResult& r) { return r.data().at("list").as_array(); }

std::vector<int64_t> sids(const HttpResult& r) {
  std::vector<int64_t> out;
  for (const auto& s : list_of(r)) out.push_back(s.at("sid").as_int64());
  return out;
}

const json::object* find_goods(const HttpResult& menu, int64_t goods_id) {
  for (const auto& c : menu.data().at("categories").as_array()) {
    for (const auto& g : c.at("goods").as_array()) {
      if (g.at("goods_id").as_int64() == goods_id) return &g.as_object();
    }
  }
  return nullptr;
}

}  // namespace

TEST_F(CatalogApi, StoreList_IsSortedNearestFirstWithDistanceInMetres) {
  // Standing in Tsim Sha Tsui: the Kowloon store first, then the island ones.
  auto r = http().get("/v1/store/list?lat=22.2988&lng=114.1722");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.result_code(), 0);
  EXPECT_EQ(sids(r), (std::vector<int64_t>{2, 1, 3}));
  EXPECT_EQ(list_of(r)[0].at("distance").as_int64(), 0);
  EXPECT_GT(list_of(r)[1].at("distance").as_int64(), 1000);
  EXPECT_EQ(r.data().at("total").as_int64(), 3);
}

TEST_F(CatalogApi, StoreList_WithoutPositionHasNullDistanceAndCityOrder) {
  auto r = http().get("/v1/store/list");
  EXPECT_EQ(sids(r), (std::vector<int64_t>{1, 3, 2}));
  EXPECT_TRUE(list_of(r)[0].at("distance").is_null());
}

TEST_F(CatalogApi, StoreList_FiltersByOrderTypeCityAndKeyword) {
  EXPECT_EQ(sids(http().get("/v1/store/list?orderType=3")), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(sids(http().get("/v1/store/list?cityCode=7101002e5")), (std::vector<int64_t>{2}));
  EXPECT_EQ(sids(http().get("/v1/store/list?keyword=nathan")), (std::vector<int64_t>{2}));
  EXPECT_EQ(sids(http().get("/v1/store/list?keyword=%E4%B8%8A%E7%92%B0")), (std::vector<int64_t>{3}));  // 上環
}

TEST_F(CatalogApi, StoreList_PagesAndCountsTheWholeMatch) {
  auto r = http().get("/v1/store/list?pageNum=2&pageSize=2");
  EXPECT_EQ(sids(r), (std::vector<int64_t>{2}));
  EXPECT_EQ(r.data().at("total").as_int64(), 3);
}

TEST_F(CatalogApi, StoreList_RejectsBadParametersWith400) {
  for (const char* target : {"/v1/store/list?lat=22.3", "/v1/store/list?lat=abc&lng=114", "/v1/store/list?lat=99&lng=114",
                             "/v1/store/list?orderType=7", "/v1/store/list?pageSize=101", "/v1/store/list?pageNum=0"}) {
    auto r = http().get(target);
    EXPECT_EQ(r.status, 400) << target;
    EXPECT_EQ(r.result_code(), 400) << target;
    EXPECT_FALSE(r.result_msg().empty());
  }
}

TEST_F(CatalogApi, StoreList_EntriesAreTheStoreAnswersWithTheMomentsStatusInEveryLanguage) {
  // The list joins prebuilt text; each entry must be exactly what /v1/store/info answers, and
  // the live part (status, today's hours) must follow the clock, not the moment it was built.
  // (The store page adds its licences.)
  for (int64_t at : {kMondayNoon, hk_ms(2026, 11, 23, 15, 10), hk_ms(2026, 11, 24, 23, 0)}) {
    server_->set_clock(at);
    for (const char* lang : {"zh-HK", "zh-CN", "en"}) {
      auto list = http().get("/v1/store/list?lat=22.2988&lng=114.1722", {{"Accept-Language", lang}});
      ASSERT_EQ(list.result_code(), 0) << list.body;
      for (const auto& entry : list_of(list)) {
        const int64_t sid = entry.at("sid").as_int64();
        auto info = http().get("/v1/store/info?sid=" + std::to_string(sid) + "&lat=22.2988&lng=114.1722", {{"Accept-Language", lang}});
        json::object detail = info.data().as_object();
        detail.erase("licences");  // the store page's extra
        EXPECT_EQ(entry, json::value(detail)) << lang << " store " << sid << " at " << at;
      }
    }
  }
  server_->set_clock(hk_ms(2026, 11, 23, 15, 10));
  EXPECT_EQ(list_of(http().get("/v1/store/list"))[0].at("businessStatus").as_string(), "break");
}

TEST_F(CatalogApi, StoreStatus_FollowsHoursBreaksAndManualStatus) {
  auto status_of = [&](int64_t sid) {
    auto r = http().get("/v1/store/info?sid=" + std::to_string(sid));
    return std::string(r.data().at("businessStatus").as_string());
  };
  EXPECT_EQ(status_of(1), "open");
  EXPECT_EQ(status_of(3), "busy");  // open 24 hours but set busy: not taking orders
  server_->set_clock(hk_ms(2026, 11, 23, 15, 10));
  EXPECT_EQ(status_of(1), "break");
  server_->set_clock(hk_ms(2026, 11, 23, 23, 0));
  EXPECT_EQ(status_of(1), "closed");
  EXPECT_EQ(status_of(2), "open");  // 11:00-02:00
  server_->set_clock(hk_ms(2026, 11, 24, 1, 30));
  EXPECT_EQ(status_of(2), "open");  // after midnight, still the previous day's window
  server_->set_clock(hk_ms(2026, 11, 24, 2, 30));
  EXPECT_EQ(status_of(2), "closed");
}

TEST_F(CatalogApi, StoreInfo_HasLicencesAndHoursAnd404ForUnknownSid) {
  auto r = http().get("/v1/store/info?sid=1", {{"Accept-Language", "en"}});
  ASSERT_EQ(r.result_code(), 0);
  EXPECT_EQ(r.data().at("name").as_string(), "Central");
  EXPECT_EQ(r.data().at("licences").as_array()[0].at("type").as_string(), "General Restaurant Licence");
  EXPECT_EQ(r.data().at("todayHours").as_string(), "07:00-15:00, 15:30-22:00");
  auto missing = http().get("/v1/store/info?sid=999");
  EXPECT_EQ(missing.status, 404);
  EXPECT_NE(missing.result_code(), 0);
  EXPECT_EQ(http().get("/v1/store/info").status, 400);
}

TEST_F(CatalogApi, StoreNearest_PrefersAnOpenStoreOfferingTheOrderType) {
  // Near Sheung Wan (store 3, busy) the nearest open delivering store is Central (1).
  auto r = http().get("/v1/store/nearest?lat=22.2867&lng=114.1510&orderType=1");
  EXPECT_EQ(r.data().at("sid").as_int64(), 1);
  auto dine = http().get("/v1/store/nearest?lat=22.2988&lng=114.1722&orderType=3");
  EXPECT_EQ(dine.data().at("sid").as_int64(), 2);
  EXPECT_EQ(http().get("/v1/store/nearest").status, 400);
}

TEST_F(CatalogApi, CityAndDistrictLists_AreLocalizedWithTheDefaultCity) {
  auto cities = http().get("/v1/store/cityList?lang=zh-CN");
  EXPECT_EQ(cities.data().at("defaultCode").as_string(), "7101001e5");
  EXPECT_EQ(list_of(cities)[0].at("name").as_string(), "香港岛");
  EXPECT_EQ(list_of(cities)[0].at("storeCount").as_int64(), 2);
  auto districts = http().get("/v1/store/districtHKList", {{"Accept-Language", "en-GB,en;q=0.9"}});
  EXPECT_EQ(list_of(districts)[0].at("name").as_string(), "Central and Western");
  // An address placed by its district starts from the district's centre (review finding 14);
  // a district without one falls back to its region's centre.
  EXPECT_DOUBLE_EQ(list_of(districts)[0].at("lat").as_double(), 22.282);
  EXPECT_DOUBLE_EQ(list_of(districts)[0].at("lng").as_double(), 114.15);
  EXPECT_DOUBLE_EQ(list_of(districts)[1].at("lat").as_double(), 22.3167);
}

TEST_F(CatalogApi, DeliveryTime_SlotsStartAfterLeadTimeAndSkipBreaks) {
  server_->set_clock(hk_ms(2026, 11, 23, 14, 20));
  auto r = http().get("/v1/store/delivery-time?sid=1&orderType=2");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto& today = r.data().at("days").as_array()[0].as_object();
  std::vector<std::string> times;
  for (const auto& s : today.at("slots").as_array()) times.emplace_back(s.at("time").as_string());
  ASSERT_GE(times.size(), 4u);
  EXPECT_EQ(times[0], "14:45");  // 14:20 + 15 min lead -> next quarter
  EXPECT_EQ(times[1], "15:30");  // 15:00 and 15:15 fall in the break
  EXPECT_EQ(times.back(), "21:45");
  EXPECT_EQ(today.at("slots").as_array()[0].at("label").as_string(), "14:45-15:15");
  EXPECT_EQ(r.data().at("days").as_array().size(), 3u);
  EXPECT_TRUE(r.data().at("asap").at("available").as_bool());
}

TEST_F(CatalogApi, DeliveryTime_RefusesAnOrderTypeTheStoreDoesNotOffer) {
  auto r = http().get("/v1/store/delivery-time?sid=2&orderType=1");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(http().get("/v1/store/delivery-time?sid=2").status, 400);
  EXPECT_EQ(http().get("/v1/store/delivery-time?sid=404&orderType=2").status, 404);
}

TEST_F(CatalogApi, MatchAddress_FindsTheOpenStoreDeliveringThere) {
  auto r = http().post_json("/v1/store/match/address", R"({"lat":22.2830,"lng":114.1580})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("sid").as_int64(), 1);
}

TEST_F(CatalogApi, MatchAddress_AtNightTheClosedStoreThatDeliversThereIsStillTheAnswer) {
  server_->set_clock(hk_ms(2026, 11, 24, 4, 0));
  auto r = http().post_json("/v1/store/match/address", R"({"lat":22.2830,"lng":114.1580})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("sid").as_int64(), 1);
  EXPECT_FALSE(r.data().at("isOpen").as_bool()) << r.body;  // a later slot can be booked
}

TEST_F(CatalogApi, MatchAddress_OutOfRangeSuggestsPickupInTheRequestLanguage) {
  auto r = http().post_form("/v1/store/match/address", "lat=22.45&lng=114.03", {{"Accept-Language", "zh-CN"}});
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.result_code(), 20001);
  EXPECT_NE(r.result_msg().find("附近门店无法配送到该地址"), std::string::npos) << r.result_msg();
  EXPECT_TRUE(r.data().at("suggestPickup").as_bool());
}

TEST_F(CatalogApi, Menu_LeavesOutRemovedGoodsAndShowsSaleStates) {
  auto r = http().get("/v1/goods/store/goods/index?sid=2&orderType=2");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(find_goods(r, 3001), nullptr);  // removed at store 2
  EXPECT_EQ(find_goods(r, 9001), nullptr);  // selectable options are never menu entries
  const auto* wings = find_goods(r, 3002);
  ASSERT_NE(wings, nullptr);
  EXPECT_EQ(wings->at("status").as_int64(), 1);
  auto central = http().get("/v1/goods/store/goods/index?sid=1&orderType=2");
  EXPECT_EQ(find_goods(central, 3002)->at("status").as_int64(), 2);  // sold out at store 1
  EXPECT_EQ(find_goods(central, 3002)->at("statusText").as_string(), "本門店此商品已售罄");
  EXPECT_EQ(find_goods(central, 2003)->at("status").as_int64(), 4);  // waiting for sale
  EXPECT_EQ(find_goods(central, 3003)->at("status").as_int64(), 3);  // not for sale
  EXPECT_EQ(find_goods(central, 1001)->at("status").as_int64(), 5);  // breakfast ends 11:00
  EXPECT_EQ(find_goods(central, 3001)->at("unitnum").as_int64(), 2);
  EXPECT_EQ(find_goods(central, 2002)->at("limitNum").as_int64(), 2);
  EXPECT_EQ(find_goods(central, 2001)->at("price").as_string(), "18");  // lowest specification
}

TEST_F(CatalogApi, Menu_SaleStateChangesWhenTheClockCrossesASaleWindow) {
  auto at_ten = [&] {
    server_->set_clock(hk_ms(2026, 11, 23, 10, 0));
    return http().get("/v1/goods/store/goods/index?sid=1&orderType=2");
  };
  EXPECT_EQ(find_goods(at_ten(), 1001)->at("status").as_int64(), 1);
  server_->set_clock(hk_ms(2026, 11, 23, 11, 0));
  auto r = http().get("/v1/goods/store/goods/index?sid=1&orderType=2");
  EXPECT_EQ(find_goods(r, 1001)->at("status").as_int64(), 5);
  EXPECT_EQ(find_goods(r, 4001)->at("status").as_int64(), 1);  // the set sells until 11:30
}

TEST_F(CatalogApi, Menu_SendsAnETagAndAnswers304WhenItMatches) {
  auto first = http().get("/v1/goods/store/goods/index?sid=1&orderType=2");
  std::string etag = first.header("etag");
  ASSERT_FALSE(etag.empty());
  auto again = http().get("/v1/goods/store/goods/index?sid=1&orderType=2", {{"If-None-Match", etag}});
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
  auto english = http().get("/v1/goods/store/goods/index?sid=1&orderType=2", {{"Accept-Language", "en"}, {"If-None-Match", etag}});
  EXPECT_EQ(english.status, 200);  // another language is another answer
  EXPECT_NE(english.header("etag"), etag);
  EXPECT_EQ(english.data().at("categories").as_array()[0].at("name").as_string(), "Breakfast");
}

TEST_F(CatalogApi, Menu_UnknownStoreIs404AndMissingSidIs400) {
  EXPECT_EQ(http().get("/v1/goods/store/goods/index?sid=77&orderType=2").status, 404);
  EXPECT_EQ(http().get("/v1/goods/store/goods/index?orderType=2").status, 400);
  EXPECT_EQ(http().get("/v1/goods/store/goods/index?sid=x&orderType=2").status, 400);
}

TEST_F(CatalogApi, GoodsDetail_HasSpecificationsAttributesAndPackageGroups) {
  auto tea = http().get("/v1/goods/store/goods/detail?sid=1&goodsId=2001", {{"Accept-Language", "en"}});
  ASSERT_EQ(tea.result_code(), 0) << tea.body;
  const auto& specs = tea.data().at("specs").as_array();
  ASSERT_EQ(specs.size(), 2u);
  EXPECT_EQ(specs[1].at("name").as_string(), "Iced");
  EXPECT_EQ(specs[1].at("price").as_string(), "21");
  const auto& attrs = tea.data().at("attrs").as_array();
  EXPECT_TRUE(attrs[0].at("required").as_bool());
  EXPECT_TRUE(attrs[1].at("multiple").as_bool());
  EXPECT_EQ(attrs[1].at("values").as_array()[0].at("attrPrice").as_string(), "5");

  auto set = http().get("/v1/goods/store/goods/detail?sid=1&goodsId=4001");
  const auto& groups = set.data().at("packageGroups").as_array();
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].at("pick").as_int64(), 1);
  EXPECT_EQ(groups[0].at("items").as_array()[1].at("addPrice").as_string(), "3");
  EXPECT_EQ(groups[1].at("items").as_array()[1].at("name").as_string(), "港式奶茶（凍）");
}

TEST_F(CatalogApi, GoodsDetail_HidesASpecificationRemovedAtTheStore) {
  auto tea = http().get("/v1/goods/store/goods/detail?sid=2&goodsId=2001");
  ASSERT_EQ(tea.data().at("specs").as_array().size(), 1u);
  EXPECT_EQ(tea.data().at("specs").as_array()[0].at("option_id").as_int64(), 200101);
}

TEST_F(CatalogApi, GoodsDetail_UnknownOrRemovedGoodsIs404) {
  auto r = http().get("/v1/goods/store/goods/detail?sid=2&goodsId=3001");
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(r.result_msg(), "本門店此商品已下架");
  EXPECT_EQ(http().get("/v1/goods/store/goods/detail?sid=1&goodsId=123456").status, 404);
}

TEST_F(CatalogApi, GlobalConfig_MergesTheBrandOverTheSpecDefaults) {
  auto r = http().get("/v1/config/global?lang=en");
  ASSERT_EQ(r.result_code(), 0);
  const auto& d = r.data();
  EXPECT_EQ(d.at("takeout").as_int64(), 1);
  EXPECT_EQ(d.at("tradeConfig").at("combinationPay").as_int64(), 1);
  EXPECT_EQ(d.at("latencyTime").as_int64(), 0);  // default
  EXPECT_EQ(d.at("minBuyFee").as_string(), "0");  // default
  EXPECT_EQ(d.at("growthValueName").as_string(), "Growth points");
  EXPECT_EQ(d.at("share").at("title").as_string(), "Share");
  EXPECT_EQ(d.at("share").at("imgUrl").as_string(), "/media/images/dot.svg");
  EXPECT_EQ(d.at("brand").at("name").as_string(), "Mini Cafe");
}

// Review finding 9: the home banner sells what can be ordered now (no breakfast banner at night).
TEST_F(CatalogApi, GlobalConfig_BannerWithShowTimes_OnlyInsideThem) {
  auto titles = [&] {
    std::vector<std::string> out;
    auto r = http().get("/v1/config/global?lang=en");
    for (const auto& banner : r.data().at("brand").at("banners").as_array()) out.emplace_back(banner.at("title").as_string());
    return out;
  };
  server_->set_clock(hk_ms(2026, 11, 23, 8, 0));
  EXPECT_EQ(titles(), (std::vector<std::string>{"New", "Breakfast"}));
  server_->set_clock(hk_ms(2026, 11, 23, 20, 0));
  EXPECT_EQ(titles(), (std::vector<std::string>{"New"}));
}

TEST_F(CatalogApi, PlatformConfig_AnswersTheAskedCodesWithDefaults) {
  auto r = http().get("/v1/config/platform?codes=growth-value-name,accountPayRuleConfig,go-to-order,nope");
  const auto& d = r.data().as_object();
  EXPECT_EQ(d.at("growth-value-name").as_string(), "成長值");
  EXPECT_EQ(d.at("accountPayRuleConfig").at("maxRetryCount").as_int64(), 3);
  EXPECT_EQ(d.at("accountPayRuleConfig").at("passwordEnable").as_int64(), 0);
  EXPECT_EQ(d.at("go-to-order").at("enable").as_int64(), 1);
  EXPECT_FALSE(d.contains("nope"));
}

TEST_F(CatalogApi, Media_ServesBrandImages) {
  auto r = http().get("/media/images/dot.svg");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.header("content-type"), "image/svg+xml");
  EXPECT_EQ(http().get("/media/images/none.svg").status, 404);
}

}  // namespace qsr::test
