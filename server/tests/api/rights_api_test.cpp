// Equity (rights) cards through the API (issue 17, docs/decisions/0033): a card paid by card
// through the sandbox gateway gives its first coupon at once and the rest when due, each exactly
// once however many runners release them; a refund voids what came (while unused) and cancels
// what is still to come; the agreement must be read; cards are the member's own. A card given to a
// friend (docs/decisions/0036) passes on what is still to come, to one of twenty claiming at once;
// its releases wait while the link is open; withdrawn or unclaimed for 24 hours it comes back once.
// Both databases.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::map<std::string, std::string> kAdminHeader{{"X-Admin-Token", kTestAdminToken}};

class RightsApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_WORKERS", "8"}}});
    alice_ = server_->member_token("96000001");
    bob_ = server_->member_token("96000002");
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
  size_t usable(const std::string& token) { return get("/v1/member/coupon/page?tab=usable", token).data().at("list").as_array().size(); }
  size_t usable() { return usable(alice_); }
  boost::json::object first_card(const std::string& token) { return get("/v1/right/mine", token).data().at("list").as_array().at(0).as_object(); }
  boost::json::object first_card() { return first_card(alice_); }
  int64_t release() { return post("/v1/dev/rights/release", "{}", alice_).data().at("released").as_int64(); }
  int64_t return_unclaimed() { return post("/v1/dev/rights/gifts/return", "{}", alice_).data().at("returned").as_int64(); }
  // Moves the clock; sessions are signed in again (they end with time).
  void at(int64_t ms) {
    server_->set_clock(ms);
    alice_ = server_->member_token("96000001");
    bob_ = server_->member_token("96000002");
  }
  HttpResult give(int64_t member_card, const std::string& token) { return post("/v1/right/give", R"({"id":)" + std::to_string(member_card) + "}", token); }
  HttpResult claim(const std::string& link, const std::string& token) { return post("/v1/right/gift/receive", R"({"token":")" + link + R"("})", token); }

  std::string alice_, bob_;
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
  at(hk_ms(2026, 11, 30, 0, 1));
  EXPECT_EQ(release(), 1);
  EXPECT_EQ(release(), 0);
  EXPECT_EQ(usable(), 2u);
  // Ten runners at once after the last is due: the last two come once each.
  at(hk_ms(2026, 12, 15, 9, 0));
  std::atomic<int64_t> released{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 10; ++i) {
    runners.emplace_back([&] {
      // A throw out of a thread would end the whole test binary: a failed answer fails this test.
      try {
        released += release();
      } catch (const std::exception& e) {
        ADD_FAILURE() << e.what();
      }
    });
  }
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
  at(hk_ms(2026, 12, 31, 9, 0));
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
  const std::string& bob = bob_;
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

TEST_F(RightsApi, Gift_TheFriendGetsWhatIsStillToComeAndTheGiverKeepsWhatCame) {
  const std::string no = buy("k1");
  const int64_t mine = first_card().at("id").as_int64();
  EXPECT_TRUE(first_card().at("giftable").as_bool());
  auto offer = give(mine, alice_);
  ASSERT_EQ(offer.result_code(), 0) << offer.body;
  const std::string link(offer.data().at("token").as_string());
  EXPECT_EQ(first_card().at("status").as_string(), "giving");
  // The link shows the friend what is to come (three more weeks), not what the giver got.
  auto seen = http().get("/v1/right/gift?token=" + link);
  ASSERT_EQ(seen.result_code(), 0) << seen.body;
  EXPECT_EQ(seen.data().at("status").as_string(), "pending");
  EXPECT_EQ(seen.data().at("card").at("total").as_int64(), 3);
  EXPECT_EQ(seen.data().at("card").at("released").as_int64(), 0);
  EXPECT_FALSE(seen.data().at("mine").as_bool());
  EXPECT_TRUE(get("/v1/right/gift?token=" + link, alice_).data().at("mine").as_bool());
  auto got = claim(link, bob_);
  ASSERT_EQ(got.result_code(), 0) << got.body;
  EXPECT_TRUE(got.data().at("received").as_bool());
  EXPECT_FALSE(got.data().at("giftable").as_bool());  // a friend's gift is not passed on
  EXPECT_EQ(get("/v1/right/mine", alice_).data().at("total").as_int64(), 0);
  EXPECT_EQ(usable(), 1u);  // the first week's coupon stays the giver's
  EXPECT_EQ(usable(bob_), 0u);
  // Next week's comes to the friend.
  at(hk_ms(2026, 11, 30, 0, 1));
  EXPECT_EQ(release(), 1);
  EXPECT_EQ(usable(bob_), 1u);
  EXPECT_EQ(usable(), 1u);
  auto theirs = get("/v1/right/mine/detail?id=" + std::to_string(mine), bob_).data();
  EXPECT_EQ(theirs.at("released").as_int64(), 1);
  EXPECT_EQ(theirs.at("total").as_int64(), 3);
  EXPECT_EQ(theirs.at("releases").as_array().size(), 3u);
  EXPECT_EQ(give(mine, bob_).status, 409);
  auto records = get("/v1/right/gifts", alice_).data();
  EXPECT_EQ(records.at("total").as_int64(), 1);
  EXPECT_EQ(records.at("list").as_array()[0].at("status").as_string(), "claimed");
  // The card is the friend's now: the giver's order is not refunded.
  auto refund = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + no + R"("})", kAdminHeader);
  EXPECT_EQ(refund.status, 409);
  EXPECT_EQ(refund.result_msg(), "權益卡已轉贈或正在轉贈，不能退款");
  EXPECT_EQ(usable(bob_), 1u);
}

TEST_F(RightsApi, Gift_TwentyFriendsClaimingAtOnceMakeOneReceiver) {
  buy("k1");
  const int64_t mine = first_card().at("id").as_int64();
  const std::string link(give(mine, alice_).data().at("token").as_string());
  std::vector<std::string> friends;
  for (int i = 0; i < 20; ++i) friends.push_back(server_->member_token("970002" + std::to_string(10 + i)));
  std::atomic<int> won{0};
  std::vector<std::thread> claims;
  for (const auto& f : friends) {
    claims.emplace_back([&, f] {
      if (claim(link, f).result_code() == 0) ++won;
    });
  }
  for (auto& t : claims) t.join();
  EXPECT_EQ(won.load(), 1);
  int holders = 0;
  for (const auto& f : friends) holders += static_cast<int>(get("/v1/right/mine", f).data().at("total").as_int64());
  EXPECT_EQ(holders, 1);
  EXPECT_EQ(http().get("/v1/right/gift?token=" + link).data().at("status").as_string(), "claimed");
}

TEST_F(RightsApi, Gift_ReleasesWaitWhileTheLinkIsOpenAndComeBackWithTheCardOnce) {
  buy("k1");
  const int64_t mine = first_card().at("id").as_int64();
  const std::string first(give(mine, alice_).data().at("token").as_string());
  // Behind a link the card gives nothing; withdrawn, what fell due comes to the giver at once.
  at(hk_ms(2026, 11, 30, 0, 1));
  EXPECT_EQ(release(), 0);
  auto back = post("/v1/right/gift/withdraw", R"({"id":)" + std::to_string(mine) + "}", alice_);
  ASSERT_EQ(back.result_code(), 0) << back.body;
  EXPECT_EQ(back.data().at("status").as_string(), "active");
  EXPECT_EQ(usable(), 2u);
  EXPECT_EQ(claim(first, bob_).status, 409);
  EXPECT_EQ(claim(first, bob_).result_msg(), "此權益卡連結已失效");
  // Unclaimed for 24 hours: back to the giver, once however often the job runs.
  const std::string second(give(mine, alice_).data().at("token").as_string());
  at(hk_ms(2026, 12, 1, 0, 2));
  EXPECT_EQ(http().get("/v1/right/gift?token=" + second).data().at("status").as_string(), "returned");
  EXPECT_EQ(return_unclaimed(), 1);
  EXPECT_EQ(return_unclaimed(), 0);
  EXPECT_EQ(first_card().at("status").as_string(), "active");
  EXPECT_EQ(claim(second, bob_).status, 409);
  EXPECT_EQ(get("/v1/right/gifts", alice_).data().at("list").as_array()[0].at("status").as_string(), "returned");
}

TEST_F(RightsApi, Gift_AFriendHoldingOnlyAReceivedCardHasDataWorthKeepingWhenTheirPhoneIsTaken) {
  buy("k1");
  const std::string link(give(first_card().at("id").as_int64(), alice_).data().at("token").as_string());
  const std::string carol = server_->member_token("96000003");
  ASSERT_EQ(claim(link, carol).result_code(), 0);
  EXPECT_EQ(usable(carol), 0u);  // no order, no coupon yet: the card is all Carol has
  // Bob asks for Carol's phone: her account is not empty, so it is merged, never dropped.
  at(kMondayNoon + 61'000);
  ASSERT_EQ(http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"96000003","scene":"change_phone"})").result_code(), 0);
  auto outbox = http().get("/v1/dev/sms/outbox?areaCode=852&phone=96000003");
  const std::string code(outbox.data().at("list").as_array().at(0).at("code").as_string());
  EXPECT_EQ(post("/v1/member/phone/change", R"({"areaCode":"852","phone":"96000003","code":")" + code + "\"}", bob_).result_code(), 10034);
}

TEST_F(RightsApi, Gift_OnlyTheHolderGivesOrWithdrawsAndNobodyClaimsTheirOwn) {
  const std::string no = buy("k1");
  const int64_t mine = first_card().at("id").as_int64();
  EXPECT_EQ(give(mine, bob_).status, 404);
  const std::string link(give(mine, alice_).data().at("token").as_string());
  EXPECT_EQ(give(mine, alice_).status, 409);  // behind a link already
  EXPECT_EQ(post("/v1/right/gift/withdraw", R"({"id":)" + std::to_string(mine) + "}", bob_).status, 404);
  EXPECT_EQ(claim(link, alice_).status, 409);
  EXPECT_EQ(claim(link, alice_).result_msg(), "不能領取自己送出的權益卡");
  EXPECT_EQ(http().post_json("/v1/right/gift/receive", R"({"token":")" + link + R"("})").status, 401);
  EXPECT_EQ(http().get("/v1/right/gift?token=nope").status, 404);
  EXPECT_EQ(get("/v1/right/gifts", bob_).data().at("total").as_int64(), 0);
  // A card waiting for a friend is not refunded either.
  EXPECT_EQ(http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + no + R"("})", kAdminHeader).status, 409);
  EXPECT_EQ(first_card().at("status").as_string(), "giving");
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(RightsApi, Content_MembersSeeActivePagesInTheirLanguageAndOperatorsWriteThem) {
  auto saved = admin_post("/admin/v1/customRights/content",
                          R"({"title":{"zh-HK":"週卡點樣用","zh-CN":"周卡怎么用","en":"How the card works"},"summary":"一星期一張",)"
                          R"("content":{"zh-HK":"<p>每星期</p>","zh-CN":"<p>每周</p>","en":"<p>Weekly</p>"},"cardId":)" +
                              std::to_string(card_) + "}");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  const int64_t id = saved.data().at("id").as_int64();
  auto hidden = admin_post("/admin/v1/customRights/content", R"({"title":"下架","active":false})");
  ASSERT_EQ(hidden.result_code(), 0) << hidden.body;
  // Anyone sees the active pages, without their bodies in the list.
  auto page = http().get("/v1/customRights/content/page", {{"Accept-Language", "en"}});
  ASSERT_EQ(page.result_code(), 0) << page.body;
  EXPECT_EQ(page.data().at("total").as_int64(), 1);
  EXPECT_EQ(page.data().at("list").as_array()[0].at("title").as_string(), "How the card works");
  EXPECT_FALSE(page.data().at("list").as_array()[0].as_object().contains("content"));
  auto one = http().get("/v1/customRights/content/" + std::to_string(id), {{"Accept-Language", "zh-CN"}});
  EXPECT_EQ(one.data().at("content").as_string(), "<p>每周</p>");
  EXPECT_EQ(one.data().at("cardId").as_int64(), card_);
  // A page taken down, unknown or not a number is not there.
  EXPECT_EQ(http().get("/v1/customRights/content/" + std::to_string(hidden.data().at("id").as_int64())).status, 404);
  EXPECT_EQ(http().get("/v1/customRights/content/999").status, 404);
  EXPECT_EQ(http().get("/v1/customRights/content/1x").status, 404);
  // Operators only, with a title, a known card and a body of bounded size.
  EXPECT_EQ(post("/admin/v1/customRights/content", R"({"title":"x"})", alice_).status, 403);
  EXPECT_EQ(admin_post("/admin/v1/customRights/content", R"({"summary":"no title"})").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/customRights/content", R"({"title":"x","cardId":999})").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/customRights/content", R"({"title":"x","content":")" + std::string(20'001, 'a') + R"("})").status, 400);
  EXPECT_EQ(admin_get("/admin/v1/customRights/content").data().at("list").as_array().size(), 2u);
}

}  // namespace qsr::test

namespace qsr::test {

// Discount cards (docs/decisions/0039): an equity card whose one discount coupon a day is valid
// that Hong Kong day, so its discount is had once a day; listed apart; only daily benefits.
TEST_F(RightsApi, DiscountCard_ItsCouponComesEachDayAndLastsThatDayOnly) {
  auto t = admin_post("/admin/v1/coupon/templates",
                      R"({"name":{"zh-HK":"全單9折"},"validity":{"days":1},"coupon":{"couponCategory":20,"couponValue":90}})");
  ASSERT_EQ(t.result_code(), 0) << t.body;
  const std::string tmpl = std::to_string(t.data().at("templateId").as_int64());
  const auto save = [&](const std::string& kind, const std::string& benefit) {
    return admin_post("/admin/v1/right/cards", R"({"kind":")" + kind + R"(","name":{"zh-HK":"九折卡"},"price":"38","benefits":[{"templateId":)" +
                                                   tmpl + "," + benefit + "}]}");
  };
  // Only one coupon a day makes a discount card; kinds are two.
  EXPECT_EQ(save("discount", R"("count":1,"times":4,"everyDays":7)").result_code(), 400);
  EXPECT_EQ(save("discount", R"("count":2,"times":4,"everyDays":1)").result_code(), 400);
  EXPECT_EQ(save("coupons", R"("count":1,"times":4,"everyDays":1)").result_code(), 400);
  auto made = save("discount", R"("count":1,"times":3,"everyDays":1)");
  ASSERT_EQ(made.result_code(), 0) << made.body;
  card_ = made.data().at("id").as_int64();
  // Listed apart from the bundles, and as what it is.
  auto discounts = http().get("/v1/right/cards?kind=discount").data().at("list").as_array();
  ASSERT_EQ(discounts.size(), 1u);
  EXPECT_EQ(discounts[0].at("id").as_int64(), card_);
  EXPECT_EQ(discounts[0].at("kind").as_string(), "discount");
  EXPECT_EQ(http().get("/v1/right/cards?kind=bundle").data().at("list").as_array().size(), 1u);
  EXPECT_EQ(http().get("/v1/right/cards").data().at("list").as_array().size(), 2u);
  buy("dc-1");
  auto mine = get("/v1/right/mine?kind=discount", alice_).data().at("list").as_array();
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0].at("cardId").as_int64(), card_);
  EXPECT_TRUE(get("/v1/right/mine?kind=bundle", alice_).data().at("list").as_array().empty());
  EXPECT_TRUE(get("/v1/right/mine?kind=discount", bob_).data().at("list").as_array().empty());
  // Today's coupon at once, valid to the end of this Hong Kong day; tomorrow's at midnight.
  const auto today = get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array();
  ASSERT_EQ(today.size(), 1u);
  EXPECT_EQ(today[0].at("invalidTime").as_int64(), hk_ms(2026, 11, 23, 23, 59) + 59'999);
  at(hk_ms(2026, 11, 24, 0, 1));
  EXPECT_EQ(release(), 1);
  const auto next = get("/v1/member/coupon/page?tab=usable", alice_).data().at("list").as_array();
  ASSERT_EQ(next.size(), 1u);  // yesterday's lapsed unused: they do not add up
  EXPECT_EQ(next[0].at("invalidTime").as_int64(), hk_ms(2026, 11, 24, 23, 59) + 59'999);
}

}  // namespace qsr::test
