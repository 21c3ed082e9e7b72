// Equity (rights) cards through the API (issue 17, docs/decisions/0033): a card paid by card
// through the sandbox gateway gives its first coupon at once and the rest when due, each exactly
// once however many runners release them; a refund voids what came (while unused) and cancels
// what is still to come; the agreement must be read; cards are the member's own. Both databases.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";
const std::map<std::string, std::string> kAdminHeader{{"X-Admin-Token", kAdmin}};

class RightsApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("96000001");
    auto t = http().post_json("/admin/v1/coupon/templates",
                              R"({"name":{"zh-HK":"減5","zh-CN":"减5","en":"$5 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})",
                              kAdminHeader);
    const int64_t tmpl = t.data().at("templateId").as_int64();
    // One "$5 off" a week for four weeks, for $20.
    auto c = http().post_json("/admin/v1/right/cards",
                              R"({"name":{"zh-HK":"減5週卡","zh-CN":"减5周卡","en":"$5 weekly"},"price":"20","perMemberLimit":2,)"
                              R"("agreement":"條款","benefits":[{"templateId":)" + std::to_string(tmpl) + R"(,"count":1,"times":4,"everyDays":7}]})",
                              kAdminHeader);
    EXPECT_EQ(c.result_code(), 0) << c.body;
    card_ = c.data().at("id").as_int64();
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  HttpResult order(const std::string& key, bool agreed = true) {
    return post("/v1/right/order",
                R"({"cardId":)" + std::to_string(card_) + R"(,"agreed":)" + (agreed ? "true" : "false") +
                    R"(,"success_url":"/memberMinVolume/pages/buyEquityCard/cardDetail/index"})",
                alice_, {{"Idempotency-Key", key}});
  }
  // Buys the card and approves the payment: the order's number.
  std::string buy(const std::string& key) {
    auto r = order(key);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    if (r.result_code() != 0) return "";
    const std::string url(r.data().at("payUrl").as_string());
    http().request("POST", url + "/approve", "", {});
    EXPECT_TRUE(server_->notified(url));
    return std::string(r.data().at("orderNo").as_string());
  }
  size_t usable() { return get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array().size(); }
  boost::json::object first_card() { return get("/v1/right/mine", alice_).data().at("list").as_array().at(0).as_object(); }
  int64_t release() { return post("/v1/dev/rights/release", "{}", alice_).data().at("released").as_int64(); }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
  int64_t card_ = 0;
};

}  // namespace

TEST_F(RightsApi, Card_GivesItsFirstCouponAtOnceAndTheRestWhenDueEachOnce) {
  auto listed = http().get("/v1/right/cards", {{"Accept-Language", "en"}});
  EXPECT_EQ(listed.data().at("list").as_array()[0].at("couponsTotal").as_int64(), 4);
  const std::string no = buy("k1");
  EXPECT_EQ(no.rfind("EQ", 0), 0u);
  EXPECT_EQ(usable(), 1u);
  auto mine = first_card();
  EXPECT_EQ(mine.at("released").as_int64(), 1);
  EXPECT_EQ(mine.at("total").as_int64(), 4);
  EXPECT_EQ(mine.at("next").at("dueAt").as_int64(), hk_ms(2026, 11, 30, 0, 0));
  // Nothing more before its day; on its day, once however often the job runs.
  EXPECT_EQ(release(), 0);
  server_->set_clock(hk_ms(2026, 11, 30, 0, 1));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(release(), 1);
  EXPECT_EQ(release(), 0);
  EXPECT_EQ(usable(), 2u);
  // Ten runners at once after the last is due: the last two come once each.
  server_->set_clock(hk_ms(2026, 12, 15, 9, 0));
  alice_ = server_->member_token("96000001");
  std::atomic<int64_t> released{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 10; ++i) runners.emplace_back([&] { released += release(); });
  for (auto& t : runners) t.join();
  EXPECT_EQ(released.load(), 2);
  EXPECT_EQ(usable(), 4u);
  auto detail = get("/v1/right/mine/detail?id=" + std::to_string(first_card().at("id").as_int64()), alice_).data();
  ASSERT_EQ(detail.at("releases").as_array().size(), 4u);
  EXPECT_EQ(detail.at("releases").as_array()[3].at("couponName").as_string(), "減5");
  EXPECT_TRUE(detail.at("next").is_null());
}

TEST_F(RightsApi, Refund_VoidsWhatCameCancelsWhatIsToComeAndIsRefusedOnceOneIsUsed) {
  const std::string no = buy("k1");
  auto r = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + no + R"("})", kAdminHeader);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(usable(), 0u);
  EXPECT_EQ(first_card().at("status").as_string(), "refunded");
  server_->set_clock(hk_ms(2026, 12, 31, 9, 0));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(release(), 0);  // cancelled: nothing more comes
  EXPECT_EQ(usable(), 0u);
  // A second card whose coupon was used: not refundable, nothing changes.
  const std::string used = buy("k2");
  const auto codes = get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array();
  ASSERT_EQ(codes.size(), 1u);
  const std::string code(codes[0].at("couponCode").as_string());
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  ASSERT_EQ(post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","couponCodes":[")" + code + R"("]})", alice_,
                 {{"Idempotency-Key", "o1"}})
                .result_code(),
            0);
  auto refused = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + used + R"("})", kAdminHeader);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.result_msg(), "權益卡發放的券已使用或轉贈，不能退款");
  EXPECT_EQ(first_card().at("status").as_string(), "active");
}

TEST_F(RightsApi, Purchase_NeedsTheAgreementReadAndCardsAreTheMembersOwn) {
  EXPECT_EQ(order("k1", false).status, 400);
  EXPECT_EQ(order("k1", false).result_msg(), "請先閱讀並同意權益卡協議");
  buy("k2");
  const int64_t mine = first_card().at("id").as_int64();
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/right/mine/detail?id=" + std::to_string(mine), bob).status, 404);
  EXPECT_EQ(get("/v1/right/mine", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/right/mine").status, 401);
  EXPECT_EQ(post("/admin/v1/right/cards", R"({"name":"x","price":"1","benefits":[]})", bob).status, 403);
  EXPECT_EQ(http().post_json("/admin/v1/right/cards", R"({"name":"x","price":"1","benefits":[]})", kAdminHeader).status, 400);
  // Repeated releases need a gap; a template that does not exist is refused.
  EXPECT_EQ(http().post_json("/admin/v1/right/cards", R"({"name":"x","price":"1","benefits":[{"templateId":1,"count":1,"times":3,"everyDays":0}]})",
                             kAdminHeader).status,
            400);
  EXPECT_EQ(http().post_json("/admin/v1/right/cards", R"({"name":"x","price":"1","benefits":[{"templateId":999,"count":1,"times":1}]})",
                             kAdminHeader).status,
            400);
}

}  // namespace qsr::test
