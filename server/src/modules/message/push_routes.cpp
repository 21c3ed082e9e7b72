// Web Push endpoints (docs/API.md "Web Push"): the key to subscribe with, and a member's browser
// subscribing and unsubscribing. The member is always the session's.
#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/message/message_routes.h"

namespace qsr::message {
namespace json = boost::json;

namespace {

// A PushSubscription as the browser's toJSON() writes it ({endpoint, keys: {p256dh, auth}}), or
// with the keys beside the endpoint.
PushSubscription subscription_of(const http::Request& req) {
  PushSubscription s;
  s.endpoint = req.str("endpoint");
  const auto* keys = req.input.if_contains("keys");
  auto key = [&](const char* name) -> std::string {
    if (keys && keys->is_object()) {
      if (const auto* v = keys->as_object().if_contains(name); v && v->is_string()) return std::string(v->as_string());
    }
    if (auto v = req.opt_str(name)) return *v;
    throw AppError::missing(name);
  };
  s.p256dh = key("p256dh");
  s.auth = key("auth");
  s.lang = std::string(lang_tag(req.lang));
  return s;
}

}  // namespace

void register_push_routes(http::Router& router, PushService& push, account::AccountModule& accounts) {
  // Anyone may read the key; only a member can subscribe with it.
  router.get("/v1/push/key", [&](http::Request& req) { return http::ok(req, json::object{{"publicKey", push.public_key()}}); });
  // Subscribes (or refreshes: the language follows the request's) this browser for the member.
  router.post("/v1/push/subscribe", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    push.subscribe(*c.member_id, subscription_of(req));
    return http::ok(req, json::object{{"subscribed", true}});
  });
  router.post("/v1/push/unsubscribe", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, json::object{{"removed", push.unsubscribe(*c.member_id, req.str("endpoint"))}});
  });
  // Whether this browser's endpoint sends the member's messages (the settings switch).
  router.post("/v1/push/status", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, json::object{{"subscribed", push.subscribed(*c.member_id, req.str("endpoint"))}});
  });
  if (accounts.options.dev) {
    // Sends what is due now instead of within the second (tests). Calls out on this thread:
    // development only.
    router.post("/v1/dev/push/deliver", [&](http::Request& req) {
      const auto run = push.deliver_due();
      return http::ok(req, json::object{{"sent", run.sent}, {"retried", run.retried}, {"gone", run.gone}, {"failed", run.failed}, {"expired", run.expired}});
    });
  }
}

}  // namespace qsr::message
