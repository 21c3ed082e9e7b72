// A WebSocket client for API tests: connects to the test server's /ws, subscribes to one topic
// and reads the events pushed on it.
#pragma once

#include <chrono>
#include <stdexcept>
#include <string>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

namespace qsr::test {

class LiveWatch {
 public:
  // `token` may be empty (topics open to everyone). Throws when the subscription is refused.
  LiveWatch(int port, const std::string& token, const std::string& topic) : ws_(ioc_) {
    ws_.next_layer().connect({boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)});
    ws_.handshake("127.0.0.1", token.empty() ? "/ws" : "/ws?auth=" + token);
    ws_.write(boost::asio::buffer(R"({"op":"subscribe","topic":")" + topic + "\"}"));
    auto answer = next();
    if (answer.at("op").as_string() != "subscribed") throw std::runtime_error("not subscribed: " + boost::json::serialize(answer));
  }
  ~LiveWatch() {
    boost::beast::error_code ec;
    ws_.close(boost::beast::websocket::close_code::normal, ec);
  }
  // Sends a ping; its pong comes after every message the server queued before reading it, so
  // "the next message is the pong" shows that nothing else was sent meanwhile.
  void ping() { ws_.write(boost::asio::buffer(std::string(R"({"op":"ping"})"))); }
  // The next message; throws when none comes within the limit (a test fails instead of hanging).
  boost::json::value next(std::chrono::milliseconds limit = std::chrono::seconds(10)) {
    boost::beast::flat_buffer buffer;
    boost::beast::error_code ec;
    bool done = false;
    ws_.async_read(buffer, [&](boost::beast::error_code e, size_t) {
      ec = e;
      done = true;
    });
    ioc_.restart();
    ioc_.run_for(limit);
    if (!done) {
      boost::system::error_code ignored;
      ws_.next_layer().cancel(ignored);
      ioc_.restart();
      ioc_.run();
      throw std::runtime_error("no message on the WebSocket within the time limit");
    }
    if (ec) throw boost::system::system_error(ec);
    return boost::json::parse(boost::beast::buffers_to_string(buffer.data()));
  }

 private:
  boost::asio::io_context ioc_;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_;
};

}  // namespace qsr::test
