#include "modules/popup/popup_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/popup/popup_views.h"

namespace qsr::popup {
namespace json = boost::json;

namespace {

std::vector<int64_t> templates_of(const http::Request& req) {
  std::vector<int64_t> out;
  const auto* v = req.input.if_contains("templates");
  if (!v || v->is_null()) return out;
  if (!v->is_array()) throw AppError::invalid("templates");
  for (const auto& t : v->as_array()) {
    if (!t.is_int64()) throw AppError::invalid("templates");
    out.push_back(t.as_int64());
  }
  return out;
}

Popup popup_of(const http::Request& req) {
  Popup p;
  p.id = req.opt_int("id").value_or(0);
  p.kind = req.str("kind");
  p.title = http::i18n_field(req, "title", true);
  p.image = http::i18n_field(req, "image", true);
  p.link = req.opt_str("link").value_or("");
  p.templates = templates_of(req);
  p.priority = static_cast<int>(req.opt_int("priority").value_or(50));
  p.frequency = req.opt_str("frequency").value_or(kOnce);
  p.absent_days = static_cast<int>(req.opt_int("absentDays").value_or(0));
  p.starts_at = req.integer("startsAt");
  p.ends_at = req.integer("endsAt");
  p.active = req.flag("active", true);
  return p;
}

}  // namespace

void register_routes(http::Router& router, PopupService& popups, account::AccountModule& accounts) {
  router.get("/v1/eventPopup/list/general", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    json::array list;
    for (const auto& v : popups.list(c ? c->member_id : std::nullopt, req.lang)) list.push_back(popup_json(v, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/v1/eventPopup/record", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, popup_json(popups.record(*c.member_id, req.integer("id"), req.lang), req.lang));
  });
  router.post("/v1/eventPopup/event", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const auto v = popups.event(*c.member_id, req.str("eventCode"), req.lang);
    return http::ok(req, json::object{{"popup", v ? json::value(popup_json(*v, req.lang)) : json::value(nullptr)}});
  });

  router.get("/admin/v1/popups", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& p : popups.all()) list.push_back(admin_popup_json(p));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/popups", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_popup_json(popups.save(popup_of(req))));
  });
}

}  // namespace qsr::popup
