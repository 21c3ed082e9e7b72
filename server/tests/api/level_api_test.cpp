// Member levels and growth through the API (issue 16, docs/decisions/0026). The fixture brand has
// four levels (green 0, silver 800, gold 2500, black 6000) and HK$1 -> 1 growth; most tests make
// growth 1 per cent so a small order moves levels. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/coupon_grant.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class LevelApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("96000001");
    post("/v1/dev/wallet/topup", R"({"amount":"500"})", alice_, {{"Idempotency-Key", "t"}});
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  HttpResult admin(const std::string& path, const std::string& body) {
    return http().post_json(path, body, {{"X-Admin-Token", kAdmin}});
  }
  // 1 growth per cent: an order of HK$18 is 1800 growth (silver), HK$35 is 3500 (gold).
  void growth_per_cent() { ASSERT_EQ(admin("/admin/v1/growth/rule", R"({"consumptionMoney":"0.01"})").result_code(), 0); }
  // Lemon tea (17) x `teas` + bag 1, submitted and paid from the wallet.
  std::string paid_order(const std::string& key, int teas = 1, const std::string& extra = "") {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":)" + std::to_string(teas) + "}", alice_);
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001")" + extra + "}", alice_,
                  {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    const std::string no(r.data().at("order_id").as_string());
    auto pay = post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_);
    EXPECT_EQ(pay.result_code(), 0) << pay.body;
    return no;
  }
  boost::json::object mine(const std::string& lang = "en") { return get("/v1/member/level?lang=" + lang, alice_).data().as_object(); }
  std::string level_code() {
    const boost::json::object m = mine();
    const auto& l = m.at("level");
    return l.is_null() ? "" : std::string(l.at("code").as_string());
  }
  std::string staff() {
    const std::string token = server_->member_token("96000009");
    const int64_t id = get("/v1/member/info", token).data().at("id").as_int64();
    admin("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})");
    return token;
  }
  int64_t alice_id() { return get("/v1/member/info", alice_).data().at("id").as_int64(); }
  // A coupon of HK$5 off HK$10 with `restriction` (e.g. "memberLevelIds":[3]), given to Alice.
  std::string coupon_for(const std::string& restriction) {
    return grant_coupon(*server_, kAdmin, alice_,
                        R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5",)" +
                            restriction + "}}");
  }
  // What the coupon takes off a cart of two teas at confirm.
  std::string discount_with(const std::string& code) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
    auto r = post("/v1/order/confirm", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","couponCodes":[")" + code + R"("]})", alice_);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    post("/v1/cart/truncate", R"({"sid":1,"orderType":2})", alice_);
    return std::string(r.data().at("discount").as_string());
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(LevelApi, Levels_AreAPublicListInTheAskersLanguageWithTheGrowthRule) {
  auto list = http().get("/v1/member/levels?lang=zh-HK").data();
  ASSERT_EQ(list.at("list").as_array().size(), 4u);
  EXPECT_EQ(list.at("list").as_array()[0].at("name").as_string(), "綠卡會員");
  EXPECT_EQ(list.at("list").as_array()[2].at("earnRate").as_string(), "1.5000");
  EXPECT_EQ(http().get("/v1/member/levels?lang=en").data().at("list").as_array()[3].at("name").as_string(), "Black");
  auto rule = http().get("/v1/member/growth/rule").data();
  EXPECT_EQ(rule.at("consumptionMoney").as_string(), "1");
  EXPECT_EQ(rule.at("ratio").as_string(), "1.0000");
  ASSERT_EQ(admin("/admin/v1/growth/rule", R"({"consumptionMoney":"3"})").result_code(), 0);
  EXPECT_EQ(http().get("/v1/member/growth/rule").data().at("ratio").as_string(), "0.3333");
}

TEST_F(LevelApi, Info_ANewMemberIsAtTheEntryLevelWithNoGrowth) {
  auto info = get("/v1/member/info?lang=zh-HK", alice_).data();
  EXPECT_EQ(info.at("level_name").as_string(), "綠卡會員");
  EXPECT_EQ(info.at("levelCode").as_string(), "green");
  EXPECT_EQ(info.at("growthValue").as_int64(), 0);
  EXPECT_TRUE(info.at("levelExpirationTime").is_null());  // the entry level never lapses
  EXPECT_EQ(get("/v1/member/mine?lang=en", alice_).data().at("level_name").as_string(), "Green");
  auto m = mine();
  EXPECT_EQ(m.at("next").at("code").as_string(), "silver");
  EXPECT_EQ(m.at("growthToNext").as_int64(), 800);
  EXPECT_EQ(m.at("upgradeSpend").as_string(), "800");  // HK$1 a growth
}

TEST_F(LevelApi, Growth_APaidOrderEarnsFlooredGrowthAndTheThresholdUpgradesAtOnce) {
  ASSERT_EQ(admin("/admin/v1/growth/rule", R"({"consumptionMoney":"2"})").result_code(), 0);
  paid_order("o1", 2);  // HK$35 at HK$2 a growth: 17.5 -> 17
  EXPECT_EQ(mine().at("growthValue").as_int64(), 17);
  EXPECT_EQ(level_code(), "green");
  // A level whose threshold is reached exactly is had.
  ASSERT_EQ(admin("/admin/v1/levels", R"({"code":"bronze","name":{"zh-HK":"銅卡","zh-CN":"铜卡","en":"Bronze"},"threshold":26,"validityDays":30})")
                .result_code(), 0);
  paid_order("o2");  // HK$18: 9 more, 26
  auto m = mine();
  EXPECT_EQ(m.at("growthValue").as_int64(), 26);
  EXPECT_EQ(m.at("level").at("code").as_string(), "bronze");
  // 30 days from Monday 23 November: through 23 December, over at the Hong Kong midnight.
  EXPECT_EQ(m.at("levelExpirationTime").as_int64(), hk_ms(2026, 12, 24, 0, 0));
  auto records = get("/v1/member/growth/records", alice_).data();
  EXPECT_EQ(records.at("total").as_int64(), 2);
  EXPECT_EQ(records.at("list").as_array()[0].at("growth").as_int64(), 9);
}

TEST_F(LevelApi, Reverse_APartialRefundTakesItsShareAndUndoesTheUpgradeItPaidFor) {
  growth_per_cent();
  const std::string staff_token = staff();
  const std::string no = paid_order("o1", 2);  // 3500: gold
  ASSERT_EQ(level_code(), "gold");
  post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_token);
  const int64_t tea = get("/v1/order/detail?order_id=" + no, alice_).data().at("lines").as_array()[0].at("lineId").as_int64();
  auto req = post("/v1/order/createRefund",
                  R"({"order_id":")" + no + R"(","reason":"refund_reason_missing_item","lines":[{"lineId":)" + std::to_string(tea) + R"(,"num":1}]})",
                  alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})", staff_token);
  // HK$17 of HK$35 back: 3500 x 18/35 = 1800 kept, silver.
  auto m = mine();
  EXPECT_EQ(m.at("growthValue").as_int64(), 1800);
  EXPECT_EQ(m.at("level").at("code").as_string(), "silver");
  EXPECT_EQ(get("/v1/member/growth/records", alice_).data().at("list").as_array()[0].at("reason").as_string(), "reverse");
}

TEST_F(LevelApi, Period_AtItsEndTheGrowthDecidesTheNextLevel) {
  growth_per_cent();
  paid_order("o1");  // 1800: silver for 365 days, through 23 November 2027
  ASSERT_EQ(level_code(), "silver");
  ASSERT_EQ(mine().at("levelExpirationTime").as_int64(), hk_ms(2027, 11, 24, 0, 0));
  server_->set_clock(hk_ms(2027, 11, 23, 23, 59));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(post("/v1/dev/levels/expire", "{}", alice_).data().at("ended").as_int64(), 0);
  server_->set_clock(hk_ms(2027, 11, 24, 0, 0));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(post("/v1/dev/levels/expire", "{}", alice_).data().at("ended").as_int64(), 1);
  auto renewed = mine();
  EXPECT_EQ(renewed.at("level").at("code").as_string(), "silver");  // 1800 >= 800: kept
  EXPECT_EQ(renewed.at("growthValue").as_int64(), 0);
  // A year with no orders: back to green, which never lapses.
  server_->set_clock(hk_ms(2028, 11, 24, 0, 0));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(post("/v1/dev/levels/expire", "{}", alice_).data().at("ended").as_int64(), 1);
  auto down = mine();
  EXPECT_EQ(down.at("level").at("code").as_string(), "green");
  EXPECT_TRUE(down.at("levelExpirationTime").is_null());
}

TEST_F(LevelApi, Points_TheLevelMultipliesEarningAndTheCapPerOrder) {
  growth_per_cent();
  // 10 points a dollar; 10 points = HK$0.10; at most 100 points an order at 1.0000.
  ASSERT_EQ(admin("/admin/v1/points/rule", R"({"payMoney":"1","point":10,"validityDays":365,"redeemPoints":10,"redeemMoney":"0.1",)"
                                           R"("redeemMaxPercent":50,"redeemMinCash":"1","redeemMaxPerOrder":100})")
                .result_code(), 0);
  const std::string checkout = R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})";
  paid_order("o1", 2);  // HK$35 at green: 350 points; 3500 growth: gold
  EXPECT_EQ(get("/v1/member/point/summary", alice_).data().at("points").as_int64(), 350);
  ASSERT_EQ(level_code(), "gold");
  paid_order("o2");  // HK$18 at gold x1.5: 270
  EXPECT_EQ(get("/v1/member/point/summary", alice_).data().at("points").as_int64(), 620);
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  auto gold = post("/v1/order/confirm", checkout, alice_).data();
  EXPECT_EQ(gold.at("points").at("points").as_int64(), 150);  // the cap of 100 x 1.5
  EXPECT_EQ(gold.at("points").at("money").as_string(), "1.5");
}

TEST_F(LevelApi, Coupons_ALevelOrGroupRestrictedCouponAppliesOnlyToThoseInIt) {
  growth_per_cent();
  const std::string gold_only = coupon_for(R"("memberLevelIds":[3])");
  const std::string group_only = coupon_for(R"("userGroupIds":[1])");
  EXPECT_EQ(discount_with(gold_only), "0");
  EXPECT_EQ(discount_with(group_only), "0");
  paid_order("o1", 2, R"(,"couponCodes":[])");  // gold
  ASSERT_EQ(level_code(), "gold");
  EXPECT_EQ(discount_with(gold_only), "5");
  auto group = admin("/admin/v1/user-groups", R"({"name":{"zh-HK":"員工","zh-CN":"员工","en":"Staff"}})");
  ASSERT_EQ(group.result_code(), 0) << group.body;
  ASSERT_EQ(group.data().at("id").as_int64(), 1);
  auto added = admin("/admin/v1/user-groups/1/members", R"({"memberIds":[)" + std::to_string(alice_id()) + "]}");
  EXPECT_EQ(added.data().at("added").as_int64(), 1);
  EXPECT_EQ(discount_with(group_only), "5");
  admin("/admin/v1/user-groups/1/members/remove", R"({"memberIds":[)" + std::to_string(alice_id()) + "]}");
  EXPECT_EQ(discount_with(group_only), "0");
}

TEST_F(LevelApi, Admin_RefusesCustomersAndBadInputChangingNothing) {
  EXPECT_EQ(post("/admin/v1/levels", R"({"code":"x","name":"X","threshold":1})", alice_).status, 403);
  EXPECT_EQ(post("/admin/v1/growth/rule", R"({"consumptionMoney":"1"})", alice_).status, 403);
  EXPECT_EQ(post("/admin/v1/user-groups", R"({"name":"G"})", alice_).status, 403);
  EXPECT_EQ(admin("/admin/v1/levels", R"({"code":"x","name":"X","threshold":-1})").status, 400);
  EXPECT_EQ(admin("/admin/v1/levels", R"({"code":"x","name":"X","threshold":800})").status, 400);  // silver's threshold
  EXPECT_EQ(admin("/admin/v1/levels", R"({"code":"Bad Code","name":"X","threshold":1})").status, 400);
  EXPECT_EQ(admin("/admin/v1/levels", R"({"code":"x","name":"X","threshold":1,"earnRate":"1.00001"})").status, 400);
  EXPECT_EQ(admin("/admin/v1/levels", R"({"code":"x","name":"X","threshold":1,"color":"red"})").status, 400);
  EXPECT_EQ(admin("/admin/v1/growth/rule", R"({"consumptionMoney":"-1"})").status, 400);
  EXPECT_EQ(http().get("/v1/member/levels").data().at("list").as_array().size(), 4u);
  ASSERT_EQ(admin("/admin/v1/user-groups", R"({"name":"G"})").result_code(), 0);
  // One unknown member refuses the whole call.
  EXPECT_EQ(admin("/admin/v1/user-groups/1/members", R"({"memberIds":[)" + std::to_string(alice_id()) + R"(,999999]})").status, 404);
  EXPECT_EQ(admin("/admin/v1/user-groups/9/members", R"({"memberIds":[1]})").status, 404);
  EXPECT_EQ(admin("/admin/v1/user-groups/x/members", R"({"memberIds":[1]})").status, 404);
  EXPECT_EQ(admin("/admin/v1/user-groups/1/members", R"({"memberIds":[]})").status, 400);
  auto groups = http().get("/admin/v1/user-groups", {{"X-Admin-Token", kAdmin}}).data();
  EXPECT_EQ(groups.at("list").as_array()[0].at("members").as_int64(), 0);
}

TEST_F(LevelApi, Privacy_LevelAndGrowthAreTheMembersOwnAndNeedASession) {
  growth_per_cent();
  paid_order("o1");
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/member/level", bob).data().at("growthValue").as_int64(), 0);
  EXPECT_EQ(get("/v1/member/growth/records", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/member/level").status, 401);
  EXPECT_EQ(http().get("/v1/member/growth/records").status, 401);
}

TEST_F(LevelApi, Types_AStudentAsksStaffApproveAtAStoreAndTheCertificationShows) {
  const std::string staff_token = staff();
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("studentCertification").as_int64(), 0);
  auto asked = post("/v1/member/types", R"({"kind":"student","school":"香港大學","cardValidUntil":"2027-08-31"})", alice_);
  ASSERT_EQ(asked.result_code(), 0) << asked.body;
  EXPECT_EQ(asked.data().at("status").as_string(), "pending");
  EXPECT_EQ(asked.data().at("validUntil").as_int64(), hk_ms(2027, 9, 1, 0, 0));  // through 31 August
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("studentCertification").as_int64(), 1);
  // Asked again while open: refused, nothing new.
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"student","school":"X","cardValidUntil":"2027-08-31"})", alice_).status, 409);
  // The till sees the request beside the member's code, and approves it once the card is seen.
  const std::string code(get("/v1/member/code", alice_).data().at("code").as_string());
  auto found = get("/v1/console/member-code?code=" + code, staff_token).data();
  ASSERT_EQ(found.at("types").as_array().size(), 1u);
  const int64_t id = found.at("types").as_array()[0].at("id").as_int64();
  auto approved = post("/v1/console/member-type/decide", R"({"id":)" + std::to_string(id) + R"(,"approve":true})", staff_token);
  ASSERT_EQ(approved.result_code(), 0) << approved.body;
  EXPECT_EQ(approved.data().at("status").as_string(), "approved");
  EXPECT_EQ(post("/v1/console/member-type/decide", R"({"id":)" + std::to_string(id) + R"(,"approve":false})", staff_token).status, 409);
  auto info = get("/v1/member/info", alice_).data();
  EXPECT_EQ(info.at("studentCertification").as_int64(), 2);
  EXPECT_EQ(info.at("memberTypes").as_array().size(), 1u);
  // Past the card's last day: expired (3), and a new request may follow.
  server_->set_clock(hk_ms(2027, 9, 1, 0, 0));
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("studentCertification").as_int64(), 3);
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("memberTypes").as_array().size(), 0u);
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"student","school":"香港大學","cardValidUntil":"2028-08-31"})", alice_).result_code(), 0);
}

TEST_F(LevelApi, Types_BadRequestsAreRefusedAndOnlyStaffDecideAndTheOperatorMakesEmployees) {
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"employee"})", alice_).status, 400);
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"student","school":"","cardValidUntil":"2027-08-31"})", alice_).status, 400);
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"student","school":"HKU","cardValidUntil":"2026-11-22"})", alice_).status, 400);  // ended
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"student","school":"HKU","cardValidUntil":"2027-02-30"})", alice_).status, 400);
  EXPECT_EQ(post("/v1/member/types", R"({"kind":"student","school":"HKU","cardValidUntil":"2040-01-01"})", alice_).status, 400);
  EXPECT_EQ(get("/v1/member/types", alice_).data().at("list").as_array().size(), 0u);
  auto elderly = post("/v1/member/types", R"({"kind":"elderly"})", alice_);
  ASSERT_EQ(elderly.result_code(), 0) << elderly.body;
  const std::string id = std::to_string(elderly.data().at("id").as_int64());
  EXPECT_EQ(post("/v1/console/member-type/decide", R"({"id":)" + id + R"(,"approve":true})", alice_).status, 403);
  EXPECT_EQ(post("/v1/console/member-type/decide", R"({"id":999,"approve":true})", staff()).status, 404);
  auto employee = admin("/admin/v1/member/employee", R"({"memberId":)" + std::to_string(alice_id()) + "}");
  ASSERT_EQ(employee.result_code(), 0) << employee.body;
  EXPECT_EQ(admin("/admin/v1/member/employee", R"({"memberId":)" + std::to_string(alice_id()) + "}").status, 409);
  EXPECT_EQ(post("/admin/v1/member/employee", R"({"memberId":1})", alice_).status, 403);
  auto types = get("/v1/member/types", alice_).data();
  EXPECT_EQ(types.at("memberTypes").as_array()[0].as_string(), "employee");
  EXPECT_EQ(http().get("/v1/member/types").status, 401);
}

}  // namespace qsr::test
