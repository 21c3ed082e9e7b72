#include "http/live_events.h"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

namespace qsr::http {
namespace json = boost::json;

LiveEvents::LiveEvents(db::Bus& bus, WsHub& hub) : hub_(hub) {
  events_ = bus.on(kEventChannel, [this](const std::string& payload) {
    boost::system::error_code ec;
    json::value v = json::parse(payload, ec);
    const json::object* o = !ec ? v.if_object() : nullptr;
    const json::value* topic = o ? o->if_contains("t") : nullptr;
    const json::value* data = o ? o->if_contains("d") : nullptr;
    if (!topic || !topic->is_string() || !data) {
      spdlog::warn("live: an event that is not ours was ignored");
      return;
    }
    hub_.deliver(std::string(topic->get_string()), *data);
  });
  rechecks_ = bus.on(kRecheckChannel, [this](const std::string& topic) { hub_.recheck_subscribers(topic); });
  gaps_ = bus.on_gap([this] { hub_.close_all(); });
}

void LiveEvents::publish(db::Tx& tx, const std::string& topic, const json::value& data) {
  tx.notify(kEventChannel, json::serialize(json::object{{"t", topic}, {"d", data}}));
}

void LiveEvents::recheck_subscribers(db::Tx& tx, const std::string& topic) { tx.notify(kRecheckChannel, topic); }

}  // namespace qsr::http
