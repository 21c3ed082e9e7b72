// Coupon packs through the API (issue 17, docs/decisions/0030 and 0032): a pack paid by card
// through the sandbox gateway issues its coupons once however many notifies arrive; a refund
// voids them while none is used and is refused once one is; packs are not sold in a group order,
// past their end or over a member's limit; pack orders are the member's own; operators' packs are
// checked. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "core/crypto.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";
const std::string kSecret = "sandbox-test-secret";
const std::map<std::string, std::string> kAdminHeader{{"X-Admin-Token", kAdmin}};

class PackApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(
        ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_PAY_SECRET", kSecret}}});
    alice_ = server_->member_token("96000001");
    auto t = http().post_json("/admin/v1/coupon/templates",
                              R"({"name":{"zh-HK":"減5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})",
                              kAdminHeader);
    template_ = t.data().at("templateId").as_int64();
    pack_ = make_pack(R"("perMemberLimit":2)");
  }
  HttpClient http() const { return server_->client(); }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return http().post_json(path, body, h);
  }
  HttpResult get(const std::string& path, const std::string& token) { return http().get(path, {{"auth", token}}); }
  // Three "$5 off $10" coupons for $10, and `extra` fields.
  int64_t make_pack(const std::string& extra) {
    auto r = http().post_json("/admin/v1/coupon/packs",
                              R"({"name":{"zh-HK":"減5券包","zh-CN":"减5券包","en":"$5 off pack"},"price":"10","items":[{"templateId":)" +
                                  std::to_string(template_) + R"(,"count":3}],)" + extra + "}",
                              kAdminHeader);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  HttpResult order(int64_t pack, const std::string& key, const std::string& extra = "") {
    return post("/v1/coupon/pack/order",
                R"({"packId":)" + std::to_string(pack) + R"(,"success_url":"/integralMall/pages/couponPkgDetail/index")" + extra + "}", alice_,
                {{"Idempotency-Key", key}});
  }
  std::pair<std::string, std::string> start(const std::string& key) {
    auto r = order(pack_, key);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    if (r.result_code() != 0) return {};
    return {std::string(r.data().at("orderNo").as_string()), std::string(r.data().at("payUrl").as_string())};
  }
  void approve(const std::string& url) {
    http().request("POST", url + "/approve", "", {});
    ASSERT_TRUE(server_->notified(url));
  }
  std::vector<std::string> usable_codes() {
    std::vector<std::string> out;
    const auto page = get("/v1/member/coupon/page?tab=usable", alice_);
    for (const auto& c : page.data().at("list").as_array()) out.emplace_back(c.at("couponCode").as_string());
    return out;
  }
  HttpResult notify(const std::string& url, const std::string& no, int64_t amount) {
    const std::string ref = url.substr(url.rfind('/') + 1);
    const std::string body = R"({"ref":")" + ref + R"(","merchantReference":")" + no + R"(","status":"succeeded","amount":)" +
                             std::to_string(amount) + R"(,"currency":"HKD"})";
    const std::string ts = std::to_string(kMondayNoon);
    return http().post_json("/v1/pay-center/notify/sandbox", body,
                            {{"X-Sandbox-Timestamp", ts}, {"X-Sandbox-Signature", crypto::hmac_sha256_hex(kSecret, ts + "." + body)}});
  }

  std::unique_ptr<TestServer> server_;
  std::string alice_;
  int64_t template_ = 0, pack_ = 0;
};

}  // namespace

TEST_F(PackApi, Pack_ListedWithWhatIsInIt) {
  auto list = http().get("/v1/coupon/packs", {{"Accept-Language", "en"}});
  ASSERT_EQ(list.result_code(), 0) << list.body;
  const auto& p = list.data().at("list").as_array().at(0);
  EXPECT_EQ(p.at("name").as_string(), "$5 off pack");
  EXPECT_EQ(p.at("price").as_string(), "10");
  EXPECT_EQ(p.at("items").as_array()[0].at("count").as_int64(), 3);
  EXPECT_EQ(p.at("items").as_array()[0].at("coupon").at("couponValue").as_string(), "5");
  EXPECT_EQ(get("/v1/coupon/pack?id=" + std::to_string(pack_), alice_).data().at("remaining").as_int64(), 2);
}

TEST_F(PackApi, Pack_PaidByCardIssuesItsCouponsOnceHoweverManyNotifiesArrive) {
  const auto [no, url] = start("k1");
  EXPECT_EQ(no.rfind("PK", 0), 0u);
  EXPECT_TRUE(usable_codes().empty());
  approve(url);
  EXPECT_EQ(usable_codes().size(), 3u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(notify(url, no, 1000).data().at("outcome").as_string(), "duplicate");
  post("/v1/dev/payments/settle", "{}", alice_);
  EXPECT_EQ(usable_codes().size(), 3u);
  EXPECT_EQ(get("/v1/member/mine", alice_).data().at("coupon_nums").as_int64(), 3);
  EXPECT_EQ(get("/v1/coupon/pack/order?orderNo=" + no, alice_).data().at("status").as_string(), "paid");
  EXPECT_EQ(get("/v1/purchase/orders?kind=pack", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/coupon/pack?id=" + std::to_string(pack_), alice_).data().at("remaining").as_int64(), 1);
}

TEST_F(PackApi, Refund_VoidsTheUnusedCouponsAndIsRefusedOnceOneIsUsed) {
  const auto [first, first_url] = start("k1");
  approve(first_url);
  auto refunded = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + first + R"("})", kAdminHeader);
  ASSERT_EQ(refunded.result_code(), 0) << refunded.body;
  EXPECT_TRUE(usable_codes().empty());
  const auto [second, second_url] = start("k2");
  approve(second_url);
  const auto codes = usable_codes();
  ASSERT_EQ(codes.size(), 3u);
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", alice_);
  auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96000001","couponCodes":[")" + codes[0] + R"("]})",
                  alice_, {{"Idempotency-Key", "o1"}});
  ASSERT_EQ(sub.result_code(), 0) << sub.body;
  auto refused = http().post_json("/admin/v1/purchase/refund", R"({"orderNo":")" + second + R"("})", kAdminHeader);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.result_msg(), "券包內的券已使用或轉贈，不能退款");
  EXPECT_EQ(usable_codes().size(), 2u);  // nothing voided
  EXPECT_EQ(get("/v1/coupon/pack/order?orderNo=" + second, alice_).data().at("status").as_string(), "paid");
}

TEST_F(PackApi, Pack_NotSoldInAGroupOrderPastItsEndOrOverTheLimit) {
  auto group = order(pack_, "k1", R"(,"spellId":"S1")");
  EXPECT_EQ(group.status, 400);
  EXPECT_EQ(group.result_msg(), "很抱歉，拼單場景下暫不支持購買券包~");
  const int64_t ended = make_pack(R"("endsAt":)" + std::to_string(kMondayNoon - 1) + R"(,"startsAt":)" + std::to_string(kMondayNoon - 1000));
  EXPECT_EQ(order(ended, "k2").status, 400);
  EXPECT_EQ(http().get("/v1/coupon/packs").data().at("list").as_array().size(), 1u);
  approve(start("k3").second);
  approve(start("k4").second);
  auto over = order(pack_, "k5");
  EXPECT_EQ(over.status, 409);
  EXPECT_EQ(over.result_msg(), "已達購買上限");
}

TEST_F(PackApi, Privacy_PackOrdersAreTheMembersOwnAndOperatorsPacksAreChecked) {
  const auto [no, url] = start("k1");
  approve(url);
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/coupon/pack/order?orderNo=" + no, bob).status, 404);
  EXPECT_EQ(get("/v1/purchase/orders?kind=pack", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().post_json("/v1/coupon/pack/order", R"({"packId":1,"success_url":"/x"})", {{"Idempotency-Key", "x"}}).status, 401);
  EXPECT_EQ(post("/admin/v1/coupon/packs", R"({"name":"x","price":"1","items":[]})", bob).status, 403);
  EXPECT_EQ(http().post_json("/admin/v1/coupon/packs", R"({"name":"x","price":"1","items":[]})", kAdminHeader).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/coupon/packs", R"({"name":"x","price":"1","items":[{"templateId":999,"count":1}]})", kAdminHeader).status,
            400);
  const std::string twice = R"({"templateId":)" + std::to_string(template_) + R"(,"count":1})";
  EXPECT_EQ(http().post_json("/admin/v1/coupon/packs", R"({"name":"x","price":"1","items":[)" + twice + "," + twice + "]}", kAdminHeader).status,
            400);
  EXPECT_EQ(http().post_json("/admin/v1/coupon/packs", R"({"name":"x","price":"0","items":[)" + twice + "]}", kAdminHeader).status, 400);
  EXPECT_EQ(http().get("/v1/coupon/pack?id=999").status, 404);
}

}  // namespace qsr::test
