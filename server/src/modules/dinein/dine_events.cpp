#include "modules/dinein/dine_events.h"

#include <boost/json.hpp>

#include "modules/dinein/dine_service.h"

namespace qsr::dinein {
namespace json = boost::json;

void TableEvents::changed(db::Tx& tx, const Session& s, const char* what) const {
  live_.publish(tx, "table:" + s.token, json::object{{"type", what}, {"sid", s.sid}, {"tableNo", s.table_no}});
}

void TableEvents::round_sent(db::Tx& tx, const Session& s, int64_t round) const {
  changed(tx, s, "table-ordered");
  live_.publish(tx, "store-orders:" + std::to_string(s.sid),
                json::object{{"type", "table-round"}, {"sid", s.sid}, {"tableNo", s.table_no}, {"sessionId", s.id}, {"round", round}});
}

void TableEvents::awaiting(db::Tx& tx, const Session& s) const {
  changed(tx, s, "table-changed");
  live_.publish(tx, "store-orders:" + std::to_string(s.sid),
                json::object{{"type", "table-awaiting"}, {"sid", s.sid}, {"tableNo", s.table_no}, {"sessionId", s.id}});
}

void TableEvents::served(db::Tx& tx, const Session& s, int64_t round) const {
  changed(tx, s, "table-served");
  live_.publish(tx, "store-orders:" + std::to_string(s.sid),
                json::object{{"type", "table-served"}, {"sid", s.sid}, {"tableNo", s.table_no}, {"sessionId", s.id}, {"round", round}});
}

}  // namespace qsr::dinein
