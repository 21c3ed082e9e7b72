// A one-thread HTTP/1.1 server on 127.0.0.1 for tests that stand in for an outside system (an SMS
// gateway, an identity provider): each request on its own connection, answered by `handle`.
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <thread>

#include <boost/asio.hpp>
#include <boost/beast.hpp>

namespace qsr::test {

class LoopbackHttp {
 public:
  using Request = boost::beast::http::request<boost::beast::http::string_body>;
  using Response = boost::beast::http::response<boost::beast::http::string_body>;

  explicit LoopbackHttp(std::function<Response(const Request&)> handle)
      : handle_(std::move(handle)), acceptor_(ioc_, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
    thread_ = std::thread([this] { serve(); });
  }
  ~LoopbackHttp() {
    stop_ = true;
    boost::asio::io_context ioc;
    boost::asio::ip::tcp::socket poke(ioc);
    boost::system::error_code ec;
    poke.connect({boost::asio::ip::make_address("127.0.0.1"), port()}, ec);  // wakes the accept
    thread_.join();
  }
  LoopbackHttp(const LoopbackHttp&) = delete;
  LoopbackHttp& operator=(const LoopbackHttp&) = delete;

  unsigned short port() const { return acceptor_.local_endpoint().port(); }

 private:
  void serve() {
    namespace bhttp = boost::beast::http;
    while (!stop_) {
      boost::asio::ip::tcp::socket socket(ioc_);
      boost::system::error_code ec;
      acceptor_.accept(socket, ec);
      if (ec || stop_) break;
      boost::beast::flat_buffer buffer;
      Request req;
      bhttp::read(socket, buffer, req, ec);
      if (ec) continue;
      Response res = handle_(req);
      res.prepare_payload();
      bhttp::write(socket, res, ec);
    }
  }

  std::function<Response(const Request&)> handle_;
  boost::asio::io_context ioc_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace qsr::test
