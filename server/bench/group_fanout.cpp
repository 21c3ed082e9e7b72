// Load generator for `scripts/bench group`: 100 participants of one group order each hold a
// WebSocket subscribed to the group; one of them adds items, one at a time; we measure, for every
// add, the time from sending the add until each participant's socket receives the change event.
//   group_fanout HOST PORT PARTICIPANTS ADDS SID
#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

#include "bench_client.h"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
  if (argc < 6) {
    std::cerr << "usage: group_fanout HOST PORT PARTICIPANTS ADDS SID\n";
    return 2;
  }
  const std::string host = argv[1], port = argv[2];
  const int people = std::atoi(argv[3]);
  const int adds = std::atoi(argv[4]);
  const std::string sid = argv[5];

  bench::Connection c(host, port);
  std::vector<std::string> tokens;
  try {
    for (int i = 0; i < people; ++i) tokens.push_back(bench::sign_up(c, std::to_string(91000000 + i)));
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  auto created = c.call("POST", "/v1/spell/create", R"({"sid":)" + sid + R"(,"order_type":2})", tokens[0]);
  std::string unique_id(created.at("data").at("uniqueId").as_string());
  for (int i = 1; i < people; ++i) c.call("POST", "/v1/spell/join", R"({"uniqueId":")" + unique_id + "\"}", tokens[i]);

  // Every participant's socket, subscribed to the group.
  asio::io_context ioc;
  asio::ip::tcp::resolver resolver(ioc);
  auto endpoints = resolver.resolve(host, port);
  std::vector<std::unique_ptr<websocket::stream<beast::tcp_stream>>> sockets;
  for (int i = 0; i < people; ++i) {
    auto ws = std::make_unique<websocket::stream<beast::tcp_stream>>(ioc);
    beast::get_lowest_layer(*ws).connect(endpoints);
    ws->handshake(host, "/ws?auth=" + tokens[i]);
    ws->write(asio::buffer(R"({"op":"subscribe","topic":"spell:)" + unique_id + "\"}"));
    beast::flat_buffer b;
    ws->read(b);  // subscribed
    sockets.push_back(std::move(ws));
  }

  std::vector<double> latencies;
  const std::string add_body = R"({"uniqueId":")" + unique_id + R"(","cart_data":[{"goods_id":20002,"option_id":2000201,"attrs":[901]}]})";
  for (int n = 0; n < adds; ++n) {
    // Arm every socket's read, then send the add and wait until all have their event.
    int waiting = people;
    Clock::time_point sent;
    std::vector<beast::flat_buffer> buffers(people);
    for (int i = 0; i < people; ++i) {
      sockets[i]->async_read(buffers[i], [&, i](beast::error_code ec, size_t) {
        if (!ec) latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        --waiting;
      });
    }
    sent = Clock::now();
    c.call("POST", "/v1/spell/addCart", add_body, tokens[n % people]);
    while (waiting > 0) ioc.run_one();
    ioc.restart();
  }
  std::sort(latencies.begin(), latencies.end());
  auto pct = [&](double p) { return latencies.empty() ? 0.0 : latencies[std::min(latencies.size() - 1, size_t(p * latencies.size()))]; };
  std::printf("%.2f %.2f %.2f %zu\n", pct(0.50), pct(0.99), latencies.empty() ? 0.0 : latencies.back(), latencies.size());
  return 0;
}
