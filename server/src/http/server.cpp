#include "http/server.h"

#include <atomic>
#include <list>
#include <thread>

#include <boost/asio.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <spdlog/spdlog.h>

#include "http/beast_request.h"
#include "http/envelope.h"
#include "http/header_values.h"
#include "http/middleware.h"

namespace qsr::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = asio::ip::tcp;
using asio::use_awaitable;
constexpr auto tuple_awaitable = asio::as_tuple(use_awaitable);

namespace {

struct Connection {
  explicit Connection(tcp::socket s) : stream(std::move(s)) {}
  beast::tcp_stream stream;
  bool idle = true;  // waiting for the next request (safe to close on shutdown)
};

bhttp::response<bhttp::string_body> to_beast(Response&& res, unsigned version, bool keep_alive, bool head) {
  bhttp::response<bhttp::string_body> out{static_cast<bhttp::status>(res.status), version};
  out.set(bhttp::field::server, "qsr");
  out.set(bhttp::field::content_type, res.content_type);
  for (auto& [name, value] : res.headers) {
    // A header that could break the head is dropped, never written (routes check their own
    // values first; this is the net under all of them).
    if (!header_value_is_safe(name) || !header_value_is_safe(value)) {
      spdlog::error("dropped a response header ({} bytes) with a control character", name.size() + value.size());
      continue;
    }
    out.insert(name, value);
  }
  out.keep_alive(keep_alive);
  if (head) {
    out.content_length(res.body.size());
  } else {
    out.body() = std::move(res.body);
    out.prepare_payload();
  }
  return out;
}

// A bare answer for failures before a request exists (oversized headers or body, garbage).
bhttp::response<bhttp::string_body> early_error(int status, const char* key) {
  Request req;  // default language and a fresh trace id
  assign_trace_id(req);
  Response res = error(req, AppError(status, status, key));
  res.set_header("X-Trace-Id", req.trace_id);
  return to_beast(std::move(res), 11, false, false);
}

size_t body_limit_for(const ServerOptions& o, std::string_view target) {
  for (const auto& [prefix, limit] : o.body_limit_overrides) {
    if (target.substr(0, prefix.size()) == prefix) return limit;
  }
  return o.body_limit;
}

// Every X-Forwarded-For line of a request, joined as one list (a proxy may add a line of its own).
std::string forwarded_for(const bhttp::request<bhttp::string_body>& req) {
  std::string out;
  for (const auto& field : req) {
    if (!beast::iequals(field.name_string(), "x-forwarded-for")) continue;
    if (!out.empty()) out += ',';
    out += std::string_view(field.value().data(), field.value().size());
  }
  return out;
}

size_t largest_body_limit(const ServerOptions& o) {
  size_t most = o.body_limit;
  for (const auto& [prefix, limit] : o.body_limit_overrides) most = std::max(most, limit);
  return most;
}

}  // namespace

struct Server::Impl {
  Impl(ServerOptions o, const Dispatcher& d, WsHub& h)
      : options(std::move(o)), dispatcher(d), hub(h), ioc(options.io_threads),
        workers(static_cast<size_t>(options.workers)), acceptor(ioc), signals(ioc, SIGINT, SIGTERM) {}

  ServerOptions options;
  const Dispatcher& dispatcher;
  WsHub& hub;
  asio::io_context ioc;
  asio::thread_pool workers;
  tcp::acceptor acceptor;
  asio::signal_set signals;
  std::atomic<int> in_flight{0};
  std::atomic<bool> draining{false};
  std::mutex connections_mutex;
  std::list<std::weak_ptr<Connection>> connections;

  asio::awaitable<Response> handle(Request& req) {
    auto step = dispatcher.prepare(req);
    if (step.response) co_return std::move(*step.response);
    const Route* route = step.route;
    // Blocking work (database) runs on the worker pool; we resume on this connection's strand.
    co_return co_await asio::co_spawn(
        workers, [this, &req, route]() -> asio::awaitable<Response> { co_return dispatcher.run(req, *route); },
        use_awaitable);
  }

  asio::awaitable<void> session(std::shared_ptr<Connection> conn) {
    beast::flat_buffer buffer;
    std::string remote_ip;
    {
      beast::error_code ec;
      auto ep = conn->stream.socket().remote_endpoint(ec);
      if (!ec) remote_ip = ep.address().to_string();
    }
    for (;;) {
      bhttp::request_parser<bhttp::string_body> parser;
      parser.header_limit(static_cast<std::uint32_t>(options.header_limit));
      // Beast compares Content-Length with the limit while it finishes the header, before we know
      // the target: let the header through under the largest limit, then apply the target's.
      parser.body_limit(largest_body_limit(options));
      conn->idle = true;
      if (draining) break;
      conn->stream.expires_after(options.read_timeout);
      // Header first: the body limit depends on the target (uploads may send more).
      auto [ec, bytes] = co_await bhttp::async_read_header(conn->stream, buffer, parser, tuple_awaitable);
      if (!ec) {
        const size_t limit = body_limit_for(options, parser.get().target());
        if (parser.content_length() && *parser.content_length() > limit) {
          ec = bhttp::error::body_limit;
        } else {
          parser.body_limit(limit);  // chunked bodies are counted as they arrive
          std::tie(ec, bytes) = co_await bhttp::async_read(conn->stream, buffer, parser, tuple_awaitable);
        }
      }
      conn->idle = false;
      if (ec) {
        std::optional<bhttp::response<bhttp::string_body>> answer;
        if (ec == bhttp::error::body_limit) answer = early_error(413, "body_too_large");
        else if (ec == bhttp::error::header_limit) answer = early_error(431, "body_too_large");
        else if (ec.category() == bhttp::make_error_code(bhttp::error::bad_method).category() &&
                 ec != bhttp::error::end_of_stream &&
                 ec != bhttp::error::partial_message)
          answer = early_error(400, "bad_path");
        if (answer) {
          conn->stream.expires_after(std::chrono::seconds(5));
          co_await bhttp::async_write(conn->stream, *answer, tuple_awaitable);
        }
        break;
      }
      auto breq = parser.release();
      if (beast::websocket::is_upgrade(breq)) {
        std::string_view target = breq.target();
        if (target == "/ws" || target.rfind("/ws?", 0) == 0) {
          conn->stream.expires_never();
          co_await hub.run(conn->stream.release_socket(), std::move(breq));
          co_return;
        }
      }

      ++in_flight;
      auto started = std::chrono::steady_clock::now();
      Request req = request_from_beast(breq, options.trusted_proxies.client_address(remote_ip, forwarded_for(breq)));
      Response res = co_await handle(req);
      auto elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started);
      finish_response(req, res, elapsed.count());
      bool keep_alive = breq.keep_alive() && !draining;
      auto out = to_beast(std::move(res), breq.version(), keep_alive, breq.method() == bhttp::verb::head);
      conn->stream.expires_after(options.read_timeout);
      auto [wec, written] = co_await bhttp::async_write(conn->stream, out, tuple_awaitable);
      --in_flight;
      if (wec || !keep_alive) break;
    }
    beast::error_code ignored;
    conn->stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  asio::awaitable<void> accept_loop() {
    for (;;) {
      auto [ec, socket] = co_await acceptor.async_accept(asio::make_strand(ioc), tuple_awaitable);
      if (ec) {
        if (!acceptor.is_open()) co_return;
        continue;  // e.g. too many open files: keep serving the connections we have
      }
      auto conn = std::make_shared<Connection>(std::move(socket));
      {
        std::lock_guard lock(connections_mutex);
        std::erase_if(connections, [](const auto& w) { return w.expired(); });
        connections.push_back(conn);
      }
      auto executor = conn->stream.get_executor();
      asio::co_spawn(executor, session(std::move(conn)), [](std::exception_ptr e) {
        if (!e) return;
        try { std::rethrow_exception(e); } catch (const std::exception& ex) {
          spdlog::error("connection ended by an error: {}", ex.what());
        }
      });
    }
  }

  void close_idle_connections() {
    std::lock_guard lock(connections_mutex);
    for (auto& w : connections) {
      auto conn = w.lock();
      if (!conn) continue;
      asio::post(conn->stream.get_executor(), [conn] {
        if (conn->idle) conn->stream.cancel();
      });
    }
  }

  asio::awaitable<void> drain() {
    spdlog::info("shutting down: draining {} in-flight request(s)", in_flight.load());
    draining = true;
    beast::error_code ignored;
    acceptor.close(ignored);
    hub.close_all();
    asio::steady_timer timer(ioc);
    auto deadline = std::chrono::steady_clock::now() + options.drain_timeout;
    for (;;) {
      close_idle_connections();
      if (in_flight.load() == 0 || std::chrono::steady_clock::now() > deadline) break;
      timer.expires_after(std::chrono::milliseconds(20));
      co_await timer.async_wait(tuple_awaitable);
    }
    ioc.stop();
  }
};

Server::Server(ServerOptions options, const Dispatcher& dispatcher, WsHub& hub)
    : impl_(std::make_unique<Impl>(std::move(options), dispatcher, hub)) {
  hub.set_blocking_executor(impl_->workers.get_executor());
}

Server::~Server() = default;

void Server::listen() {
  auto& acc = impl_->acceptor;
  tcp::endpoint ep(asio::ip::make_address(impl_->options.host), impl_->options.port);
  acc.open(ep.protocol());
  acc.set_option(asio::socket_base::reuse_address(true));
  acc.bind(ep);
  acc.listen(asio::socket_base::max_listen_connections);
}

uint16_t Server::bound_port() const { return impl_->acceptor.local_endpoint().port(); }

void Server::run() {
  auto& impl = *impl_;
  asio::co_spawn(impl.ioc, impl.accept_loop(), asio::detached);
  impl.signals.async_wait([&impl](const boost::system::error_code& ec, int) {
    if (!ec) asio::co_spawn(impl.ioc, impl.drain(), asio::detached);
  });
  std::vector<std::thread> threads;
  for (int i = 1; i < impl.options.io_threads; ++i) threads.emplace_back([&impl] { impl.ioc.run(); });
  impl.ioc.run();
  for (auto& t : threads) t.join();
  impl.workers.join();
}

void Server::stop() {
  asio::post(impl_->ioc, [this] { asio::co_spawn(impl_->ioc, impl_->drain(), asio::detached); });
}

}  // namespace qsr::http
