// Marketing popups through the API (issue 20): who sees which popup (visitors the general ones,
// members their register, birthday and member-return popups), highest priority first, a display
// recorded once per period however many app starts ask at once, an event's coupons given once
// under concurrent calls, birthdays on the Hong Kong calendar, a member recording only for
// themselves, and the operators' checks. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

class PopupApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96200001");
    bob_ = server_->member_token("96200002");
    auto t = admin_post("/admin/v1/coupon/templates",
                        R"({"name":{"zh-HK":"減5","en":"$5 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
    ASSERT_EQ(t.result_code(), 0) << t.body;
    template_ = t.data().at("templateId").as_int64();
  }
  std::string window() const {
    return R"("startsAt":)" + std::to_string(kMondayNoon - 7 * kDayMs) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 60 * kDayMs);
  }
  // A running popup; `fields` says the rest.
  int64_t popup(const std::string& fields) {
    auto r = admin_post("/admin/v1/popups", "{" + fields + R"(,"title":{"zh-HK":"彈窗","en":"Popup"},"image":"/media/a.png",)" + window() + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  std::vector<int64_t> listed(const std::string& token) {
    auto r = token.empty() ? http().get("/v1/eventPopup/list/general") : get("/v1/eventPopup/list/general", token);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    std::vector<int64_t> ids;
    for (const auto& p : r.data().at("list").as_array()) ids.push_back(p.at("id").as_int64());
    return ids;
  }
  HttpResult record(const std::string& token, int64_t id) { return post("/v1/eventPopup/record", R"({"id":)" + std::to_string(id) + "}", token); }
  HttpResult event(const std::string& token, const std::string& code) {
    return post("/v1/eventPopup/event", R"({"eventCode":")" + code + R"(","loginChannel":2,"sendUnreceivedCoupon":false})", token);
  }
  static bool has(const std::vector<int64_t>& ids, int64_t id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }
  std::string alice_, bob_;
  int64_t template_ = 0;
};

TEST_F(PopupApi, VisitorsSeeGeneralPopupsAndMembersTheirsHighestPriorityFirst) {
  const int64_t low = popup(R"("kind":"general","priority":50,"link":"/pages/customPage/index?slug=mall-autumn")");
  const int64_t top = popup(R"("kind":"general","priority":999,"frequency":"day")");
  const int64_t mid = popup(R"("kind":"register","priority":100,"templates":[)" + std::to_string(template_) + "]");
  const int64_t birthday = popup(R"("kind":"birthday","priority":100)");
  EXPECT_EQ(listed(""), (std::vector<int64_t>{top, low}));
  EXPECT_EQ(listed(alice_), (std::vector<int64_t>{top, mid, low}));  // signed up just now, no birthday set
  EXPECT_FALSE(has(listed(alice_), birthday));
  auto r = get("/v1/eventPopup/list/general?lang=en", alice_);
  const auto& first_low = r.data().at("list").as_array().at(2).as_object();
  EXPECT_EQ(first_low.at("popType").as_string(), "general");
  EXPECT_EQ(first_low.at("linkType").as_int64(), 1);
  EXPECT_EQ(first_low.at("customLink").as_string(), "/pages/customPage/index?slug=mall-autumn");
  EXPECT_EQ(r.data().at("list").as_array().at(0).at("linkType").as_int64(), -1);
  EXPECT_EQ(r.data().at("list").as_array().at(1).at("coupon").as_array().at(0).at("name").as_string(), "$5 off");
  // A register popup is for the first 24 hours only.
  server_->set_clock(kMondayNoon + kDayMs);
  EXPECT_FALSE(has(listed(alice_), mid));
  EXPECT_EQ(event(alice_, "register").data().at("popup").is_null(), true);
  // A visitor cannot record or ask for an event.
  EXPECT_NE(http().post_json("/v1/eventPopup/record", R"({"id":)" + std::to_string(low) + "}").result_code(), 0);
}

TEST_F(PopupApi, TenAppStartsRecordADisplayOncePerPeriod) {
  const int64_t daily = popup(R"("kind":"general","priority":50,"frequency":"day")");
  const int64_t once = popup(R"("kind":"general","priority":100,"frequency":"once")");
  std::mutex m;
  std::set<int64_t> answers;
  std::vector<std::thread> threads;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&] {
      auto r = record(alice_, daily);
      std::lock_guard lock(m);
      EXPECT_EQ(r.result_code(), 0) << r.body;
      if (r.result_code() == 0) answers.insert(r.data().at("recordedAt").as_int64());
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(answers.size(), 1u);  // every call answers the first record
  EXPECT_FALSE(has(listed(alice_), daily));
  EXPECT_TRUE(has(listed(bob_), daily));
  ASSERT_EQ(record(alice_, once).result_code(), 0);
  // A new Hong Kong day shows the daily popup again, never the once popup.
  server_->set_clock(hk_ms(2026, 11, 23, 23, 59));
  EXPECT_FALSE(has(listed(alice_), daily));
  server_->set_clock(hk_ms(2026, 11, 24, 0, 0));
  EXPECT_TRUE(has(listed(alice_), daily));
  EXPECT_FALSE(has(listed(alice_), once));
}

TEST_F(PopupApi, AMemberRecordsOnlyForThemselves) {
  const int64_t id = popup(R"("kind":"general","priority":50)");
  const int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  ASSERT_EQ(post("/v1/eventPopup/record", R"({"id":)" + std::to_string(id) + R"(,"memberId":)" + std::to_string(alice_id) + "}", bob_).result_code(), 0);
  EXPECT_TRUE(has(listed(alice_), id));
  EXPECT_FALSE(has(listed(bob_), id));
  // A popup not due for the member (bob's birthday is not set) is refused.
  const int64_t birthday = popup(R"("kind":"birthday","priority":100)");
  EXPECT_EQ(record(bob_, birthday).result_code(), 47001);
  EXPECT_EQ(record(bob_, 999999).status, 404);
}

TEST_F(PopupApi, ConcurrentEventCallsGiveTheCouponsOnce) {
  const int64_t id = popup(R"("kind":"register","priority":999,"templates":[)" + std::to_string(template_) + "]");
  std::mutex m;
  std::set<std::string> codes;
  int answered = 0;
  std::vector<std::thread> threads;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&] {
      auto r = event(alice_, "register");
      std::lock_guard lock(m);
      ASSERT_EQ(r.result_code(), 0) << r.body;
      const auto& p = r.data().at("popup").as_object();
      EXPECT_EQ(p.at("id").as_int64(), id);
      for (const auto& c : p.at("couponCodes").as_array()) codes.insert(std::string(c.as_string()));
      ++answered;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(answered, 10);
  EXPECT_EQ(codes.size(), 1u);  // one coupon, every answer names it
  auto mine = get("/v1/member/coupon/page?pageSize=50", alice_);
  EXPECT_NE(mine.body.find(*codes.begin()), std::string::npos) << mine.body;
  EXPECT_EQ(event(alice_, "lottery").status, 400);
}

TEST_F(PopupApi, BirthdayPopupOnTheHongKongDayOnceAYear) {
  const int64_t id = popup(R"("kind":"birthday","priority":100,"templates":[)" + std::to_string(template_) + "]");
  ASSERT_EQ(post("/v1/member/profile/save", R"({"birthday":"1990-11-24"})", alice_).result_code(), 0);
  server_->set_clock(hk_ms(2026, 11, 23, 23, 59));
  EXPECT_FALSE(has(listed(alice_), id));
  EXPECT_TRUE(event(alice_, "birthday").data().at("popup").is_null());
  server_->set_clock(hk_ms(2026, 11, 24, 0, 0));
  EXPECT_TRUE(has(listed(alice_), id));
  auto first = event(alice_, "birthday");
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(first.data().at("popup").at("periodKey").as_string(), "2026");
  EXPECT_EQ(first.data().at("popup").at("couponCodes").as_array().size(), 1u);
  ASSERT_EQ(record(alice_, id).result_code(), 0);
  server_->set_clock(hk_ms(2026, 11, 24, 23, 0));
  EXPECT_FALSE(has(listed(alice_), id));  // shown this year
  auto again = event(alice_, "birthday");
  EXPECT_EQ(again.data().at("popup").at("couponCodes"), first.data().at("popup").at("couponCodes"));
  server_->set_clock(hk_ms(2026, 11, 25, 0, 0));
  EXPECT_FALSE(has(listed(alice_), id));
  EXPECT_TRUE(event(alice_, "birthday").data().at("popup").is_null());
}

TEST_F(PopupApi, MemberReturnPopupAfterTheDaysWithoutAPaidOrder) {
  const int64_t id = popup(R"("kind":"member_return","priority":100,"frequency":"month","absentDays":30)");
  EXPECT_FALSE(has(listed(alice_), id));  // never ordered: not a returning member
  post("/v1/dev/wallet/topup", R"({"amount":"200"})", alice_, {{"Idempotency-Key", "t"}});
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", alice_);
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96200001"})", alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  const std::string no(sub.data().at("order_id").as_string());
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code(), 0);
  server_->set_clock(kMondayNoon + 29 * kDayMs);
  EXPECT_FALSE(has(listed(alice_), id));
  EXPECT_TRUE(event(alice_, "member_return").data().at("popup").is_null());
  server_->set_clock(kMondayNoon + 30 * kDayMs);
  EXPECT_TRUE(has(listed(alice_), id));
  EXPECT_EQ(event(alice_, "member_return").data().at("popup").at("id").as_int64(), id);
}

TEST_F(PopupApi, OperatorsAreChecked) {
  const std::string base = R"("title":"x","image":"/media/a.png",)";
  const std::string w = window();
  EXPECT_EQ(http().post_json("/admin/v1/popups", "{\"kind\":\"general\"," + base + w + "}").status, 403);
  EXPECT_EQ(admin_post("/admin/v1/popups", "{\"kind\":\"general\"," + base + w + "}").result_code(), 0);
  EXPECT_EQ(admin_post("/admin/v1/popups", "{\"kind\":\"lottery\"," + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","link":"javascript:alert",)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","link":"//evil.example",)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","link":"http://evil.example",)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","link":"https://example.com/a",)" + base + w + "}").result_code(), 0);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","priority":60,)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","frequency":"year",)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","templates":[999999],)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"member_return",)" + base + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general","image":"javascript:x","title":"x",)" + w + "}").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/popups", R"({"kind":"general",)" + base + R"("startsAt":2,"endsAt":1})").status, 400);
  auto all = admin_get("/admin/v1/popups");
  EXPECT_EQ(all.data().at("list").as_array().size(), 2u);
}

// The demo brand's popups (data/demo/popups.json): the autumn points treats for everyone, linking to the
// mall's custom page, its picture served; a welcome popup with a coupon; a birthday popup.
TEST(PopupSeedApi, DemoBrand_AutumnTreatsForEveryone_WelcomeAndBirthdayWithCoupons) {
  TestServer server(ServerSetup{.seed_dir = repo_root() + "/data/demo", .fake_now_ms = kMondayNoon,
                                .env = {{"QSR_ADMIN_TOKEN", "test-admin-token-0123456789"}}});
  const auto visitor = server.client().get("/v1/eventPopup/list/general?lang=en");
  ASSERT_EQ(visitor.result_code(), 0) << visitor.body;
  const auto& list = visitor.data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("title").as_string(), "Autumn points treats");
  EXPECT_EQ(list[0].at("customLink").as_string(), "/pages/customPage/index?slug=mall-autumn");
  EXPECT_EQ(server.client().get(std::string(list[0].at("imageUrl").as_string())).status, 200);
  const auto all = server.client().get("/admin/v1/popups", {{"X-Admin-Token", "test-admin-token-0123456789"}});
  ASSERT_EQ(all.data().at("list").as_array().size(), 3u);
  const auto& welcome = all.data().at("list").as_array()[0].as_object();  // 999 first
  EXPECT_EQ(welcome.at("kind").as_string(), "register");
  EXPECT_EQ(welcome.at("templates").as_array().size(), 1u);
  EXPECT_EQ(all.data().at("list").as_array()[1].at("kind").as_string(), "birthday");
  const std::string token = server.member_token("96200003");
  auto ev = server.client().post_json("/v1/eventPopup/event?lang=en", R"({"eventCode":"register"})", {{"auth", token}});
  ASSERT_EQ(ev.result_code(), 0) << ev.body;
  EXPECT_EQ(ev.data().at("popup").at("couponCodes").as_array().size(), 1u);
}

}  // namespace
}  // namespace qsr::test
