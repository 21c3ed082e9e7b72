// An outside system that is down in the worst way: it accepts connections, reads what it is
// sent, and never answers. For tests that a dead SMS or payment gateway stops nothing else.
#pragma once

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio.hpp>

namespace qsr::test {

class SilentPeer {
 public:
  SilentPeer() : acceptor_(io_, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
    thread_ = std::thread([this] {
      while (!stop_) {
        boost::asio::ip::tcp::socket s(io_);
        boost::system::error_code ec;
        acceptor_.accept(s, ec);
        if (ec || stop_) return;
        ++connections_;
        held_.push_back(std::move(s));  // kept open, never answered
      }
    });
  }
  ~SilentPeer() {
    stop_ = true;
    boost::system::error_code ec;
    boost::asio::ip::tcp::socket poke(io_);
    poke.connect(acceptor_.local_endpoint(), ec);
    thread_.join();
  }
  std::string url(const std::string& path = "/") const {
    return "http://127.0.0.1:" + std::to_string(acceptor_.local_endpoint().port()) + path;
  }
  int connections() const { return connections_; }

 private:
  boost::asio::io_context io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::vector<boost::asio::ip::tcp::socket> held_;
  std::thread thread_;
  std::atomic<bool> stop_{false};
  std::atomic<int> connections_{0};
};

}  // namespace qsr::test
