// The HTTP SMS sender against a fake gateway: what it sends, and what happens when the gateway
// refuses.
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>

#include <boost/beast.hpp>
#include <boost/json.hpp>

#include "support/loopback_http.h"
#include "support/silent_peer.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

namespace bhttp = boost::beast::http;

// A gateway that records requests and answers with a set status.
class FakeGateway {
 public:
  unsigned short port() const { return http_.port(); }
  void answer(int status) { status_ = status; }
  std::vector<std::string> bodies() {
    std::lock_guard lock(mutex_);
    return bodies_;
  }
  std::vector<std::string> auth() {
    std::lock_guard lock(mutex_);
    return auth_;
  }

 private:
  LoopbackHttp::Response handle(const LoopbackHttp::Request& req) {
    {
      std::lock_guard lock(mutex_);
      bodies_.push_back(req.body());
      auth_.push_back(std::string(req["Authorization"]));
    }
    LoopbackHttp::Response res{static_cast<bhttp::status>(status_.load()), 11};
    res.body() = "{}";
    return res;
  }

  std::atomic<int> status_{200};
  std::mutex mutex_;
  std::vector<std::string> bodies_, auth_;
  LoopbackHttp http_{[this](const LoopbackHttp::Request& req) { return handle(req); }};  // last: serves once all is ready
};

}  // namespace

TEST(SmsGateway, CodesGoToTheConfiguredGatewayWithItsKey) {
  FakeGateway gateway;
  TestServer server({.env = {{"QSR_SMS_URL", "http://127.0.0.1:" + std::to_string(gateway.port()) + "/send"},
                             {"QSR_SMS_KEY", "k-123"}}});
  auto r = server.client().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"96000001","scene":"register"})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  // Sent from the SMS workers after the answer, not by the request itself.
  ASSERT_TRUE(eventually([&] { return gateway.bodies().size() == 1u; }));
  auto body = boost::json::parse(gateway.bodies()[0]);
  EXPECT_EQ(body.at("to").as_string(), "+85296000001");
  EXPECT_NE(std::string(body.at("text").as_string()).find("驗證碼"), std::string::npos);
  EXPECT_EQ(gateway.auth()[0], "Bearer k-123");
  // The real gateway is in use: nothing lands in the development outbox.
  EXPECT_EQ(server.client().get("/v1/dev/sms/outbox?areaCode=852&phone=96000001").data().at("total").as_int64(), 0);
}

TEST(SmsGateway, WhenTheGatewayIsFarBehindNewCodesAreRefusedWithALocalizedError) {
  SilentPeer gateway;  // every text hangs until its deadline: the queue fills
  TestServer server({.env = {{"QSR_SMS_URL", gateway.url("/send")}, {"QSR_SMS_ADDRESS_DAILY", "1000"}}});
  HttpResult last;
  int accepted = 0;
  for (int i = 0; i < 260 && last.status != 502; ++i) {
    last = server.client().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + std::to_string(96100000 + i) +
                                     R"(","scene":"register"})", {{"Accept-Language", "en"}});
    if (last.result_code() == 0) ++accepted;
  }
  EXPECT_GE(accepted, 200);  // the queue holds 200 texts (and the workers hold a few more)
  EXPECT_EQ(last.status, 502);
  EXPECT_EQ(last.result_msg(), "The code could not be sent. Please try again later.");
}

}  // namespace qsr::test
