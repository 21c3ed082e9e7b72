#include "modules/dinein/dine_events.h"

#include <boost/json.hpp>

#include "modules/dinein/dine_service.h"

namespace qsr::dinein {
namespace json = boost::json;

void TableEvents::changed(const Session& s, const char* what) const {
  live_.publish("table:" + s.token, json::object{{"type", what}, {"sid", s.sid}, {"tableNo", s.table_no}});
}

void TableEvents::round_sent(const Session& s, int64_t round) const {
  changed(s, "table-ordered");
  live_.publish("store-orders:" + std::to_string(s.sid),
                json::object{{"type", "table-round"}, {"sid", s.sid}, {"tableNo", s.table_no}, {"sessionId", s.id}, {"round", round}});
}

void TableEvents::awaiting(const Session& s) const {
  changed(s, "table-changed");
  live_.publish("store-orders:" + std::to_string(s.sid),
                json::object{{"type", "table-awaiting"}, {"sid", s.sid}, {"tableNo", s.table_no}, {"sessionId", s.id}});
}

void TableEvents::served(const Session& s, int64_t round) const {
  changed(s, "table-served");
  live_.publish("store-orders:" + std::to_string(s.sid),
                json::object{{"type", "table-served"}, {"sid", s.sid}, {"tableNo", s.table_no}, {"sessionId", s.id}, {"round", round}});
}

}  // namespace qsr::dinein
