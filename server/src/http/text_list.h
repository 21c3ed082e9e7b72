// A list of short texts (order numbers, codes) a client sends in one field: a JSON array of
// strings, or "a,b,c" as the seed's form posts send it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "http/request.h"

namespace qsr::http {

// The field's entries in the order sent, repeats dropped. 400 param_missing when the field is
// absent or empty; 400 `too_many_key` (with `max` as {0}) past `max` entries; 400 param_invalid
// for an entry that is not text of 1..64 characters.
std::vector<std::string> text_list(const Request& req, std::string_view name, size_t max, const std::string& too_many_key);

}  // namespace qsr::http
