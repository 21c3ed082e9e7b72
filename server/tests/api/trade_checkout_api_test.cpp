// The seed's trade checkout paths through the API (issue 21, spec 001 §7 "Dine-in and trade
// paths"): a coupon template read alone (only one offered to customers, or held by the member),
// how many of a template the member has received against its limit, a trade event's items at a
// store, the checkout's coupon match, and the aliases (the live events; cancelling the order).
// SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDay = 24LL * 3600 * 1000;

class TradeCheckoutApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon});
    alice_ = server_->member_token("91000011");
    bob_ = server_->member_token("91000012");
    offered_ = make_template(R"({"name":{"zh-HK":"滿30減6","zh-CN":"满30减6","en":"$6 off $30"},"validity":{"days":30},)"
                             R"("coupon":{"couponCategory":10,"amount":"30","couponValue":"6"}})");
    internal_ = make_template(R"({"name":{"zh-HK":"補償券","en":"Apology"},"validity":{"days":30},)"
                              R"("coupon":{"couponCategory":10,"amount":"0","couponValue":"3"}})");
    auto k = admin_post("/admin/v1/coupon/campaigns", R"({"templateId":)" + std::to_string(offered_) +
                                                          R"(,"title":{"zh-HK":"新人禮"},"stock":100,"perPersonLimit":2,"startsAt":)" +
                                                          std::to_string(kMondayNoon - kDay) + R"(,"endsAt":)" +
                                                          std::to_string(kMondayNoon + 7 * kDay) + "}");
    EXPECT_EQ(k.result_code(), 0) << k.body;
    campaign_ = k.data().at("campaignId").as_int64();
  }
  int64_t make_template(const std::string& body) {
    auto r = admin_post("/admin/v1/coupon/templates", body);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("templateId").as_int64() : 0;
  }
  int64_t member_id(const std::string& token) { return get("/v1/member/info", token).data().at("id").as_int64(); }
  int64_t event_of(int64_t template_id, int limit) {
    auto r = admin_post("/admin/v1/coupon/trade-events",
                        R"({"templateId":)" + std::to_string(template_id) + R"(,"title":{"zh-HK":"週年慶","en":"Anniversary"},)"
                        R"("label":{"zh-HK":"送檸檬茶"},"weight":5,"perMemberLimit":)" + std::to_string(limit) +
                            R"(,"startsAt":)" + std::to_string(kMondayNoon - kDay) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 7 * kDay) + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  HttpResult read(int64_t template_id, const std::string& token = "", const std::string& lang = "zh-HK") {
    std::map<std::string, std::string> h{{"Accept-Language", lang}};
    if (!token.empty()) h["auth"] = token;
    return http().get("/v1/couponTemplate/" + std::to_string(template_id), h);
  }
  HttpResult count(const std::string& query, const std::string& token) {
    return get("/v1/couponTemplate/member/receive/count" + query, token);
  }
  HttpResult claim(const std::string& token) { return post("/v1/coupon/receiveCoupon", R"({"campaignId":)" + std::to_string(campaign_) + "}", token); }
  void add_tea(const std::string& token) {
    auto r = post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", token);  // $34
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }

  std::string alice_, bob_;
  int64_t offered_ = 0, internal_ = 0, campaign_ = 0;
};

}  // namespace

TEST_F(TradeCheckoutApi, Template_ReadAloneWhenACampaignOffersIt_ToVisitorsToo) {
  auto r = read(offered_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const json::object& t = r.data().as_object();
  EXPECT_EQ(t.at("couponTemplateId").as_int64(), offered_);
  EXPECT_EQ(t.at("couponName").as_string(), "滿30減6");
  EXPECT_TRUE(t.at("couponCode").is_null());  // a template, not a coupon
  EXPECT_EQ(t.at("couponCategory").as_int64(), 10);
  EXPECT_EQ(t.at("validDays").as_int64(), 30);
  EXPECT_FALSE(t.at("autoParticipation").as_bool());
  EXPECT_TRUE(t.at("rules").as_object().contains("threshold")) << r.body;
  EXPECT_FALSE(t.contains("source"));
  EXPECT_EQ(read(offered_, "", "en").data().at("couponName").as_string(), "$6 off $30");
}

TEST_F(TradeCheckoutApi, Template_NotOfferedToCustomersIs404InTheCallersLanguage_AsOneThatDoesNotExist) {
  for (int64_t id : {internal_, int64_t{999999}}) {
    auto zh = read(id, alice_);
    EXPECT_EQ(zh.status, 404) << zh.body;
    EXPECT_EQ(zh.result_code(), 35005);
    EXPECT_EQ(zh.result_msg(), "找不到此優惠券");
    EXPECT_EQ(read(id, alice_, "zh-CN").result_msg(), "找不到此优惠券");
    EXPECT_EQ(read(id, alice_, "en").result_msg(), "Coupon not found");
  }
  // Not a number: a bad parameter, named.
  auto bad = http().get("/v1/couponTemplate/abc", {{"Accept-Language", "en"}});
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_NE(bad.result_msg().find("id"), std::string::npos) << bad.body;
  // A campaign ended early no longer shows its template.
  ASSERT_EQ(admin_post("/admin/v1/coupon/campaigns/end", R"({"campaignId":)" + std::to_string(campaign_) + "}").result_code(), 0);
  EXPECT_EQ(read(offered_).status, 404);
}

TEST_F(TradeCheckoutApi, Template_OneTheMemberHoldsIsTheirsToRead_NotAnotherMembersNorAVisitors) {
  auto g = admin_post("/admin/v1/coupon/grant", R"({"templateId":)" + std::to_string(internal_) + R"(,"memberId":)" +
                                                    std::to_string(member_id(alice_)) + "}");
  ASSERT_EQ(g.result_code(), 0) << g.body;
  auto mine = read(internal_, alice_);
  ASSERT_EQ(mine.result_code(), 0) << mine.body;
  EXPECT_EQ(mine.data().at("couponName").as_string(), "補償券");
  EXPECT_EQ(read(internal_, bob_).status, 404);
  EXPECT_EQ(read(internal_).status, 404);
  // Their count of it too, with no limit on it; another member cannot ask.
  auto n = count("?couponTemplateId=" + std::to_string(internal_), alice_);
  ASSERT_EQ(n.result_code(), 0) << n.body;
  EXPECT_EQ(n.data().at("receivedCount").as_int64(), 1);
  EXPECT_TRUE(n.data().at("limit").is_null());
  EXPECT_EQ(count("?couponTemplateId=" + std::to_string(internal_), bob_).status, 404);
}

TEST_F(TradeCheckoutApi, Template_OfALiveTradeEventNamesTheEvent) {
  const int64_t event = event_of(internal_, 1);
  auto r = read(internal_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("tradeEventId").as_int64(), event);
  EXPECT_EQ(r.data().at("tradeEventName").as_string(), "週年慶");
  EXPECT_TRUE(r.data().at("autoParticipation").as_bool());
}

TEST_F(TradeCheckoutApi, ReceiveCount_CountsTheMembersClaimsAgainstTheCampaignsPerPersonLimit) {
  const std::string q = "?couponTemplateId=" + std::to_string(offered_);
  auto before = count(q, alice_);
  ASSERT_EQ(before.result_code(), 0) << before.body;
  EXPECT_EQ(before.data().at("receivedCount").as_int64(), 0);
  EXPECT_EQ(before.data().at("limit").at("source").as_string(), "campaign");
  EXPECT_EQ(before.data().at("limit").at("perMemberLimit").as_int64(), 2);
  EXPECT_EQ(before.data().at("limit").at("remaining").as_int64(), 2);
  ASSERT_EQ(claim(alice_).result_code(), 0);
  auto after = count(q, alice_);
  EXPECT_EQ(after.data().at("receivedCount").as_int64(), 1);
  EXPECT_EQ(after.data().at("limit").at("received").as_int64(), 1);  // "claimed 1 of 2"
  EXPECT_EQ(after.data().at("limit").at("remaining").as_int64(), 1);
  EXPECT_EQ(after.data().at("limit").at("id").as_int64(), campaign_);
  // Bob's count is his own; `templateId` names it too.
  EXPECT_EQ(count("?templateId=" + std::to_string(offered_), bob_).data().at("receivedCount").as_int64(), 0);
}

TEST_F(TradeCheckoutApi, ReceiveCount_MembersOnly_BadInputIsNamedAndChangesNothing) {
  EXPECT_EQ(http().get("/v1/couponTemplate/member/receive/count?couponTemplateId=" + std::to_string(offered_)).status, 401);
  auto missing = http().get("/v1/couponTemplate/member/receive/count", {{"auth", alice_}, {"Accept-Language", "en"}});
  EXPECT_EQ(missing.status, 400);
  EXPECT_NE(missing.result_msg().find("couponTemplateId"), std::string::npos) << missing.body;
  auto bad = http().get("/v1/couponTemplate/member/receive/count?couponTemplateId=x", {{"auth", alice_}, {"Accept-Language", "zh-CN"}});
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_EQ(count("?couponTemplateId=" + std::to_string(internal_), alice_).result_code(), 35005);
  EXPECT_TRUE(get("/v1/member/coupon/page", alice_).data().at("list").as_array().empty());
}

TEST_F(TradeCheckoutApi, ReceiveCount_OfATradeEventCountsTheMembersUsesAgainstItsLimit) {
  const int64_t event = event_of(internal_, 3);
  auto r = count("?couponTemplateId=" + std::to_string(internal_), alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("limit").at("source").as_string(), "tradeEvent");
  EXPECT_EQ(r.data().at("limit").at("id").as_int64(), event);
  EXPECT_EQ(r.data().at("limit").at("perMemberLimit").as_int64(), 3);
  EXPECT_EQ(r.data().at("limit").at("remaining").as_int64(), 3);
}

TEST_F(TradeCheckoutApi, TradeItems_AnEventsExchangeGoodsAtAStore_404InTheCallersLanguageWhenItIsNotRunning) {
  const int64_t tea = make_template(R"({"name":{"zh-HK":"免費檸檬茶"},"validity":{"days":30},)"
                                    R"("coupon":{"couponCategory":80,"hierarchy":30,"exchangeNum":1,"itemRules":[{"itemCode":"2002"}]}})");
  const int64_t event = event_of(tea, 1);
  auto r = http().get("/v1/trade/marketing/items?sid=1&tradeEventId=" + std::to_string(event));
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("tradeEventId").as_int64(), event);
  EXPECT_EQ(r.data().at("mode").as_string(), "exchange");
  const json::array list = r.data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u) << r.body;
  EXPECT_EQ(list[0].at("goods_id").as_int64(), 2002);
  // Unknown event, unknown store, missing parameters.
  auto gone = http().get("/v1/trade/marketing/items?sid=1&tradeEventId=999", {{"Accept-Language", "zh-HK"}});
  EXPECT_EQ(gone.status, 404);
  EXPECT_EQ(gone.result_msg(), "找不到這個活動，可能已結束");
  EXPECT_EQ(http().get("/v1/trade/marketing/items?sid=1&tradeEventId=999", {{"Accept-Language", "zh-CN"}}).result_msg(), "找不到这个活动，可能已结束");
  EXPECT_EQ(http().get("/v1/trade/marketing/items?sid=1&tradeEventId=999", {{"Accept-Language", "en"}}).result_msg(),
            "This promotion could not be found; it may have ended");
  EXPECT_EQ(http().get("/v1/trade/marketing/items?sid=99999&tradeEventId=" + std::to_string(event)).status, 404);
  EXPECT_EQ(http().get("/v1/trade/marketing/items?sid=1").status, 400);
}

TEST_F(TradeCheckoutApi, OrderMatch_AnswersTheCheckoutsCouponsAsConfirmPricesThem) {
  ASSERT_EQ(claim(alice_).result_code(), 0);
  add_tea(alice_);
  auto match = post("/v1/marketing/coupon/order/match", R"({"sid":1,"orderType":2})", alice_);
  ASSERT_EQ(match.result_code(), 0) << match.body;
  auto confirm = post("/v1/order/confirm", R"({"sid":1,"orderType":2})", alice_);
  EXPECT_EQ(json::serialize(match.data()), json::serialize(confirm.data().at("coupons")));
  ASSERT_EQ(match.data().at("selected").as_array().size(), 1u) << match.body;
  // The customer's own choice (none) is priced as confirm prices it.
  auto none = post("/v1/marketing/coupon/order/match", R"({"sid":1,"orderType":2,"couponCodes":[]})", alice_);
  EXPECT_TRUE(none.data().at("selected").as_array().empty()) << none.body;
  // Members only; bad input named; the match changes nothing (the coupon stays usable).
  EXPECT_EQ(http().post_json("/v1/marketing/coupon/order/match", R"({"sid":1,"orderType":2})").status, 401);
  EXPECT_EQ(post("/v1/marketing/coupon/order/match", R"({"orderType":2})", alice_).status, 400);
  EXPECT_EQ(post("/v1/marketing/coupon/order/match", R"({"sid":1,"orderType":2,"couponCodes":"x"})", alice_).status, 400);
  EXPECT_EQ(get("/v1/member/coupon/page", alice_).data().at("list").as_array().size(), 1u);
}

TEST_F(TradeCheckoutApi, Aliases_TheLiveEventsAndTheOrderCancelAnswerAsTheirHandlers) {
  event_of(internal_, 1);
  auto seed = get("/v1/trade/available", alice_);
  ASSERT_EQ(seed.result_code(), 0) << seed.body;
  EXPECT_EQ(seed.body, get("/v1/coupon/activity-trade/v2", alice_).body);
  EXPECT_EQ(seed.data().at("list").as_array().size(), 1u);
  // Cancelling through the seed's name gives the frozen coupon back, as the order cancel does.
  auto claimed = claim(alice_);
  ASSERT_EQ(claimed.result_code(), 0) << claimed.body;
  const std::string code(claimed.data().at("couponCode").as_string());
  add_tea(alice_);
  auto placed = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91000011"})", alice_, {{"Idempotency-Key", "t1"}});
  ASSERT_EQ(placed.result_code(), 0) << placed.body;
  const std::string order_no(placed.data().at("order_id").as_string());
  EXPECT_EQ(post("/v1/trade/cancel", R"({"order_id":")" + order_no + R"("})", bob_).status, 404);  // not his
  auto cancelled = post("/v1/trade/cancel", R"({"order_id":")" + order_no + R"("})", alice_);
  ASSERT_EQ(cancelled.result_code(), 0) << cancelled.body;
  EXPECT_EQ(cancelled.data().at("status").as_string(), "cancelled");
  EXPECT_EQ(get("/v1/member/coupon/detail?couponCode=" + code, alice_).data().at("couponStatus").as_int64(), 10);
  EXPECT_EQ(post("/v1/order/cancel", R"({"order_id":")" + order_no + R"("})", alice_).result_code(),
            post("/v1/trade/cancel", R"({"order_id":")" + order_no + R"("})", alice_).result_code());
}

}  // namespace qsr::test
