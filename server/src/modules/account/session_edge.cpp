// The HTTP edge of the accounts module: what is read off a request, once, before any service is
// called. SessionService's request overloads stay because every module's routes call them; they
// only read the token here and ask the token-based methods.
#include "modules/account/session_service.h"

#include <boost/json.hpp>

#include "core/validators.h"

namespace qsr::account {

std::string_view token_of(const http::Request& req) {
  std::string_view token = req.header("auth");
  if (token.empty()) {
    std::string_view bearer = req.header("authorization");
    if (bearer.rfind("Bearer ", 0) == 0) token = bearer.substr(7);
  }
  return token;
}

ClientInfo client_info(const http::Request& req) {
  ClientInfo c{req.remote_ip, std::string(req.header("user-agent")), req.lang, {}, {}};
  // A malformed promotion tag is dropped, never a reason to refuse a sign-up.
  const auto tag = [&](std::string_view name, std::string_view alias) {
    const auto* v = req.input.if_contains(name);
    if (!v) v = req.input.if_contains(alias);
    return v && v->is_string() && validators::is_promotion_tag(v->as_string()) ? std::string(v->as_string()) : std::string();
  };
  c.promote_id = tag("qrPromoteId", "qr_promote_id");
  c.channel = tag("channel", "chan_id");
  return c;
}

std::optional<Caller> SessionService::resolve(const http::Request& req) { return resolve_token(token_of(req)); }

Caller SessionService::require_member(const http::Request& req) { return require_member_token(token_of(req)); }

Caller SessionService::require_staff(const http::Request& req) { return require_staff_token(token_of(req)); }

int64_t SessionService::require_staff_store(const http::Request& req) {
  Caller c = require_staff(req);
  return c.staff_sid ? *c.staff_sid : req.integer("sid");
}

Caller SessionService::require_member_with_phone(const http::Request& req) {
  return require_member_with_phone_token(token_of(req));
}

Caller SessionService::caller_or_new_visitor(const http::Request& req, std::string& new_token) {
  return caller_or_new_visitor_token(token_of(req), client_info(req), new_token);
}

}  // namespace qsr::account
