// Load generator for `scripts/bench group`, second part: how many open group orders of 10
// participants one server holds. It opens GROUPS groups of 10 members, each member with a
// WebSocket subscribed to their group, then measures the fan-out of adds in random groups under
// that load and the server's resident memory (read from /proc/<SERVER_PID>/status), from which
// the capacity per GiB follows.
//   group_capacity HOST PORT GROUPS SID SERVER_PID
// Prints: groups sockets rss_mb kib_per_group p50_ms p99_ms
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>

#include "bench_client.h"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kPerGroup = 10;
constexpr int kSamples = 300;

double rss_mb(const std::string& pid) {
  std::ifstream in("/proc/" + pid + "/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6) {
    std::cerr << "usage: group_capacity HOST PORT GROUPS SID SERVER_PID\n";
    return 2;
  }
  const std::string host = argv[1], port = argv[2], sid = argv[4], pid = argv[5];
  const int groups = std::atoi(argv[3]);
  bench::Connection c(host, port);
  const double rss_before = rss_mb(pid);

  asio::io_context ioc;
  asio::ip::tcp::resolver resolver(ioc);
  auto endpoints = resolver.resolve(host, port);
  std::vector<std::string> ids, launchers;
  std::vector<std::vector<std::unique_ptr<websocket::stream<beast::tcp_stream>>>> sockets(groups);
  try {
    for (int g = 0; g < groups; ++g) {
      std::vector<std::string> tokens;
      for (int i = 0; i < kPerGroup; ++i) tokens.push_back(bench::sign_up(c, std::to_string(60000000 + g * kPerGroup + i)));
      auto created = c.call("POST", "/v1/spell/create", R"({"sid":)" + sid + R"(,"order_type":2})", tokens[0]);
      std::string id(created.at("data").at("uniqueId").as_string());
      for (int i = 1; i < kPerGroup; ++i) c.call("POST", "/v1/spell/join", R"({"uniqueId":")" + id + "\"}", tokens[i]);
      for (const auto& token : tokens) {
        auto ws = std::make_unique<websocket::stream<beast::tcp_stream>>(ioc);
        beast::get_lowest_layer(*ws).connect(endpoints);
        ws->handshake(host, "/ws?auth=" + token);
        ws->write(asio::buffer(R"({"op":"subscribe","topic":"spell:)" + id + "\"}"));
        beast::flat_buffer b;
        ws->read(b);  // subscribed
        sockets[g].push_back(std::move(ws));
      }
      ids.push_back(id);
      launchers.push_back(tokens[0]);
    }
  } catch (const std::exception& e) {
    std::cerr << "setting up group " << ids.size() << ": " << e.what() << "\n";
    return 1;
  }
  const double rss_after = rss_mb(pid);

  // Fan-out under load: an add in a random group, timed until its 10 sockets have the event.
  std::mt19937 rng(7);
  std::vector<double> latencies;
  for (int n = 0; n < kSamples; ++n) {
    const int g = static_cast<int>(rng() % groups);
    int waiting = kPerGroup;
    Clock::time_point sent;
    std::vector<beast::flat_buffer> buffers(kPerGroup);
    for (int i = 0; i < kPerGroup; ++i) {
      sockets[g][i]->async_read(buffers[i], [&](beast::error_code ec, size_t) {
        if (!ec) latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        --waiting;
      });
    }
    sent = Clock::now();
    c.call("POST", "/v1/spell/addCart",
           R"({"uniqueId":")" + ids[g] + R"(","cart_data":[{"goods_id":20002,"option_id":2000201,"attrs":[901]}]})", launchers[g]);
    while (waiting > 0) ioc.run_one();
    ioc.restart();
  }
  std::sort(latencies.begin(), latencies.end());
  auto pct = [&](double p) { return latencies.empty() ? 0.0 : latencies[std::min(latencies.size() - 1, size_t(p * latencies.size()))]; };
  std::printf("%d %d %.1f %.1f %.2f %.2f\n", groups, groups * kPerGroup, rss_after,
              (rss_after - rss_before) * 1024.0 / groups, pct(0.50), pct(0.99));
  return 0;
}
