// The wish module's JSON (docs/API.md "Collect-wishes").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/wish/wish_service.h"

namespace qsr::wish {

boost::json::object view_json(const WishService::View& v, Lang lang, bool with_rules);
boost::json::object exchange_json(const Exchange& e);
boost::json::object admin_campaign_json(const Campaign& c);

}  // namespace qsr::wish
