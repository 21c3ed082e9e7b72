// An outside system that answers: a tiny HTTP/1.1 server on 127.0.0.1 that records every request
// it is sent and answers each with the status the test set for its path (201 by default). For
// tests of what the server sends out (Web Push) and what it does with the answers.
#pragma once

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace qsr::test {

class RecordingPeer {
 public:
  struct Received {
    std::string method, target, body;
    std::map<std::string, std::string> headers;  // names lower-case
  };

  RecordingPeer() : acceptor_(io_, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
    thread_ = std::thread([this] { serve(); });
  }
  ~RecordingPeer() {
    stop_ = true;
    boost::system::error_code ec;
    boost::asio::ip::tcp::socket poke(io_);
    poke.connect(acceptor_.local_endpoint(), ec);
    thread_.join();
  }

  std::string url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(acceptor_.local_endpoint().port()) + path; }
  void answer(const std::string& path, int status) {
    std::lock_guard lock(mu_);
    statuses_[path] = status;
  }
  std::vector<Received> received() const {
    std::lock_guard lock(mu_);
    return received_;
  }
  // Waits up to `wait` for at least `n` requests; answers how many arrived.
  size_t wait_for(size_t n, std::chrono::milliseconds wait = std::chrono::seconds(5)) const {
    const auto until = std::chrono::steady_clock::now() + wait;
    for (;;) {
      const size_t got = received().size();
      if (got >= n || std::chrono::steady_clock::now() >= until) return got;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }

 private:
  void serve() {
    namespace http = boost::beast::http;
    while (!stop_) {
      boost::asio::ip::tcp::socket s(io_);
      boost::system::error_code ec;
      acceptor_.accept(s, ec);
      if (ec || stop_) return;
      boost::beast::flat_buffer buffer;
      http::request<http::string_body> req;
      http::read(s, buffer, req, ec);
      if (ec) continue;
      Received r{std::string(req.method_string()), std::string(req.target()), req.body(), {}};
      for (const auto& field : req) {
        std::string name(field.name_string());
        for (auto& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        r.headers[name] = std::string(field.value());
      }
      int status = 201;
      {
        std::lock_guard lock(mu_);
        if (auto it = statuses_.find(r.target); it != statuses_.end()) status = it->second;
        received_.push_back(std::move(r));
      }
      http::response<http::string_body> res{static_cast<http::status>(status), 11};
      res.keep_alive(false);
      res.prepare_payload();
      http::write(s, res, ec);
      s.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
    }
  }

  boost::asio::io_context io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  mutable std::mutex mu_;
  std::map<std::string, int> statuses_;
  std::vector<Received> received_;
  std::thread thread_;
  std::atomic<bool> stop_{false};
};

}  // namespace qsr::test
