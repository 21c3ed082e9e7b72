// Web Push through the API (issue 20, docs/decisions/0050): a member's browser subscribes with
// the server's key; a message the message centre writes reaches it encrypted for that browser
// (RFC 8291) and signed (VAPID), once, even when the job runs again; a push service that says the
// subscription is gone drops it; one that fails is tried again later, not at once; bad keys and
// push services we do not send to are refused and change nothing; a member cannot touch another's
// browser; the key is the same after a restart. A local push service (RecordingPeer) stands in for
// the browser's. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <thread>

#include <boost/json.hpp>

#include "core/crypto.h"
#include "core/web_push_crypto.h"
#include "support/recording_peer.h"
#include "support/test_server.h"
#include "support/web_push_receiver.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";
const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

// A browser: its push subscription's keys, as PushManager.subscribe() would make them.
struct Browser {
  web_push::KeyPair keys = web_push::generate_key_pair();
  std::string auth = crypto::random_bytes(16);
  std::string json(const std::string& endpoint) const {
    return boost::json::serialize(boost::json::object{
        {"endpoint", endpoint},
        {"keys", {{"p256dh", crypto::base64url_encode(keys.public_key)}, {"auth", crypto::base64url_encode(auth)}}}});
  }
};

class PushApi : public ::testing::Test {
 protected:
  void SetUp() override {
    crypto::init();
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("96100001");
    bob_ = server_->member_token("96100002");
    post("/v1/dev/wallet/topup", R"({"amount":"500"})", alice_, {{"Idempotency-Key", "t"}});
    staff_ = server_->member_token("96100009");
    const int64_t id = server_->client().get("/v1/member/info", {{"auth", staff_}}).data().at("id").as_int64();
    server_->client().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
  }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token, std::map<std::string, std::string> h = {}) {
    h["auth"] = token;
    return server_->client().post_json(path, body, h);
  }
  HttpResult subscribe(const Browser& b, const std::string& endpoint, const std::string& token, const std::string& lang = "zh-HK") {
    return post("/v1/push/subscribe", b.json(endpoint), token, {{"Accept-Language", lang}});
  }
  bool subscribed(const std::string& endpoint, const std::string& token) {
    auto r = post("/v1/push/status", boost::json::serialize(boost::json::object{{"endpoint", endpoint}}), token);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.data().at("subscribed").as_bool();
  }
  // Alice's pickup order, paid and taken into production by the store: one "order" message.
  void order_in_production(const std::string& key) {
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", alice_);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96100001"})", alice_, {{"Idempotency-Key", key}});
    ASSERT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", alice_).result_code(), 0);
    ASSERT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_).result_code(), 0);
  }
  std::string public_key() { return std::string(server_->client().get("/v1/push/key").data().at("publicKey").as_string()); }

  std::unique_ptr<TestServer> server_;
  std::string alice_, bob_, staff_;
};

}  // namespace

TEST_F(PushApi, AMessageReachesTheBrowserEncryptedForItAndSignedWithTheServersKey_InItsLanguage_Once) {
  RecordingPeer push_service;
  Browser phone;
  ASSERT_EQ(subscribe(phone, push_service.url("/send/alice-phone"), alice_).result_code(), 0);
  EXPECT_TRUE(subscribed(push_service.url("/send/alice-phone"), alice_));
  order_in_production("p1");
  ASSERT_EQ(push_service.wait_for(1), 1u);
  // The job runs every second and on demand: give it rounds to repeat itself, and ask once more.
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(post("/v1/dev/push/deliver", "{}", alice_).data().at("sent").as_int64(), 0);
  const auto got = push_service.received();
  ASSERT_EQ(got.size(), 1u) << "one message, one delivery";

  const auto& request = got[0];
  EXPECT_EQ(request.method, "POST");
  EXPECT_EQ(request.target, "/send/alice-phone");
  EXPECT_EQ(request.headers.at("content-encoding"), "aes128gcm");
  EXPECT_EQ(request.headers.at("ttl"), "86400");
  // VAPID: an ES256 token for this push service's origin, with the key browsers subscribed with.
  const std::string& authorization = request.headers.at("authorization");
  const auto comma = authorization.find(", k=");
  ASSERT_EQ(authorization.rfind("vapid t=", 0), 0u) << authorization;
  ASSERT_NE(comma, std::string::npos);
  EXPECT_EQ(authorization.substr(comma + 4), public_key());
  const std::string jwt = authorization.substr(8, comma - 8);
  const std::string input = jwt.substr(0, jwt.rfind('.'));
  EXPECT_TRUE(web_push::verify_es256(input, *crypto::base64url_decode(jwt.substr(jwt.rfind('.') + 1)),
                                     *crypto::base64url_decode(public_key())));
  const auto claims = boost::json::parse(*crypto::base64url_decode(input.substr(input.find('.') + 1))).as_object();
  EXPECT_EQ(claims.at("aud").as_string(), push_service.url(""));  // the origin: scheme, host, port

  // Only the browser opens it: the message in the language it subscribed in, with its link.
  auto opened = testing::open_push_message(request.body, phone.keys, phone.auth);
  ASSERT_TRUE(opened) << "the body opens with the subscription's keys";
  const auto payload = boost::json::parse(*opened).as_object();
  EXPECT_EQ(payload.at("title").as_string(), "餐廳已接單");
  EXPECT_NE(std::string(payload.at("url").as_string()).find("/mainFlow/pages/order/detail/index?order_id="), std::string::npos);
  EXPECT_EQ(payload.at("tag").as_string(), "message-" + std::to_string(payload.at("id").as_int64()));
  EXPECT_EQ(testing::open_push_message(request.body, Browser().keys, phone.auth), std::nullopt);
}

TEST_F(PushApi, APushServiceThatSaysGone_DropsTheSubscription_AndAFailingOneIsTriedAgainLaterNotAtOnce) {
  RecordingPeer push_service;
  push_service.answer("/gone", 410);
  push_service.answer("/busy", 503);
  Browser old_laptop, phone;
  ASSERT_EQ(subscribe(old_laptop, push_service.url("/gone"), alice_).result_code(), 0);
  ASSERT_EQ(subscribe(phone, push_service.url("/busy"), alice_).result_code(), 0);
  order_in_production("p2");
  ASSERT_EQ(push_service.wait_for(2), 2u);
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(push_service.received().size(), 2u) << "a 503 waits for its back-off (30 s)";
  EXPECT_FALSE(subscribed(push_service.url("/gone"), alice_));
  EXPECT_TRUE(subscribed(push_service.url("/busy"), alice_));

  push_service.answer("/busy", 201);
  server_->set_clock(kMondayNoon + 31'000);
  ASSERT_EQ(push_service.wait_for(3), 3u);
  EXPECT_EQ(push_service.received()[2].target, "/busy");
  server_->set_clock(kMondayNoon + 10 * 60'000);
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(push_service.received().size(), 3u) << "sent: not again";
}

TEST_F(PushApi, BadKeysAndPushServicesWeDoNotSendTo_AreRefusedAndStoreNothing) {
  Browser b;
  const std::string ok_endpoint = "https://fcm.googleapis.com/fcm/send/abc";
  auto bad_point = boost::json::parse(b.json(ok_endpoint)).as_object();
  bad_point["keys"].as_object()["p256dh"] = crypto::base64url_encode(std::string(65, '\x04'));
  auto r = post("/v1/push/subscribe", boost::json::serialize(bad_point), alice_);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_code(), 46002);
  auto short_auth = boost::json::parse(b.json(ok_endpoint)).as_object();
  short_auth["keys"].as_object()["auth"] = crypto::base64url_encode("0123456789");
  EXPECT_EQ(post("/v1/push/subscribe", boost::json::serialize(short_auth), alice_).result_code(), 46002);
  for (const std::string endpoint : {"https://evil.example/x", "https://fcm.googleapis.com.evil.example/x", "http://10.0.0.7/x",
                                     "http://169.254.169.254/latest", "https://user@fcm.googleapis.com/x", "ftp://fcm.googleapis.com/x",
                                     "https://203.0.113.5/x", "not a url"}) {
    auto refused = subscribe(b, endpoint, alice_, "en");
    EXPECT_EQ(refused.result_code(), 46003) << endpoint << " " << refused.body;
    EXPECT_EQ(refused.result_msg(), "Notifications from this browser's push service are not supported");
    EXPECT_FALSE(subscribed(endpoint, alice_));
  }
  // A real push service's subdomain is one we send to; a visitor cannot subscribe at all.
  EXPECT_EQ(subscribe(b, "https://jp.fcm.googleapis.com/send/1", alice_).result_code(), 0);
  EXPECT_EQ(server_->client().post_json("/v1/push/subscribe", b.json(ok_endpoint)).status, 401);
}

TEST_F(PushApi, AMemberCannotUnsubscribeAnothersBrowser_AndABrowserSignedInByAnotherMemberMovesToThem) {
  RecordingPeer push_service;
  Browser shared_tablet;
  const std::string endpoint = push_service.url("/tablet");
  ASSERT_EQ(subscribe(shared_tablet, endpoint, alice_).result_code(), 0);
  EXPECT_FALSE(post("/v1/push/unsubscribe", R"({"endpoint":")" + endpoint + "\"}", bob_).data().at("removed").as_bool());
  EXPECT_FALSE(subscribed(endpoint, bob_));
  EXPECT_TRUE(subscribed(endpoint, alice_));

  // Bob signs in on the tablet and turns notifications on: Alice's orders no longer buzz it.
  ASSERT_EQ(subscribe(shared_tablet, endpoint, bob_).result_code(), 0);
  EXPECT_FALSE(subscribed(endpoint, alice_));
  order_in_production("p3");
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(push_service.received().size(), 0u);

  EXPECT_TRUE(post("/v1/push/unsubscribe", R"({"endpoint":")" + endpoint + "\"}", bob_).data().at("removed").as_bool());
  EXPECT_FALSE(subscribed(endpoint, bob_));
}

TEST_F(PushApi, TheServersKeyIsKeptInTheDatabase_TheSameAfterARestart) {
  const std::string before = public_key();
  EXPECT_TRUE(web_push::is_public_key(*crypto::base64url_decode(before)));
  server_->restart();
  EXPECT_EQ(public_key(), before);
}

}  // namespace qsr::test
