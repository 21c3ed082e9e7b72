// Lucky draws and blind boxes through the API (issue 19): a draw takes the member's chance, its
// points and a prize's stock in one transaction or none of them; 200 draws at once on a pool of 10
// prizes win exactly 10; chances count per Hong Kong day; a retried request answers the same draw;
// preview mode cannot draw; records, prizes and addresses are their member's own; a per-order
// draw's prizes go when its order is refunded in full. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "db/db.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

class DrawApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{
        .fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96000001");
    auto t = admin("/admin/v1/coupon/templates",
                   R"({"name":{"zh-HK":"減5","en":"$5 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
    ASSERT_EQ(t.result_code(), 0) << t.body;
    template_ = t.data().at("templateId").as_int64();
  }
  HttpClient http() const { return server_->client(); }
  HttpResult admin(const std::string& path, const std::string& body) {
    return http().post_json(path, body, {{"X-Admin-Token", kAdmin}});
  }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  void grant(const std::string& token, int64_t points) {
    static std::atomic<int> n{0};
    auto r = post("/v1/dev/points/grant", R"({"points":)" + std::to_string(points) + "}", token, {{"Idempotency-Key", "g" + std::to_string(++n)}});
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  int64_t balance(const std::string& token) { return get("/v1/member/point/summary", token).data().at("points").as_int64(); }
  // A live activity from yesterday to a week ahead; `extra` adds or overrides fields.
  int64_t activity(const std::string& extra = "", const std::string& kind = "wheel") {
    const std::string body = R"({"kind":")" + kind + R"(","title":{"zh-HK":"幸運大轉盤","en":"Lucky Wheel"},"status":"live","startsAt":)" +
                             std::to_string(kMondayNoon - kDayMs) + R"(,"endsAt":)" + std::to_string(kMondayNoon + 7 * kDayMs) +
                             (extra.empty() ? "" : "," + extra) + "}";
    auto r = admin("/admin/v1/draws", body);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  int64_t prize(int64_t activity_id, const std::string& fields) {
    auto r = admin("/admin/v1/draws/prizes", R"({"activityId":)" + std::to_string(activity_id) + "," + fields + "}");
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  int64_t coupon_prize(int64_t activity_id, int64_t stock, int64_t weight = 1) {
    return prize(activity_id, R"("kind":"coupon","name":{"zh-HK":"減5券","en":"$5 off"},"templateId":)" + std::to_string(template_) +
                                  R"(,"weight":)" + std::to_string(weight) + R"(,"stock":)" + std::to_string(stock));
  }
  HttpResult draw(const std::string& token, int64_t activity_id, const std::string& key, int times = 1, const std::string& order_no = "") {
    std::string body = R"({"id":)" + std::to_string(activity_id) + R"(,"times":)" + std::to_string(times);
    if (!order_no.empty()) body += R"(,"orderNo":")" + order_no + "\"";
    return post("/v1/activity/draw", body + "}", token, {{"Idempotency-Key", key}});
  }
  // The activity's prizes as operators see them (stock included).
  boost::json::array admin_prizes(int64_t activity_id) {
    const HttpResult all = http().get("/admin/v1/draws", {{"X-Admin-Token", kAdmin}});
    for (const auto& a : all.data().at("list").as_array()) {
      if (a.at("id").as_int64() == activity_id) return a.at("prizes").as_array();
    }
    return {};
  }


  std::unique_ptr<TestServer> server_;
  std::string alice_;
  int64_t template_ = 0;
};

TEST_F(DrawApi, Activities_LiveOnesAreListedInTheRequestLanguageAndAPreviewOnlyByItsLink) {
  const int64_t live = activity(R"("costPoints":10,"dailyLimit":3)");
  coupon_prize(live, 5);
  prize(live, R"("kind":"none","name":{"zh-HK":"多謝參與","en":"Thanks"},"weight":3)");
  const int64_t preview = activity(R"("status":"preview")");
  const int64_t off = activity(R"("status":"off")");
  const auto list = http().get("/v1/activity/list?lang=en").data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("id").as_int64(), live);
  EXPECT_EQ(list[0].at("title").as_string(), "Lucky Wheel");
  EXPECT_EQ(list[0].at("state").as_string(), "live");
  // A visitor sees the prizes (no weights, no stock counts) and no chances.
  const auto d = http().get("/v1/activity/detail?lang=en&id=" + std::to_string(live)).data();
  EXPECT_TRUE(d.at("chances").is_null());
  ASSERT_EQ(d.at("prizes").as_array().size(), 2u);
  EXPECT_EQ(d.at("prizes").as_array()[0].at("name").as_string(), "$5 off");
  EXPECT_FALSE(d.at("prizes").as_array()[0].as_object().contains("weight"));
  EXPECT_FALSE(d.at("allDrawn").as_bool());
  // A member sees what they have left.
  grant(alice_, 25);
  const auto mine = get("/v1/activity/detail?id=" + std::to_string(live), alice_).data().at("chances");
  EXPECT_EQ(mine.at("todayLeft").as_int64(), 3);
  EXPECT_TRUE(mine.at("totalLeft").is_null());
  EXPECT_EQ(mine.at("balance").as_int64(), 25);
  EXPECT_EQ(http().get("/v1/activity/detail?id=" + std::to_string(preview)).data().at("state").as_string(), "preview");
  EXPECT_EQ(http().get("/v1/activity/detail?id=" + std::to_string(off)).status, 404);
  EXPECT_EQ(http().get("/v1/activity/detail?id=999").status, 404);
}

TEST_F(DrawApi, Draw_ACouponPrizeLandsInTheWalletAndItsCostIsAPointsLedgerRow) {
  const int64_t a = activity(R"("costPoints":10)");
  coupon_prize(a, 5);
  grant(alice_, 30);
  auto r = draw(alice_, a, "k1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto& result = r.data().at("results").as_array().at(0);
  EXPECT_EQ(result.at("kind").as_string(), "coupon");
  EXPECT_EQ(result.at("status").as_string(), "won");
  EXPECT_EQ(result.at("prizeId").as_int64(), admin_prizes(a).at(0).at("id").as_int64());  // the wheel stops on it
  EXPECT_EQ(result.at("activityTitle").as_string(), "幸運大轉盤");
  EXPECT_EQ(r.data().at("points").as_int64(), 10);
  EXPECT_EQ(r.data().at("chances").at("balance").as_int64(), 20);
  const std::string code(result.at("couponCode").as_string());
  auto coupon = get("/v1/member/coupon/detail?couponCode=" + code, alice_);
  ASSERT_EQ(coupon.result_code(), 0) << coupon.body;
  EXPECT_EQ(coupon.data().at("source").as_string(), "draw");
  EXPECT_EQ(coupon.data().at("couponStatus").as_int64(), 10);
  EXPECT_EQ(balance(alice_), 20);
  const auto ledger = get("/v1/member/point/records", alice_).data().at("list").as_array();
  EXPECT_EQ(ledger.at(0).at("reason").as_string(), "draw");
  EXPECT_EQ(ledger.at(0).at("points").as_int64(), -10);
  EXPECT_EQ(admin_prizes(a).at(0).at("stock").as_int64(), 4);
}

TEST_F(DrawApi, Draw_RefusedWithALocalizedReasonChangesNothing) {
  const int64_t a = activity(R"("costPoints":50,"dailyLimit":1)");
  coupon_prize(a, 5);
  grant(alice_, 40);
  auto poor = draw(alice_, a, "k1");
  EXPECT_EQ(poor.result_code(), 37005) << poor.body;
  EXPECT_FALSE(poor.result_msg().empty());
  // Nothing was taken: the points, the day's chance and the stock are all still there.
  EXPECT_EQ(balance(alice_), 40);
  EXPECT_EQ(get("/v1/activity/detail?id=" + std::to_string(a), alice_).data().at("chances").at("todayLeft").as_int64(), 1);
  EXPECT_EQ(admin_prizes(a).at(0).at("stock").as_int64(), 5);
  EXPECT_EQ(get("/v1/activity/records", alice_).data().at("total").as_int64(), 0);
  // Preview mode cannot draw (spec 001 §8), in the member's language.
  const int64_t preview = activity(R"("status":"preview")");
  coupon_prize(preview, 5);
  auto p = post("/v1/activity/draw?lang=en", R"({"id":)" + std::to_string(preview) + "}", alice_, {{"Idempotency-Key", "k2"}});
  EXPECT_EQ(p.result_code(), 37001);
  EXPECT_NE(p.result_msg().find("review"), std::string::npos) << p.result_msg();
  // Not started yet.
  auto later = admin("/admin/v1/draws", R"({"kind":"grid","title":"Later","status":"live","startsAt":)" + std::to_string(kMondayNoon + kDayMs) +
                                            R"(,"endsAt":)" + std::to_string(kMondayNoon + 2 * kDayMs) + "}");
  const int64_t upcoming = later.data().at("id").as_int64();
  coupon_prize(upcoming, 5);
  EXPECT_EQ(draw(alice_, upcoming, "k3").result_code(), 37006);
  // A multi-draw the activity does not offer, no key, a visitor.
  EXPECT_EQ(draw(alice_, a, "k4", 5).status, 400);
  EXPECT_EQ(post("/v1/activity/draw", R"({"id":)" + std::to_string(a) + "}", alice_).status, 400);
  EXPECT_EQ(http().post_json("/v1/activity/draw", R"({"id":)" + std::to_string(a) + "}", {{"Idempotency-Key", "k5"}}).status, 401);
  EXPECT_EQ(balance(alice_), 40);
}

TEST_F(DrawApi, Limits_TheDailyCountStartsAgainAtHongKongMidnightAndTheTotalDoesNot) {
  server_->set_clock(hk_ms(2026, 11, 23, 23, 58));
  const int64_t a = activity(R"("dailyLimit":2,"totalLimit":3)");
  prize(a, R"("kind":"none","name":"多謝參與","weight":1)");
  EXPECT_EQ(draw(alice_, a, "d1").result_code(), 0);
  EXPECT_EQ(draw(alice_, a, "d2").result_code(), 0);
  auto third = draw(alice_, a, "d3");
  EXPECT_EQ(third.result_code(), 37002) << third.body;
  // One minute past midnight in Hong Kong (16:01 UTC): a new day.
  server_->set_clock(hk_ms(2026, 11, 24, 0, 1));
  EXPECT_EQ(get("/v1/activity/detail?id=" + std::to_string(a), alice_).data().at("chances").at("todayLeft").as_int64(), 1);
  EXPECT_EQ(draw(alice_, a, "d4").result_code(), 0);
  // Three in all: the total stops the fourth however many days pass.
  server_->set_clock(hk_ms(2026, 11, 25, 9, 0));
  EXPECT_EQ(draw(alice_, a, "d5").result_code(), 37003);
  const auto chances = get("/v1/activity/detail?id=" + std::to_string(a), alice_).data().at("chances");
  EXPECT_EQ(chances.at("todayLeft").as_int64(), 0);
  EXPECT_EQ(chances.at("totalLeft").as_int64(), 0);
}

TEST_F(DrawApi, Idempotency_TheSameKeyAnswersTheSameDrawAndCostsOnceEvenTenAtOnce) {
  const int64_t a = activity(R"("costPoints":5)");
  coupon_prize(a, 100);
  grant(alice_, 100);
  auto first = draw(alice_, a, "same");
  auto again = draw(alice_, a, "same");
  ASSERT_EQ(first.result_code(), 0) << first.body;
  EXPECT_EQ(first.data().at("drawNo"), again.data().at("drawNo"));
  EXPECT_EQ(first.data().at("results").as_array()[0].at("couponCode"), again.data().at("results").as_array()[0].at("couponCode"));
  EXPECT_EQ(balance(alice_), 95);
  std::vector<std::thread> threads;
  std::vector<std::string> numbers(10);
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      auto r = draw(alice_, a, "burst");
      if (r.result_code() == 0) numbers[i] = std::string(r.data().at("drawNo").as_string());
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_FALSE(numbers[0].empty());
  for (const auto& n : numbers) EXPECT_EQ(n, numbers[0]);
  EXPECT_EQ(balance(alice_), 90);
  EXPECT_EQ(get("/v1/activity/records", alice_).data().at("total").as_int64(), 2);
}

TEST_F(DrawApi, Concurrency_TwoHundredDrawsOnTenPrizesWinExactlyTenAndStockNeverGoesBelowZero) {
  const int64_t a = activity();
  coupon_prize(a, 4, 3);
  prize(a, R"("kind":"points","points":7,"name":"7 積分","weight":2,"stock":6)");
  // 20 members drawing 10 times each, all at once.
  std::vector<std::string> members;
  for (int i = 0; i < 20; ++i) members.push_back(server_->member_token("961000" + std::to_string(10 + i)));
  std::atomic<int> won{0}, all_drawn{0}, other{0};
  std::vector<std::thread> threads;
  for (int m = 0; m < 20; ++m) {
    for (int k = 0; k < 10; ++k) {
      threads.emplace_back([&, m, k] {
        auto r = draw(members[m], a, "c" + std::to_string(k));
        if (r.result_code() == 0) ++won;
        else if (r.result_code() == 37004) ++all_drawn;
        else ++other;
      });
    }
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(won.load(), 10);
  EXPECT_EQ(all_drawn.load(), 190);
  EXPECT_EQ(other.load(), 0);
  for (const auto& p : admin_prizes(a)) EXPECT_EQ(p.at("stock").as_int64(), 0);
  // Every prize is someone's: 4 coupons and 6 points prizes among the members' records.
  int coupons = 0, points = 0;
  for (const auto& t : members) {
    const HttpResult page = get("/v1/activity/prizes?pageSize=50", t);
    for (const auto& r : page.data().at("list").as_array()) {
      (r.at("kind").as_string() == "coupon" ? coupons : points) += 1;
    }
  }
  EXPECT_EQ(coupons, 4);
  EXPECT_EQ(points, 6);
  EXPECT_TRUE(http().get("/v1/activity/detail?id=" + std::to_string(a)).data().at("allDrawn").as_bool());
}

TEST_F(DrawApi, MultiDraw_OpensTheActivitysCountOfBoxesAtOnceAllOrNothing) {
  const int64_t a = activity(R"("costPoints":10,"multiCount":5)", "blind_box");
  coupon_prize(a, 3);
  prize(a, R"("kind":"points","points":1,"name":"1 積分","weight":1,"stock":3)");
  grant(alice_, 200);
  auto five = draw(alice_, a, "m1", 5);
  ASSERT_EQ(five.result_code(), 0) << five.body;
  EXPECT_EQ(five.data().at("results").as_array().size(), 5u);
  EXPECT_EQ(five.data().at("points").as_int64(), 50);
  std::set<std::string> numbers;
  for (const auto& r : five.data().at("results").as_array()) numbers.insert(std::string(r.at("recordNo").as_string()));
  EXPECT_EQ(numbers.size(), 5u);
  // One prize is left: five more cannot all be given, so none is and nothing is paid.
  const int64_t before = balance(alice_);
  EXPECT_EQ(draw(alice_, a, "m2", 5).result_code(), 37004);
  EXPECT_EQ(balance(alice_), before);
  EXPECT_EQ(draw(alice_, a, "m3", 3).status, 400);  // only 1 or 5
  EXPECT_EQ(draw(alice_, a, "m4", 1).result_code(), 0);
}

TEST_F(DrawApi, PhysicalPrize_AsksForAnAddressFromTheMembersOwnBookThenShips) {
  const int64_t a = activity();
  prize(a, R"("kind":"physical","name":{"zh-HK":"帆布袋","en":"Tote bag"},"weight":1,"stock":2)");
  const std::string bob = server_->member_token("96000002");
  auto won = draw(alice_, a, "p1");
  ASSERT_EQ(won.result_code(), 0) << won.body;
  const std::string no(won.data().at("results").as_array()[0].at("recordNo").as_string());
  EXPECT_EQ(won.data().at("results").as_array()[0].at("status").as_string(), "awaiting_address");
  const std::string alices = server_->add_address(alice_), bobs = server_->add_address(bob);
  // Nobody else's: not the record, not an address.
  EXPECT_EQ(get("/v1/activity/prize/detail?recordNo=" + no, bob).status, 404);
  EXPECT_EQ(post("/v1/activity/prize/address", R"({"recordNo":")" + no + R"(","addressId":)" + alices + "}", bob).status, 404);
  EXPECT_EQ(post("/v1/activity/prize/address", R"({"recordNo":")" + no + R"(","addressId":)" + bobs + "}", alice_).status, 404);
  EXPECT_EQ(get("/v1/activity/prize/detail?recordNo=" + no, alice_).data().at("status").as_string(), "awaiting_address");
  auto set = post("/v1/activity/prize/address", R"({"recordNo":")" + no + R"(","addressId":)" + alices + "}", alice_);
  ASSERT_EQ(set.result_code(), 0) << set.body;
  EXPECT_EQ(set.data().at("status").as_string(), "to_ship");
  EXPECT_EQ(set.data().at("address").at("consignee").as_string(), "Chan Tai Man");
  EXPECT_EQ(set.data().at("address").at("address").as_string(), "1 Queen's Road Central Flat A, 12/F");
  auto shipped = admin("/admin/v1/draws/prizes/ship", R"({"recordNo":")" + no + "\"}");
  EXPECT_EQ(shipped.data().at("status").as_string(), "shipped");
  EXPECT_EQ(admin("/admin/v1/draws/prizes/ship", R"({"recordNo":")" + no + "\"}").result_code(), 37009);
  EXPECT_EQ(post("/v1/activity/prize/address", R"({"recordNo":")" + no + R"(","addressId":)" + alices + "}", alice_).result_code(), 37009);
  // Only what is posted takes an address.
  const int64_t b = activity();
  coupon_prize(b, 1);
  auto coupon = draw(alice_, b, "p2");
  const std::string coupon_no(coupon.data().at("results").as_array()[0].at("recordNo").as_string());
  EXPECT_EQ(post("/v1/activity/prize/address", R"({"recordNo":")" + coupon_no + R"(","addressId":)" + alices + "}", alice_).result_code(),
            37008);
}

TEST_F(DrawApi, Erasure_ForgetsWhereAPrizeWasToGoButKeepsTheRecord) {
  const int64_t a = activity();
  prize(a, R"("kind":"physical","name":"Tote bag","weight":1,"stock":2)");
  const int64_t id = get("/v1/member/info", alice_).data().at("id").as_int64();
  auto won = draw(alice_, a, "p1");
  ASSERT_EQ(won.result_code(), 0) << won.body;
  const std::string no(won.data().at("results").as_array()[0].at("recordNo").as_string());
  const std::string address = server_->add_address(alice_);
  ASSERT_EQ(post("/v1/activity/prize/address", R"({"recordNo":")" + no + R"(","addressId":)" + address + "}", alice_).result_code(), 0);
  post("/v1/member/password/set", R"({"password":"Secret#123"})", alice_);
  ASSERT_EQ(post("/v1/member/cancel", R"({"password":"Secret#123"})", alice_).result_code(), 0);
  server_->set_clock(hk_ms(2026, 12, 31, 12, 0));
  ASSERT_EQ(http().post_json("/v1/dev/jobs/run", "{}").data().at("erased").as_int64(), 1);
  auto db = db::open(server_->db_url(), 1);
  db->read([&](db::Tx& tx) {
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM draw_record WHERE member_id = $1", {id})->i64(0), 1);
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM draw_record WHERE member_id = $1 AND (address IS NOT NULL OR phone IS NOT NULL)", {id})->i64(0), 0);
  });
}

TEST_F(DrawApi, Records_ListEveryDrawAndPrizesOnlyWhatWasWonToItsMember) {
  const int64_t a = activity();
  prize(a, R"("kind":"none","name":{"zh-HK":"多謝參與","en":"Thanks"},"weight":1)");
  const int64_t b = activity();
  coupon_prize(b, 3);
  draw(alice_, a, "r1");
  draw(alice_, a, "r2");
  draw(alice_, b, "r3");
  const auto records = get("/v1/activity/records?lang=en", alice_).data();
  EXPECT_EQ(records.at("total").as_int64(), 3);
  const auto& newest = records.at("list").as_array()[0];
  EXPECT_EQ(newest.at("kind").as_string(), "coupon");
  EXPECT_EQ(newest.at("activityTitle").as_string(), "Lucky Wheel");
  EXPECT_EQ(records.at("list").as_array()[1].at("status").as_string(), "none");
  EXPECT_EQ(get("/v1/activity/records?activityId=" + std::to_string(a), alice_).data().at("total").as_int64(), 2);
  EXPECT_EQ(get("/v1/activity/prizes", alice_).data().at("total").as_int64(), 1);
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/activity/records", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/activity/records").status, 401);
}

TEST_F(DrawApi, PerOrder_APaidOrderDrawsOnceAndARefundInFullCancelsItsPrizes) {
  post("/v1/dev/wallet/topup", R"({"amount":"100"})", alice_, {{"Idempotency-Key", "t"}});
  const int64_t a = activity(R"("perOrder":true)", "grid");
  prize(a, R"("kind":"points","points":30,"name":"30 積分","weight":1,"stock":10)");
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", alice_);
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  const std::string order_no(sub.data().at("order_id").as_string());
  // Not paid yet: nothing to draw.
  EXPECT_TRUE(get("/v1/activity/available/draw?orderNo=" + order_no, alice_).data().at("activity").is_null());
  EXPECT_EQ(draw(alice_, a, "x0", 1, order_no).result_code(), 37007);
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + order_no + R"(","payType":"wallet"})", alice_).result_code(), 0);
  const int64_t earned = balance(alice_);
  auto open = get("/v1/activity/available/draw?orderNo=" + order_no, alice_).data();
  EXPECT_EQ(open.at("activity").at("id").as_int64(), a);
  EXPECT_FALSE(open.at("drawn").as_bool());
  // Another member cannot see or use the order; a per-order draw needs its order.
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/activity/available/draw?orderNo=" + order_no, bob).status, 404);
  EXPECT_EQ(draw(bob, a, "b1", 1, order_no).result_code(), 37007);
  EXPECT_EQ(draw(alice_, a, "x1").status, 400);
  auto won = draw(alice_, a, "x2", 1, order_no);
  ASSERT_EQ(won.result_code(), 0) << won.body;
  EXPECT_EQ(won.data().at("results").as_array()[0].at("orderNo").as_string(), order_no);
  EXPECT_EQ(balance(alice_), earned + 30);
  EXPECT_EQ(won.data().at("chances").at("balance").as_int64(), earned + 30);  // the answer counts the prize too
  EXPECT_EQ(draw(alice_, a, "x3", 1, order_no).result_code(), 37007);  // once per order
  EXPECT_TRUE(get("/v1/activity/available/draw?orderNo=" + order_no, alice_).data().at("drawn").as_bool());
  // Per-order activities are reached from their order, not listed.
  EXPECT_TRUE(http().get("/v1/activity/list").data().at("list").as_array().empty());
  // The order is cancelled and its money given back: the prize goes with it, once.
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + order_no + R"("})", alice_).result_code(), 0);
  const std::string record_no(won.data().at("results").as_array()[0].at("recordNo").as_string());
  EXPECT_EQ(get("/v1/activity/prize/detail?recordNo=" + record_no, alice_).data().at("status").as_string(), "cancelled");
  EXPECT_EQ(balance(alice_), 0);  // the order's points and the prize's both taken back
  bool prize_back = false;
  const HttpResult ledger = get("/v1/member/point/records?pageSize=50", alice_);
  for (const auto& r : ledger.data().at("list").as_array()) {
    if (r.at("reason").as_string() == "prize_back") {
      EXPECT_FALSE(prize_back) << "taken back twice";
      prize_back = true;
      EXPECT_EQ(r.at("points").as_int64(), -30);
    }
  }
  EXPECT_TRUE(prize_back);
}

TEST_F(DrawApi, Admin_OnlyOperatorsAndOnlySensiblePools) {
  EXPECT_EQ(http().post_json("/admin/v1/draws", R"({"kind":"wheel","title":"x","status":"live","startsAt":1,"endsAt":2})").status, 403);
  EXPECT_EQ(post("/admin/v1/draws", R"({"kind":"wheel","title":"x","status":"live","startsAt":1,"endsAt":2})", alice_).status, 403);
  EXPECT_EQ(admin("/admin/v1/draws", R"({"kind":"slot","title":"x","status":"live","startsAt":1,"endsAt":2})").status, 400);
  EXPECT_EQ(admin("/admin/v1/draws", R"({"kind":"wheel","title":"x","status":"live","startsAt":2,"endsAt":1})").status, 400);
  EXPECT_EQ(admin("/admin/v1/draws", R"({"kind":"wheel","title":"x","status":"live","startsAt":1,"endsAt":2,"multiCount":1})").status, 400);
  const int64_t a = activity();
  const std::string at = R"({"activityId":)" + std::to_string(a) + ",";
  EXPECT_EQ(admin("/admin/v1/draws/prizes", at + R"("kind":"coupon","name":"x","weight":1,"stock":1})").status, 400);  // no template
  EXPECT_EQ(admin("/admin/v1/draws/prizes", at + R"("kind":"coupon","name":"x","templateId":999,"weight":1,"stock":1})").status, 400);
  EXPECT_EQ(admin("/admin/v1/draws/prizes", at + R"("kind":"points","name":"x","weight":1,"stock":1})").status, 400);  // no points
  EXPECT_EQ(admin("/admin/v1/draws/prizes", at + R"("kind":"physical","name":"x","weight":1})").status, 400);  // counted out
  EXPECT_EQ(admin("/admin/v1/draws/prizes", at + R"("kind":"none","name":"x","weight":0})").status, 400);
  EXPECT_EQ(admin("/admin/v1/draws/prizes", at + R"("kind":"none","name":"x","weight":1,"stock":-1})").status, 400);
  EXPECT_EQ(admin("/admin/v1/draws/prizes", R"({"activityId":999,"kind":"none","name":"x","weight":1})").status, 400);
  EXPECT_TRUE(admin_prizes(a).empty());
}

}  // namespace
}  // namespace qsr::test
