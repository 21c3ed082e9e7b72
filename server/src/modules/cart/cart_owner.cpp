#include "modules/cart/cart_owner.h"

#include <charconv>

namespace qsr::cart {

namespace {

struct Prefix {
  Owner::Kind kind;
  std::string_view text;
};
// The one place the stored prefixes are written. Each ends in a colon, so "t:" never matches a
// "tu:" key.
constexpr Prefix kPrefixes[] = {{Owner::Kind::member, "m:"},
                                {Owner::Kind::visitor, "v:"},
                                {Owner::Kind::group, "g:"},
                                {Owner::Kind::table, "t:"},
                                {Owner::Kind::table_draft, "tu:"}};

}  // namespace

std::string Owner::key() const {
  for (const auto& p : kPrefixes) {
    if (p.kind == kind_) return std::string(p.text) + std::to_string(id_);
  }
  return {};
}

std::optional<Owner> Owner::parse(std::string_view key) {
  for (const auto& p : kPrefixes) {
    if (key.substr(0, p.text.size()) != p.text) continue;
    std::string_view digits = key.substr(p.text.size());
    int64_t id = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), id);
    if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty()) return std::nullopt;
    return Owner(p.kind, id);
  }
  return std::nullopt;
}

}  // namespace qsr::cart
