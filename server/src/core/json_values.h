// Small conversions the answers' JSON shares.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

namespace qsr {

// An optional number (an epoch-ms moment, an id) as JSON: null when absent.
inline boost::json::value json_or_null(const std::optional<int64_t>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

// A text written a line an entry (a benefit a line) as the list of its non-empty lines.
inline boost::json::array json_lines(const std::string& text) {
  boost::json::array out;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t end = text.find('\n', start);
    std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (!line.empty()) out.emplace_back(line);
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

}  // namespace qsr
