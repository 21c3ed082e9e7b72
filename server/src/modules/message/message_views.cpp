#include "modules/message/message_views.h"

#include <boost/json.hpp>

#include "modules/message/message_templates.h"

namespace qsr::message {
namespace json = boost::json;

json::object message_json(const Message& m, Lang lang) {
  const Rendered r = render(m.template_key, m.params, lang);
  json::object o{{"id", m.id},          {"category", m.category}, {"title", r.title},         {"body", r.body},
                 {"link", m.link},      {"createdAt", m.created_at}, {"read", m.read_at.has_value()}};
  o["readAt"] = m.read_at ? json::value(*m.read_at) : json::value(nullptr);
  return o;
}

json::object page_json(const MessageService::Page& p, Lang lang) {
  json::array list;
  for (const auto& m : p.list) list.push_back(message_json(m, lang));
  return {{"list", std::move(list)}, {"total", p.total}};
}

json::object unread_json(const MessageService::Unread& u, Lang lang) {
  json::object o{{"count", u.count}};
  o["message"] = u.newest ? json::value(message_json(*u.newest, lang)) : json::value(nullptr);
  return o;
}

json::object preferences_json(const std::map<std::string, bool>& prefs) {
  json::array list;
  for (const auto c : kCategories) {
    auto it = prefs.find(std::string(c));
    list.push_back(json::object{{"category", c}, {"enabled", it == prefs.end() || it->second}});
  }
  return {{"list", std::move(list)}};
}

}  // namespace qsr::message
