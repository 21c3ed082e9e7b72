// The localized message catalogue: every text the server returns to a person has an entry here
// in zh-HK, zh-CN and en. The spec's own texts are the zh texts.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/i18n.h"

namespace qsr {

// Returns the text of `key` in `lang` with {0}, {1}, ... replaced by `args`.
// An unknown key yields the text of "unknown_error" (and is a programming error caught by tests).
std::string message(Lang lang, std::string_view key, const std::vector<std::string>& args = {});

// True when the catalogue has `key` (used by tests that walk every key in use).
bool has_message(std::string_view key);

// All keys, for the test that checks every entry has three non-empty texts.
std::vector<std::string_view> message_keys();

}  // namespace qsr
