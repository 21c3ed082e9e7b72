// Coupon activities through the API (issue 17, docs/decisions/0038): a page of campaigns reached
// by its link (/v1/coupon/activity-available) or by typing its discount code; its campaigns leave
// the voucher centre, are claimed only within the activity's window and, behind a code, only with
// the code; every typed code counts against the member's attempts before it is checked. SQLite and
// PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kNow = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDay = 24LL * 3600 * 1000;

class CouponActivityApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kNow});
    alice_ = server_->member_token("91000001");
    auto t = admin_post("/admin/v1/coupon/templates",
                        R"({"name":{"zh-HK":"滿30減6","zh-CN":"满30减6","en":"$6 off $30"},"validity":{"days":30},)"
                        R"("coupon":{"couponCategory":10,"amount":"30","couponValue":"6"}})");
    EXPECT_EQ(t.result_code(), 0) << t.body;
    template_ = t.data().at("templateId").as_int64();
  }
  HttpResult save_activity(int64_t starts, int64_t ends, const std::string& extra = "") {
    return admin_post("/admin/v1/coupon/activities",
                      R"({"title":{"zh-HK":"下午茶領券日","en":"Tea time coupons"},"rules":{"zh-HK":"每人限領1張"},"startsAt":)" +
                          std::to_string(starts) + R"(,"endsAt":)" + std::to_string(ends) + extra + "}");
  }
  int64_t activity(const std::string& extra = "", int64_t ends = kNow + 7 * kDay) {
    auto r = save_activity(kNow - kDay, ends, extra);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  int64_t campaign(std::optional<int64_t> activity_id) {
    auto r = admin_post("/admin/v1/coupon/campaigns",
                        R"({"templateId":)" + std::to_string(template_) + R"(,"title":{"zh-HK":"減$6"},"stock":10,)" +
                            R"("startsAt":)" + std::to_string(kNow - kDay) + R"(,"endsAt":)" + std::to_string(kNow + 30 * kDay) +
                            (activity_id ? R"(,"activityId":)" + std::to_string(*activity_id) : std::string()) + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("campaignId").as_int64() : 0;
  }
  HttpResult page(int64_t id, const std::string& token = "") {
    return token.empty() ? http().get("/v1/coupon/activity-available/v2?activityId=" + std::to_string(id))
                         : get("/v1/coupon/activity-available/v3?activityId=" + std::to_string(id), token);
  }
  HttpResult claim(int64_t campaign_id, const std::string& key, const std::string& code_field = "") {
    return post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(campaign_id) + code_field + "}", alice_,
                {{"Idempotency-Key", key}});
  }
  HttpResult by_code(const std::string& code) { return post("/v1/coupon/activity/code", R"({"code":")" + code + R"("})", alice_); }
  std::vector<int64_t> campaign_ids(const json::value& data) {
    std::vector<int64_t> ids;
    for (const auto& c : data.at("list").as_array()) ids.push_back(c.at("campaignId").as_int64());
    return ids;
  }

  std::string alice_;
  int64_t template_ = 0;
};

}  // namespace

TEST_F(CouponActivityApi, Activity_ItsLinkShowsItsCampaignsWhichLeaveTheVoucherCentre) {
  const int64_t a = activity();
  const int64_t in_activity = campaign(a);
  const int64_t in_centre = campaign(std::nullopt);
  EXPECT_EQ(campaign_ids(http().get("/v1/coupon/center").data()), std::vector<int64_t>{in_centre});
  // A visitor sees the page (to log in and claim); the member sees their own claims.
  auto seen = page(a);
  ASSERT_EQ(seen.result_code(), 0) << seen.body;
  EXPECT_EQ(seen.data().at("title").as_string(), "下午茶領券日");
  EXPECT_EQ(seen.data().at("rules").as_string(), "每人限領1張");
  EXPECT_FALSE(seen.data().at("needsCode").as_bool());
  EXPECT_EQ(campaign_ids(seen.data()), std::vector<int64_t>{in_activity});
  EXPECT_EQ(seen.data().at("list").as_array()[0].at("state").as_string(), "claimable");
  // The voucher centre links to it.
  auto open = http().get("/v1/coupon/activities").data().at("list").as_array();
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0].at("activityId").as_int64(), a);
  // Claimed on its page like any campaign, once a member.
  auto got = claim(in_activity, "k1");
  ASSERT_EQ(got.result_code(), 0) << got.body;
  EXPECT_EQ(page(a, alice_).data().at("list").as_array()[0].at("state").as_string(), "claimed_limit");
  EXPECT_EQ(page(a, alice_).data().at("list").as_array()[0].at("myClaimed").as_int64(), 1);
  // An id that names nothing, or not digits.
  EXPECT_EQ(page(a + 100).status, 404);
  EXPECT_EQ(http().get("/v1/coupon/activity-available/v2?activityId=x").status, 400);
}

TEST_F(CouponActivityApi, Activity_ItsWindowBoundsItsCampaignsAndTakingItDownStopsThem) {
  // Ended yesterday, though its campaign runs for a month: the page says ended, claims are refused.
  const int64_t ended = activity("", kNow - kDay / 2);
  const int64_t late = campaign(ended);
  EXPECT_EQ(page(ended, alice_).data().at("list").as_array()[0].at("state").as_string(), "ended");
  EXPECT_EQ(claim(late, "k-late").result_code(), 35004);
  EXPECT_TRUE(http().get("/v1/coupon/activities").data().at("list").as_array().empty());
  // Taken down: its page is gone and its campaign refuses claims.
  const int64_t a = activity();
  const int64_t k = campaign(a);
  auto down = save_activity(kNow - kDay, kNow + 7 * kDay, R"(,"id":)" + std::to_string(a) + R"(,"active":false)");
  ASSERT_EQ(down.result_code(), 0) << down.body;
  EXPECT_EQ(page(a).status, 404);
  EXPECT_EQ(claim(k, "k-down").result_code(), 35004);
  EXPECT_TRUE(get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array().empty());
}

TEST_F(CouponActivityApi, Activity_BehindACodeOnlyTheCodeOpensAndClaimsIt) {
  const int64_t a = activity(R"(,"code":"Happy HK 26")");
  const int64_t k = campaign(a);
  // Neither its id nor the voucher centre shows it.
  EXPECT_EQ(page(a).status, 404);
  EXPECT_TRUE(http().get("/v1/coupon/activities").data().at("list").as_array().empty());
  EXPECT_TRUE(http().get("/v1/coupon/center").data().at("list").as_array().empty());
  // Typed as people type it: spaces and small letters are the same code.
  auto opened = by_code("happyhk26");
  ASSERT_EQ(opened.result_code(), 0) << opened.body;
  EXPECT_TRUE(opened.data().at("needsCode").as_bool());
  EXPECT_EQ(campaign_ids(opened.data()), std::vector<int64_t>{k});
  for (const char* wrong : {"HAPPYHK27", "x!", ""}) {
    auto r = by_code(wrong);
    EXPECT_EQ(r.result_code(), 35012) << wrong;
    EXPECT_EQ(r.result_msg(), "請輸入正確的優惠碼");
  }
  EXPECT_EQ(http().post_json("/v1/coupon/activity/code", R"({"code":"HAPPYHK26"})").status, 401);
  // The campaign's id alone, or with another code, claims nothing.
  EXPECT_EQ(claim(k, "k1").result_code(), 35012);
  EXPECT_EQ(claim(k, "k2", R"(,"code":"HAPPYHK27")").result_code(), 35012);
  auto got = claim(k, "k3", R"(,"code":"happy hk 26")");
  ASSERT_EQ(got.result_code(), 0) << got.body;
  // A retry answers the same coupon.
  auto again = claim(k, "k3", R"(,"code":"happy hk 26")");
  ASSERT_EQ(again.result_code(), 0) << again.body;
  EXPECT_EQ(again.data().at("couponCode"), got.data().at("couponCode"));
  EXPECT_EQ(get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array().size(), 1u);
}

TEST_F(CouponActivityApi, Activity_EveryTypedCodeCountsBeforeItIsChecked) {
  const int64_t a = activity(R"(,"code":"HAPPYHK")");
  const int64_t k = campaign(a);
  // Redemption codes and discount codes share one count: 20 an hour a member.
  for (int i = 0; i < 10; ++i) EXPECT_EQ(by_code("WRONG" + std::to_string(i)).result_code(), 35012);
  for (int i = 0; i < 9; ++i) {
    auto r = post("/v1/coupon/receiveCouponByCode", R"({"code":"NOPE)" + std::to_string(i) + R"("})", alice_);
    EXPECT_EQ(r.result_code(), 35010) << r.body;
  }
  EXPECT_EQ(claim(k, "k-wrong", R"(,"code":"WRONGER")").result_code(), 35012);
  // The 21st try is refused before it is checked, right or not.
  EXPECT_EQ(by_code("HAPPYHK").status, 429);
  EXPECT_EQ(claim(k, "k-right", R"(,"code":"HAPPYHK")").status, 429);
  EXPECT_TRUE(get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array().empty());
  // Another member has tries of their own.
  const std::string bob = server_->member_token("91000002");
  EXPECT_EQ(post("/v1/coupon/activity/code", R"({"code":"HAPPYHK"})", bob).result_code(), 0);
}

TEST_F(CouponActivityApi, Activity_OperatorsAreCheckedAndACodeIsOneActivitys) {
  EXPECT_EQ(http().post_json("/admin/v1/coupon/activities", R"({"title":"x","startsAt":1,"endsAt":2})").status, 403);
  EXPECT_EQ(save_activity(kNow, kNow - 1).result_code(), 400);  // ends before it starts
  EXPECT_EQ(admin_post("/admin/v1/coupon/activities", R"({"startsAt":1,"endsAt":2})").result_code(), 400);  // no title
  EXPECT_EQ(save_activity(kNow, kNow + kDay, R"(,"code":"NOT-A-CODE")").result_code(), 400);
  EXPECT_EQ(save_activity(kNow, kNow + kDay, R"(,"code":")" + std::string(33, 'A') + R"(")").result_code(), 400);
  const int64_t a = activity(R"(,"code":"TEA")");
  EXPECT_EQ(save_activity(kNow, kNow + kDay, R"(,"code":"tea")").result_code(), 400);  // another activity has it
  EXPECT_EQ(save_activity(kNow, kNow + kDay, R"(,"id":)" + std::to_string(a) + R"(,"code":"OTHER")").result_code(), 400);
  EXPECT_EQ(save_activity(kNow, kNow + kDay, R"(,"id":999999)").status, 404);
  auto unknown = admin_post("/admin/v1/coupon/campaigns", R"({"templateId":)" + std::to_string(template_) +
                                                              R"(,"title":{"zh-HK":"x"},"stock":1,"startsAt":1,"endsAt":2,"activityId":999999})");
  EXPECT_EQ(unknown.result_code(), 400);
  // The operators' list tells which activities have a code, never the code.
  auto list = admin_get("/admin/v1/coupon/activities");
  ASSERT_EQ(list.result_code(), 0) << list.body;
  EXPECT_TRUE(list.data().at("list").as_array()[0].at("hasCode").as_bool());
  EXPECT_EQ(list.body.find("TEA"), std::string::npos);
}

}  // namespace qsr::test
