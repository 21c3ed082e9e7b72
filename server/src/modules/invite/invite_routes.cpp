#include "modules/invite/invite_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/invite/invite_views.h"

namespace qsr::invite {
namespace json = boost::json;

namespace {

constexpr size_t kMaxRewards = 4;  // two sides by two stages

std::optional<int64_t> int_of(const json::object& o, const char* name) {
  const auto* v = o.if_contains(name);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_int64()) throw AppError::invalid(std::string("rewards.") + name);
  return v->as_int64();
}

std::string str_of(const json::object& o, const char* name) {
  const auto* v = o.if_contains(name);
  if (!v || !v->is_string() || v->as_string().size() > 20) throw AppError::invalid(std::string("rewards.") + name);
  return std::string(v->as_string());
}

Campaign campaign_of(const http::Request& req) {
  Campaign c;
  c.id = req.opt_int("id").value_or(0);
  c.title = http::i18n_field(req, "title", true);
  c.rules = http::i18n_field(req, "rules", false);
  c.inviter_cap = req.opt_int("inviterCap").value_or(0);
  c.starts_at = req.integer("startsAt");
  c.ends_at = req.integer("endsAt");
  c.active = req.flag("active", true);
  const auto* rewards = req.input.if_contains("rewards");
  if (!rewards) throw AppError::missing("rewards");
  if (!rewards->is_array() || rewards->as_array().size() > kMaxRewards) throw AppError::invalid("rewards");
  for (const auto& v : rewards->as_array()) {
    if (!v.is_object()) throw AppError::invalid("rewards");
    const auto& o = v.as_object();
    c.rewards.push_back({str_of(o, "side"), str_of(o, "stage"), str_of(o, "kind"), int_of(o, "points").value_or(0), int_of(o, "templateId")});
  }
  return c;
}

}  // namespace

void register_routes(http::Router& router, InviteService& invites, account::AccountModule& accounts, const Clock& clock) {
  // The seed's member/pages/point/inviteActivity: the member's code and the running campaign.
  router.get("/v1/invite/activity", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, overview_json(invites.overview(*c.member_id, req.lang), clock.now_ms(), req.lang));
  });
  // The seed's member/pages/point/invite: the friends who signed up with the member's code.
  router.get("/v1/invite/records", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = invites.friends(*c.member_id, p.page_size, p.offset(), req.lang);
    json::array list;
    for (const auto& f : page.list) list.push_back(friend_json(f, page.coupon_names));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });

  router.get("/admin/v1/invite/campaigns", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& c : invites.all()) list.push_back(admin_campaign_json(c));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/invite/campaigns", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_campaign_json(invites.save(campaign_of(req))));
  });
}

}  // namespace qsr::invite
