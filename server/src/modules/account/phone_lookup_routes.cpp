// /v1/member/queryMemberIdByPhone (docs/decisions/0054): POST only, so the phone asked about stays
// out of URLs and access logs.
#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/account/phone_lookup.h"

namespace qsr::account {
namespace json = boost::json;

void register_phone_lookup_routes(http::Router& router, AccountModule& m) {
  router.post("/v1/member/queryMemberIdByPhone", [&m](http::Request& req) {
    const Caller c = m.sessions.require_member_with_phone(req);
    const std::string area = req.opt_str("areaCode").value_or("");
    const std::string number = req.str("phone");
    if (auto err = validators::check_phone(area, number)) throw AppError::bad_request(*err);
    const FoundMember f = find_member_by_phone(m.db, m.clock, *c.member_id, req.remote_ip, *validators::parse_phone(area, number));
    return http::ok(req, json::object{{"memberRef", f.ref},
                                      {"areaCode", f.area_code},
                                      {"maskedPhone", f.masked_phone},
                                      {"nameInitial", f.name_initial},
                                      {"expiresAt", f.expires_at}});
  });
}

}  // namespace qsr::account
