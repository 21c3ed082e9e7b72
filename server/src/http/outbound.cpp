#include "http/outbound.h"

#include <atomic>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/url/parse.hpp>

#include "http/header_values.h"

namespace qsr::http {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using std::chrono::milliseconds;
using std::chrono::steady_clock;

namespace {

std::atomic<bool> stopping{false};

struct Target {
  std::string host, port, path;
};

std::optional<Target> parse_target(const std::string& url) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed || parsed->scheme() != "http" || parsed->host().empty()) return std::nullopt;
  Target t{std::string(parsed->host()), parsed->has_port() ? std::string(parsed->port()) : "80",
           std::string(parsed->encoded_target())};
  if (t.path.empty()) t.path = "/";
  return t;
}

// The time left before `end`, at most `step`: every operation gets its own limit and none may
// outlast the whole call.
milliseconds limit(milliseconds step, steady_clock::time_point end) {
  auto left = std::chrono::duration_cast<milliseconds>(end - steady_clock::now());
  return std::max(milliseconds(1), std::min(step, left));
}

}  // namespace

void stop_outbound_calls() { stopping = true; }

std::optional<OutboundResponse> send_request(const std::string& method, const std::string& url, const std::string& body,
                                             const std::map<std::string, std::string>& headers, Deadlines deadlines) {
  auto target = parse_target(url);
  if (!target || stopping) return std::nullopt;
  for (const auto& [k, v] : headers) {
    if (!header_value_is_safe(k) || !header_value_is_safe(v)) return std::nullopt;
  }
  bhttp::request<bhttp::string_body> req{bhttp::string_to_verb(method), target->path, 11};
  req.set(bhttp::field::host, target->host);
  req.set(bhttp::field::user_agent, "qsr-server");
  for (const auto& [k, v] : headers) req.set(k, v);
  req.body() = body;
  req.prepare_payload();

  const auto end = steady_clock::now() + deadlines.total;
  asio::io_context ioc;
  asio::ip::tcp::resolver resolver(ioc);
  beast::tcp_stream stream(ioc);
  std::optional<OutboundResponse> answer;
  // Asynchronous operations, because only they honour the stream's timer: a blocking read on a
  // socket whose peer never answers waits for ever, whatever expires_after says.
  auto exchange = [&]() -> asio::awaitable<void> {
    auto endpoints = co_await resolver.async_resolve(target->host, target->port, asio::use_awaitable);
    stream.expires_after(limit(deadlines.connect, end));
    co_await stream.async_connect(endpoints, asio::use_awaitable);
    stream.expires_after(limit(deadlines.io, end));
    co_await bhttp::async_write(stream, req, asio::use_awaitable);
    beast::flat_buffer buffer;
    bhttp::response_parser<bhttp::string_body> parser;
    parser.body_limit(1024 * 1024);
    stream.expires_after(limit(deadlines.io, end));
    co_await bhttp::async_read(stream, buffer, parser, asio::use_awaitable);
    answer = OutboundResponse{static_cast<int>(parser.get().result_int()), parser.get().body()};
  };
  asio::co_spawn(ioc, exchange, [](std::exception_ptr) {});  // a failure leaves `answer` empty
  // In slices, so a stopping server is noticed while a peer keeps the call waiting.
  while (!ioc.stopped() && !stopping && steady_clock::now() < end) ioc.run_for(milliseconds(50));
  if (!ioc.stopped()) {
    // The whole call ran out (a name lookup that hangs, or a drip-fed answer), or the server is
    // stopping: abandon it.
    resolver.cancel();
    beast::error_code ignored;
    stream.socket().close(ignored);
    ioc.run_for(milliseconds(100));
    return std::nullopt;
  }
  beast::error_code ignored;
  stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  return answer;
}

}  // namespace qsr::http
