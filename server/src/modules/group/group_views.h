// The group module's answers on the wire (spec 001 §7 /v1/spell/*).
#pragma once

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/group/group_service.h"

namespace qsr::group {

// The group and its participants, as `me` sees them (which one is them, whether they launched it).
boost::json::object info_json(const GroupInfo& info, int64_t me);
// Each participant's pocket with its lines and subtotal, and the group's price.
boost::json::object goods_detail_json(const GroupCart& detail, int64_t me, Lang lang);

}  // namespace qsr::group
