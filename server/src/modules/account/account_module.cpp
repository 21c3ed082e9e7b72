#include "modules/account/account_routes.h"

#include "core/app_error.h"

namespace qsr::account {

namespace {

std::unique_ptr<SmsSender> make_sender(db::Db& db, const Clock& clock, const AccountOptions& o) {
  if (!o.sms_gateway_url.empty()) {
    if (!o.sms_workers) throw std::logic_error("an SMS gateway needs the SMS workers");
    return make_http_sender(o.sms_gateway_url, o.sms_gateway_key, *o.sms_workers);
  }
  return make_log_sender(db, clock, o.dev);
}

SmsLimits limits_for(const AccountOptions& o) {
  SmsLimits limits;
  limits.sends_per_address_per_day = o.sms_per_address_daily;
  return limits;
}

}  // namespace

AccountModule::AccountModule(db::Db& db_, const Clock& clock_, AccountOptions options_)
    : db(db_), clock(clock_), options(std::move(options_)), sessions(db, clock),
      sms(db, clock, make_sender(db, clock, options), limits_for(options)), accounts(db, clock, sessions, sms, providers, hooks),
      members(db, clock, hooks), addresses(db, clock), agreements(db, clock, sessions), cancellation(db, clock, sessions, hooks),
      oidc(db, clock, accounts, options.oidc, options.oidc_workers) {
  if (options.dev) providers.add(make_dev_identity_provider());
}

void AccountModule::register_routes(http::Router& router) {
  register_auth_routes(router, *this);
  register_member_routes(router, *this);
  register_address_routes(router, *this);
  register_agreement_routes(router, *this);
  register_account_admin_routes(router, *this);
  register_oidc_routes(router, *this);
  register_phone_lookup_routes(router, *this);
  oidc.warm_up();
}

validators::Phone phone_of(const http::Request& req) {
  auto phone = validators::parse_phone(req.opt_str("areaCode").value_or(""), req.str("phone"));
  if (!phone) throw AppError::bad_request("phone_invalid");
  return *phone;
}

http::Response with_session(http::Response res, const std::string& token) {
  res.set_header("auth", token);
  return res;
}

std::string new_password_of(const http::Request& req) {
  std::string password = req.str("password");
  if (auto err = validators::check_password(password)) throw AppError::bad_request(*err);
  if (auto confirm = req.opt_str("confirmPassword")) {
    if (auto err = validators::check_password_confirmation(password, *confirm)) throw AppError::bad_request(*err);
  }
  return password;
}

}  // namespace qsr::account
