#include "modules/coupon/coupon_routes.h"

#include <functional>

#include <boost/json.hpp>

#include "engine/coupon/input_limits.h"
#include "core/json_values.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "http/route_alias.h"
#include "modules/coupon/coupon_goods.h"
#include "modules/coupon/coupon_views.h"

namespace qsr::coupon {
namespace json = boost::json;

namespace {

json::object trade_event_json(const TradeEventRow& e) {
  return {{"id", e.id},
          {"templateId", e.template_id},
          {"title", e.title.to_json()},
          {"label", e.label.to_json()},
          {"weight", e.weight},
          {"perMemberLimit", e.per_member_limit},
          {"startsAt", e.starts_at},
          {"endsAt", e.ends_at},
          {"active", e.active}};
}

json::object activity_admin_json(const ActivityRow& a) {
  return {{"id", a.id},         {"title", a.title.to_json()}, {"rules", a.rules.to_json()}, {"hasCode", a.has_code},
          {"startsAt", a.starts_at}, {"endsAt", a.ends_at},       {"active", a.active}};
}

Tab tab_of(const http::Request& req) {
  std::string tab = req.opt_str("tab").value_or("usable");
  if (tab == "usable") return Tab::usable;
  if (tab == "history") return Tab::history;
  if (tab == "gifting") return Tab::gifting;
  throw AppError::invalid("tab");
}

std::string short_text(const http::Request& req, const char* name, size_t max = 64) {
  std::string v = req.str(name);
  if (v.empty()) throw AppError::missing(name);
  if (v.size() > max) throw AppError::invalid(name);
  return v;
}

// A template's id in the path: digits only.
int64_t template_id_of(const std::string& segment) {
  if (segment.empty() || segment.size() > 18 || segment.find_first_not_of("0123456789") != std::string::npos) throw AppError::invalid("id");
  return std::stoll(segment);
}

I18nText i18n_of(const http::Request& req, const char* name) {
  const auto* v = req.input.if_contains(name);
  if (!v || !v->is_object()) throw AppError::missing(name);
  I18nText t = I18nText::from_json_text(json::serialize(*v));
  if (t.get(Lang::zh_HK).empty()) throw AppError::invalid(name);
  return t;
}

// A new template from the admin's request: the coupon's fields (checked by the engine's reader),
// its names and its validity.
TemplateRow template_of(const http::Request& req) {
  const auto* fields = req.input.if_contains("coupon");
  if (!fields || !fields->is_object()) throw AppError::missing("coupon");
  check_template_fields(fields->as_object());
  TemplateRow t;
  t.name = i18n_of(req, "name");
  // The engine reads the name with the coupon (couponName): it must be within its range, or
  // every checkout holding this coupon would fail to read it.
  for (Lang lang : kAllLangs) {
    if (t.name.get(lang).size() > engine::coupon::limits::kMaxNameChars) throw AppError::invalid("name");
  }
  const auto* category = fields->as_object().if_contains("couponCategory");
  t.category = category && category->is_int64() ? static_cast<int>(category->as_int64()) : 10;
  t.coupon_json = json::serialize(*fields);
  const auto* validity = req.input.if_contains("validity");
  if (!validity || !validity->is_object()) throw AppError::missing("validity");
  const auto& v = validity->as_object();
  auto int_of = [&](const char* k) -> std::optional<int64_t> {
    const auto* x = v.if_contains(k);
    if (!x || x->is_null()) return std::nullopt;
    if (!x->is_int64()) throw AppError::invalid(std::string("validity.") + k);
    return x->as_int64();
  };
  t.valid_days = int_of("days");
  t.valid_from = int_of("from");
  t.valid_to = int_of("to");
  if (t.valid_days ? (*t.valid_days < 1 || *t.valid_days > 3650) : (!t.valid_from || !t.valid_to || *t.valid_to <= *t.valid_from))
    throw AppError::invalid("validity");
  // Fixed dates become the coupons' effectiveTime and invalidTime: moments the engine accepts.
  for (const auto& at : {t.valid_from, t.valid_to}) {
    if (at && (*at < engine::coupon::limits::kMinMomentMs || *at > engine::coupon::limits::kMaxMomentMs))
      throw AppError::invalid("validity");
  }
  t.giftable = req.flag("giftable", true);
  return t;
}

}  // namespace

void register_routes(http::Router& router, CouponService& coupons, catalog::CatalogService& catalog,
                     account::AccountModule& accounts, std::string app_url) {
  auto& sessions = accounts.sessions;

  router.get("/v1/member/coupon/page", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto page = http::paging(req);
    return http::ok(req, coupon_page_json(coupons.page(*c.member_id, tab_of(req), page.page_size, page.offset()), req.lang));
  });

  router.get("/v1/member/coupon/detail", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupon_detail_json(coupons.detail(*c.member_id, short_text(req, "couponCode")), req.lang));
  });
  // The seed's other names for the member's coupons (spec 001 §7): its page versions are one page
  // here; the list "for available" is the usable tab, the page's default.
  for (const char* seed : {"/v1/member/coupon/page/v2", "/v1/member/coupon/page/v3", "/v1/member/coupon/page/expand",
                           "/v1/member/coupon/queryCouponListForAvailable"}) {
    http::alias(router, seed, "/v1/member/coupon/page");
  }
  http::alias(router, "/v1/coupon/query/info", "/v1/member/coupon/detail");

  // The goods a coupon's terms let the customer pick at the request's store (sid).
  const auto goods_at_store = [&catalog](const http::Request& req, const std::function<engine::coupon::Coupon()>& terms) {
    const int64_t sid = req.integer("sid");
    auto snap = catalog.snapshot();
    if (!snap->store(sid)) throw AppError::not_found("store_not_found");
    return coupon_goods_json(terms(), *snap, sid, req.lang);
  };
  router.get("/v1/coupon/goods", [&, goods_at_store](http::Request& req) {
    auto c = sessions.require_member(req);
    const std::string code = short_text(req, "couponCode");
    return http::ok(req, goods_at_store(req, [&] { return coupons.member_coupon(*c.member_id, code, req.lang); }));
  });
  // A trade event's items at a store (the seed's trade checkout, and its legacy tradeMarketingItem):
  // the gifts or exchange goods its coupon gives, or the goods it applies to. Visitors too, as the
  // events' list; 404 for an event not running.
  router.get("/v1/trade/marketing/items", [&, goods_at_store](http::Request& req) {
    const int64_t event_id = req.integer("tradeEventId");
    json::object out = goods_at_store(req, [&] { return coupons.trade_event_terms(event_id, req.lang); });
    out["tradeEventId"] = event_id;
    return http::ok(req, std::move(out));
  });

  // A coupon template read alone, and how many of it the member has received against its limit
  // (the seed's "claimed 1 of 2"): only templates offered to customers, or held by the member.
  router.get("/v1/couponTemplate/{id}", [&](http::Request& req) {
    const auto c = sessions.resolve(req);
    const int64_t id = template_id_of(req.path_params.at("id"));
    return http::ok(req, template_json(coupons.customer_template(c ? c->member_id : std::nullopt, id), req.lang));
  });
  router.get("/v1/couponTemplate/member/receive/count", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto id = req.opt_int("couponTemplateId");
    if (!id) id = req.opt_int("templateId");
    if (!id) throw AppError::missing("couponTemplateId");
    return http::ok(req, template_receipts_json(*id, coupons.template_receipts(*c.member_id, *id)));
  });

  router.get("/v1/coupon/center", [&](http::Request& req) {
    auto c = sessions.resolve(req);
    return http::ok(req, center_json(coupons.center(c ? c->member_id : std::nullopt), req.lang));
  });
  // The seed's coupon distribution configuration (spec 001 §7, docs/decisions/0056): the campaigns
  // the brand hands coupons out by, with their stock and limits, which is the voucher centre.
  http::alias(router, "/v1/coupon/query/distributionConfiguration", "/v1/coupon/center");

  router.post("/v1/coupon/receiveCoupon", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    // `code`: the discount code of the campaign's activity, when it has one (docs/decisions/0038).
    auto claimed = coupons.claim(*c.member_id, req.integer("campaignId"), http::idempotency_key_of(req), req.opt_str("code"));
    return http::ok(req, member_coupon_json(claimed, req.lang));
  });

  router.post("/v1/coupon/receiveCouponByCode", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto redeemed = coupons.redeem_code(*c.member_id, req.opt_str("code").value_or(""), http::idempotency_key_of(req));
    return http::ok(req, member_coupon_json(redeemed, req.lang));
  });

  // `app_url` by value: the parameter is gone once the routes are registered.
  // Sending a coupon to another member: a gift link the friend claims (/v1/coupon/project/send is
  // the seed's name for the same), back to the sender if unclaimed for 24 hours.
  const auto give = [&, app_url](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, gift_offer_json(coupons.give(*c.member_id, short_text(req, "couponCode")), app_url, req.lang));
  };
  router.post("/v1/coupon/give", give);
  router.post("/v1/coupon/project/send", give);

  router.get("/v1/coupon/queryGiveCoupon", [&](http::Request& req) {
    auto c = sessions.resolve(req);
    return http::ok(req, gift_preview_json(coupons.query_gift(c ? c->member_id : std::nullopt, short_text(req, "token")), req.lang));
  });

  router.post("/v1/coupon/receiveGive", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, member_coupon_json(coupons.receive_gift(*c.member_id, short_text(req, "token")), req.lang));
  });

  router.post("/v1/coupon/revokeGive", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, member_coupon_json(coupons.revoke_gift(*c.member_id, short_text(req, "couponCode")), req.lang));
  });

  // Coupon activities (docs/decisions/0038): a page of campaigns reached by its link (the seed's
  // activity-available, v2 and v3 one answer here), or by typing its discount code; and the ones
  // reached by a link, for the voucher centre.
  const auto activity_page = [&](http::Request& req) {
    const auto c = sessions.resolve(req);
    return http::ok(req, activity_page_json(coupons.activity(c ? c->member_id : std::nullopt, req.integer("activityId")), req.lang));
  };
  for (const char* path : {"/v1/coupon/activity-available/v2", "/v1/coupon/activity-available/v3"}) {
    router.get(path, activity_page);
    router.post(path, activity_page);
  }
  http::alias(router, "/v1/coupon/activity-available", "/v1/coupon/activity-available/v2");
  router.post("/v1/coupon/activity/code", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, activity_page_json(coupons.activity_by_code(*c.member_id, req.opt_str("code").value_or("")), req.lang));
  });
  router.get("/v1/coupon/activities", [&](http::Request& req) {
    json::array list;
    for (const auto& a : coupons.open_activities()) list.push_back(activity_json(a, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });

  // Trade events (docs/decisions/0037): promotions every member joins by ordering. The seed's v2
  // and v3 are one list here; a member sees how many uses they have left.
  const auto trade_events = [&](http::Request& req) {
    const auto c = sessions.resolve(req);
    json::array list;
    for (const auto& v : coupons.trade_events(c ? c->member_id : std::nullopt)) {
      list.push_back({{"tradeEventId", v.event.id},
                      {"tradeEventName", v.event.title.get(req.lang)},
                      {"tradeLabelText", v.event.label.get(req.lang)},
                      {"tradeWeight", v.event.weight},
                      {"autoParticipation", true},
                      {"startTime", v.event.starts_at},
                      {"endTime", v.event.ends_at},
                      {"perMemberLimit", v.event.per_member_limit},
                      {"remaining", json_or_null(v.remaining)},
                      {"coupon", member_coupon_json(v.coupon, req.lang)}});
    }
    return http::ok(req, json::object{{"list", std::move(list)}});
  };
  for (const char* path : {"/v1/coupon/activity-trade/v2", "/v1/coupon/activity-trade/v3"}) {
    router.get(path, trade_events);
    router.post(path, trade_events);
  }
  // The seed's trade checkout asks which events are available: the same live events, each offered at
  // every store its template allows (which apply to a cart is the checkout's coupon match).
  http::alias(router, "/v1/trade/available", "/v1/coupon/activity-trade/v2");

  router.get("/v1/coupon/couponChannelList", [&](http::Request& req) {
    return http::ok(req, channels_json(req.lang));
  });
  // The seed's configuration for adding coupons (docs/decisions/0056): the channels whose codes a
  // member may add on the exchange page.
  http::alias(router, "/v1/coupon/query/addConfig", "/v1/coupon/couponChannelList");

  if (accounts.options.dev) {
    // Runs the gift-return job now (tests move the clock past the 24 hours).
    router.post("/v1/dev/coupon/gifts/return", [&](http::Request& req) {
      return http::ok(req, json::object{{"returned", coupons.return_unclaimed_gifts()}});
    });
  }

  // Admin.
  router.get("/admin/v1/coupon/trade-events", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& e : coupons.all_trade_events()) list.push_back(trade_event_json(e));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/coupon/trade-events", [&](http::Request& req) {
    account::require_admin(accounts, req);
    TradeEventRow e;
    e.id = req.opt_int("id").value_or(0);
    e.template_id = req.integer("templateId");
    e.title = http::i18n_field(req, "title", true);
    e.label = http::i18n_field(req, "label", false);
    e.weight = http::bounded_int(req, "weight", 0, -1000, 1000);
    e.per_member_limit = http::bounded_int(req, "perMemberLimit", 0, 0, 1000);
    e.starts_at = req.integer("startsAt");
    e.ends_at = req.integer("endsAt");
    e.active = req.flag("active", true);
    return http::ok(req, trade_event_json(coupons.save_trade_event(e)));
  });
  router.get("/admin/v1/coupon/activities", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& a : coupons.all_activities()) list.push_back(activity_admin_json(a));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/coupon/activities", [&](http::Request& req) {
    account::require_admin(accounts, req);
    ActivityRow a;
    a.id = req.opt_int("id").value_or(0);
    a.title = http::i18n_field(req, "title", true);
    a.rules = http::i18n_field(req, "rules", false);
    a.starts_at = req.integer("startsAt");
    a.ends_at = req.integer("endsAt");
    a.active = req.flag("active", true);
    return http::ok(req, activity_admin_json(coupons.save_activity(a, req.opt_str("code"))));
  });
  router.post("/admin/v1/coupon/templates", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, json::object{{"templateId", coupons.create_template(template_of(req))}});
  });

  router.get("/admin/v1/coupon/templates", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, json::object{{"list", templates_json(coupons.templates(), req.lang)}});
  });

  router.post("/admin/v1/coupon/campaigns", [&](http::Request& req) {
    account::require_admin(accounts, req);
    CampaignRow k;
    k.template_id = req.integer("templateId");
    k.title = i18n_of(req, "title");
    k.stock = req.integer("stock");
    k.per_person_limit = req.opt_int("perPersonLimit").value_or(1);
    k.starts_at = req.integer("startsAt");
    k.ends_at = req.integer("endsAt");
    k.activity_id = req.opt_int("activityId");  // offered on that activity's page, not in the voucher centre
    if (k.stock < 1 || k.stock > 100000000) throw AppError::invalid("stock");
    if (k.per_person_limit < 1 || k.per_person_limit > 100) throw AppError::invalid("perPersonLimit");
    if (k.ends_at <= k.starts_at) throw AppError::invalid("endsAt");
    // A limit a day, week or month beside the campaign's: {limitPeriod: "day", periodLimit: 1}.
    const auto period = claim_period_of(req.opt_str("limitPeriod").value_or(""));
    if (!period) throw AppError::invalid("limitPeriod");
    k.period = *period;
    k.period_limit = req.opt_int("periodLimit").value_or(0);
    if (k.period != ClaimPeriod::none && (k.period_limit < 1 || k.period_limit > k.per_person_limit)) throw AppError::invalid("periodLimit");
    return http::ok(req, json::object{{"campaignId", coupons.create_campaign(k)}});
  });

  // Every campaign (ended ones too), and ending one early: claims stop at once, coupons already
  // claimed stay valid.
  router.get("/admin/v1/coupon/campaigns", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, http::whole_list(campaigns_json(coupons.campaigns(), req.lang)));
  });

  router.post("/admin/v1/coupon/campaigns/end", [&](http::Request& req) {
    account::require_admin(accounts, req);
    auto ended_at = coupons.end_campaign(req.integer("campaignId"));
    if (!ended_at) throw AppError::not_found();
    return http::ok(req, json::object{{"campaignId", req.integer("campaignId")}, {"endsAt", *ended_at}});
  });

  router.post("/admin/v1/coupon/codes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t count = req.integer("count");
    if (count < 1 || count > 1000) throw AppError::invalid("count");
    json::array codes;
    for (auto& c : coupons.create_codes(req.integer("templateId"), count)) codes.push_back(json::string(c));
    return http::ok(req, json::object{{"codes", std::move(codes)}});
  });

  router.post("/admin/v1/coupon/grant", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, member_coupon_json(coupons.grant(req.integer("templateId"), req.integer("memberId")), req.lang));
  });
}

}  // namespace qsr::coupon
