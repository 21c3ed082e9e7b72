// The HTTP/1.1 + WebSocket server: Beast on Asio coroutines, I/O threads = cores, blocking
// handlers on a worker pool. SIGINT/SIGTERM stop accepting, let in-flight requests finish, and
// return from run().
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "http/client_address.h"
#include "http/dispatcher.h"
#include "http/ws_hub.h"

namespace qsr::http {

struct ServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;  // 0 picks a free port (see bound_port)
  int io_threads = 2;
  int workers = 8;
  size_t header_limit = 8 * 1024;
  size_t body_limit = 1024 * 1024;
  // Larger limits for targets that need them (picture uploads), by path prefix; first match wins.
  std::vector<std::pair<std::string, size_t>> body_limit_overrides;
  std::chrono::seconds read_timeout{30};
  // Peers whose X-Forwarded-For is believed (the balancers in front of us); none by default.
  TrustedProxies trusted_proxies;
  std::chrono::seconds drain_timeout{20};
};

class Server {
 public:
  Server(ServerOptions options, const Dispatcher& dispatcher, WsHub& hub);
  ~Server();
  // Binds the listening socket (throws when the address is in use).
  void listen();
  uint16_t bound_port() const;
  // Serves until a signal or stop(); returns after draining.
  void run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace qsr::http
