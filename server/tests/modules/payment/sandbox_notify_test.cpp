// The sandbox gateway's notify delivery: a notification our server does not acknowledge is sent
// again later with back-off, and once acknowledged never again.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include <boost/asio.hpp>

#include "../../db/test_databases.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "http/router.h"
#include "modules/payment/sandbox_gateway.h"

namespace qsr::payment {
namespace {

namespace asio = boost::asio;
using db::testing::PerDialect;

// A notify endpoint that refuses (503) the first `refusals` calls, then acknowledges (200), each
// answer after `delay`.
class FlakyEndpoint {
 public:
  explicit FlakyEndpoint(int refusals, std::chrono::milliseconds delay = {})
      : refusals_(refusals), delay_(delay), acceptor_(io_, {asio::ip::make_address("127.0.0.1"), 0}) {
    thread_ = std::thread([this] { serve(); });
  }
  ~FlakyEndpoint() {
    stop_ = true;
    boost::system::error_code ec;
    asio::ip::tcp::socket poke(io_);
    poke.connect(acceptor_.local_endpoint(), ec);  // wakes the accept
    thread_.join();
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(acceptor_.local_endpoint().port()) + "/notify"; }
  int calls() const { return calls_; }

 private:
  void serve() {
    while (!stop_) {
      asio::ip::tcp::socket s(io_);
      boost::system::error_code ec;
      acceptor_.accept(s, ec);
      if (ec || stop_) return;
      asio::streambuf buf;
      asio::read_until(s, buf, "\r\n\r\n", ec);
      std::string head(asio::buffers_begin(buf.data()), asio::buffers_end(buf.data()));
      auto at = head.find("Content-Length: ");
      if (at == std::string::npos) at = head.find("content-length: ");
      size_t length = at == std::string::npos ? 0 : std::stoul(head.substr(at + 16));
      size_t have = head.size() - head.find("\r\n\r\n") - 4;
      if (have < length) asio::read(s, buf, asio::transfer_exactly(length - have), ec);
      const bool refuse = calls_++ < refusals_;
      std::this_thread::sleep_for(delay_);
      std::string reply = refuse ? "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                                 : "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}";
      asio::write(s, asio::buffer(reply), ec);
    }
  }

  int refusals_;
  std::chrono::milliseconds delay_;
  std::atomic<int> calls_{0};
  std::atomic<bool> stop_{false};
  asio::io_context io_;
  asio::ip::tcp::acceptor acceptor_;
  std::thread thread_;
};

class SandboxNotify : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
  }
  // Opens a hosted checkout and approves it the way the payer's browser does.
  void approve(SandboxGateway& gateway) {
    auto session = gateway.create_checkout("C-test-1", 1800, "HKD", "/orderPlus/pages/payEnd/index");
    ASSERT_TRUE(session);
    http::Router router;
    gateway.register_routes(router);
    http::Request req;
    req.method = "POST";
    req.path = session->redirect_url + "/approve";
    auto m = router.match("POST", req.path, req.path_params);
    ASSERT_NE(m.route, nullptr);
    m.route->handler(req);
  }
  SettableClock clock_{1'800'000'000'000};
};

TEST_P(SandboxNotify, AnUnacknowledgedNotifyIsRetriedWithBackOffUntilAcknowledgedThenNeverAgain) {
  FlakyEndpoint endpoint(2);
  SandboxGateway gateway(db(), clock_, {"secret", endpoint.url()});
  approve(gateway);
  EXPECT_EQ(gateway.deliver_due(), 0);
  EXPECT_EQ(endpoint.calls(), 1);  // the first try at once: refused
  EXPECT_EQ(gateway.deliver_due(), 0);
  EXPECT_EQ(endpoint.calls(), 1);  // not due yet
  clock_.set(clock_.now_ms() + 1'000);
  EXPECT_EQ(gateway.deliver_due(), 0);  // second try after 1 s: refused again
  EXPECT_EQ(endpoint.calls(), 2);
  clock_.set(clock_.now_ms() + 1'000);
  EXPECT_EQ(gateway.deliver_due(), 0);  // the back-off doubled to 2 s: not due
  EXPECT_EQ(endpoint.calls(), 2);
  clock_.set(clock_.now_ms() + 1'000);
  EXPECT_EQ(gateway.deliver_due(), 1);  // third try: acknowledged
  EXPECT_EQ(endpoint.calls(), 3);
  clock_.set(clock_.now_ms() + 10 * 60'000);
  EXPECT_EQ(gateway.deliver_due(), 0);  // delivered: never sent again
  EXPECT_EQ(endpoint.calls(), 3);
}

TEST_P(SandboxNotify, ApprovingOnlyAsksForDeliveryAndNeverCallsOutOnTheRequestThread) {
  FlakyEndpoint endpoint(0);
  SandboxGateway gateway(db(), clock_, {"secret", endpoint.url()});
  int asked = 0;
  gateway.on_notification_queued([&] { ++asked; });
  approve(gateway);
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(endpoint.calls(), 0);
  EXPECT_EQ(gateway.deliver_due(), 1);
  EXPECT_EQ(endpoint.calls(), 1);
}

TEST_P(SandboxNotify, TwoRunnersAtOnceSendANotificationOnce) {
  FlakyEndpoint endpoint(0, std::chrono::milliseconds(300));  // slow: both runners see it due
  SandboxGateway gateway(db(), clock_, {"secret", endpoint.url()});
  approve(gateway);
  std::atomic<int> delivered{0};
  std::thread other([&] { delivered += gateway.deliver_due(); });
  delivered += gateway.deliver_due();
  other.join();
  EXPECT_EQ(delivered, 1);
  EXPECT_EQ(endpoint.calls(), 1);
}

TEST_P(SandboxNotify, ARefundKeyAskedTwiceMovesTheMoneyOnce) {
  SandboxGateway gateway(db(), clock_, {"secret", "http://127.0.0.1:1/unused"});
  auto session = gateway.create_checkout("C-test-2", 5000, "HKD", "/");
  ASSERT_TRUE(session);
  db().write([&](db::Tx& tx) { tx.exec("UPDATE sandbox_checkout SET status = 'approved' WHERE ref = $1", {session->gateway_ref}); });
  EXPECT_EQ(gateway.refund(session->gateway_ref, 1933, "RF1-1"), RefundAnswer::accepted);
  EXPECT_EQ(gateway.refund(session->gateway_ref, 1933, "RF1-1"), RefundAnswer::accepted);  // the retry: answered, not repeated
  EXPECT_EQ(gateway.refund(session->gateway_ref, 1000, "RF1-1"), RefundAnswer::declined);  // the key for another amount
  auto refunded = db().read_value([&](db::Tx& tx) {
    return tx.query_one("SELECT refunded FROM sandbox_checkout WHERE ref = $1", {session->gateway_ref})->i64(0);
  });
  EXPECT_EQ(refunded, 1933);
}

TEST_P(SandboxNotify, ARefundAboveWhatWasCapturedIsDeclinedAndMovesNothing) {
  SandboxGateway gateway(db(), clock_, {"secret", "http://127.0.0.1:1/unused"});
  auto session = gateway.create_checkout("C-test-3", 5000, "HKD", "/");
  ASSERT_TRUE(session);
  EXPECT_EQ(gateway.refund(session->gateway_ref, 100, "RF2-1"), RefundAnswer::declined);  // not captured yet
  db().write([&](db::Tx& tx) { tx.exec("UPDATE sandbox_checkout SET status = 'approved' WHERE ref = $1", {session->gateway_ref}); });
  EXPECT_EQ(gateway.refund(session->gateway_ref, 3000, "RF2-2"), RefundAnswer::accepted);
  EXPECT_EQ(gateway.refund(session->gateway_ref, 2001, "RF2-3"), RefundAnswer::declined);
  EXPECT_EQ(gateway.refund(session->gateway_ref, 2000, "RF2-4"), RefundAnswer::accepted);
}

QSR_FOR_EACH_DIALECT(SandboxNotify);

}  // namespace
}  // namespace qsr::payment
