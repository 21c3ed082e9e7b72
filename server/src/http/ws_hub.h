// The WebSocket endpoint /ws: connections subscribe to topics and hear the events delivered to
// them on this server. Modules publish through http::LiveEvents (the bus), which delivers here.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/json/value.hpp>

namespace qsr::http {

struct WsConnection;

class WsHub {
 public:
  // Decides whether a connection may subscribe to a topic; gets the topic and the upgrade
  // request's `auth` token (header or query). Default: only public topics ("store:<sid>").
  using TopicGuard = std::function<bool(const std::string& topic, const std::string& auth)>;

  WsHub();
  void set_topic_guard(TopicGuard guard) { guard_ = std::move(guard); }
  // Where the guard runs at subscribe: it may read the database, which must not block an I/O
  // thread.
  void set_blocking_executor(boost::asio::any_io_executor executor) { blocking_ = std::move(executor); }

  // Sends {"op":"event","topic":topic,"data":data} to this server's subscribers of `topic`.
  void deliver(const std::string& topic, const boost::json::value& data);
  // Runs the guard for each of this server's subscribers on the caller's thread (which may
  // block); a refused one gets {"op":"unsubscribed","topic":…,"error":"forbidden_topic"} and no
  // more events of the topic.
  void recheck_subscribers(const std::string& topic);

  // Takes over an upgraded connection until it closes.
  boost::asio::awaitable<void> run(boost::asio::ip::tcp::socket socket,
                                   boost::beast::http::request<boost::beast::http::string_body> upgrade);
  // Closes every connection (server shutdown).
  void close_all();
  size_t connection_count();

 private:
  void subscribe(const std::string& topic, const std::shared_ptr<WsConnection>& conn);
  void forget(const std::shared_ptr<WsConnection>& conn);
  void unsubscribe(const std::string& topic, const std::shared_ptr<WsConnection>& conn);
  std::vector<std::shared_ptr<WsConnection>> live_subscribers(const std::string& topic);
  bool may_follow(const std::string& topic, const WsConnection& conn);
  boost::asio::awaitable<void> read_loop(std::shared_ptr<WsConnection> conn);

  TopicGuard guard_;
  boost::asio::any_io_executor blocking_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::vector<std::weak_ptr<WsConnection>>> topics_;
  std::vector<std::weak_ptr<WsConnection>> connections_;
};

}  // namespace qsr::http
