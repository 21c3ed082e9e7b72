// The logged-in member: info, profile, language, password, phone and identity changes, logout,
// cancellation.
#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/account/account_views.h"
#include "modules/account/member_view.h"
#include "modules/upload/upload_names.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

bool is_member_language(const std::string& v) { return v == "zh-HK" || v == "zh-CN" || v == "en"; }

// Reads and validates the profile fields present in the request; absent fields stay as they are.
Profile read_profile(const http::Request& req, const Clock& clock) {
  Profile p;
  if (auto v = req.opt_str("nickName")) {
    if (auto err = validators::check_nickname(*v)) throw AppError::bad_request(*err);
    p.nickname = *v;
  }
  if (auto v = req.opt_str("avatar")) {
    // Only pictures uploaded here: /uploads/<name> (the upload endpoint checked the content).
    if (v->rfind("/uploads/", 0) != 0 || !upload::parse_upload_name(v->substr(9))) throw AppError::invalid("avatar");
    p.avatar = *v;
  }
  if (auto v = req.opt_int("sex")) {
    if (auto err = validators::check_sex(*v)) throw AppError::bad_request(*err);
    p.sex = static_cast<int>(*v);
  }
  if (req.input.contains("birthday")) {
    std::string b = req.opt_str("birthday").value_or("");
    LocalTime today = to_hk_local(clock.now_ms());
    if (auto err = validators::check_birthday(b, today.year, today.month, today.day)) throw AppError::bad_request(*err);
    p.birthday = b;
  }
  if (req.input.contains("email")) {
    std::string v = req.opt_str("email").value_or("");  // "" clears it
    if (!v.empty()) {
      if (auto err = validators::check_email(v)) throw AppError::bad_request(*err);
    }
    p.email = v;
  }
  for (auto [field, target] : {std::pair{"firstName", &p.first_name}, std::pair{"lastName", &p.last_name}}) {
    if (!req.input.contains(field)) continue;
    std::string v = req.opt_str(field).value_or("");
    // A form that shows the name fields requires them (spec 000 §5).
    if (v.empty()) throw AppError::bad_request(std::string(field) == "firstName" ? "first_name_required" : "last_name_required");
    if (validators::count_code_points(v) > 30) throw AppError::invalid(field);
    *target = v;
  }
  if (req.input.contains("octopusCardNo")) {
    std::string v = req.opt_str("octopusCardNo").value_or("");  // "" clears it
    if (!v.empty()) {
      if (auto err = validators::check_octopus(v)) throw AppError::bad_request(*err);
    }
    p.octopus_no = v;
  }
  if (req.input.contains("marketingOptIn")) p.marketing_opt_in = req.flag("marketingOptIn");
  if (auto v = req.opt_str("language")) {
    if (!is_member_language(*v)) throw AppError::invalid("language");
    p.language = *v;
  }
  return p;
}

}  // namespace

void register_member_routes(http::Router& router, AccountModule& m) {
  router.get("/v1/member/info", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    return http::ok(req, member_info_json(m.members.overview(*c.member_id, req.lang)));
  });

  // The spec's "get user info": the member plus level name and coupon count. The count is the
  // coupon module's (its "coupons" data count: usable coupons); the level is the levels module's.
  router.get("/v1/member/mine", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    return http::ok(req, member_overview_json(m.members.overview(*c.member_id, req.lang)));
  });

  router.post("/v1/member/profile/save", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    Profile p = read_profile(req, m.clock);
    return http::ok(req, member_json(m.members.save_profile(*c.member_id, p)));
  });

  // The link at the foot of a marketing message (spec 001 §7): the member stops receiving them, as
  // the profile's marketingOptIn 0 does; the profile turns them on again.
  router.post("/v1/member/unsubscribeMarketingMsg", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    Profile p;
    p.marketing_opt_in = false;
    return http::ok(req, member_json(m.members.save_profile(*c.member_id, p)));
  });

  router.post("/v1/member/language/modify", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    std::string lang = req.str("language");
    if (!is_member_language(lang)) throw AppError::invalid("language");
    m.members.set_language(*c.member_id, lang);
    return http::ok(req, json::object{{"language", lang}});
  });

  router.post("/v1/member/password/set", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    std::string password = new_password_of(req);
    m.accounts.set_password(c, req.opt_str("oldPassword"), password);
    return http::ok(req);
  });

  router.post("/v1/member/phone/change", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    auto phone = phone_of(req);
    return signed_in(req, m.accounts.change_phone(client_info(req), c, phone, req.str("code"), req.flag("unBindingOldMember")));
  });

  router.post("/v1/member/identity/link", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    return signed_in(req, m.accounts.link_identity(client_info(req), c, req.str("provider"), req.str("credential"),
                                                   req.flag("unBindingOldMember")));
  });

  router.post("/v1/member/logout", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    std::string visitor = m.accounts.logout(client_info(req), c);
    return with_session(http::ok(req, json::object{{"token", visitor}, {"mode", "tourist"}}), visitor);
  });

  router.post("/v1/member/cancel", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    int64_t erase_after = m.cancellation.cancel(c, req.str("password"));
    return http::ok(req, json::object{{"eraseAfter", erase_after}});
  });
}

}  // namespace qsr::account
