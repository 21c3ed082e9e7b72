// API tests of the coupon wallet (issue 5): voucher-centre claims with stock and per-person limits
// (races included), single-use redemption codes, gifting with the 24-hour return, and coupons at
// checkout (automatic best selection, reasons, atomic consumption, release on cancel).
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDay = 24LL * 3600 * 1000;
const std::string kAdmin = "test-admin-token-0123456789";

class CouponApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("91000001");
    bob_ = server_->member_token("91000002");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token,
                  std::map<std::string, std::string> headers = {}) {
    headers["auth"] = token;
    return http().post_json(path, body, headers);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  HttpResult admin(const std::string& path, const std::string& body) {
    return http().post_json(path, body, {{"X-Admin-Token", kAdmin}});
  }
  // "$<value> off orders of $<threshold>", valid 30 days from when it is received.
  int64_t amount_off(const std::string& value, const std::string& threshold, const std::string& extra = "") {
    auto r = admin("/admin/v1/coupon/templates",
                   R"({"name":{"zh-HK":"滿)" + threshold + "減" + value + R"(","en":"$)" + value + R"( off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":")" +
                       threshold + R"(","couponValue":")" + value + R"(")" + extra + "}}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.data().at("templateId").as_int64();
  }
  int64_t campaign(int64_t template_id, int stock, int per_person = 1, int64_t starts = kMondayNoon - kDay,
                   int64_t ends = kMondayNoon + 7 * kDay) {
    auto r = admin("/admin/v1/coupon/campaigns", R"({"templateId":)" + std::to_string(template_id) +
                                                      R"(,"title":{"zh-HK":"新人禮"},"stock":)" + std::to_string(stock) +
                                                      R"(,"perPersonLimit":)" + std::to_string(per_person) + R"(,"startsAt":)" +
                                                      std::to_string(starts) + R"(,"endsAt":)" + std::to_string(ends) + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.data().at("campaignId").as_int64();
  }
  std::string claim(const std::string& token, int64_t campaign_id) {
    auto r = post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(campaign_id) + "}", token);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("couponCode").as_string()) : "";
  }
  json::array usable(const std::string& token) {
    return get("/v1/member/coupon/page?tab=usable", token).data().at("list").as_array();
  }
  int status_of(const std::string& token, const std::string& code) {
    return static_cast<int>(get("/v1/member/coupon/detail?couponCode=" + code, token).data().at("couponStatus").as_int64());
  }
  void add_to_cart(const std::string& token, const std::string& fields, int sid = 1) {
    auto r = post("/v1/cart/add", R"({"sid":)" + std::to_string(sid) + R"(,"orderType":2,)" + fields + "}", token);
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  HttpResult submit(const std::string& token, const std::string& key, const std::string& coupons, int sid = 1) {
    return post("/v1/order/submit",
                R"({"sid":)" + std::to_string(sid) + R"(,"orderType":2,"areaCode":"852","phone":"91000001","couponCodes":)" + coupons + "}",
                token, {{"Idempotency-Key", key}});
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_, bob_;
};

}  // namespace

TEST_F(CouponApi, VoucherCentre_ClaimGivesAUsableCouponAndShowsTheCampaignState) {
  int64_t k = campaign(amount_off("10", "30"), 5);
  auto before = get("/v1/coupon/center", alice_).data().at("list").as_array();
  ASSERT_EQ(before.size(), 1u);
  EXPECT_EQ(before[0].at("state").as_string(), "claimable");
  std::string code = claim(alice_, k);
  ASSERT_FALSE(code.empty());
  auto list = usable(alice_);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("couponStatus").as_int64(), 10);
  EXPECT_EQ(list[0].at("couponValue").as_string(), "10");
  auto after = get("/v1/coupon/center", alice_).data().at("list").as_array();
  EXPECT_EQ(after[0].at("state").as_string(), "claimed_limit");
  EXPECT_EQ(after[0].at("remaining").as_int64(), 4);
  auto again = post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(k) + "}", alice_);
  EXPECT_EQ(again.result_code(), 35002);  EXPECT_EQ(get("/v1/member/mine", alice_).data().at("coupon_nums").as_int64(), 1);  // the Mine page's count
}

TEST_F(CouponApi, VoucherCentre_ADailyLimitAllowsOneClaimAHongKongDayUpToTheCampaignsLimit) {
  auto r = admin("/admin/v1/coupon/campaigns", R"({"templateId":)" + std::to_string(amount_off("10", "30")) +
                                                   R"(,"title":{"zh-HK":"每日一張"},"stock":100,"perPersonLimit":2,"limitPeriod":"day",)"
                                                   R"("periodLimit":1,"startsAt":)" + std::to_string(kMondayNoon - kDay) +
                                                   R"(,"endsAt":)" + std::to_string(kMondayNoon + 7 * kDay) + "}");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const int64_t k = r.data().at("campaignId").as_int64();
  const std::string body = R"({"campaignId":)" + std::to_string(k) + "}";
  ASSERT_FALSE(claim(alice_, k).empty());
  auto today = post("/v1/coupon/receiveCoupon", body, alice_);
  EXPECT_EQ(today.result_code(), 35008);
  EXPECT_NE(today.body.find("今日已領取"), std::string::npos) << today.body;
  auto center = get("/v1/coupon/center", alice_).data().at("list").as_array();
  EXPECT_EQ(center[0].at("state").as_string(), "claimed_period_limit");
  EXPECT_EQ(center[0].at("limitPeriod").as_string(), "day");
  EXPECT_EQ(center[0].at("myClaimedInPeriod").as_int64(), 1);
  // After Hong Kong midnight: one more, and then the campaign's own limit of 2.
  server_->set_clock(hk_ms(2026, 11, 24, 0, 0));
  alice_ = server_->member_token("91000001");
  EXPECT_EQ(get("/v1/coupon/center", alice_).data().at("list").as_array()[0].at("state").as_string(), "claimable");
  ASSERT_FALSE(claim(alice_, k).empty());
  server_->set_clock(hk_ms(2026, 11, 25, 0, 0));
  alice_ = server_->member_token("91000001");
  EXPECT_EQ(post("/v1/coupon/receiveCoupon", body, alice_).result_code(), 35002);
  EXPECT_EQ(usable(alice_).size(), 2u);
  // A period the campaign does not know, or a period limit above the campaign's: refused.
  EXPECT_EQ(admin("/admin/v1/coupon/campaigns", R"({"templateId":1,"title":"x","stock":1,"limitPeriod":"year","periodLimit":1,"startsAt":1,"endsAt":2})").status, 400);
  EXPECT_EQ(admin("/admin/v1/coupon/campaigns", R"({"templateId":1,"title":"x","stock":1,"perPersonLimit":1,"limitPeriod":"day","periodLimit":2,"startsAt":1,"endsAt":2})").status, 400);
}

TEST_F(CouponApi, VoucherCentre_ShowsTheValidityAClaimNowWouldGive_TheEndOfTheLastHongKongDay) {
  int64_t k = campaign(amount_off("10", "30"), 5);  // valid 30 days
  const int64_t shown = get("/v1/coupon/center", alice_).data().at("list").as_array()[0].at("coupon").at("invalidTime").as_int64();
  claim(alice_, k);
  auto list = usable(alice_);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("invalidTime").as_int64(), shown);
  // Today counts as the first day: the last millisecond of the 30th Hong Kong day (UTC+8).
  const int64_t hk_day_start = (kMondayNoon + 8 * 3600 * 1000) / kDay * kDay - 8 * 3600 * 1000;
  EXPECT_EQ(shown, hk_day_start + 30 * kDay - 1);
}

TEST_F(CouponApi, VoucherCentre_NotStartedAndEndedCampaignsRefuseClaims) {
  int64_t t = amount_off("10", "30");
  int64_t soon = campaign(t, 5, 1, kMondayNoon + kDay, kMondayNoon + 2 * kDay);
  int64_t over = campaign(t, 5, 1, kMondayNoon - 3 * kDay, kMondayNoon - kDay);
  EXPECT_EQ(post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(soon) + "}", alice_).result_code(), 35003);
  EXPECT_EQ(post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(over) + "}", alice_).result_code(), 35004);
  auto list = get("/v1/coupon/center", bob_).data().at("list").as_array();
  std::set<std::string> states;
  for (const auto& c : list) states.insert(std::string(c.at("state").as_string()));
  EXPECT_TRUE(states.count("starting_soon"));
  EXPECT_TRUE(states.count("ended"));
}

TEST_F(CouponApi, VoucherCentre_TwoMembersRacingForTheLastCouponExactlyOneWins) {
  int64_t k = campaign(amount_off("10", "30"), 1);
  std::vector<std::string> tokens{alice_, bob_};
  for (int i = 3; i < 12; ++i) tokens.push_back(server_->member_token("910000" + std::to_string(10 + i)));
  std::atomic<int> won{0}, sold_out{0};
  std::vector<std::thread> threads;
  for (const auto& token : tokens) {
    threads.emplace_back([&, token] {
      auto r = post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(k) + "}", token);
      if (r.result_code() == 0) ++won;
      else if (r.result_code() == 35001) ++sold_out;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(won.load(), 1);
  EXPECT_EQ(sold_out.load(), static_cast<int>(tokens.size()) - 1);
  EXPECT_EQ(get("/v1/coupon/center", alice_).data().at("list").as_array()[0].at("remaining").as_int64(), 0);
}

TEST_F(CouponApi, VoucherCentre_OneMembersConcurrentClaimsStopAtThePerPersonLimit) {
  int64_t k = campaign(amount_off("10", "30"), 100, 2);
  std::atomic<int> won{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&] {
      if (post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(k) + "}", alice_).result_code() == 0) ++won;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(won.load(), 2);
  EXPECT_EQ(usable(alice_).size(), 2u);
}

TEST_F(CouponApi, RedemptionCode_WorksOnceAndMalformedCodesAreRefused) {
  int64_t t = amount_off("5", "0");
  auto codes = admin("/admin/v1/coupon/codes", R"({"templateId":)" + std::to_string(t) + R"(,"count":2})");
  ASSERT_EQ(codes.result_code(), 0) << codes.body;
  std::string code(codes.data().at("codes").as_array()[0].as_string());
  std::string lower = code;
  for (auto& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  auto first = post("/v1/coupon/receiveCouponByCode", R"({"code":" )" + lower + R"( "})", alice_);
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(first.data().at("source").as_string(), "code");
  auto second = post("/v1/coupon/receiveCouponByCode", R"({"code":")" + code + R"("})", bob_);
  EXPECT_EQ(second.result_code(), 35010);
  EXPECT_EQ(second.result_msg(), "兌換碼無效~");
  EXPECT_EQ(post("/v1/coupon/receiveCouponByCode", R"({"code":"NOPE-!"})", bob_).result_code(), 35011);
  EXPECT_EQ(post("/v1/coupon/receiveCouponByCode", R"({"code":""})", bob_).result_code(), 35011);
  EXPECT_EQ(post("/v1/coupon/receiveCouponByCode", R"({"code":"RUNKNOWN00"})", bob_).result_code(), 35010);
}

TEST_F(CouponApi, Gifting_TheReceiverGetsTheCouponAndTheGiversIsDonated) {
  std::string code = claim(alice_, campaign(amount_off("10", "30"), 5));
  auto gift = post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", alice_);
  ASSERT_EQ(gift.result_code(), 0) << gift.body;
  std::string token(gift.data().at("giftToken").as_string());
  EXPECT_EQ(status_of(alice_, code), 60);
  EXPECT_EQ(usable(alice_).size(), 0u);
  EXPECT_EQ(post("/v1/coupon/receiveGive", R"({"token":")" + token + R"("})", alice_).result_code(), 35022);
  auto view = http().get("/v1/coupon/queryGiveCoupon?token=" + token);
  EXPECT_EQ(view.data().at("status").as_string(), "pending");
  auto got = post("/v1/coupon/receiveGive", R"({"token":")" + token + R"("})", bob_);
  ASSERT_EQ(got.result_code(), 0) << got.body;
  EXPECT_EQ(got.data().at("source").as_string(), "gift");
  EXPECT_FALSE(got.data().at("giftable").as_bool());
  EXPECT_EQ(status_of(alice_, code), 70);
  EXPECT_EQ(usable(bob_).size(), 1u);
  EXPECT_EQ(post("/v1/coupon/receiveGive", R"({"token":")" + token + R"("})", server_->member_token("91000003")).result_code(), 35021);
  // A received gift is not passed on.
  std::string bobs(got.data().at("couponCode").as_string());
  EXPECT_EQ(post("/v1/coupon/give", R"({"couponCode":")" + bobs + R"("})", bob_).result_code(), 35020);
}

TEST_F(CouponApi, Gifting_AnUnclaimedGiftReturnsAfter24HoursAndCanBeWithdrawn) {
  int64_t k = campaign(amount_off("10", "30"), 5, 2);
  std::string first = claim(alice_, k), second = claim(alice_, k);
  // Sent under the seed's name for it: the same gift, the same 24 hours.
  auto gift = post("/v1/coupon/project/send", R"({"couponCode":")" + first + R"("})", alice_);
  ASSERT_EQ(gift.result_code(), 0) << gift.body;
  std::string token(gift.data().at("giftToken").as_string());
  server_->set_clock(kMondayNoon + kDay - 60000);
  http().post_json("/v1/dev/coupon/gifts/return", "{}");
  EXPECT_EQ(status_of(alice_, first), 60);  // not yet
  server_->set_clock(kMondayNoon + kDay + 1000);
  auto ran = http().post_json("/v1/dev/coupon/gifts/return", "{}");
  EXPECT_EQ(ran.data().at("returned").as_int64(), 1);
  EXPECT_EQ(status_of(alice_, first), 10);
  EXPECT_EQ(post("/v1/coupon/receiveGive", R"({"token":")" + token + R"("})", bob_).result_code(), 35021);

  ASSERT_EQ(post("/v1/coupon/give", R"({"couponCode":")" + second + R"("})", alice_).result_code(), 0);
  auto back = post("/v1/coupon/revokeGive", R"({"couponCode":")" + second + R"("})", alice_);
  ASSERT_EQ(back.result_code(), 0) << back.body;
  EXPECT_EQ(status_of(alice_, second), 10);
}

TEST_F(CouponApi, Gifting_AClaimRacingAWithdrawalEndsOneWayWithoutADeadlock) {
  int64_t k = campaign(amount_off("1", "0"), 10, 10);
  for (int round = 0; round < 5; ++round) {  // five gifts: the daily limit
    std::string code = claim(alice_, k);
    auto gift = post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", alice_);
    ASSERT_EQ(gift.result_code(), 0) << gift.body;
    std::string token(gift.data().at("giftToken").as_string());
    HttpResult claimed, withdrawn;
    std::thread claimer([&] { claimed = post("/v1/coupon/receiveGive", R"({"token":")" + token + R"("})", bob_); });
    std::thread giver([&] { withdrawn = post("/v1/coupon/revokeGive", R"({"couponCode":")" + code + R"("})", alice_); });
    claimer.join();
    giver.join();
    EXPECT_LT(claimed.status, 500) << claimed.body;  // a deadlock answered 503
    EXPECT_LT(withdrawn.status, 500) << withdrawn.body;
    EXPECT_NE(claimed.result_code() == 0, withdrawn.result_code() == 0) << claimed.body << withdrawn.body;
    EXPECT_EQ(status_of(alice_, code), claimed.result_code() == 0 ? 70 : 10);
  }
}

TEST_F(CouponApi, Claims_OneMemberRacingTwentyTimesForAOnePerPersonCampaignGetsOne) {
  int64_t k = campaign(amount_off("5", "0"), 100, 1);
  std::atomic<int> got{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 20; ++i) {
    racers.emplace_back([&] {
      if (post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(k) + "}", alice_).result_code() == 0) ++got;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(got, 1);
  EXPECT_EQ(usable(alice_).size(), 1u);
}

TEST_F(CouponApi, Gifting_AnotherMemberCannotGiveOrWithdrawYourCoupon) {
  std::string code = claim(alice_, campaign(amount_off("10", "30"), 5));
  EXPECT_EQ(post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", bob_).status, 404);
  ASSERT_EQ(post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(post("/v1/coupon/revokeGive", R"({"couponCode":")" + code + R"("})", bob_).status, 404);
  EXPECT_EQ(status_of(alice_, code), 60);  // still being given
}

TEST_F(CouponApi, Gifting_AtMostFiveGiftsADay) {
  int64_t k = campaign(amount_off("1", "0"), 10, 10);
  std::vector<std::string> codes;
  for (int i = 0; i < 6; ++i) codes.push_back(claim(alice_, k));
  for (int i = 0; i < 5; ++i) ASSERT_EQ(post("/v1/coupon/give", R"({"couponCode":")" + codes[i] + R"("})", alice_).result_code(), 0);
  auto sixth = post("/v1/coupon/give", R"({"couponCode":")" + codes[5] + R"("})", alice_);
  EXPECT_EQ(sixth.result_code(), 35020);
  EXPECT_EQ(sixth.result_msg(), "贈送次數超出限制");
}

// Issue 15: a coupon's face tells the truth. 滿$60免運費 carries its threshold (the page showed 無門檻).
TEST_F(CouponApi, Wallet_AFreeDeliveryCouponCarriesItsThreshold) {
  auto t = admin("/admin/v1/coupon/templates",
                 R"({"name":{"zh-HK":"滿$60免運費"},"validity":{"days":30},"coupon":{"couponCategory":60,"couponValue":"0","freeDeliveryPrice":"60","businessTypes":[1]}})");
  ASSERT_EQ(t.result_code(), 0) << t.body;
  std::string code = claim(alice_, campaign(t.data().at("templateId").as_int64(), 5));
  auto detail = get("/v1/member/coupon/detail?couponCode=" + code, alice_);
  ASSERT_EQ(detail.result_code(), 0) << detail.body;
  EXPECT_EQ(detail.data().at("freeDeliveryPrice").as_string(), "60");
  EXPECT_EQ(detail.data().at("ruleText").as_string(), "滿$60可用") << detail.body;
}

TEST_F(CouponApi, Wallet_SomeoneElsesCouponIsNotFound) {
  std::string code = claim(alice_, campaign(amount_off("10", "30"), 5));
  EXPECT_EQ(get("/v1/member/coupon/detail?couponCode=" + code, bob_).result_code(), 35005);
  EXPECT_EQ(post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", bob_).result_code(), 35005);
}

TEST_F(CouponApi, Checkout_TheBestCouponIsSelectedAutomaticallyAndAnUnusableOneHasItsReason) {
  std::string ten = claim(alice_, campaign(amount_off("10", "30"), 5));
  std::string five = claim(alice_, campaign(amount_off("5", "0"), 5));
  std::string far = claim(alice_, campaign(amount_off("50", "999"), 5));
  add_to_cart(alice_, R"("goods_id":2002,"num":2)");  // 34
  auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto& coupons = r.data().at("coupons").as_object();
  EXPECT_TRUE(coupons.at("autoSelected").as_bool());
  ASSERT_EQ(coupons.at("selected").as_array().size(), 1u) << r.body;  // two amount-off coupons do not stack
  EXPECT_EQ(coupons.at("selected").as_array()[0].as_string(), ten);
  EXPECT_EQ(r.data().at("discount").as_string(), "10");
  EXPECT_EQ(r.data().at("payable").as_string(), "25");  // 34 + bag 1 - 10
  bool reason_shown = false;
  for (const auto& u : coupons.at("unusable").as_array()) {
    if (u.at("couponCode").as_string() == far) {
      reason_shown = true;
      EXPECT_EQ(u.at("reason").as_string(), "尚差 $965 即可使用");
    }
  }
  EXPECT_TRUE(reason_shown) << r.body;
  // The customer chooses the smaller one instead; the other would cancel it.
  auto mine = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"couponCodes":[")" + five + R"("]})", alice_);
  EXPECT_EQ(mine.data().at("discount").as_string(), "5");
  // The bigger one is still offered: choosing it cancels the smaller one after the confirm modal.
  const json::object* offered = nullptr;
  for (const auto& u : mine.data().at("coupons").at("usable").as_array()) {
    if (u.at("couponCode").as_string() == ten) offered = &u.as_object();
  }
  ASSERT_NE(offered, nullptr) << mine.body;
  ASSERT_EQ(offered->at("cancels").as_array().size(), 1u) << mine.body;
  EXPECT_EQ(offered->at("cancels").as_array()[0].as_string(), five);
  EXPECT_EQ(offered->at("saves").as_string(), "10");
  EXPECT_FALSE(offered->at("selected").as_bool());
  // What the customer would not be offered: a coupon that fails on its own stays unusable.
  for (const auto& u : mine.data().at("coupons").at("usable").as_array()) EXPECT_NE(u.at("couponCode").as_string(), far);
  auto none = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"couponCodes":[]})", alice_);
  EXPECT_EQ(none.data().at("discount").as_string(), "0");
}

TEST_F(CouponApi, Checkout_SubmitUsesTheCouponAndCancellingTheOrderReturnsIt) {
  std::string ten = claim(alice_, campaign(amount_off("10", "30"), 5));
  add_to_cart(alice_, R"("goods_id":2002,"num":2)");
  auto placed = submit(alice_, "k1", R"([")" + ten + R"("])");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  std::string order_no(placed.data().at("order_id").as_string());
  EXPECT_EQ(status_of(alice_, ten), 50);  // frozen: held by an order not paid yet
  auto history = get("/v1/member/coupon/page?tab=history", alice_).data().at("list").as_array();
  ASSERT_EQ(history.size(), 1u);
  EXPECT_EQ(history[0].at("statusText").as_string(), "凍結中");
  auto detail = get("/v1/order/detail?order_id=" + order_no, alice_);
  EXPECT_EQ(detail.data().at("discount").as_string(), "10");
  ASSERT_EQ(detail.data().at("coupons").as_array().size(), 1u);
  EXPECT_EQ(detail.data().at("coupons").as_array()[0].at("discount").as_string(), "10");
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + order_no + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(status_of(alice_, ten), 10);
}

TEST_F(CouponApi, Checkout_PayingTheOrderUsesItsFrozenCoupon) {
  std::string ten = claim(alice_, campaign(amount_off("10", "30"), 5));
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", alice_, {{"Idempotency-Key", "fz"}});
  add_to_cart(alice_, R"("goods_id":2002,"num":2)");
  std::string no(submit(alice_, "fz-1", R"([")" + ten + R"("])").data().at("order_id").as_string());
  EXPECT_EQ(status_of(alice_, ten), 50);
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(status_of(alice_, ten), 20);
}

TEST_F(CouponApi, Checkout_AnUnpaidOrderCancelledByTheTimeoutReturnsItsCouponExpiredIfItsValidityEnded) {
  auto t = admin("/admin/v1/coupon/templates",
                 R"({"name":{"zh-HK":"限時券"},"validity":{"from":)" + std::to_string(kMondayNoon - kDay) + R"(,"to":)" +
                     std::to_string(kMondayNoon + 5 * 60000) + R"(},"coupon":{"couponCategory":10,"amount":"0","couponValue":"3"}})");
  ASSERT_EQ(t.result_code(), 0) << t.body;
  auto granted = admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                      R"(,"memberId":)" + std::to_string(get("/v1/member/info", alice_).data().at("id").as_int64()) + "}");
  ASSERT_EQ(granted.result_code(), 0) << granted.body;
  std::string code(granted.data().at("couponCode").as_string());
  add_to_cart(alice_, R"("goods_id":2002)");
  ASSERT_EQ(submit(alice_, "k2", R"([")" + code + R"("])").result_code(), 0);
  server_->set_clock(kMondayNoon + 20 * 60000);  // past the 15-minute payment window and the coupon's end
  http().post_json("/v1/dev/orders/expire", "{}");
  auto history = get("/v1/member/coupon/page?tab=history", alice_).data().at("list").as_array();
  ASSERT_EQ(history.size(), 1u);
  EXPECT_EQ(history[0].at("couponStatus").as_int64(), 40);
}

TEST_F(CouponApi, Checkout_ASelectionThatNoLongerHoldsIsRefusedAtSubmit) {
  std::string ten = claim(alice_, campaign(amount_off("10", "30"), 5));
  add_to_cart(alice_, R"("goods_id":2002)");  // 17 < 30
  auto r = submit(alice_, "k3", R"([")" + ten + R"("])");
  EXPECT_EQ(r.result_code(), 31001);
  EXPECT_EQ(r.result_msg(), "預驗證失敗，請重新選擇優惠券");
  EXPECT_EQ(status_of(alice_, ten), 10);
}

TEST_F(CouponApi, Checkout_TwoConcurrentSubmitsWithTheSameCouponMakeOneOrder) {
  std::string ten = claim(alice_, campaign(amount_off("10", "30"), 5));
  add_to_cart(alice_, R"("goods_id":2002,"num":2)", 1);
  add_to_cart(alice_, R"("goods_id":2002,"num":2)", 2);
  std::atomic<int> placed{0}, refused{0};
  std::thread a([&] {
    auto r = submit(alice_, "race-a", R"([")" + ten + R"("])", 1);
    if (r.result_code() == 0) ++placed; else if (r.result_code() == 35030 || r.result_code() == 31001) ++refused;
  });
  std::thread b([&] {
    auto r = submit(alice_, "race-b", R"([")" + ten + R"("])", 2);
    if (r.result_code() == 0) ++placed; else if (r.result_code() == 35030 || r.result_code() == 31001) ++refused;
  });
  a.join();
  b.join();
  EXPECT_EQ(placed.load(), 1);
  EXPECT_EQ(refused.load(), 1);
  EXPECT_EQ(status_of(alice_, ten), 50);  // held by the one order made
}

TEST_F(CouponApi, Admin_TemplatesAreCheckedAndNeedTheToken) {
  EXPECT_EQ(http().post_json("/admin/v1/coupon/templates", "{}").status, 403);
  auto bad = admin("/admin/v1/coupon/templates",
                   R"({"name":{"zh-HK":"壞"},"validity":{"days":30},"coupon":{"couponCategory":10,"superposition":9}})");
  EXPECT_EQ(bad.status, 400);
  auto no_validity = admin("/admin/v1/coupon/templates", R"({"name":{"zh-HK":"x"},"coupon":{"couponCategory":10}})");
  EXPECT_EQ(no_validity.status, 400);
  EXPECT_EQ(http().get("/v1/coupon/couponChannelList").data().at("list").as_array()[0].at("value").as_string(), "COMMON");
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(CouponApi, ExchangeCoupon_GoodsTakenWithItAreFreeAndLeaveWhenTheCouponIsRemoved) {
  auto t = admin("/admin/v1/coupon/templates",
                 R"({"name":{"zh-HK":"免費檸檬茶"},"validity":{"days":30},"coupon":{"couponCategory":80,"hierarchy":30,"exchangeNum":1,"itemRules":[{"itemCode":"2002"}]}})");
  ASSERT_EQ(t.result_code(), 0) << t.body;
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  auto granted = admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                      R"(,"memberId":)" + std::to_string(alice_id) + "}");
  std::string code(granted.data().at("couponCode").as_string());
  add_to_cart(alice_, R"("goods_id":3001,"num":2)");                          // 2 x 18, box 0.5 each
  add_to_cart(alice_, R"("goods_id":2002,"couponCode":")" + code + R"(")");  // 17, free with the coupon
  // Someone else's coupon, or a coupon that takes nothing off goods of its own, cannot tie goods.
  auto bobs = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"couponCode":")" + code + R"("})", bob_);
  EXPECT_EQ(bobs.result_code(), 35005);
  std::string plain = claim(alice_, campaign(amount_off("5", "0"), 5));
  auto wrong = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"couponCode":")" + plain + R"("})", alice_);
  EXPECT_EQ(wrong.result_code(), 35006);

  auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("goods_total").as_string(), "53");
  EXPECT_EQ(r.data().at("discount").as_string(), "17") << r.body;
  const auto& selected = r.data().at("coupons").at("selected").as_array();
  EXPECT_NE(std::find(selected.begin(), selected.end(), json::value(code)), selected.end()) << r.body;

  // Without the coupon the exchanged goods are not bought.
  auto without = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"couponCodes":[]})", alice_);
  EXPECT_EQ(without.data().at("goods_total").as_string(), "36") << without.body;
  EXPECT_EQ(without.data().at("discount").as_string(), "0");

  // The answer names the line it left out.
  ASSERT_EQ(without.data().at("coupons").at("clearedLineIds").as_array().size(), 1u) << without.body;

  auto placed = submit(alice_, "ex-1", R"([")" + code + R"("])");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  std::string order_no(placed.data().at("order_id").as_string());
  auto detail = get("/v1/order/detail?order_id=" + order_no, alice_);
  EXPECT_EQ(detail.data().at("discount").as_string(), "17");
  EXPECT_EQ(detail.data().at("lines").as_array().size(), 2u);
  EXPECT_EQ(status_of(alice_, code), 50);
  // The used coupon names its order.
  auto used = get("/v1/member/coupon/detail?couponCode=" + code, alice_);
  EXPECT_EQ(used.data().at("orderId").as_string(), order_no) << used.body;
}

TEST_F(CouponApi, ExchangeCoupon_TiesOnlyItsOwnGoodsAndNoMoreThanItExchanges) {
  auto t = admin("/admin/v1/coupon/templates",
                 R"({"name":{"zh-HK":"免費檸檬茶"},"validity":{"days":30},"coupon":{"couponCategory":80,"hierarchy":30,"exchangeNum":1,"itemRules":[{"itemCode":"2002"}]}})");
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  auto granted = admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                      R"(,"memberId":)" + std::to_string(alice_id) + "}");
  std::string code(granted.data().at("couponCode").as_string());
  auto detail = get("/v1/member/coupon/detail?couponCode=" + code, alice_);
  EXPECT_EQ(detail.data().at("rules").at("takes").at("mode").as_string(), "exchange") << detail.body;
  EXPECT_EQ(detail.data().at("rules").at("takes").at("units").as_int64(), 1);
  auto goods = get("/v1/coupon/goods?sid=1&couponCode=" + code, alice_);
  EXPECT_EQ(goods.data().at("mode").as_string(), "exchange");

  auto other = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001,"couponCode":")" + code + R"("})", alice_);
  EXPECT_EQ(other.result_code(), 35007) << other.body;  // fries are not what it exchanges
  EXPECT_EQ(other.result_msg(), "此商品不適用於這張優惠券");
  auto two = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2,"couponCode":")" + code + R"("})", alice_);
  EXPECT_EQ(two.result_msg(), "這張優惠券最多可選 1 件") << two.body;
  auto one = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"couponCode":")" + code + R"("})", alice_);
  ASSERT_EQ(one.result_code(), 0) << one.body;
  int64_t line = one.data().at("data").as_array()[0].at("id").as_int64();
  auto more = post("/v1/cart/update", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(line) + R"(,"num":2})", alice_);
  EXPECT_EQ(more.result_msg(), "這張優惠券最多可選 1 件") << more.body;
  // Bought alone and then left out with the coupon: nothing is left to order.
  auto empty = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"couponCodes":[]})", alice_);
  EXPECT_FALSE(empty.data().at("canSubmit").as_bool()) << empty.body;
  EXPECT_EQ(submit(alice_, "ex-empty", "[]").result_code(), 31001);
}

TEST_F(CouponApi, ExchangeCoupon_EachProductAtMostOnce) {
  auto t = admin("/admin/v1/coupon/templates",
                 R"({"name":{"zh-HK":"任揀兩款"},"validity":{"days":30},"coupon":{"couponCategory":80,"hierarchy":30,"exchangeNum":2,"itemRules":[{"itemCode":"2002"},{"itemCode":"2001"}]}})");
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  std::string code(admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                       R"(,"memberId":)" + std::to_string(alice_id) + "}")
                       .data().at("couponCode").as_string());
  auto twice = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2,"couponCode":")" + code + R"("})", alice_);
  EXPECT_EQ(twice.result_msg(), "每款商品只可換購一次") << twice.body;
  EXPECT_EQ(post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"couponCode":")" + code + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2001,"option_id":200101,"attrs":[11],"couponCode":")" + code + R"("})", alice_).result_code(), 0);
}

TEST_F(CouponApi, GiftCoupons_OfferTheirGiftsAndBuyOneGetOneTakesNothing) {
  auto gift = admin("/admin/v1/coupon/templates",
                    R"({"name":{"zh-HK":"滿30送薯條"},"validity":{"days":30},"coupon":{"couponCategory":30,"amount":"30","giftItems":[{"itemCode":"3001","num":2}]}})");
  ASSERT_EQ(gift.result_code(), 0) << gift.body;
  auto bogo = admin("/admin/v1/coupon/templates",
                    R"({"name":{"zh-HK":"蛋撻買一送一"},"validity":{"days":30},"coupon":{"couponCategory":110,"hierarchy":30,"amount":"2","itemRules":[{"itemCode":"2002"}]}})");
  ASSERT_EQ(bogo.result_code(), 0) << bogo.body;
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  auto grant = [&](const HttpResult& t) {
    return std::string(admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                           R"(,"memberId":)" + std::to_string(alice_id) + "}")
                           .data().at("couponCode").as_string());
  };
  std::string gift_code = grant(gift), bogo_code = grant(bogo);
  EXPECT_EQ(get("/v1/member/coupon/detail?couponCode=" + gift_code, alice_).data().at("rules").at("value").as_string(), "送贈品");
  EXPECT_EQ(get("/v1/member/coupon/detail?couponCode=" + bogo_code, alice_).data().at("rules").at("value").as_string(), "買1送1");
  for (const auto& c : usable(alice_)) {  // the wallet list says what each takes, for "use now"
    EXPECT_EQ(c.at("takes").at("mode").as_string(), c.at("couponCode").as_string() == gift_code ? "gift" : "none");
  }
  auto gifts = get("/v1/coupon/goods?sid=1&couponCode=" + gift_code, alice_);
  EXPECT_EQ(gifts.data().at("mode").as_string(), "gift");
  ASSERT_EQ(gifts.data().at("list").as_array().size(), 1u) << gifts.body;  // the gift, not the goods that earn it
  EXPECT_EQ(gifts.data().at("list").as_array()[0].at("goods_id").as_int64(), 3001);
  EXPECT_EQ(post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"couponCode":")" + gift_code + R"("})", alice_).result_code(), 35007);
  EXPECT_EQ(post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001,"couponCode":")" + gift_code + R"("})", alice_).result_code(), 0);
  // Buy-one-get-one applies to ordinary lines: nothing to take with it.
  EXPECT_EQ(get("/v1/coupon/goods?sid=1&couponCode=" + bogo_code, alice_).data().at("mode").as_string(), "none");
  EXPECT_EQ(post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"couponCode":")" + bogo_code + R"("})", alice_).result_code(), 35006);
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(CouponApi, GroupBuyCoupon_OnlyInAGroupOrderAndWithEnoughPeopleWhoOrdered) {
  auto t = admin("/admin/v1/coupon/templates",
                 R"({"name":{"zh-HK":"拼單滿2人減$5"},"validity":{"days":30},"coupon":{"couponCategory":10,"couponValue":"5","groupBuyType":"only","groupBuyNum":2}})");
  ASSERT_EQ(t.result_code(), 0) << t.body;
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  std::string code(admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                        R"(,"memberId":)" + std::to_string(alice_id) + "}")
                       .data().at("couponCode").as_string());
  auto reason_of = [&](const HttpResult& r) -> std::string {
    for (const auto& u : r.data().at("coupons").at("unusable").as_array()) {
      if (u.at("couponCode").as_string() == code) return std::string(u.at("reason").as_string());
    }
    return "";
  };
  add_to_cart(alice_, R"("goods_id":2002)");
  EXPECT_EQ(reason_of(post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_)), "僅限拼單使用");

  std::string id(post("/v1/spell/create", R"({"sid":1,"order_type":2})", alice_).data().at("uniqueId").as_string());
  ASSERT_EQ(post("/v1/spell/join", R"({"uniqueId":")" + id + R"("})", bob_).result_code(), 0);
  post("/v1/spell/addCart", R"({"uniqueId":")" + id + R"(","cart_data":[{"goods_id":2002}]})", alice_);
  auto alone = post("/v1/spell/confirm", R"({"uniqueId":")" + id + R"("})", alice_);
  ASSERT_EQ(alone.result_code(), 0) << alone.body;
  EXPECT_EQ(reason_of(alone), "未滿足最低使用門檻");
  EXPECT_EQ(post("/v1/spell/confirm", R"({"uniqueId":")" + id + R"("})", bob_).result_code(), 33004);  // the launcher pays
  post("/v1/spell/addCart", R"({"uniqueId":")" + id + R"(","cart_data":[{"goods_id":2002}]})", bob_);
  auto two = post("/v1/spell/confirm", R"({"uniqueId":")" + id + R"("})", alice_);
  EXPECT_EQ(two.data().at("discount").as_string(), "5") << two.body;
  auto placed = post("/v1/spell/submit", R"({"uniqueId":")" + id + R"(","areaCode":"852","phone":"91000001","couponCodes":[")" + code + R"("]})",
                     alice_, {{"Idempotency-Key", "gb-1"}});
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  auto detail = get("/v1/order/detail?order_id=" + std::string(placed.data().at("order_id").as_string()), alice_);
  EXPECT_EQ(detail.data().at("discount").as_string(), "5") << detail.body;
  EXPECT_EQ(status_of(alice_, code), 50);
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(CouponApi, StoredValueExclusion_AnOrderWithSuchACouponIsNotPaidFromTheWallet) {
  std::string code = claim(alice_, campaign(amount_off("5", "0", R"(,"mutuallyTypeRange":[2])"), 5));
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", alice_, {{"Idempotency-Key", "sv"}});
  add_to_cart(alice_, R"("goods_id":2002)");
  auto confirm = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_EQ(confirm.data().at("discount").as_string(), "5");
  EXPECT_FALSE(confirm.data().at("payTypes").as_array()[0].at("available").as_bool()) << confirm.body;
  auto placed = submit(alice_, "sv-1", R"([")" + code + R"("])");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  std::string no(placed.data().at("order_id").as_string());
  auto wallet = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
  EXPECT_EQ(wallet.result_code(), 31006);
  auto combined = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"combination"})", alice_);
  EXPECT_NE(combined.result_code(), 0);
  auto card = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card"})", alice_);
  EXPECT_EQ(card.result_code(), 0) << card.body;
}

TEST_F(CouponApi, StoredValueOnly_UsableWhenTheWalletCoversTheOrderAndThenPaidOnlyFromIt) {
  // Rule 13: "$5 off when paying from stored value" needs the balance to cover the order.
  std::string code = claim(alice_, campaign(amount_off("5", "0", R"(,"tradePaymentMode":"brandBalance")"), 5));
  add_to_cart(alice_, R"("goods_id":2002)");  // 17
  auto short_of = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_EQ(short_of.data().at("discount").as_string(), "0");
  bool refused = false;
  for (const auto& u : short_of.data().at("coupons").at("unusable").as_array()) {
    if (u.at("couponCode").as_string() == code) refused = true;
  }
  EXPECT_TRUE(refused) << short_of.body;
  post("/v1/dev/wallet/topup", R"({"amount":"50"})", alice_, {{"Idempotency-Key", "sv"}});
  auto confirm = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_EQ(confirm.data().at("discount").as_string(), "5") << confirm.body;
  EXPECT_FALSE(confirm.data().at("payTypes").as_array()[1].at("available").as_bool()) << confirm.body;  // no card
  auto placed = submit(alice_, "sv-2", R"([")" + code + R"("])");
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  std::string no(placed.data().at("order_id").as_string());
  auto types = get("/v1/pay-center/available-pay-type?order_id=" + no, alice_).data().at("list").as_array();
  ASSERT_EQ(types.size(), 1u);
  EXPECT_EQ(types[0].at("type").as_string(), "wallet");
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"card"})", alice_).result_code(), 31006);
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"combination"})", alice_).result_code(), 31006);
  EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_).result_code(), 0);
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(CouponApi, RedemptionCode_TriesAreLimitedPerMemberAndHour) {
  int refused = 0;
  for (int i = 0; i < 21; ++i) {
    auto r = post("/v1/coupon/receiveCouponByCode", R"({"code":"RNOPE)" + std::to_string(1000 + i) + R"("})", alice_);
    if (r.status == 429) ++refused;
    else EXPECT_EQ(r.result_code(), 35010);
  }
  EXPECT_EQ(refused, 1);
  server_->set_clock(kMondayNoon + 3600 * 1000);
  EXPECT_EQ(post("/v1/coupon/receiveCouponByCode", R"({"code":"RNOPE9999"})", alice_).result_code(), 35010);  // a new hour
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(CouponApi, IdempotencyKey_ARetriedClaimOrRedemptionAnswersTheSameCoupon) {
  int64_t k = campaign(amount_off("10", "30"), 100, 5);
  std::vector<std::string> codes(8);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      auto r = post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(k) + "}", alice_, {{"Idempotency-Key", "claim-1"}});
      if (r.result_code() == 0) codes[i] = std::string(r.data().at("couponCode").as_string());
    });
  }
  for (auto& t : threads) t.join();
  for (const auto& c : codes) EXPECT_EQ(c, codes[0]);
  EXPECT_EQ(usable(alice_).size(), 1u);

  auto generated = admin("/admin/v1/coupon/codes", R"({"templateId":)" + std::to_string(amount_off("5", "0")) + R"(,"count":1})");
  std::string code(generated.data().at("codes").as_array()[0].as_string());
  auto first = post("/v1/coupon/receiveCouponByCode", R"({"code":")" + code + R"("})", bob_, {{"Idempotency-Key", "redeem-1"}});
  auto retry = post("/v1/coupon/receiveCouponByCode", R"({"code":")" + code + R"("})", bob_, {{"Idempotency-Key", "redeem-1"}});
  ASSERT_EQ(first.result_code(), 0) << first.body;
  ASSERT_EQ(retry.result_code(), 0) << retry.body;
  EXPECT_EQ(retry.data().at("couponCode"), first.data().at("couponCode"));
}

TEST_F(CouponApi, RedemptionCode_TenMembersRacingForOneCodeOneWins) {
  auto generated = admin("/admin/v1/coupon/codes", R"({"templateId":)" + std::to_string(amount_off("5", "0")) + R"(,"count":1})");
  std::string code(generated.data().at("codes").as_array()[0].as_string());
  std::vector<std::string> members;
  for (int i = 0; i < 10; ++i) members.push_back(server_->member_token("9110000" + std::to_string(i)));
  std::atomic<int> won{0}, refused{0};
  std::vector<std::thread> threads;
  for (const auto& m : members) {
    threads.emplace_back([&, m] {
      auto r = post("/v1/coupon/receiveCouponByCode", R"({"code":")" + code + R"("})", m);
      (r.result_code() == 0 ? won : refused)++;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(won.load(), 1);
  EXPECT_EQ(refused.load(), 9);
}

TEST_F(CouponApi, Release_AWholeRefundOrAStoreCancelReturnsTheCouponsAPartialRefundKeepsThemUsed) {
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  std::string staff = server_->member_token("91000009");
  int64_t staff_id = get("/v1/member/info", staff).data().at("id").as_int64();
  admin("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(staff_id) + R"(,"sid":1})");
  post("/v1/dev/wallet/topup", R"({"amount":"500"})", alice_, {{"Idempotency-Key", "rel"}});
  int64_t t = amount_off("3", "0");
  auto grant = [&] {
    return std::string(admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t) + R"(,"memberId":)" + std::to_string(alice_id) + "}")
                           .data().at("couponCode").as_string());
  };
  // An accepted order with the coupon, two lines so one can be refunded alone.
  auto accepted = [&](const std::string& code, const std::string& key) {
    add_to_cart(alice_, R"("goods_id":2002)");
    add_to_cart(alice_, R"("goods_id":3001)");
    std::string no(submit(alice_, key, R"([")" + code + R"("])").data().at("order_id").as_string());
    post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", alice_);
    post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff);
    return no;
  };
  auto refund = [&](const std::string& no, const std::string& lines) {
    auto r = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_other")" + lines + "}", alice_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(r.data().at("refund_no").as_string()) + R"(","agree":1})", staff);
  };

  std::string partial = grant();
  std::string no = accepted(partial, "rel-1");
  int64_t line = get("/v1/order/detail?order_id=" + no, alice_).data().at("lines").as_array()[0].at("lineId").as_int64();
  refund(no, R"(,"lines":[{"lineId":)" + std::to_string(line) + R"(,"num":1}])");
  EXPECT_EQ(status_of(alice_, partial), 20);  // still used

  std::string whole = grant();
  refund(accepted(whole, "rel-2"), "");
  EXPECT_EQ(status_of(alice_, whole), 10);  // usable again

  std::string cancelled = grant();
  std::string store_cancel = accepted(cancelled, "rel-3");
  ASSERT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + store_cancel + R"(","to":"cancelled"})", staff).result_code(), 0);
  EXPECT_EQ(status_of(alice_, cancelled), 10);
}

TEST_F(CouponApi, DueSoon_ThreeDaysAheadIsDueSoonFourIsNot) {
  int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  auto valid_for = [&](int days) {
    auto t = admin("/admin/v1/coupon/templates", R"({"name":{"zh-HK":"x"},"validity":{"from":)" + std::to_string(kMondayNoon - kDay) +
                                                    R"(,"to":)" + std::to_string(hk_ms(2026, 11, 23 + days, 23, 59)) +
                                                    R"(},"coupon":{"couponCategory":10,"couponValue":"1"}})");
    return std::string(admin("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(t.data().at("templateId").as_int64()) +
                                                           R"(,"memberId":)" + std::to_string(alice_id) + "}")
                           .data().at("couponCode").as_string());
  };
  std::string three = valid_for(3), four = valid_for(4);
  bool three_due = false, four_due = true;
  for (const auto& c : usable(alice_)) {
    if (c.at("couponCode").as_string() == three) three_due = c.at("dueSoon").as_bool();
    if (c.at("couponCode").as_string() == four) four_due = c.at("dueSoon").as_bool();
  }
  EXPECT_TRUE(three_due);
  EXPECT_FALSE(four_due);
}

TEST_F(CouponApi, Admin_CampaignsAreListedAndCanBeEndedEarly) {
  int64_t k = campaign(amount_off("10", "30"), 5);
  std::string kept = claim(alice_, k);
  auto list = http().get("/admin/v1/coupon/campaigns", {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(list.data().at("total").as_int64(), 1) << list.body;
  EXPECT_EQ(list.data().at("list").as_array()[0].at("claimed").as_int64(), 1);
  EXPECT_EQ(http().get("/admin/v1/coupon/campaigns").status, 403);
  ASSERT_EQ(admin("/admin/v1/coupon/campaigns/end", R"({"campaignId":)" + std::to_string(k) + "}").result_code(), 0);
  EXPECT_EQ(post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(k) + "}", bob_).result_code(), 35004);
  EXPECT_EQ(status_of(alice_, kept), 10);  // what was claimed stays valid
  EXPECT_EQ(admin("/admin/v1/coupon/campaigns/end", R"({"campaignId":)" + std::to_string(k) + "}").status, 404);  // ended already
}

}  // namespace qsr::test
