#pragma once

#include <boost/json/object.hpp>

#include "modules/account/account_types.h"

namespace qsr::account {

// Spec 000 §3 member info, the fields this module owns. Levels, balance, coupons and the
// Privilege Pass are added by their modules when they exist.
boost::json::object member_json(const Member& m);

}  // namespace qsr::account
