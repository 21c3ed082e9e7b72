// Load generator for `scripts/bench draw`: N members on their own keep-alive connections draw in
// one lucky wheel (1 point a draw, no limits, a pool of a coupon, points and "thank you" with
// stock that outlasts the run) for a fixed time. Each member waits PACE_MS between the end of a
// draw and the next one (0: as fast as it can): paced, the run shows what one draw costs when 200
// members play at once; unpaced, how many draws a second the server can decide.
//   draw_load HOST PORT ADMIN_TOKEN MEMBERS SECONDS PACE_MS [STARTED_FILE]
// STARTED_FILE is created when the timed run begins (after the sign-ups) and removed when it ends,
// so a script can measure the server's CPU over the draws alone.
// Prints: draws/s p50_ms p99_ms draws failed
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "bench_client.h"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace json = boost::json;

namespace {

int64_t code_of(const json::value& v) { return v.at("resultCode").as_int64(); }

json::value admin_post(const std::string& host, const std::string& port, const std::string& admin_token, const std::string& target,
                       const std::string& body) {
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  asio::ip::tcp::resolver resolver(ioc);
  stream.connect(resolver.resolve(host, port));
  http::request<http::string_body> req{http::verb::post, target, 11};
  req.set(http::field::host, "bench");
  req.set(http::field::content_type, "application/json");
  req.set("X-Admin-Token", admin_token);
  req.body() = body;
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  auto v = json::parse(res.body());
  if (code_of(v) != 0) throw std::runtime_error(target + ": " + res.body());
  return v;
}

// The bench's wheel: live for a day around now, its prizes counted in millions.
int64_t make_activity(const std::string& host, const std::string& port, const std::string& admin) {
  const int64_t now =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  const auto a = admin_post(host, port, admin, "/admin/v1/draws",
                            R"({"kind":"wheel","title":"Bench wheel","status":"live","costPoints":1,"startsAt":)" +
                                std::to_string(now - 3600000) + R"(,"endsAt":)" + std::to_string(now + 86400000) + "}");
  const std::string id = std::to_string(a.at("data").at("id").as_int64());
  const auto t = admin_post(host, port, admin, "/admin/v1/coupon/templates",
                            R"({"name":{"zh-HK":"Bench $5"},"validity":{"days":30},"coupon":{"couponCategory":10,"amount":"10","couponValue":"5"}})");
  const std::string tpl = std::to_string(t.at("data").at("templateId").as_int64());
  admin_post(host, port, admin, "/admin/v1/draws/prizes",
             R"({"activityId":)" + id + R"(,"kind":"coupon","name":"$5","templateId":)" + tpl + R"(,"weight":1,"stock":1000000})");
  admin_post(host, port, admin, "/admin/v1/draws/prizes",
             R"({"activityId":)" + id + R"(,"kind":"points","name":"2","points":2,"weight":1,"stock":1000000})");
  admin_post(host, port, admin, "/admin/v1/draws/prizes", R"({"activityId":)" + id + R"(,"kind":"none","name":"Thanks","weight":2})");
  return a.at("data").at("id").as_int64();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 7) {
    std::cerr << "usage: draw_load HOST PORT ADMIN_TOKEN MEMBERS SECONDS PACE_MS\n";
    return 2;
  }
  const std::string host = argv[1], port = argv[2], admin = argv[3];
  const int members = std::atoi(argv[4]);
  const int seconds = std::atoi(argv[5]);
  const int pace_ms = std::atoi(argv[6]);
  const std::string started_file = argc > 7 ? argv[7] : "";

  const std::string activity = std::to_string(make_activity(host, port, admin));
  std::vector<std::string> tokens;
  {
    bench::Connection c(host, port);
    for (int i = 0; i < members; ++i) {
      // Each run its own members (the paced run and the flat-out one share a server).
      const std::string token = bench::sign_up(c, std::to_string(93000000 + (pace_ms == 0 ? 50000 : 0) + i));
      // Points for every draw a run can make (the grant is a development endpoint, keyed).
      c.call("POST", "/v1/dev/points/grant", R"({"points":1000000})", token, "bench-points");
      tokens.push_back(token);
    }
  }

  // The members' loops run as coroutines on one thread: the generator shares the cores with the
  // server and should cost as little as possible.
  using asio::awaitable;
  using asio::use_awaitable;
  bool stop = false;
  int64_t draws = 0, failures = 0;
  std::vector<double> latencies;
  asio::io_context ioc;
  asio::ip::tcp::resolver resolver(ioc);
  const auto endpoints = resolver.resolve(host, port);
  const std::string body = R"({"id":)" + activity + R"(,"times":1})";
  for (int i = 0; i < members; ++i) {
    asio::co_spawn(ioc, [&, i]() -> awaitable<void> {
      beast::tcp_stream stream(ioc);
      co_await stream.async_connect(endpoints, use_awaitable);
      beast::flat_buffer buffer;
      asio::steady_timer pause(ioc);
      // Spread the first draws over one pace so paced members do not arrive in step.
      if (pace_ms > 0) {
        pause.expires_after(std::chrono::milliseconds(pace_ms * i / members));
        co_await pause.async_wait(use_awaitable);
      }
      for (int n = 0; !stop; ++n) {
        http::request<http::string_body> req{http::verb::post, "/v1/activity/draw", 11};
        req.set(http::field::host, "bench");
        req.set(http::field::content_type, "application/json");
        req.set("auth", tokens[i]);
        req.set("Idempotency-Key", "d-" + std::to_string(i) + "-" + std::to_string(n));
        req.keep_alive(true);
        req.body() = body;
        req.prepare_payload();
        const auto started = std::chrono::steady_clock::now();
        co_await http::async_write(stream, req, use_awaitable);
        http::response<http::string_body> res;
        co_await http::async_read(stream, buffer, res, use_awaitable);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        const auto v = json::parse(res.body());
        if (code_of(v) == 0) {
          ++draws;
          latencies.push_back(ms);
        } else if (failures++ == 0) {
          std::cerr << "first failure: " << res.body() << "\n";
        }
        if (pace_ms > 0 && !stop) {
          pause.expires_after(std::chrono::milliseconds(pace_ms));
          co_await pause.async_wait(use_awaitable);
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
  std::printf("%.0f %.2f %.2f %lld %lld\n", draws / double(seconds), pct(0.50), pct(0.99), static_cast<long long>(draws),
              static_cast<long long>(failures));
  return 0;
}
