#include "modules/points/points_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/points/points_views.h"

namespace qsr::points {
namespace json = boost::json;

void register_routes(http::Router& router, PointsService& points, account::AccountModule& accounts) {
  // The spec's rulesetBase: public, the points page explains it to visitors too.
  router.get("/v1/points/rule", [&](http::Request& req) { return http::ok(req, rule_json(points.rule())); });

  router.get("/v1/member/point/summary", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, summary_json(points.summary(*c.member_id)));
  });

  router.get("/v1/member/point/records", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    return http::ok(req, records_json(points.records(*c.member_id, p.page_size, p.offset())));
  });

  router.post("/admin/v1/points/rule", [&](http::Request& req) {
    account::require_admin(accounts, req);
    auto pay_money = money::parse(req.str("payMoney"));
    if (!pay_money) throw AppError::invalid("payMoney");
    PointsRule r{*pay_money, req.integer("point"), static_cast<int>(req.opt_int("validityDays").value_or(0))};
    // Redemption: points worth money at checkout (all 0: off).
    auto cents = [&](const char* field) -> int64_t {
      auto text = req.opt_str(field);
      if (!text) return 0;
      auto v = money::parse(*text);
      if (!v) throw AppError::invalid(field);
      return *v;
    };
    r.redeem = {req.opt_int("redeemPoints").value_or(0), cents("redeemMoney"), req.opt_int("redeemMaxPercent").value_or(0),
                cents("redeemMinCash"), req.opt_int("redeemMaxPerOrder").value_or(0)};
    return http::ok(req, rule_json(points.set_rule(r)));
  });

  if (accounts.options.dev) {
    router.post("/v1/dev/points/expire", [&](http::Request& req) {
      return http::ok(req, json::object{{"expired", points.expire_due()}});
    });
    // Points for the caller without ordering first (tests and demos): once per Idempotency-Key.
    router.post("/v1/dev/points/grant", [&](http::Request& req) {
      auto c = accounts.sessions.require_member(req);
      const int64_t amount = req.integer("points");
      if (amount < 1 || amount > 1'000'000) throw AppError::invalid("points");
      const std::string key = http::idempotency_key_of(req);
      if (key.empty() || key.size() > 100) throw AppError::missing("Idempotency-Key");
      return http::ok(req, json::object{{"balance", points.grant(*c.member_id, amount, key)}});
    });
  }
}

}  // namespace qsr::points
