// The yardstick for scripts/bench: the least a Beast server can do to answer with the same bytes.
// Same I/O model as qsr-server (coroutines, one io_context run by N threads, a strand per
// connection, keep-alive), no routing, no middleware, no logging, one fixed body.
//   minimal_beast_server PORT BODY_FILE [THREADS]
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>
#include <vector>

#include <boost/asio.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/beast.hpp>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
constexpr auto tuple_awaitable = asio::as_tuple(asio::use_awaitable);

static std::string g_body;

asio::awaitable<void> session(beast::tcp_stream stream) {
  beast::flat_buffer buffer;
  for (;;) {
    http::request<http::string_body> req;
    auto [ec, n] = co_await http::async_read(stream, buffer, req, tuple_awaitable);
    if (ec) break;
    http::response<http::string_body> res{http::status::ok, req.version()};
    res.set(http::field::content_type, "application/json; charset=utf-8");
    res.keep_alive(req.keep_alive());
    res.body() = g_body;
    res.prepare_payload();
    auto [wec, w] = co_await http::async_write(stream, res, tuple_awaitable);
    if (wec || !res.keep_alive()) break;
  }
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

asio::awaitable<void> listen(tcp::acceptor& acceptor, asio::io_context& ioc) {
  for (;;) {
    auto [ec, socket] = co_await acceptor.async_accept(asio::make_strand(ioc), tuple_awaitable);
    if (ec) continue;
    auto ex = socket.get_executor();
    asio::co_spawn(ex, session(beast::tcp_stream(std::move(socket))), asio::detached);
  }
}

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: minimal_beast_server PORT BODY_FILE [THREADS]\n";
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  g_body = ss.str();
  int threads = argc > 3 ? std::atoi(argv[3]) : static_cast<int>(std::thread::hardware_concurrency());
  asio::io_context ioc(threads);
  tcp::acceptor acceptor(ioc, {asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(std::atoi(argv[1]))});
  asio::co_spawn(ioc, listen(acceptor, ioc), asio::detached);
  asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](auto, auto) { ioc.stop(); });
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back([&] { ioc.run(); });
  ioc.run();
  for (auto& t : pool) t.join();
}
