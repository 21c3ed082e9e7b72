// How a module pushes a live event to the browsers watching a topic, without knowing WebSockets
// or which server holds their sockets.
#pragma once

#include <string>

#include <boost/json/value.hpp>

namespace qsr::db {
class Tx;
}

namespace qsr::http {

class Publisher {
 public:
  virtual ~Publisher() = default;
  // Sends {"op":"event","topic":topic,"data":data} to every connection subscribed to `topic`, on
  // every server of the database, once `tx` has committed (never if it rolls back). Call it in
  // the transaction that made the change the event tells of.
  virtual void publish(db::Tx& tx, const std::string& topic, const boost::json::value& data) = 0;
  // Once `tx` has committed, asks again whether each subscriber of `topic` (on every server) may
  // follow it and unsubscribes those that may not any more (a member who left a group stops
  // getting its events at once, not at reconnect).
  virtual void recheck_subscribers(db::Tx& tx, const std::string& topic) = 0;
};

}  // namespace qsr::http
