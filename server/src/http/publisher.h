// How a module pushes a live event to the browsers watching a topic, without knowing WebSockets.
#pragma once

#include <string>

#include <boost/json/value.hpp>

namespace qsr::http {

class Publisher {
 public:
  virtual ~Publisher() = default;
  // Sends {"op":"event","topic":topic,"data":data} to every connection subscribed to `topic`.
  virtual void publish(const std::string& topic, const boost::json::value& data) = 0;
  // Asks again whether each subscriber of `topic` may follow it and unsubscribes those that may
  // not any more (a member who left a group stops getting its events at once, not at reconnect).
  // Call after the change that took the right away has committed.
  virtual void recheck_subscribers(const std::string& topic) = 0;
};

}  // namespace qsr::http
