// Register, log in (SMS code, password, third party, staff), reset the password, visitor sessions.
#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/account/account_views.h"
#include "modules/account/verified_code.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

std::string code_of(const http::Request& req) {
  std::string code = req.str("code");
  if (code.size() != 6 || code.find_first_not_of("0123456789") != std::string::npos) {
    throw AppError(400, 10021, "sms_code_wrong");
  }
  return code;
}

}  // namespace

http::Response signed_in(const http::Request& req, const AuthResult& r) {
  return with_session(http::ok(req, signed_in_json(r)), r.token);
}

void register_auth_routes(http::Router& router, AccountModule& m) {
  router.post("/v1/verify/hdl/send", [&m](http::Request& req) {
    auto phone = phone_of(req);
    auto scene = sms_scene_from(req.opt_str("scene").value_or("register"));
    if (!scene) throw AppError::invalid("scene");
    m.accounts.send_code(phone, *scene, client_info(req));
    return http::ok(req, json::object{{"expiresIn", m.sms.limits().code_lifetime_ms / 1000},
                                      {"resendIn", m.sms.limits().resend_interval_ms / 1000}});
  });

  router.post("/v1/account/simpleRegister", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string code = code_of(req);
    if (!req.flag("agree")) throw AppError::bad_request("agreement_required");
    auto invite = req.opt_str("inviteCode", "inviterCode");
    if (invite) {
      if (auto err = validators::check_invite_code(*invite)) throw AppError::bad_request(*err);
    }
    return signed_in(req, m.accounts.register_or_login(client_info(req), token_of(req), phone, code, invite,
                                                       req.flag("unBindingOldMember")));
  });

  router.post("/v1/account/login", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string password = req.str("password");
    if (password.size() > 128) throw AppError(400, 10042, "wrong_credentials");
    return signed_in(req, m.accounts.password_login(client_info(req), token_of(req), phone, password));
  });

  router.post("/v1/account/password/reset", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string code = code_of(req);
    std::string password = new_password_of(req);
    m.accounts.reset_password(phone, code, password);
    return http::ok(req);
  });

  // The seed's first step of a form under an SMS code (spec 001 §7): is the code right, before the
  // person fills in the rest? It is checked, not used: the form's own call sends it again. A wrong
  // one counts a try as any other check does, so this is no cheaper way to guess.
  router.post("/v1/account/check/phonecode", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string code = code_of(req);
    auto scene = sms_scene_from(req.opt_str("scene").value_or("register"));
    if (!scene) throw AppError::invalid("scene");
    check_without_using(m.db, m.sms, EnteredCode{phone.key(), *scene, code});
    return http::ok(req, json::object{{"valid", true}});
  });

  router.post("/v1/account/visitor", [&m](http::Request& req) {
    auto s = m.sessions.start_visitor(client_info(req));
    std::string user_id = "v";  // visitors' ids are told apart from members'
    user_id += std::to_string(s.session_id);
    return with_session(http::ok(req, json::object{{"token", s.token}, {"userId", user_id}, {"mode", "tourist"}}), s.token);
  });

  router.post("/v1/account/thirdLogin", [&m](http::Request& req) {
    return signed_in(req, m.accounts.third_party_login(client_info(req), token_of(req), req.str("provider"), req.str("credential")));
  });

  router.post("/v1/staff/login", [&m](http::Request& req) {
    auto phone = phone_of(req);
    return signed_in(req, m.accounts.staff_login(client_info(req), token_of(req), phone, code_of(req)));
  });

  if (m.options.dev) {
    router.get("/v1/dev/sms/outbox", [&m](http::Request& req) {
      std::optional<std::string> key;
      if (req.opt_str("phone")) key = phone_of(req).key();
      return http::ok(req, http::whole_list(outbox_json(read_dev_outbox(m.db, key))));
    });
  }
}

}  // namespace qsr::account
