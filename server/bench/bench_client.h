// What the load generators share: one blocking keep-alive HTTP connection that speaks JSON, and
// signing a member up through the dev SMS outbox (the server runs with QSR_DEV=1).
#pragma once

#include <stdexcept>
#include <string>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/json.hpp>

namespace bench {

class Connection {
 public:
  Connection(const std::string& host, const std::string& port) : stream_(ioc_) {
    boost::asio::ip::tcp::resolver resolver(ioc_);
    stream_.connect(resolver.resolve(host, port));
  }
  boost::json::value call(const std::string& method, const std::string& target, const std::string& body,
                          const std::string& token, const std::string& idempotency_key = "") {
    namespace http = boost::beast::http;
    http::request<http::string_body> req{http::string_to_verb(method), target, 11};
    req.set(http::field::host, "bench");
    req.set(http::field::content_type, "application/json");
    if (!token.empty()) req.set("auth", token);
    if (!idempotency_key.empty()) req.set("Idempotency-Key", idempotency_key);
    req.keep_alive(true);
    req.body() = body;
    req.prepare_payload();
    http::write(stream_, req);
    http::response<http::string_body> res;
    http::read(stream_, buffer_, res);
    return boost::json::parse(res.body());
  }

 private:
  boost::asio::io_context ioc_;
  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
};

// A new member with this phone; returns their session token.
inline std::string sign_up(Connection& c, const std::string& phone) {
  c.call("POST", "/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})", "");
  auto outbox = c.call("GET", "/v1/dev/sms/outbox?areaCode=852&phone=" + phone, "", "");
  std::string code(outbox.at("data").at("list").as_array().at(0).at("code").as_string());
  auto r = c.call("POST", "/v1/account/simpleRegister",
                  R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code + R"(","agree":true})", "");
  if (r.at("resultCode").as_int64() != 0) throw std::runtime_error("sign-up failed: " + boost::json::serialize(r));
  return std::string(r.at("data").at("token").as_string());
}

}  // namespace bench
