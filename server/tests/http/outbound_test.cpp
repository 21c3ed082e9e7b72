// The outbound client's deadlines: a peer that accepts and never answers, or answers a drop at a
// time, costs the caller at most the total deadline, never for ever.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include <boost/asio.hpp>

#include "http/outbound.h"

namespace qsr::http {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;

// Accepts connections and, per `mode`, answers at once, never, or one byte every 100 ms.
class Peer {
 public:
  enum class Mode { answer, silent, drip };
  explicit Peer(Mode mode) : mode_(mode), acceptor_(io_, {asio::ip::make_address("127.0.0.1"), 0}) {
    thread_ = std::thread([this] { serve(); });
  }
  ~Peer() {
    stop_ = true;
    boost::system::error_code ec;
    asio::ip::tcp::socket poke(io_);
    poke.connect(acceptor_.local_endpoint(), ec);
    thread_.join();
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port()) + "/x"; }
  uint16_t port() const { return acceptor_.local_endpoint().port(); }
  // The head of the last request read (answer mode), for what the client sent.
  std::string last_head() {
    std::lock_guard lock(mutex_);
    return last_head_;
  }

 private:
  void serve() {
    std::vector<asio::ip::tcp::socket> held;  // silent peers keep the connection open
    while (!stop_) {
      asio::ip::tcp::socket s(io_);
      boost::system::error_code ec;
      acceptor_.accept(s, ec);
      if (ec || stop_) return;
      asio::streambuf buf;
      const size_t head = asio::read_until(s, buf, "\r\n\r\n", ec);
      {
        std::lock_guard lock(mutex_);
        last_head_.assign(asio::buffers_begin(buf.data()), asio::buffers_begin(buf.data()) + static_cast<std::ptrdiff_t>(head));
      }
      const std::string reply = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok";
      if (mode_ == Mode::answer) {
        asio::write(s, asio::buffer(reply), ec);
      } else if (mode_ == Mode::drip) {
        for (char c : reply) {
          if (stop_ || asio::write(s, asio::buffer(&c, 1), ec) != 1) break;
          std::this_thread::sleep_for(100ms);
        }
      } else {
        held.push_back(std::move(s));
      }
    }
  }
  Mode mode_;
  std::mutex mutex_;
  std::string last_head_;
  std::atomic<bool> stop_{false};
  asio::io_context io_;
  asio::ip::tcp::acceptor acceptor_;
  std::thread thread_;
};

Deadlines short_deadlines() { return {.connect = 500ms, .io = 300ms, .total = 1000ms}; }

// Bounds are generous (a loaded machine) but finite: the bug was a call that never returned.
TEST(Outbound, APeerThatNeverAnswersMissesTheReadDeadline) {
  Peer peer(Peer::Mode::silent);
  auto start = std::chrono::steady_clock::now();
  auto res = send_request("POST", peer.url(), "{}", {}, short_deadlines());
  EXPECT_FALSE(res);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(Outbound, APeerThatDripsItsAnswerMissesTheTotalDeadline) {
  Peer peer(Peer::Mode::drip);  // the answer takes about 6 s: within the read deadline, not the total
  auto start = std::chrono::steady_clock::now();
  auto res = send_request("POST", peer.url(), "{}", {}, {.connect = 500ms, .io = 10s, .total = 1s});
  EXPECT_FALSE(res);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(Outbound, APeerThatAnswersGivesItsStatusAndBody) {
  Peer peer(Peer::Mode::answer);
  auto res = send_request("POST", peer.url(), "{}", {{"Content-Type", "application/json"}}, short_deadlines());
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->body, "ok");
}

TEST(Outbound, AHeaderWithALineBreakIsNeverSent) {
  Peer peer(Peer::Mode::answer);
  EXPECT_FALSE(send_request("POST", peer.url(), "{}", {{"X-Key", "a\r\nX-Injected: 1"}}, short_deadlines()));
}

// RFC 9110 §7.2: a peer on a port other than the scheme's default is named with its port, as a
// virtual host behind it routes by the whole Host.
TEST(Outbound, TheHostHeaderCarriesAPortOtherThanTheDefault) {
  Peer peer(Peer::Mode::answer);
  ASSERT_TRUE(send_request("GET", peer.url(), "", {}, short_deadlines()));
  EXPECT_NE(peer.last_head().find("\r\nHost: 127.0.0.1:" + std::to_string(peer.port()) + "\r\n"), std::string::npos) << peer.last_head();
}

TEST(Outbound, AnAddressThatIsNoWebAddressOrWhereNoOneListensFails) {
  EXPECT_FALSE(send_request("GET", "https://127.0.0.1:1/x", "", {}, short_deadlines()));
  EXPECT_FALSE(send_request("GET", "not a url", "", {}, short_deadlines()));
}

}  // namespace
}  // namespace qsr::http
