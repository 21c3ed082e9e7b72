// Live events across servers: a module publishes in its transaction; the notice travels on the
// database's bus (db/bus.h) and every server's hub delivers it to the sockets it holds, so a
// browser hears of a change whichever server made it and whichever holds its socket.
#pragma once

#include "db/bus.h"
#include "http/publisher.h"
#include "http/ws_hub.h"

namespace qsr::http {

class LiveEvents final : public Publisher {
 public:
  // Listens on `bus` for the life of this object. When the bus reports a gap (events may have
  // been missed), the hub's sockets are closed: browsers reconnect and read their pages again.
  LiveEvents(db::Bus& bus, WsHub& hub);

  void publish(db::Tx& tx, const std::string& topic, const boost::json::value& data) override;
  void recheck_subscribers(db::Tx& tx, const std::string& topic) override;

  static constexpr const char* kEventChannel = "live";
  static constexpr const char* kRecheckChannel = "live-recheck";

 private:
  WsHub& hub_;
  db::Bus::Subscription events_;
  db::Bus::Subscription rechecks_;
  db::Bus::Subscription gaps_;
};

}  // namespace qsr::http
