#include "http/outbound.h"

#include <atomic>
#include <memory>
#include <mutex>

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast.hpp>
#include <boost/beast/ssl.hpp>
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
  bool tls = false;
  std::string host, port, path;
  // RFC 9110 §7.2: the port is part of Host unless it is the scheme's default (a gateway on
  // :8443 behind a virtual host would otherwise route the call to the wrong site).
  std::string host_header() const { return port == (tls ? "443" : "80") ? host : host + ":" + port; }
};

std::optional<Target> parse_target(const std::string& url) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed || (parsed->scheme() != "http" && parsed->scheme() != "https") || parsed->host().empty()) return std::nullopt;
  const bool tls = parsed->scheme() == "https";
  Target t{tls, std::string(parsed->host()), parsed->has_port() ? std::string(parsed->port()) : tls ? "443" : "80",
           std::string(parsed->encoded_target())};
  if (t.path.empty()) t.path = "/";
  return t;
}

std::mutex tls_mutex;
std::string extra_ca_file;
std::shared_ptr<asio::ssl::context> tls_context;

// One context for every call (loading the system's certificate store is not free), rebuilt when
// the extra CA changes.
std::shared_ptr<asio::ssl::context> client_tls() {
  std::lock_guard lock(tls_mutex);
  if (!tls_context) {
    auto ctx = std::make_shared<asio::ssl::context>(asio::ssl::context::tls_client);
    ctx->set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                     asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 | asio::ssl::context::no_tlsv1_1);
    ctx->set_default_verify_paths();
    if (!extra_ca_file.empty()) ctx->load_verify_file(extra_ca_file);
    tls_context = std::move(ctx);
  }
  return tls_context;
}

// The time left before `end`, at most `step`: every operation gets its own limit and none may
// outlast the whole call.
milliseconds limit(milliseconds step, steady_clock::time_point end) {
  auto left = std::chrono::duration_cast<milliseconds>(end - steady_clock::now());
  return std::max(milliseconds(1), std::min(step, left));
}

template <class Stream>
constexpr bool is_tls = !std::is_same_v<Stream, beast::tcp_stream>;

// The exchange over plain TCP or TLS, within the deadlines.
template <class Stream>
std::optional<OutboundResponse> exchange(asio::io_context& ioc, Stream& stream, const Target& target,
                                         bhttp::request<bhttp::string_body>& req, Deadlines deadlines,
                                         steady_clock::time_point end) {
  asio::ip::tcp::resolver resolver(ioc);
  auto& tcp = beast::get_lowest_layer(stream);
  std::optional<OutboundResponse> answer;
  // Asynchronous operations, because only they honour the stream's timer: a blocking read on a
  // socket whose peer never answers waits for ever, whatever expires_after says.
  auto run = [&]() -> asio::awaitable<void> {
    auto endpoints = co_await resolver.async_resolve(target.host, target.port, asio::use_awaitable);
    tcp.expires_after(limit(deadlines.connect, end));
    co_await tcp.async_connect(endpoints, asio::use_awaitable);
    if constexpr (is_tls<Stream>) {
      tcp.expires_after(limit(deadlines.io, end));
      co_await stream.async_handshake(asio::ssl::stream_base::client, asio::use_awaitable);
    }
    tcp.expires_after(limit(deadlines.io, end));
    co_await bhttp::async_write(stream, req, asio::use_awaitable);
    beast::flat_buffer buffer;
    bhttp::response_parser<bhttp::string_body> parser;
    parser.body_limit(1024 * 1024);
    tcp.expires_after(limit(deadlines.io, end));
    co_await bhttp::async_read(stream, buffer, parser, asio::use_awaitable);
    answer = OutboundResponse{static_cast<int>(parser.get().result_int()), parser.get().body()};
  };
  asio::co_spawn(ioc, run, [](std::exception_ptr) {});  // a failure leaves `answer` empty
  // In slices, so a stopping server is noticed while a peer keeps the call waiting.
  while (!ioc.stopped() && !stopping && steady_clock::now() < end) ioc.run_for(milliseconds(50));
  beast::error_code ignored;
  if (!ioc.stopped()) {
    // The whole call ran out (a name lookup that hangs, or a drip-fed answer), or the server is
    // stopping: abandon it.
    resolver.cancel();
    tcp.socket().close(ignored);
    ioc.run_for(milliseconds(100));
    return std::nullopt;
  }
  // No TLS close_notify: the answer is complete by its length, and a peer that never sends its
  // own close must not hold the caller.
  tcp.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  return answer;
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
  req.set(bhttp::field::host, target->host_header());
  req.set(bhttp::field::user_agent, "qsr-server");
  for (const auto& [k, v] : headers) req.set(k, v);
  req.body() = body;
  req.prepare_payload();

  const auto end = steady_clock::now() + deadlines.total;
  if (!target->tls) {
    asio::io_context ioc;
    beast::tcp_stream stream(ioc);
    return exchange(ioc, stream, *target, req, deadlines, end);
  }
  std::shared_ptr<asio::ssl::context> tls;
  try {
    tls = client_tls();
  } catch (const std::exception&) {
    return std::nullopt;  // an unreadable CA file: no call can be trusted
  }
  asio::io_context ioc;
  beast::ssl_stream<beast::tcp_stream> stream(ioc, *tls);
  // The name the certificate must carry, and the name sent so a shared host picks the right one.
  stream.set_verify_mode(asio::ssl::verify_peer);
  stream.set_verify_callback(asio::ssl::host_name_verification(target->host));
  if (!SSL_set_tlsext_host_name(stream.native_handle(), target->host.c_str())) return std::nullopt;
  return exchange(ioc, stream, *target, req, deadlines, end);
}

void set_outbound_ca_file(const std::string& path) {
  std::lock_guard lock(tls_mutex);
  extra_ca_file = path;
  tls_context.reset();
}

}  // namespace qsr::http
