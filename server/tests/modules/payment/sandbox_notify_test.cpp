// The sandbox gateway's notify delivery: a notification our server does not acknowledge is sent
// again later with back-off, and once acknowledged never again.
#include <gtest/gtest.h>

#include <atomic>
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

// A notify endpoint that refuses (503) the first `refusals` calls, then acknowledges (200).
class FlakyEndpoint {
 public:
  explicit FlakyEndpoint(int refusals) : refusals_(refusals), acceptor_(io_, {asio::ip::make_address("127.0.0.1"), 0}) {
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
      std::string reply = refuse ? "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                                 : "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}";
      asio::write(s, asio::buffer(reply), ec);
    }
  }

  int refusals_;
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

QSR_FOR_EACH_DIALECT(SandboxNotify);

}  // namespace
}  // namespace qsr::payment
