// The accounts module's answers on the wire (docs/API.md): what its services return, as JSON.
// The member itself is member_view.h.
#pragma once

#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/account/account_service.h"
#include "modules/account/account_types.h"
#include "modules/account/agreements.h"
#include "modules/account/member_service.h"
#include "modules/account/sms_sender.h"

namespace qsr::account {

// Every successful sign-in: the spec's register response plus the member.
boost::json::object signed_in_json(const AuthResult& r);
// The member info (/v1/member/info): the member and what other modules add (points, balance, level).
boost::json::object member_info_json(const MemberOverview& o);
// The spec's "get user info" (/v1/member/mine): {user, level_name, coupon_nums}.
boost::json::object member_overview_json(const MemberOverview& o);
boost::json::object address_json(const Address& a);
boost::json::array addresses_json(const std::vector<Address>& list);
// spec 000 §4: each agreement's type, title and type name travel as a JSON text in `extension`.
boost::json::array agreements_json(const std::vector<Agreement>& list, Lang lang);
boost::json::object agreement_json(const Agreement& a, Lang lang);
boost::json::array consents_json(const std::vector<Consent>& list);
boost::json::array outbox_json(const std::vector<OutboxMessage>& list);

}  // namespace qsr::account
