#include "modules/wish/wish_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "modules/account/account_routes.h"
#include "modules/wish/wish_views.h"

namespace qsr::wish {
namespace json = boost::json;

namespace {

constexpr size_t kMaxKeyLength = 100;
constexpr size_t kMaxItems = 20;

std::optional<int64_t> member_of(account::AccountModule& accounts, const http::Request& req) {
  const auto c = accounts.sessions.resolve(req);
  return c ? c->member_id : std::nullopt;
}

Campaign campaign_of(const http::Request& req) {
  Campaign c;
  c.id = req.opt_int("id").value_or(0);
  c.title = http::i18n_field(req, "title", true);
  c.rules = http::i18n_field(req, "rules", false);
  c.reward_kind = req.str("rewardKind");
  c.reward_points = req.opt_int("rewardPoints").value_or(0);
  c.reward_template_id = req.opt_int("rewardTemplateId");
  c.exchange_limit = req.opt_int("exchangeLimit").value_or(0);
  c.starts_at = req.integer("startsAt");
  c.ends_at = req.integer("endsAt");
  c.active = req.flag("active", true);
  if (const auto* items = req.input.if_contains("items")) {
    if (!items->is_array() || items->as_array().size() > kMaxItems) throw AppError::invalid("items");
    int sort = 0;
    for (const auto& v : items->as_array()) {
      if (!v.is_object()) throw AppError::invalid("items");
      const auto& o = v.as_object();
      Item i;
      if (const auto* n = o.if_contains("name")) i.name = I18nText::from_json(*n);
      if (const auto* im = o.if_contains("image"); im && im->is_string()) i.image = std::string(im->as_string());
      const auto* w = o.if_contains("weight");
      if (!w || !w->is_int64()) throw AppError::invalid("items.weight");
      i.weight = w->as_int64();
      i.sort = sort++;
      c.items.push_back(std::move(i));
    }
  }
  return c;
}

}  // namespace

void register_routes(http::Router& router, WishService& wishes, account::AccountModule& accounts) {
  // The seed's /v1/taskCenter/collect-item/list and collect_item_statistics: the running campaigns
  // with the member's cards and counts.
  router.get("/v1/taskCenter/collect-item/list", [&](http::Request& req) {
    json::array list;
    for (const auto& v : wishes.list(member_of(accounts, req), req.lang)) list.push_back(view_json(v, req.lang, false));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  // collect_item_detail: one campaign with its rules (the help page).
  router.get("/v1/taskCenter/collect-item/detail", [&](http::Request& req) {
    return http::ok(req, view_json(wishes.detail(req.integer("id"), member_of(accounts, req), req.lang), req.lang, true));
  });
  router.post("/v1/taskCenter/collect-item/exchange", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member_with_phone(req);
    const std::string key = http::idempotency_key_of(req);
    if (key.size() > kMaxKeyLength) throw AppError::invalid("Idempotency-Key");
    return http::ok(req, exchange_json(wishes.exchange(*c.member_id, req.integer("id"), key)));
  });

  router.get("/admin/v1/wishes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& c : wishes.all()) list.push_back(admin_campaign_json(c));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/wishes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_campaign_json(wishes.save(campaign_of(req))));
  });
}

}  // namespace qsr::wish
