// The accounts module: its services and its routes, wired by the application. register_routes is
// the one place its routes are registered; other modules plug into it through `hooks`.
#pragma once

#include <string>

#include "core/background.h"
#include "http/router.h"
#include "modules/account/account_service.h"
#include "modules/account/address_service.h"
#include "modules/account/agreements.h"
#include "modules/account/cancellation.h"
#include "modules/account/member_service.h"
#include "modules/account/oidc_service.h"

namespace qsr::account {

struct AccountOptions {
  bool dev = false;                 // dev SMS outbox, dev identity provider, dev jobs endpoint
  std::string sms_gateway_url;      // empty: the `log` sender
  std::string sms_gateway_key;
  std::string admin_token;          // empty: the admin API is off
  int64_t sms_per_address_daily = 50;
  BackgroundWorkers* sms_workers = nullptr;  // where the HTTP SMS sender calls the gateway
  OidcSettings oidc;                          // Google, Apple, Facebook (none: not offered)
  BackgroundWorkers* oidc_workers = nullptr;  // where code exchanges and key fetches run
};

class AccountModule {
 public:
  AccountModule(db::Db& db, const Clock& clock, AccountOptions options);
  void register_routes(http::Router& router);

  db::Db& db;
  const Clock& clock;
  AccountOptions options;
  MemberHooks hooks;
  IdentityProviders providers;
  SessionService sessions;
  SmsService sms;
  AccountService accounts;
  MemberService members;
  AddressService addresses;
  AgreementService agreements;
  Cancellation cancellation;
  OidcService oidc;
};

void register_auth_routes(http::Router& router, AccountModule& m);
void register_member_routes(http::Router& router, AccountModule& m);
void register_address_routes(http::Router& router, AccountModule& m);
void register_agreement_routes(http::Router& router, AccountModule& m);
void register_account_admin_routes(http::Router& router, AccountModule& m);
void register_oidc_routes(http::Router& router, AccountModule& m);
void register_phone_lookup_routes(http::Router& router, AccountModule& m);

// The admin API's gate: header X-Admin-Token equal to QSR_ADMIN_TOKEN (off when unset); 403 otherwise.
void require_admin(const AccountModule& m, const http::Request& req);

// Reads {areaCode, phone} into a validated phone or throws 400.
validators::Phone phone_of(const http::Request& req);
// Reads a new `password` (and `confirmPassword` when sent) and checks the password rules; 400 otherwise.
std::string new_password_of(const http::Request& req);
// An answer that starts a session (sign-in, visitor, logout): its token also in the `auth` header.
http::Response with_session(http::Response res, const std::string& token);
// The answer of every successful sign-in.
http::Response signed_in(const http::Request& req, const AuthResult& r);

}  // namespace qsr::account
