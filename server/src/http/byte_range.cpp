#include "http/byte_range.h"

#include <charconv>
#include <cstdint>
#include <optional>

namespace qsr::http {
namespace {

std::optional<size_t> number(std::string_view s) {
  if (s.empty() || s.size() > 18) return std::nullopt;
  size_t v = 0;
  auto [end, err] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (err != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

ByteRange parse_byte_range(std::string_view header, size_t size) {
  constexpr std::string_view unit = "bytes=";
  if (header.substr(0, unit.size()) != unit) return {};
  std::string_view spec = header.substr(unit.size());
  if (spec.find(',') != std::string_view::npos) return {};
  const size_t dash = spec.find('-');
  if (dash == std::string_view::npos) return {};
  const std::string_view from = spec.substr(0, dash), to = spec.substr(dash + 1);
  if (from.empty()) {  // "-N": the last N bytes
    auto n = number(to);
    if (!n) return {};
    if (*n == 0 || size == 0) return {ByteRange::Kind::unsatisfiable};
    const size_t take = *n < size ? *n : size;
    return {ByteRange::Kind::part, size - take, size - 1};
  }
  auto first = number(from);
  if (!first) return {};
  std::optional<size_t> last = to.empty() ? std::optional<size_t>(SIZE_MAX) : number(to);
  if (!last || *last < *first) return {};
  if (*first >= size) return {ByteRange::Kind::unsatisfiable};
  return {ByteRange::Kind::part, *first, *last < size ? *last : size - 1};
}

}  // namespace qsr::http
