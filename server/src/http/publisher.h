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
};

}  // namespace qsr::http
