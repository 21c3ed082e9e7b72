// JSON form of the engine's input and output, for the command-line entry (scripts/engine) and for
// anyone who wants the engine over a pipe. The engine itself never includes this: it works on
// the structs. Field names follow spec 001 §3; docs/coupons.md is the schema.
//
// Money is read from a decimal string of dollars ("38.5"), an integer of dollars, or a JSON
// number with at most two decimals, and written as a decimal string. Times are UTC epoch ms.
// Malformed or out-of-range input throws WireError naming the field; the ranges are the engine's
// own (input_check.h), checked on every struct the reader builds.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "engine/coupon/auto_selection.h"
#include "engine/coupon/calc_result.h"
#include "engine/coupon/input_check.h"
#include "engine/coupon/overlay.h"

namespace qsr::engine::coupon::wire {

// A reader's error is an input error like the engine's checks: callers catch one type.
using WireError = InputError;

// `where` names the object in messages ("goods[3]").
CartLine read_cart_line(const boost::json::object& o, std::string_view where = "goods[]");
Coupon read_coupon(const boost::json::object& o, std::string_view where = "coupon");
// `now` is required: without it every validity and time slot would be judged in 1970.
CalcConfig read_config(const boost::json::object& o);
std::vector<CartLine> read_goods(const boost::json::value& v);
std::vector<Coupon> read_coupons(const boost::json::value& v);
std::vector<std::string> read_codes(const boost::json::value& v);

boost::json::object write_result(const CalcResult& r);
boost::json::object write_auto_selection(const AutoSelection& s);
boost::json::object write_overlay(const OverlayResult& o, const CalcResult& best_result);

}  // namespace qsr::engine::coupon::wire
