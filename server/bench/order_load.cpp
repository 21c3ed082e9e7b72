// Load generator for `scripts/bench orders`: N members, each on its own keep-alive connection,
// order as fast as they can for a fixed time: add to cart, confirm, submit (idempotency key),
// pay from the wallet. Prints orders/s and the p50/p99 of a whole order (4 requests).
//   order_load HOST PORT MEMBERS SECONDS SID [STARTED_FILE]
// STARTED_FILE is created when the timed run begins (after the sign-ups), and removed when it ends,
// so a script can measure the processes' CPU over the run alone.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/json.hpp>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace json = boost::json;

class Connection {
 public:
  Connection(const std::string& host, const std::string& port) : stream_(ioc_) {
    asio::ip::tcp::resolver resolver(ioc_);
    stream_.connect(resolver.resolve(host, port));
  }
  json::value call(const std::string& method, const std::string& target, const std::string& body, const std::string& token,
                   const std::string& key = "") {
    http::request<http::string_body> req{http::string_to_verb(method), target, 11};
    req.set(http::field::host, "bench");
    req.set(http::field::content_type, "application/json");
    if (!token.empty()) req.set("auth", token);
    if (!key.empty()) req.set("Idempotency-Key", key);
    req.keep_alive(true);
    req.body() = body;
    req.prepare_payload();
    http::write(stream_, req);
    http::response<http::string_body> res;
    http::read(stream_, buffer_, res);
    return json::parse(res.body());
  }

 private:
  asio::io_context ioc_;
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
};

int64_t code_of(const json::value& v) { return v.at("resultCode").as_int64(); }

int main(int argc, char** argv) {
  if (argc < 6) {
    std::cerr << "usage: order_load HOST PORT MEMBERS SECONDS SID [STARTED_FILE]\n";
    return 2;
  }
  const std::string host = argv[1], port = argv[2];
  const int members = std::atoi(argv[3]);
  const int seconds = std::atoi(argv[4]);
  const std::string sid = argv[5];
  const std::string started_file = argc > 6 ? argv[6] : "";

  // Sign up the members (SMS code from the dev outbox) and fill their wallets.
  std::vector<std::string> tokens;
  {
    Connection c(host, port);
    for (int i = 0; i < members; ++i) {
      std::string phone = std::to_string(90000000 + i);
      c.call("POST", "/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})", "");
      auto outbox = c.call("GET", "/v1/dev/sms/outbox?areaCode=852&phone=" + phone, "", "");
      std::string code(outbox.at("data").at("list").as_array().at(0).at("code").as_string());
      auto r = c.call("POST", "/v1/account/simpleRegister",
                      R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code + R"(","agree":true})", "");
      if (code_of(r) != 0) {
        std::cerr << "sign-up failed: " << json::serialize(r) << "\n";
        return 1;
      }
      std::string token(r.at("data").at("token").as_string());
      for (int t = 0; t < 10; ++t) {  // $100,000 each: more than a run can spend
        c.call("POST", "/v1/dev/wallet/topup", R"({"amount":"10000"})", token, "bench-topup-" + std::to_string(t));
      }
      tokens.push_back(token);
    }
  }

  // The members' order loops run as coroutines on one thread: the load generator should cost the
  // machine as little as possible, since it shares the cores with the server.
  using asio::awaitable;
  using asio::use_awaitable;
  bool stop = false;
  int64_t orders = 0, failures = 0;
  std::vector<double> latencies;
  asio::io_context ioc;
  asio::ip::tcp::resolver resolver(ioc);
  auto endpoints = resolver.resolve(host, port);
  auto call = [](beast::tcp_stream& stream, beast::flat_buffer& buffer, const std::string& target, const std::string& body,
                 const std::string& token, const std::string& key) -> awaitable<json::value> {
    http::request<http::string_body> req{http::verb::post, target, 11};
    req.set(http::field::host, "bench");
    req.set(http::field::content_type, "application/json");
    req.set("auth", token);
    if (!key.empty()) req.set("Idempotency-Key", key);
    req.keep_alive(true);
    req.body() = body;
    req.prepare_payload();
    co_await http::async_write(stream, req, use_awaitable);
    http::response<http::string_body> res;
    co_await http::async_read(stream, buffer, res, use_awaitable);
    co_return json::parse(res.body());
  };
  const std::string cart_body = R"({"sid":)" + sid + R"(,"orderType":2,"goods_id":20002,"option_id":2000201,"attrs":[901]})";
  const std::string confirm_body = R"({"sid":)" + sid + R"(,"orderType":2})";
  const std::string submit_body = R"({"sid":)" + sid + R"(,"orderType":2,"areaCode":"852","phone":"91234567"})";
  for (int i = 0; i < members; ++i) {
    asio::co_spawn(ioc, [&, i]() -> awaitable<void> {
      beast::tcp_stream stream(ioc);
      co_await stream.async_connect(endpoints, use_awaitable);
      beast::flat_buffer buffer;
      const std::string& token = tokens[i];
      for (int n = 0; !stop; ++n) {
        auto started = std::chrono::steady_clock::now();
        json::value step = co_await call(stream, buffer, "/v1/cart/add", cart_body, token, "");
        bool ok = code_of(step) == 0;
        if (ok) ok = code_of(step = co_await call(stream, buffer, "/v1/order/confirm", confirm_body, token, "")) == 0;
        if (ok) {
          step = co_await call(stream, buffer, "/v1/order/submit", submit_body, token, "o-" + std::to_string(i) + "-" + std::to_string(n));
          ok = code_of(step) == 0;
        }
        if (ok) {
          std::string no(step.at("data").at("order_id").as_string());
          ok = code_of(step = co_await call(stream, buffer, "/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", token, "")) == 0;
        }
        double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        if (ok) {
          ++orders;
          latencies.push_back(ms);
        } else if (failures++ == 0) {
          std::cerr << "first failure: " << json::serialize(step) << "\n";
        }
      }
    }, asio::detached);
  }
  if (!started_file.empty()) std::ofstream(started_file) << "started\n";
  asio::steady_timer timer(ioc, std::chrono::seconds(seconds));
  timer.async_wait([&](auto) {
    stop = true;
    if (!started_file.empty()) std::remove(started_file.c_str());
  });
  ioc.run();
  std::sort(latencies.begin(), latencies.end());
  auto pct = [&](double p) { return latencies.empty() ? 0.0 : latencies[std::min(latencies.size() - 1, size_t(p * latencies.size()))]; };
  std::printf("%.0f %.2f %.2f %lld %lld\n", orders / double(seconds), pct(0.50), pct(0.99), static_cast<long long>(orders),
              static_cast<long long>(failures));
  return 0;
}
