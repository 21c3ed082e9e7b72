// Where we may send a browser back to after a hosted page (the card gateway's return address):
// only a path on our own site. Anything a browser could read as another host is refused:
// "//evil.example", "/\evil.example" (browsers turn \ into /), "/\t/evil.example" (browsers drop
// tabs and line breaks), schemes, and any control character.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace qsr::http {

inline constexpr size_t kMaxReturnUrl = 500;

// The path (with its query) when it is a same-origin path; nullopt otherwise.
std::optional<std::string> same_origin_path(std::string_view text);

}  // namespace qsr::http
