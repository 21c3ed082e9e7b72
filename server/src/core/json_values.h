// Small conversions the answers' JSON shares.
#pragma once

#include <cstdint>
#include <optional>

#include <boost/json/value.hpp>

namespace qsr {

// An optional number (an epoch-ms moment, an id) as JSON: null when absent.
inline boost::json::value json_or_null(const std::optional<int64_t>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

}  // namespace qsr
