// The message centre through the API (issue 20, docs/decisions/0044): each event a member cares
// about writes its message once, in the transaction that made the change (a repeated event or a
// re-run job writes nothing twice); a category turned off writes nothing; unread count
// (findByUnread and messageNum), read, read/sync and the list's paging; a member never reads or
// marks another's messages (IDOR); the expiring-soon reminders once per coupon and points moment,
// also when two servers run them at once; an erased member's messages go with them. SQLite and
// PostgreSQL.
#include <gtest/gtest.h>

#include <thread>

#include <boost/json.hpp>

#include "db/db.h"
#include "support/coupon_grant.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

class MessageApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{
        .fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96000001");
    bob_ = server_->member_token("96000002");
    post("/v1/dev/wallet/topup", R"({"amount":"500"})", alice_, {{"Idempotency-Key", "t"}});
    staff_ = server_->member_token("96000009");
    const int64_t id = get("/v1/member/info", staff_).data().at("id").as_int64();
    admin("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult admin(const std::string& path, const std::string& body) { return http().post_json(path, body, {{"X-Admin-Token", kAdmin}}); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token, const std::string& lang = "en") {
    return http().get(path, {{"auth", token}, {"Accept-Language", lang}});
  }
  // A pickup order of one lemon tea, paid from the wallet (waiting for the store).
  std::string paid_order(const std::string& key) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", alice_);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001"})", alice_, {{"Idempotency-Key", key}});
    EXPECT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code(), 0);
    return no;
  }
  HttpResult advance(const std::string& no, const std::string& to) {
    return post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", staff_);
  }
  boost::json::array list(const std::string& token, const std::string& query = "", const std::string& lang = "en") {
    auto r = get("/v1/message/list" + query, token, lang);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("list").as_array() : boost::json::array();
  }
  int64_t unread(const std::string& token) { return get("/v1/notifyMessage/findByUnread", token).data().at("count").as_int64(); }
  int64_t count_of(const std::string& token, const std::string& title) {
    int64_t n = 0;
    for (const auto& m : list(token, "?pageSize=100")) n += m.at("title").as_string() == title ? 1 : 0;
    return n;
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_, bob_, staff_;
};

}  // namespace

TEST_F(MessageApi, OrderSteps_EachStepTheCustomerWaitsForWritesOneMessageWithItsLink) {
  const std::string no = paid_order("o1");
  EXPECT_EQ(unread(alice_), 0);  // paid, waiting for the store: nothing yet
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  ASSERT_EQ(advance(no, "ready").result_code(), 0);
  // A repeated step is refused and writes nothing.
  EXPECT_NE(advance(no, "ready").result_code(), 0);
  auto msgs = list(alice_);
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(msgs[0].at("title").as_string(), "Your order is ready");
  EXPECT_EQ(msgs[0].at("category").as_string(), "order");
  EXPECT_EQ(msgs[0].at("link").as_string(), "/mainFlow/pages/order/detail/index?order_id=" + no);
  EXPECT_FALSE(msgs[0].at("read").as_bool());
  EXPECT_EQ(msgs[1].at("title").as_string(), "Order accepted");
  ASSERT_EQ(advance(no, "finished").result_code(), 0);
  EXPECT_EQ(unread(alice_), 3);
  EXPECT_EQ(get("/v1/member/info", alice_).data().at("messageNum").as_int64(), 3);
}

TEST_F(MessageApi, Render_TheSameMessageReadsInTheReadersLanguage) {
  const std::string no = paid_order("o1");
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  ASSERT_EQ(advance(no, "ready").result_code(), 0);
  EXPECT_EQ(list(alice_, "", "zh-HK")[0].at("title").as_string(), "餐點已準備好");
  EXPECT_EQ(list(alice_, "", "zh-CN")[0].at("title").as_string(), "餐点已准备好");
  EXPECT_EQ(list(alice_, "", "en")[0].at("title").as_string(), "Your order is ready");
}

TEST_F(MessageApi, Cancel_AStoreCancelWritesOne_TheCustomersOwnCancelNone) {
  const std::string a = paid_order("o1");
  ASSERT_EQ(post("/v1/order/cancel", R"({"order_id":")" + a + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(unread(alice_), 0);
  const std::string b = paid_order("o2");
  ASSERT_EQ(advance(b, "cancelled").result_code(), 0);
  EXPECT_EQ(count_of(alice_, "Order cancelled"), 1);
}

TEST_F(MessageApi, Refund_TheStoresDecisionWritesOneMessage) {
  const std::string no = paid_order("o1");
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_quality"})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  const std::string refund_no(req.data().at("refund_no").as_string());
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_).result_code(), 0);
  // Decided twice: refused, still one message.
  EXPECT_NE(post("/v1/console/refund/decide", R"({"refund_no":")" + refund_no + R"(","agree":1})", staff_).result_code(), 0);
  EXPECT_EQ(count_of(alice_, "Refund approved"), 1);
}

TEST_F(MessageApi, Coupons_AGrantedCouponAndAGiftWriteOnce_AnUnclaimedGiftsReturnOnceHoweverOftenTheJobRuns) {
  const std::string code = grant_coupon(*server_, kAdmin, alice_,
                                        R"({"name":{"zh-HK":"減5","en":"$5 off"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  EXPECT_EQ(count_of(alice_, "You received a coupon"), 1);
  EXPECT_NE(list(alice_)[0].at("body").as_string().find("$5 off"), std::string::npos);
  auto gift = post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", alice_);
  ASSERT_EQ(gift.result_code(), 0) << gift.body;
  server_->set_clock(kMondayNoon + 25 * 3600 * 1000LL);
  http().post_json("/v1/dev/coupon/gifts/return", "{}");
  http().post_json("/v1/dev/coupon/gifts/return", "{}");
  EXPECT_EQ(count_of(alice_, "Gift returned"), 1);
  // Given again and claimed: the friend is told it arrived, the giver that it was claimed.
  auto again = post("/v1/coupon/give", R"({"couponCode":")" + code + R"("})", alice_);
  ASSERT_EQ(again.result_code(), 0) << again.body;
  ASSERT_EQ(post("/v1/coupon/receiveGive", R"({"token":")" + std::string(again.data().at("giftToken").as_string()) + R"("})", bob_).result_code(), 0);
  EXPECT_EQ(count_of(bob_, "You received a gift"), 1);
  EXPECT_EQ(count_of(alice_, "Your gift was claimed"), 1);
}

TEST_F(MessageApi, Preferences_ACategoryTurnedOffWritesNothing_BadInputChangesNothing) {
  auto prefs = get("/v1/message/notify", alice_).data().at("list").as_array();
  ASSERT_EQ(prefs.size(), 8u);  // every category, replies included
  for (const auto& p : prefs) EXPECT_TRUE(p.at("enabled").as_bool());
  ASSERT_EQ(post("/v1/message/notify", R"({"category":"order","enabled":false})", alice_).result_code(), 0);
  const std::string no = paid_order("o1");
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  EXPECT_EQ(unread(alice_), 0);
  ASSERT_EQ(post("/v1/message/notify", R"({"category":"order","enabled":true})", alice_).result_code(), 0);
  ASSERT_EQ(advance(no, "ready").result_code(), 0);
  EXPECT_EQ(unread(alice_), 1);
  // An unknown category or a malformed switch: a clear 400, nothing changes.
  auto bad = http().post_json("/v1/message/notify", R"({"category":"spam","enabled":false})", {{"auth", alice_}, {"Accept-Language", "en"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.result_code(), 46001);
  EXPECT_NE(bad.body.find("There is no message category"), std::string::npos) << bad.body;
  EXPECT_EQ(post("/v1/message/notify", R"({"category":"order","enabled":"maybe"})", alice_).status, 400);
  const auto after = get("/v1/message/notify", alice_).data().at("list").as_array();
  for (const auto& p : after) EXPECT_TRUE(p.at("enabled").as_bool());
  // Visitors have no messages.
  EXPECT_EQ(http().get("/v1/message/notify").status, 401);
}

TEST_F(MessageApi, Read_ReadAndSyncMarkOnlyTheCallersMessages_FindByUnreadAnswersTheNewest) {
  const std::string no = paid_order("o1");
  for (const char* to : {"in_production", "ready", "finished"}) ASSERT_EQ(advance(no, to).result_code(), 0);
  auto u = get("/v1/notifyMessage/findByUnread", alice_).data();
  EXPECT_EQ(u.at("count").as_int64(), 3);
  EXPECT_EQ(u.at("message").at("title").as_string(), "Order completed");
  const auto msgs = list(alice_);
  const int64_t newest = msgs[0].at("id").as_int64(), oldest = msgs[2].at("id").as_int64();
  auto read = post("/v1/notifyMessage/read", R"({"notifyMessageIds":[)" + std::to_string(newest) + "]}", alice_);
  ASSERT_EQ(read.result_code(), 0) << read.body;
  EXPECT_EQ(read.data().at("read").as_int64(), 1);
  EXPECT_EQ(read.data().at("unread").as_int64(), 2);
  EXPECT_TRUE(list(alice_)[0].at("read").as_bool());
  // Again: nothing more.
  EXPECT_EQ(post("/v1/notifyMessage/read", R"({"notifyMessageIds":")" + std::to_string(newest) + R"("})", alice_).data().at("read").as_int64(), 0);
  // Sync up to the oldest: that one only; then all.
  EXPECT_EQ(post("/v1/notifyMessage/read/sync", R"({"upTo":)" + std::to_string(oldest) + "}", alice_).data().at("read").as_int64(), 1);
  EXPECT_EQ(unread(alice_), 1);
  EXPECT_EQ(post("/v1/notifyMessage/read/sync", "{}", alice_).data().at("unread").as_int64(), 0);
  EXPECT_TRUE(get("/v1/notifyMessage/findByUnread", alice_).data().at("message").is_null());
  // Bad ids: 400, nothing changes.
  for (const char* body : {R"({})", R"({"notifyMessageIds":[]})", R"({"notifyMessageIds":"1,x"})", R"({"notifyMessageIds":[-1]})",
                           R"({"notifyMessageIds":[1.5]})"}) {
    EXPECT_EQ(post("/v1/notifyMessage/read", body, alice_).status, 400) << body;
  }
  std::string many = "[";
  for (int i = 1; i <= 101; ++i) many += (i > 1 ? "," : "") + std::to_string(i);
  EXPECT_EQ(post("/v1/notifyMessage/read", R"({"notifyMessageIds":)" + many + "]}", alice_).status, 400);
}

TEST_F(MessageApi, Idor_AMemberNeverReadsOrMarksAnothersMessages) {
  const std::string no = paid_order("o1");
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  const auto alices = list(alice_);
  ASSERT_EQ(alices.size(), 1u);
  const int64_t id = alices[0].at("id").as_int64();
  const int64_t alice_id = get("/v1/member/info", alice_).data().at("id").as_int64();
  // Bob's views hold none of Alice's, whatever memberId he names.
  EXPECT_TRUE(list(bob_, "?memberId=" + std::to_string(alice_id)).empty());
  EXPECT_EQ(get("/v1/notifyMessage/findByUnread?memberId=" + std::to_string(alice_id), bob_).data().at("count").as_int64(), 0);
  // Marking her message by id, or syncing, changes nothing of hers.
  EXPECT_EQ(post("/v1/notifyMessage/read", R"({"notifyMessageIds":[)" + std::to_string(id) + "]}", bob_).data().at("read").as_int64(), 0);
  EXPECT_EQ(post("/v1/notifyMessage/read/sync", R"({"memberId":)" + std::to_string(alice_id) + "}", bob_).data().at("read").as_int64(), 0);
  EXPECT_EQ(unread(alice_), 1);
  // Without a session: 401.
  EXPECT_EQ(http().get("/v1/message/list").status, 401);
  EXPECT_EQ(http().post_json("/v1/notifyMessage/read", R"({"notifyMessageIds":[1]})").status, 401);
}

TEST_F(MessageApi, List_PagedNewestFirstByCategoryWithItsBounds) {
  for (int i = 0; i < 3; ++i) grant_coupon(*server_, kAdmin, alice_, R"({"name":{"zh-HK":"券"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  const std::string no = paid_order("o1");
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  auto page = get("/v1/message/list?pageNum=1&pageSize=2", alice_).data();
  EXPECT_EQ(page.at("total").as_int64(), 4);
  EXPECT_EQ(page.at("list").as_array().size(), 2u);
  EXPECT_EQ(page.at("list").as_array()[0].at("category").as_string(), "order");
  EXPECT_EQ(get("/v1/message/list?pageNum=2&pageSize=2", alice_).data().at("list").as_array().size(), 2u);
  EXPECT_EQ(get("/v1/message/list?pageNum=3&pageSize=2", alice_).data().at("list").as_array().size(), 0u);
  auto coupons = get("/v1/message/list?category=coupon", alice_).data();
  EXPECT_EQ(coupons.at("total").as_int64(), 3);
  EXPECT_EQ(get("/v1/notifyMessage/findByUnread?notifyType=order", alice_).data().at("count").as_int64(), 1);
  for (const char* q : {"?pageSize=0", "?pageSize=101", "?pageNum=0", "?pageNum=x", "?category=spam"}) {
    EXPECT_EQ(get(std::string("/v1/message/list") + q, alice_).status, 400) << q;
  }
  // read/sync by category marks that category only.
  EXPECT_EQ(post("/v1/notifyMessage/read/sync", R"({"category":"coupon"})", alice_).data().at("unread").as_int64(), 1);
}

TEST_F(MessageApi, ExpiringSoon_OneReminderPerCouponAndPointsMomentHoweverOftenOrWhereverTheJobRuns) {
  // A coupon ending in two days, one in ten (not due yet).
  grant_coupon(*server_, kAdmin, alice_, R"({"name":{"zh-HK":"快到期","en":"Soon"},"validity":{"days":2},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  grant_coupon(*server_, kAdmin, alice_, R"({"name":{"zh-HK":"未到期","en":"Later"},"validity":{"days":10},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  // Points that last a year, then the clock three days before they end.
  ASSERT_EQ(admin("/admin/v1/points/rule", R"({"payMoney":"1","point":1,"validityDays":365})").result_code(), 0);
  ASSERT_EQ(post("/v1/dev/points/grant", R"({"points":120})", alice_, {{"Idempotency-Key", "p1"}}).result_code(), 0);
  auto written = http().post_json("/v1/dev/messages/daily", "{}");
  ASSERT_EQ(written.result_code(), 0) << written.body;
  EXPECT_EQ(written.data().at("written").as_int64(), 1);  // the coupon; the points are a year away
  EXPECT_EQ(http().post_json("/v1/dev/messages/daily", "{}").data().at("written").as_int64(), 0);               // done today
  EXPECT_EQ(http().post_json("/v1/dev/messages/daily", R"({"force":true})").data().at("written").as_int64(), 0);  // re-run: once each
  EXPECT_EQ(count_of(alice_, "Coupon expiring soon"), 1);
  auto records = get("/v1/member/point/records", alice_).data().at("list").as_array();
  ASSERT_FALSE(records.empty());
  const int64_t ends = records[0].at("expiresAt").as_int64();
  server_->set_clock(ends - 3 * kDayMs);
  alice_ = server_->member_token("96000001");  // a year on, her session has lapsed
  // Two servers on the same database run it at the same moment: still one each.
  TestServer second(ServerSetup{.fake_now_ms = ends - 3 * kDayMs, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}, .shared_db_url = server_->db_url()});
  std::thread other([&] { second.client().post_json("/v1/dev/messages/daily", R"({"force":true})"); });
  http().post_json("/v1/dev/messages/daily", R"({"force":true})");
  other.join();
  http().post_json("/v1/dev/messages/daily", R"({"force":true})");
  EXPECT_EQ(count_of(alice_, "Points expiring soon"), 1);
  EXPECT_EQ(count_of(alice_, "Coupon expiring soon"), 1);  // both coupons ended long ago: nothing new
  const auto msgs = list(alice_);
  bool says_points = false;
  for (const auto& m : msgs) says_points |= m.at("body").as_string().find("120 of your points") != std::string::npos;
  EXPECT_TRUE(says_points);
}

TEST_F(MessageApi, Level_EachUpgradeWritesOneMessageNamingTheLevel_MoreGrowthAtTheSameLevelNone) {
  ASSERT_EQ(admin("/admin/v1/growth/rule", R"({"consumptionMoney":"0.01"})").result_code(), 0);  // HK$18 -> 1800 growth
  paid_order("o1");  // 1800: silver
  EXPECT_EQ(count_of(alice_, "Level up"), 1);
  EXPECT_NE(list(alice_)[0].at("body").as_string().find("Silver"), std::string::npos) << list(alice_)[0];
  paid_order("o2");  // 3600: gold
  EXPECT_NE(list(alice_)[0].at("body").as_string().find("Gold"), std::string::npos) << list(alice_)[0];
  paid_order("o3");  // 5400: still gold
  EXPECT_EQ(count_of(alice_, "Level up"), 2);
}

TEST_F(MessageApi, Group_ParticipantsHearTheLaunchersCancel) {
  auto g = post("/v1/spell/create", R"({"sid":1,"orderType":2})", alice_);
  ASSERT_EQ(g.result_code(), 0) << g.body;
  const std::string unique(g.data().at("uniqueId").as_string());
  ASSERT_EQ(post("/v1/spell/join", R"({"uniqueId":")" + unique + R"("})", bob_).result_code(), 0);
  ASSERT_EQ(post("/v1/spell/cancel", R"({"uniqueId":")" + unique + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(count_of(bob_, "Group order cancelled"), 1);
  EXPECT_EQ(unread(alice_), 0);  // the launcher did it
}

TEST_F(MessageApi, Erasure_AnErasedMembersMessagesAndChoicesGoWithThem) {
  const std::string no = paid_order("o1");
  ASSERT_EQ(advance(no, "in_production").result_code(), 0);
  ASSERT_EQ(post("/v1/message/notify", R"({"category":"coupon","enabled":false})", alice_).result_code(), 0);
  const int64_t id = get("/v1/member/info", alice_).data().at("id").as_int64();
  ASSERT_EQ(advance(no, "ready").result_code(), 0);
  ASSERT_EQ(advance(no, "finished").result_code(), 0);
  post("/v1/member/password/set", R"({"password":"Secret#123"})", alice_);
  ASSERT_EQ(post("/v1/member/cancel", R"({"password":"Secret#123"})", alice_).result_code(), 0);
  server_->set_clock(hk_ms(2026, 12, 31, 12, 0));
  ASSERT_EQ(http().post_json("/v1/dev/jobs/run", "{}").data().at("erased").as_int64(), 1);
  auto db = db::open(server_->db_url(), 1);
  db->read([&](db::Tx& tx) {
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM member_message WHERE member_id = $1", {id})->i64(0), 0);
    EXPECT_EQ(tx.query_one("SELECT COUNT(*) FROM message_preference WHERE member_id = $1", {id})->i64(0), 0);
  });
}

}  // namespace qsr::test
