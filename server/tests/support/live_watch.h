// A WebSocket client for API tests: connects to the test server's /ws, subscribes to one topic
// and reads the events pushed on it.
#pragma once

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
  // The next message (blocks).
  boost::json::value next() {
    boost::beast::flat_buffer buffer;
    ws_.read(buffer);
    return boost::json::parse(boost::beast::buffers_to_string(buffer.data()));
  }

 private:
  boost::asio::io_context ioc_;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_;
};

}  // namespace qsr::test
