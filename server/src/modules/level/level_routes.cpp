#include "modules/level/level_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/level/level_views.h"

namespace qsr::level {
namespace json = boost::json;

namespace {

constexpr size_t kMaxIdsPerCall = 500;

int64_t rate_field(const http::Request& req, const char* field) {
  auto text = req.opt_str(field);
  if (!text) return kRateOne;
  auto rate = parse_rate(*text);
  if (!rate) throw AppError::invalid(field);
  return *rate;
}

std::vector<int64_t> member_ids(const http::Request& req) {
  const auto* v = req.input.if_contains("memberIds");
  if (!v || !v->is_array() || v->get_array().empty() || v->get_array().size() > kMaxIdsPerCall) throw AppError::invalid("memberIds");
  std::vector<int64_t> out;
  for (const auto& id : v->get_array()) out.push_back(http::json_id(id, "memberIds"));
  return out;
}

}  // namespace

void register_routes(http::Router& router, LevelService& levels, account::AccountModule& accounts) {
  // The spec's member_level_list and growthRule: public, the benefits pages explain them to visitors.
  router.get("/v1/member/levels", [&](http::Request& req) {
    const auto c = levels.catalogue();
    return http::ok(req, levels_json(c.levels, c.consumption_money, req.lang));
  });
  router.get("/v1/member/growth/rule", [&](http::Request& req) { return http::ok(req, growth_rule_json(levels.consumption_money())); });

  router.get("/v1/member/level", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, member_level_json(levels.member_level(*c.member_id), req.lang));
  });
  router.get("/v1/member/growth/records", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    return http::ok(req, growth_records_json(levels.records(*c.member_id, p.page_size, p.offset())));
  });

  router.get("/admin/v1/levels", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const auto c = levels.catalogue();
    return http::ok(req, levels_json(c.levels, c.consumption_money, req.lang));
  });
  router.post("/admin/v1/levels", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Level l;
    l.code = req.str("code");
    l.name = http::i18n_field(req, "name", true);
    l.threshold = req.integer("threshold");
    const int64_t days = req.opt_int("validityDays").value_or(0);
    if (days < 0 || days > 36'500) throw AppError::invalid("validityDays");
    l.validity_days = static_cast<int>(days);
    l.earn_rate = rate_field(req, "earnRate");
    l.redeem_rate = rate_field(req, "redeemRate");
    l.benefits = http::i18n_field(req, "benefits", false);
    l.color = req.opt_str("color").value_or("");
    return http::ok(req, level_json(levels.save_level(l), req.lang));
  });
  router.post("/admin/v1/growth/rule", [&](http::Request& req) {
    account::require_admin(accounts, req);
    auto cents = money::parse(req.str("consumptionMoney"));
    if (!cents) throw AppError::invalid("consumptionMoney");
    return http::ok(req, growth_rule_json(levels.set_growth_rule(*cents)));
  });

  router.get("/admin/v1/user-groups", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& g : levels.groups()) list.push_back(group_json(g, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/user-groups", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, group_json(levels.create_group(http::i18n_field(req, "name", true)), req.lang));
  });
  router.post("/admin/v1/user-groups/{id}/members", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, json::object{{"added", levels.add_to_group(http::path_id(req), member_ids(req))}});
  });
  router.post("/admin/v1/user-groups/{id}/members/remove", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, json::object{{"removed", levels.remove_from_group(http::path_id(req), member_ids(req))}});
  });

  // Member types (docs/decisions/0028).
  router.get("/v1/member/types", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const int64_t now = levels.clock().now_ms();
    const auto types = levels.types(*c.member_id);
    json::array list;
    for (const auto& t : types) list.push_back(member_type_json(t, now));
    json::object out{{"list", std::move(list)}};
    add_member_types(types, now, out);
    return http::ok(req, out);
  });
  router.post("/v1/member/types", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const auto t = levels.request_type(*c.member_id, req.str("kind"), req.opt_str("school").value_or(""),
                                       req.opt_str("cardValidUntil").value_or(""));
    return http::ok(req, member_type_json(t, levels.clock().now_ms()));
  });
  router.post("/v1/console/member-type/decide", [&](http::Request& req) {
    auto staff = accounts.sessions.require_staff(req);
    const int64_t sid = accounts.sessions.require_staff_store(req);
    const auto t = levels.decide_type(req.integer("id"), req.flag("approve"), *staff.member_id, sid);
    return http::ok(req, member_type_json(t, levels.clock().now_ms()));
  });
  router.post("/admin/v1/member/employee", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const auto t = levels.grant_employee(req.integer("memberId"), req.opt_str("until").value_or(""));
    return http::ok(req, member_type_json(t, levels.clock().now_ms()));
  });

  if (accounts.options.dev) {
    router.post("/v1/dev/levels/expire", [&](http::Request& req) {
      return http::ok(req, json::object{{"ended", levels.end_due_periods()}});
    });
  }
}

}  // namespace qsr::level
