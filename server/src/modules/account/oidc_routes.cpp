// Sign-in with Google, Apple and Facebook: the start, the provider's callback, the ticket the app
// redeems, and linking and unlinking in account settings (modules/account/oidc_service.h).
#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/return_url.h"
#include "modules/account/account_routes.h"
#include "modules/account/account_views.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

// Where the app wants to land afterwards: a path on our own site, or the auth page.
std::string return_url_of(const http::Request& req) {
  auto text = req.opt_str("returnUrl");
  if (!text || text->empty()) return kThirdLanding;
  auto path = http::same_origin_path(*text);
  if (!path) throw AppError::invalid("returnUrl");
  return *path;
}

http::Response see_other(const std::string& location) {
  http::Response res;
  res.status = 303;  // a POST (Apple's form_post) is followed by a GET
  res.content_type = "text/plain; charset=utf-8";
  res.set_header("Location", location);
  res.set_header("Cache-Control", "no-store");
  res.set_header("Referrer-Policy", "no-referrer");  // the ticket must not leak to the next page's requests
  return res;
}

http::Response callback(OidcService& oidc, const http::Request& req) {
  // Every value here came from the browser: the answer's Location is built from the attempt's
  // stored, validated return path and our own ticket only.
  return see_other(oidc.callback(req.opt_str("state").value_or(""), req.opt_str("code").value_or(""),
                                 req.opt_str("error").value_or(""), req.opt_str("user").value_or("")));
}

json::array providers_json(const OidcService& oidc) {
  json::array out;
  for (const auto& p : oidc.offered()) out.push_back(json::string(p));
  return out;
}

}  // namespace

void register_oidc_routes(http::Router& router, AccountModule& m) {
  router.get("/v1/account/third/providers", [&m](http::Request& req) {
    return http::ok(req, json::object{{"providers", providers_json(m.oidc)}});
  });

  // The app asks with its session header (a visitor's or a member's) and then sends the browser to
  // the answered URL: a plain navigation could not carry the header that binds the attempt.
  router.get("/v1/account/thirdRedirect", [&m](http::Request& req) {
    const std::string purpose = req.opt_str("purpose").value_or("signIn");
    if (purpose != "signIn" && purpose != "link") throw AppError::invalid("purpose");
    Caller c = purpose == "link" ? m.sessions.require_member(req) : [&] {
      auto who = m.sessions.resolve(req);
      if (!who) throw AppError(401, 401, "session_expired");
      return *who;
    }();
    std::string url = m.oidc.start(req.str("provider"), purpose == "link" ? OidcPurpose::link : OidcPurpose::sign_in, c,
                                   return_url_of(req));
    return http::ok(req, json::object{{"url", url}});
  });

  router.get("/v1/account/thirdCallback", [&m](http::Request& req) { return callback(m.oidc, req); });
  router.post("/v1/account/thirdCallback", [&m](http::Request& req) { return callback(m.oidc, req); });

  router.post("/v2/oauth2/ext/token", [&m](http::Request& req) {
    auto who = m.sessions.resolve(req);
    if (!who) throw AppError(400, kThirdExpired, "third_sign_in_expired");
    auto r = m.oidc.redeem(client_info(req), token_of(req), *who, req.str("ticket"), req.flag("unBindingOldMember"));
    if (r.pending) return http::ok(req, json::object{{"status", "pending"}});
    json::object data = signed_in_json(*r.result);
    data["status"] = "done";
    data["returnUrl"] = r.return_url;
    data["provider"] = r.provider;
    return with_session(http::ok(req, data), r.result->token);
  });

  router.get("/v1/member/identity/list", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    json::array linked;
    for (const auto& i : m.accounts.identities_of(*c.member_id)) {
      linked.push_back(json::object{{"provider", i.provider}, {"linkedAt", i.linked_at}});
    }
    return http::ok(req, json::object{{"linked", linked}, {"offered", providers_json(m.oidc)}});
  });

  router.post("/v1/member/identity/unlink", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    m.accounts.unlink_identity(c, req.str("provider"));
    return http::ok(req);
  });
}

}  // namespace qsr::account
