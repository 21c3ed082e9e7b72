// Typed field readers shared by the coupon wire codec.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "engine/coupon/coupon_types.h"

namespace qsr::engine::coupon::wire {

const boost::json::value* field(const boost::json::object& o, std::string_view name);
int64_t int_or(const boost::json::object& o, std::string_view name, int64_t fallback);
int int32_or(const boost::json::object& o, std::string_view name, int fallback);
// Throws when the field is absent or null.
void require(const boost::json::object& o, std::string_view name);
bool bool_or(const boost::json::object& o, std::string_view name, bool fallback);
std::string string_or(const boost::json::object& o, std::string_view name, std::string fallback = "");
Cents money_or(const boost::json::object& o, std::string_view name, Cents fallback);
std::vector<int64_t> int_list(const boost::json::object& o, std::string_view name);
std::vector<int> int32_list(const boost::json::object& o, std::string_view name);
const boost::json::object* object_or_null(const boost::json::object& o, std::string_view name);
const boost::json::array* array_or_null(const boost::json::object& o, std::string_view name);

int minute_of_day(const boost::json::object& o, std::string_view name, int fallback);
int yyyymmdd(const boost::json::object& o, std::string_view name);

}  // namespace qsr::engine::coupon::wire
