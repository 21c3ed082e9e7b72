#include "modules/recharge/recharge_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/json_values.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "http/text_list.h"
#include "modules/account/account_routes.h"

namespace qsr::recharge {
namespace json = boost::json;

namespace {

constexpr size_t kMaxIdsPerQuery = 50;  // a page of the invoice pages' orders, with room to spare

json::object plan_json(const Plan& p) {
  return {{"id", p.id},
          {"payAmount", money::format(p.pay_amount)},
          {"bonusAmount", money::format(p.bonus_amount)},
          {"total", money::format(p.pay_amount + p.bonus_amount)},
          {"active", p.active},
          {"sid", p.sid}};
}

json::object order_json(const RechargeOrder& o) {
  return {{"rechargeNo", o.recharge_no},
          {"payAmount", money::format(o.pay_amount)},
          {"bonusAmount", money::format(o.bonus_amount)},
          {"total", money::format(o.pay_amount + o.bonus_amount)},
          {"status", o.status},
          {"channel", o.channel},
          {"sid", o.sid},
          {"createdAt", o.created_at},
          {"paidAt", json_or_null(o.paid_at)}};
}

}  // namespace

void register_routes(http::Router& router, RechargeService& recharges, account::AccountModule& accounts) {
  // The brand account's plans, and with `sid` that store's own.
  router.get("/v1/wallet/recharge/plans", [&](http::Request& req) {
    const int64_t sid = req.opt_int("sid").value_or(0);
    json::array list;
    if (recharges.enabled()) {
      for (const auto& p : recharges.plans()) {
        if (p.sid == 0 || p.sid == sid) list.push_back(plan_json(p));
      }
    }
    return http::ok(req, json::object{{"enabled", recharges.enabled()}, {"list", std::move(list)}});
  });

  router.post("/v1/wallet/recharge", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const purchase::Started s = recharges.start(*c.member_id, req.integer("planId"), req.opt_str("success_url").value_or(""),
                                      http::idempotency_key_of(req));
    return http::ok(req, json::object{{"rechargeNo", s.order.order_no}, {"payUrl", s.pay_url}});
  });

  // The seed's names for the paid recharge orders and one of them.
  router.get("/v1/member/account/queryRechargeSuccessOrderPage", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = recharges.paid(*c.member_id, p.page_size, p.offset());
    json::array list;
    for (const auto& o : page.list) list.push_back(order_json(o));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });
  router.get("/v1/member/account/queryRechargeSuccessOrder", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, order_json(recharges.detail(*c.member_id, req.str("rechargeNo"))));
  });
  // Several of the member's recharge orders by number (`ids`: a JSON array or "RC1,RC2"), for the
  // invoice pages; numbers of other members' orders are simply not in the answer.
  router.get("/v1/member/account/queryByIds", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const auto nos = http::text_list(req, "ids", kMaxIdsPerQuery, "recharge_ids_too_many");
    json::array list;
    for (const auto& o : recharges.by_numbers(*c.member_id, nos)) list.push_back(order_json(o));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });

  router.get("/admin/v1/recharge/plans", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& p : recharges.all_plans()) list.push_back(plan_json(p));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/recharge/plans", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Plan p;
    p.id = req.opt_int("id").value_or(0);
    p.pay_amount = http::money_field(req, "payAmount");
    p.bonus_amount = req.opt_str("bonusAmount") ? http::money_field(req, "bonusAmount") : 0;
    p.sort = static_cast<int>(req.opt_int("sort").value_or(0));
    p.active = req.flag("active", true);
    p.sid = req.opt_int("sid").value_or(0);
    return http::ok(req, plan_json(recharges.save_plan(p)));
  });

}

}  // namespace qsr::recharge
