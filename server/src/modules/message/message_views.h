// The message module's answers as JSON (docs/API.md "Message centre").
#pragma once

#include <map>
#include <string>

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/message/message_service.h"

namespace qsr::message {

// A message with its title and body rendered in `lang`.
boost::json::object message_json(const Message& m, Lang lang);
boost::json::object page_json(const MessageService::Page& p, Lang lang);
boost::json::object unread_json(const MessageService::Unread& u, Lang lang);
boost::json::object preferences_json(const std::map<std::string, bool>& prefs);

}  // namespace qsr::message
