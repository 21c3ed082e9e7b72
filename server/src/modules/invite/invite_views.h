// The invite module's JSON (docs/API.md "Invitations").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/invite/invite_service.h"

namespace qsr::invite {

boost::json::object overview_json(const InviteService::Overview& o, int64_t now_ms, Lang lang);
// One friend; `coupon_names` is the page's (InviteService::Page).
boost::json::object friend_json(const InviteService::Friend& f, const std::map<std::string, std::string>& coupon_names);
boost::json::object admin_campaign_json(const Campaign& c);

}  // namespace qsr::invite
