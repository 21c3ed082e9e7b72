#include "modules/promote/promote_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/money.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"

namespace qsr::promote {
namespace json = boost::json;

void register_routes(http::Router& router, PromoteService& promotions, account::AccountModule& accounts) {
  // The seed's /v1/promote/qr/id: the web app names the promotion its launch address carried
  // (qrPromoteId, chan_id) for the order the member just submitted.
  router.post("/v1/promote/qr/id", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const std::string order_no = req.str("orderNo");
    if (order_no.size() > 40) throw AppError::not_found("order_not_found");
    promotions.attribute_order(*c.member_id, order_no, req.str("qrPromoteId"), req.opt_str("channel", "chan_id").value_or(""));
    return http::ok(req, json::object{{"orderNo", order_no}});
  });

  router.get("/admin/v1/promotions", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& l : promotions.report()) {
      list.push_back(json::object{{"qrPromoteId", l.promote_id}, {"channel", l.channel}, {"signUps", l.sign_ups}, {"orders", l.orders},
                                  {"paid", money::format(l.paid)}});
    }
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
}

}  // namespace qsr::promote
