#include "modules/draw/draw_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/draw/draw_views.h"

namespace qsr::draw {
namespace json = boost::json;

namespace {

constexpr size_t kMaxKeyLength = 100;
constexpr size_t kMaxNumberLength = 40;

std::optional<int64_t> member_of(account::AccountModule& accounts, const http::Request& req) {
  const auto c = accounts.sessions.resolve(req);
  return c ? c->member_id : std::nullopt;
}

std::string number_of(const http::Request& req, const char* name) {
  std::string s = req.str(name);
  if (s.size() > kMaxNumberLength) throw AppError::invalid(name);
  return s;
}

json::object page_json(const DrawService::Page& page, Lang lang) {
  json::array list;
  for (const auto& r : page.list) list.push_back(record_json(r, lang));
  return {{"list", std::move(list)}, {"total", page.total}};
}

Activity activity_of(const http::Request& req) {
  Activity a;
  a.id = req.opt_int("id").value_or(0);
  a.kind = req.str("kind");
  a.title = http::i18n_field(req, "title", true);
  a.rules = http::i18n_field(req, "rules", false);
  a.image = req.opt_str("image").value_or("");
  a.cost_points = req.opt_int("costPoints").value_or(0);
  a.daily_limit = req.opt_int("dailyLimit").value_or(0);
  a.total_limit = req.opt_int("totalLimit").value_or(0);
  a.multi_count = req.opt_int("multiCount").value_or(0);
  a.per_order = req.flag("perOrder", false);
  a.starts_at = req.integer("startsAt");
  a.ends_at = req.integer("endsAt");
  a.status = req.str("status");
  a.sort = static_cast<int>(req.opt_int("sort").value_or(0));
  return a;
}

Prize prize_of(const http::Request& req) {
  Prize p;
  p.id = req.opt_int("id").value_or(0);
  p.activity_id = req.integer("activityId");
  p.kind = req.str("kind");
  p.name = http::i18n_field(req, "name", true);
  p.image = req.opt_str("image").value_or("");
  p.template_id = req.opt_int("templateId");
  p.points = req.opt_int("points").value_or(0);
  p.weight = req.integer("weight");
  p.stock = req.opt_int("stock");
  p.sort = static_cast<int>(req.opt_int("sort").value_or(0));
  return p;
}

}  // namespace

void register_routes(http::Router& router, DrawService& draws, account::AccountModule& accounts, const Clock& clock) {
  router.get("/v1/activity/list", [&](http::Request& req) {
    const int64_t now = clock.now_ms();
    json::array list;
    for (const auto& a : draws.open_activities()) list.push_back(activity_json(a, now, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });

  router.get("/v1/activity/detail", [&](http::Request& req) {
    const DrawService::Detail d = draws.detail(req.integer("id"), member_of(accounts, req));
    json::object out = activity_json(d.activity, clock.now_ms(), req.lang);
    out["rules"] = d.activity.rules.get(req.lang);
    json::array prizes;
    for (const auto& p : d.prizes) prizes.push_back(prize_json(p, req.lang));
    out["prizes"] = std::move(prizes);
    out["allDrawn"] = d.all_drawn;
    out["chances"] = chances_json(d.chances);
    return http::ok(req, std::move(out));
  });

  // The seed's name: after paying, whether the order opens a draw.
  router.get("/v1/activity/available/draw", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const auto f = draws.for_order(*c.member_id, number_of(req, "orderNo"));
    json::value activity = nullptr;
    if (f.activity) activity = activity_json(*f.activity, clock.now_ms(), req.lang);
    return http::ok(req, json::object{{"activity", std::move(activity)}, {"drawn", f.drawn}});
  });

  router.post("/v1/activity/draw", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member_with_phone(req);
    DrawService::Draw d;
    d.member_id = *c.member_id;
    d.activity_id = req.integer("id");
    d.times = req.opt_int("times").value_or(1);
    if (auto o = req.opt_str("orderNo"); o && !o->empty()) {
      if (o->size() > kMaxNumberLength) throw AppError::invalid("orderNo");
      d.order_no = *o;
    }
    d.request_key = http::idempotency_key_of(req);
    if (d.request_key.size() > kMaxKeyLength) throw AppError::invalid("Idempotency-Key");
    const DrawService::Result r = draws.draw(d);
    json::array results;
    for (const auto& x : r.records) results.push_back(record_json(x, req.lang));
    return http::ok(req, json::object{{"drawNo", r.request.draw_no},
                                      {"activityId", r.request.activity_id},
                                      {"times", r.request.times},
                                      {"points", r.request.points},
                                      {"results", std::move(results)},
                                      {"chances", chances_json(r.chances)}});
  });

  router.get("/v1/activity/records", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    RecordFilter f;
    f.activity_id = req.opt_int("activityId");
    return http::ok(req, page_json(draws.records(*c.member_id, f, p.page_size, p.offset()), req.lang));
  });

  router.get("/v1/activity/prizes", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    RecordFilter f;
    f.prizes_only = true;
    return http::ok(req, page_json(draws.records(*c.member_id, f, p.page_size, p.offset()), req.lang));
  });

  router.get("/v1/activity/prize/detail", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, record_json(draws.record(*c.member_id, number_of(req, "recordNo")), req.lang));
  });

  // The seed's drawPrizeRecordAddress.
  router.post("/v1/activity/prize/address", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const Record r = draws.deliver_to(*c.member_id, number_of(req, "recordNo"), req.integer("addressId"));
    return http::ok(req, record_json(r, req.lang));
  });

  router.get("/admin/v1/draws", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& a : draws.all()) {
      json::object o = admin_activity_json(a.activity);
      json::array prizes;
      for (const auto& p : a.prizes) prizes.push_back(admin_prize_json(p));
      o["prizes"] = std::move(prizes);
      list.push_back(std::move(o));
    }
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/draws", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_activity_json(draws.save_activity(activity_of(req))));
  });
  router.post("/admin/v1/draws/prizes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_prize_json(draws.save_prize(prize_of(req))));
  });
  router.post("/admin/v1/draws/prizes/ship", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, record_json(draws.ship(number_of(req, "recordNo")), req.lang));
  });
}

}  // namespace qsr::draw
