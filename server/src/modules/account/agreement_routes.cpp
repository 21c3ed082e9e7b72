// Agreements: the list (spec 000 §4: channel 'nonage', type 5, page size 100), the text of one
// (richText page), and the member's consent: agree, or withdraw (which ends the session: the
// client goes on as a visitor, spec 000 §4).
#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/account/account_views.h"

namespace qsr::account {
namespace json = boost::json;

void register_agreement_routes(http::Router& router, AccountModule& m) {
  router.get("/v1/member/agreement/list", [&m](http::Request& req) {
    auto paging = http::paging(req, 100);
    AgreementPage page = m.agreements.latest(paging.offset(), paging.page_size);
    return http::ok(req, http::page(agreements_json(page.items, req.lang), page.total));
  });

  router.get("/v1/member/agreement/detail", [&m](http::Request& req) {
    auto agreement = m.agreements.find(req.integer("id"));
    if (!agreement) throw AppError::not_found();
    return http::ok(req, agreement_json(*agreement, req.lang));
  });

  router.get("/v1/member/agreement/status", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    return http::ok(req, http::whole_list(consents_json(m.agreements.consents(*c.member_id))));
  });

  router.post("/v1/member/agreement/status", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    std::string type = req.opt_str("agreementType").value_or("userPrivacyTreaty");
    int64_t status = req.integer("status");
    if (status != 0 && status != 1) throw AppError::invalid("status");
    auto visitor_token = m.agreements.set_consent(c, type, status, client_info(req));
    json::object data{{"status", status}};
    if (!visitor_token) return http::ok(req, std::move(data));
    data["token"] = *visitor_token;
    data["mode"] = "tourist";
    return with_session(http::ok(req, std::move(data)), *visitor_token);
  });
}

}  // namespace qsr::account
