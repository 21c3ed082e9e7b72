// Register, log in (SMS code, password, third party, staff), reset the password, visitor sessions.
#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/account/agreements.h"
#include "modules/account/member_repo.h"
#include "modules/account/member_view.h"

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

void check_password_rules(const http::Request& req, const std::string& password) {
  if (auto err = validators::check_password(password)) throw AppError::bad_request(*err);
  if (auto confirm = req.opt_str("confirmPassword")) {
    if (auto err = validators::check_password_confirmation(password, *confirm)) throw AppError::bad_request(*err);
  }
}

}  // namespace

// The answer of every successful sign-in: the spec's register response plus the member.
http::Response signed_in(AccountModule& m, const http::Request& req, const AuthResult& r) {
  auto member = m.db.read_value([&](db::Tx& tx) { return member_repo::by_id(tx, r.member_id); });
  json::object o{{"token", r.token},         {"userId", r.member_id},          {"memberId", r.member_id},
                 {"mode", "member"},         {"isNew", r.is_new},              {"hasPassword", r.has_password},
                 {"hasPhone", r.has_phone},  {"member", member_json(*member)}};
  http::Response res = http::ok(req, std::move(o));
  res.set_header("auth", r.token);
  return res;
}

void register_auth_routes(http::Router& router, AccountModule& m) {
  router.post("/v1/verify/hdl/send", [&m](http::Request& req) {
    auto phone = phone_of(req);
    auto scene = sms_scene_from(req.opt_str("scene").value_or("register"));
    if (!scene) throw AppError::invalid("scene");
    m.accounts.send_code(phone, *scene, req);
    return http::ok(req, json::object{{"expiresIn", m.sms.limits().code_lifetime_ms / 1000},
                                      {"resendIn", m.sms.limits().resend_interval_ms / 1000}});
  });

  router.post("/v1/account/simpleRegister", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string code = code_of(req);
    if (!req.flag("agree")) throw AppError::bad_request("agreement_required");
    auto invite = req.opt_str("inviteCode");
    if (!invite) invite = req.opt_str("inviterCode");
    if (invite) {
      if (auto err = validators::check_invite_code(*invite)) throw AppError::bad_request(*err);
    }
    auto result = m.accounts.register_or_login(req, phone, code, invite, req.flag("unBindingOldMember"));
    // The person ticked "I agree" to the current member terms and privacy policy.
    m.db.write([&](db::Tx& tx) { consent_to_current(tx, result.member_id, m.clock.now_ms()); });
    return signed_in(m, req, result);
  });

  router.post("/v1/account/login", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string password = req.str("password");
    if (password.size() > 128) throw AppError(400, 10042, "wrong_credentials");
    return signed_in(m, req, m.accounts.password_login(req, phone, password));
  });

  router.post("/v1/account/password/reset", [&m](http::Request& req) {
    auto phone = phone_of(req);
    std::string code = code_of(req);
    std::string password = req.str("password");
    check_password_rules(req, password);
    m.accounts.reset_password(phone, code, password);
    return http::ok(req);
  });

  router.post("/v1/account/visitor", [&m](http::Request& req) {
    auto s = m.db.write_value([&](db::Tx& tx) { return m.sessions.create_visitor(tx, req); });
    http::Response res = http::ok(req, json::object{{"token", s.token}, {"userId", "v" + std::to_string(s.session_id)},
                                                     {"mode", "tourist"}});
    res.set_header("auth", s.token);
    return res;
  });

  router.post("/v1/account/thirdLogin", [&m](http::Request& req) {
    return signed_in(m, req, m.accounts.third_party_login(req, req.str("provider"), req.str("credential")));
  });

  router.post("/v1/staff/login", [&m](http::Request& req) {
    auto phone = phone_of(req);
    return signed_in(m, req, m.accounts.staff_login(req, phone, code_of(req)));
  });

  if (m.options.dev) {
    router.get("/v1/dev/sms/outbox", [&m](http::Request& req) {
      auto phone = req.opt_str("phone");
      std::string key;
      if (phone) key = phone_of(req).key();
      json::array list;
      m.db.read([&](db::Tx& tx) {
        auto rows = phone ? tx.query("SELECT phone_key, code, sent_at, message FROM sms_outbox WHERE phone_key = $1"
                                     " ORDER BY sent_at DESC, id DESC LIMIT 50", {key})
                          : tx.query("SELECT phone_key, code, sent_at, message FROM sms_outbox ORDER BY sent_at DESC, id DESC"
                                     " LIMIT 50");
        for (const auto& r : rows) {
          list.push_back({{"phone", r.str(0)}, {"code", r.str(1)}, {"sentAt", r.i64(2)}, {"message", r.str(3)}});
        }
      });
      auto total = static_cast<int64_t>(list.size());
      return http::ok(req, http::page(std::move(list), total));
    });
  }
}

}  // namespace qsr::account
