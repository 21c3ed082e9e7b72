// Reading a brand data file's fields (the seed folder's JSON): money, texts in the three
// languages and whole numbers, each with what an absent field means.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "core/i18n.h"

namespace qsr::seed {

// A brand file (`name` in the folder `dir`) as a JSON object: nothing when the brand has no such
// file. One that is there but is not a JSON object (a typo an operator made) is refused, naming
// the file, rather than taken for an absent file and silently not loaded.
std::optional<boost::json::value> object_file(const std::filesystem::path& dir, const char* name);

// Money like "38.5" in cents, 0 when absent; throws std::runtime_error naming `where` and the key
// when it is not money.
int64_t money_at(const boost::json::object& o, const char* key, const std::string& where);
// A text in the three languages (or one string for all), empty when absent.
I18nText text_at(const boost::json::object& o, const char* key);
// A whole number, `fallback` when absent or not a whole number.
int int_at(const boost::json::object& o, const char* key, int fallback);
// Where the server serves a picture of the seed folder ("images/goods/1.svg" -> "/media/images/goods/1.svg");
// empty stays empty.
std::string media_url(const std::string& path);

}  // namespace qsr::seed
