// The words of every message the message centre writes, in the three languages, and their
// rendering. A message stores a template key and its parameters, never its text: the title and
// body are rendered in the reader's language when read, so switching language re-renders them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <boost/json/object.hpp>

#include "core/i18n.h"

namespace qsr::message {

struct Rendered {
  std::string title, body;
};

// `{name}` in the template's title and body is replaced by params[name]: a string or a number as
// it is, or an I18nText object ({"zh-HK": ..., "en": ...}) in `lang`. A parameter that is missing
// renders as nothing; an unknown key renders the generic "you have a new message" words, so a
// message written by a newer server still reads sensibly on an older one.
Rendered render(std::string_view key, const boost::json::object& params, Lang lang);

// True when `key` names a template (the service refuses to write any other).
bool has_template(std::string_view key);
// Every template key (for the test that checks each has its three languages and no stray brace).
std::vector<std::string_view> template_keys();

}  // namespace qsr::message
