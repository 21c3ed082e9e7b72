#include "http/ws_hub.h"

#include <deque>
#include <set>

#include <boost/asio.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "http/input_parser.h"

namespace qsr::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using asio::use_awaitable;

// One browser connection. Everything touching `ws`, `queue` and `topics` runs on `strand`.
struct WsConnection : std::enable_shared_from_this<WsConnection> {
  explicit WsConnection(asio::ip::tcp::socket socket)
      : ws(std::move(socket)), wake(ws.get_executor()) {
    wake.expires_at(asio::steady_timer::time_point::max());
  }
  websocket::stream<beast::tcp_stream> ws;
  asio::steady_timer wake;
  std::deque<std::string> queue;
  std::set<std::string> topics;  // on the strand
  std::string auth;              // the upgrade request's token; set before the first subscribe
  bool closed = false;

  // Called on the strand.
  void enqueue(std::string text) {
    if (closed) return;
    if (queue.size() >= 256) {  // a reader that cannot keep up is dropped, not allowed to grow us
      closed = true;
      beast::error_code ec;
      beast::get_lowest_layer(ws).socket().close(ec);
      return;
    }
    queue.push_back(std::move(text));
    wake.cancel_one();
  }
};

namespace {

constexpr size_t kMaxTopicsPerConnection = 32;

bool is_public_topic(const std::string& topic) {
  return topic.rfind("store:", 0) == 0 && topic.size() > 6 && topic.size() < 40;
}

std::string json_text(boost::json::object o) { return boost::json::serialize(o); }

asio::awaitable<void> write_loop(std::shared_ptr<WsConnection> conn) {
  while (!conn->closed) {
    if (conn->queue.empty()) {
      beast::error_code ec;
      co_await conn->wake.async_wait(asio::redirect_error(use_awaitable, ec));
      continue;
    }
    std::string text = std::move(conn->queue.front());
    conn->queue.pop_front();
    beast::error_code ec;
    conn->ws.text(true);
    co_await conn->ws.async_write(asio::buffer(text), asio::redirect_error(use_awaitable, ec));
    if (ec) conn->closed = true;
  }
}

}  // namespace

WsHub::WsHub() : guard_([](const std::string& topic, const std::string&) { return is_public_topic(topic); }) {}

void WsHub::subscribe(const std::string& topic, const std::shared_ptr<WsConnection>& conn) {
  std::lock_guard lock(mutex_);
  topics_[topic].push_back(conn);
}

bool WsHub::may_follow(const std::string& topic, const WsConnection& conn) {
  try {
    return guard_(topic, conn.auth);
  } catch (const std::exception&) {
    return false;  // a guard that cannot tell (database down) refuses
  }
}

std::vector<std::shared_ptr<WsConnection>> WsHub::live_subscribers(const std::string& topic) {
  std::vector<std::shared_ptr<WsConnection>> live;
  std::lock_guard lock(mutex_);
  if (auto it = topics_.find(topic); it != topics_.end()) {
    for (const auto& w : it->second) {
      if (auto p = w.lock()) live.push_back(std::move(p));
    }
  }
  return live;
}

void WsHub::unsubscribe(const std::string& topic, const std::shared_ptr<WsConnection>& conn) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = topics_.find(topic); it != topics_.end()) {
      std::erase_if(it->second, [&](const auto& w) { auto p = w.lock(); return !p || p == conn; });
      if (it->second.empty()) topics_.erase(it);
    }
  }
  asio::post(conn->ws.get_executor(), [conn, topic] {
    conn->topics.erase(topic);
    conn->enqueue(json_text({{"op", "unsubscribed"}, {"topic", topic}, {"error", "forbidden_topic"}}));
  });
}

void WsHub::recheck_subscribers(const std::string& topic) {
  auto subscribers = live_subscribers(topic);
  if (subscribers.empty()) return;
  for (const auto& conn : subscribers) {
    if (!may_follow(topic, *conn)) unsubscribe(topic, conn);
  }
}

void WsHub::forget(const std::shared_ptr<WsConnection>& conn) {
  std::lock_guard lock(mutex_);
  for (const auto& topic : conn->topics) {
    auto it = topics_.find(topic);
    if (it == topics_.end()) continue;
    auto& list = it->second;
    std::erase_if(list, [&](const auto& w) { auto p = w.lock(); return !p || p == conn; });
    if (list.empty()) topics_.erase(it);
  }
  std::erase_if(connections_, [&](const auto& w) { auto p = w.lock(); return !p || p == conn; });
}

void WsHub::deliver(const std::string& topic, const boost::json::value& data) {
  auto subscribers = live_subscribers(topic);
  if (subscribers.empty()) return;
  boost::json::object o;
  o["op"] = "event";
  o["topic"] = topic;
  o["data"] = data;
  auto text = std::make_shared<const std::string>(json_text(std::move(o)));
  for (auto& conn : subscribers) {
    asio::post(conn->ws.get_executor(), [conn, text] { conn->enqueue(*text); });
  }
}

size_t WsHub::connection_count() {
  std::lock_guard lock(mutex_);
  std::erase_if(connections_, [](const auto& w) { return w.expired(); });
  return connections_.size();
}

void WsHub::close_all() {
  std::vector<std::shared_ptr<WsConnection>> all;
  {
    std::lock_guard lock(mutex_);
    for (const auto& w : connections_) {
      if (auto p = w.lock()) all.push_back(std::move(p));
    }
  }
  for (auto& conn : all) {
    asio::post(conn->ws.get_executor(), [conn] {
      conn->closed = true;
      conn->wake.cancel();
      beast::error_code ec;
      beast::get_lowest_layer(conn->ws).socket().close(ec);
    });
  }
}

asio::awaitable<void> WsHub::read_loop(std::shared_ptr<WsConnection> conn) {
  beast::flat_buffer buffer;
  while (!conn->closed) {
    beast::error_code ec;
    buffer.clear();
    co_await conn->ws.async_read(buffer, asio::redirect_error(use_awaitable, ec));
    if (ec) break;
    boost::system::error_code jec;
    auto v = boost::json::parse(beast::buffers_to_string(buffer.data()), jec);
    const boost::json::object* msg = (!jec && v.is_object()) ? &v.get_object() : nullptr;
    const auto* op = msg ? msg->if_contains("op") : nullptr;
    if (!op || !op->is_string()) {
      conn->enqueue(json_text({{"op", "error"}, {"error", "bad_message"}}));
      continue;
    }
    if (op->get_string() == "ping") {
      conn->enqueue(json_text({{"op", "pong"}}));
    } else if (op->get_string() == "subscribe") {
      const auto* t = msg->if_contains("topic");
      std::string topic = t && t->is_string() ? std::string(t->get_string()) : "";
      bool allowed = !topic.empty() && conn->topics.size() < kMaxTopicsPerConnection;
      if (allowed && blocking_) {
        allowed = co_await asio::co_spawn(
            blocking_, [this, &topic, &conn]() -> asio::awaitable<bool> { co_return may_follow(topic, *conn); },
            use_awaitable);
      } else if (allowed) {
        allowed = may_follow(topic, *conn);
      }
      if (!allowed) {
        conn->enqueue(json_text({{"op", "error"}, {"error", "forbidden_topic"}, {"topic", topic}}));
        continue;
      }
      if (conn->topics.insert(topic).second) subscribe(topic, conn);
      conn->enqueue(json_text({{"op", "subscribed"}, {"topic", topic}}));
    } else {
      conn->enqueue(json_text({{"op", "error"}, {"error", "unknown_op"}}));
    }
  }
  conn->closed = true;
  conn->wake.cancel();
}

asio::awaitable<void> WsHub::run(asio::ip::tcp::socket socket,
                                 beast::http::request<beast::http::string_body> upgrade) {
  // The server accepted this socket on a strand of its own, so the reads, writes and queue of
  // the connection (all run on the socket's executor) never race.
  auto conn = std::make_shared<WsConnection>(std::move(socket));

  std::string& auth = conn->auth;
  auth = std::string(upgrade["auth"]);
  if (auth.empty()) {
    std::string path;
    std::string_view query;
    boost::json::object params;
    if (split_target(upgrade.target(), path, query) && parse_form(query, params)) {
      if (auto* a = params.if_contains("auth"); a && a->is_string()) auth = std::string(a->get_string());
    }
  }

  conn->ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  conn->ws.read_message_max(16 * 1024);
  beast::error_code ec;
  co_await conn->ws.async_accept(upgrade, asio::redirect_error(use_awaitable, ec));
  if (ec) co_return;
  {
    std::lock_guard lock(mutex_);
    connections_.push_back(conn);
  }
  using namespace asio::experimental::awaitable_operators;
  co_await (read_loop(conn) && write_loop(conn));
  forget(conn);
}

}  // namespace qsr::http
