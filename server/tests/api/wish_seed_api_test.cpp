// The demo brand's collect-wishes campaign (data/demo/wishes.json): loaded with the brand, running,
// five cards of which one is rarer, a coupon reward named in the reader's language, the cards'
// pictures served; loaded once (a restart on the same database adds none). SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <algorithm>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

class WishSeedApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(
        ServerSetup{.seed_dir = repo_root() + "/data/demo", .fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
  }
  boost::json::array running(const std::string& lang) {
    const auto r = server_->client().get("/v1/taskCenter/collect-item/list?lang=" + lang);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("list").as_array() : boost::json::array{};
  }
  boost::json::array all() {
    return server_->client().get("/admin/v1/wishes", {{"X-Admin-Token", kAdmin}}).data().at("list").as_array();
  }
  std::unique_ptr<TestServer> server_;
};

TEST_F(WishSeedApi, DemoBrand_OneRunningCampaign_FiveCardsOneRarer_ACouponRewardInThreeLanguages) {
  const auto hk = running("zh-HK");
  ASSERT_EQ(hk.size(), 1u);
  const auto& c = hk[0].as_object();
  EXPECT_EQ(c.at("title").as_string(), "集齊港式早餐五寶");
  EXPECT_LE(c.at("startsAt").as_int64(), kMondayNoon);
  EXPECT_GT(c.at("endsAt").as_int64(), kMondayNoon + 300LL * 24 * 3600 * 1000);
  EXPECT_EQ(c.at("reward").at("kind").as_string(), "coupon");
  EXPECT_EQ(c.at("reward").at("couponName").as_string(), "$20現金券");
  EXPECT_EQ(c.at("exchangeLimit").as_int64(), 3);
  ASSERT_EQ(c.at("items").as_array().size(), 5u);
  EXPECT_EQ(c.at("items").as_array()[0].at("name").as_string(), "港式奶茶");
  for (const auto& i : c.at("items").as_array()) {
    const std::string image(i.at("image").as_string());
    EXPECT_TRUE(image.starts_with("/media/images/wishes/")) << image;
    EXPECT_EQ(server_->client().get(image).status, 200) << image;
  }
  EXPECT_EQ(running("zh-CN")[0].at("title").as_string(), "集齐港式早餐五宝");
  const auto en = running("en")[0].as_object();
  EXPECT_EQ(en.at("title").as_string(), "Collect the Five HK Breakfast Treasures");
  EXPECT_EQ(en.at("reward").at("couponName").as_string(), "$20 cash voucher");
  EXPECT_EQ(en.at("items").as_array()[4].at("name").as_string(), "HK French toast");
  const auto rules = server_->client().get("/v1/taskCenter/collect-item/detail?lang=en&id=" + std::to_string(en.at("id").as_int64()));
  ASSERT_EQ(rules.result_code(), 0) << rules.body;
  EXPECT_NE(std::string(rules.data().at("rules").as_string()).find("one breakfast card"), std::string::npos);

  // One card is rarer than every other.
  std::vector<int64_t> weights;
  const auto campaigns = all();
  ASSERT_EQ(campaigns.size(), 1u);
  for (const auto& i : campaigns[0].at("items").as_array()) weights.push_back(i.at("weight").as_int64());
  std::sort(weights.begin(), weights.end());
  EXPECT_LT(weights[0], weights[1]);
}

TEST_F(WishSeedApi, Restart_LoadsTheCampaignOnce) {
  ASSERT_EQ(all().size(), 1u);
  server_->restart();
  EXPECT_EQ(all().size(), 1u);
}

}  // namespace
}  // namespace qsr::test
