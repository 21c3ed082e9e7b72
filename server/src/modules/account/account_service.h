// Registration and login (SMS code, password, third-party identity), passwords, logout, phone
// and identity rebinding with the spec's codes 10030–10035, and account merging.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/app_error.h"
#include "core/clock.h"
#include "core/validators.h"
#include "db/db.h"
#include "modules/account/identity_provider.h"
#include "modules/account/member_hooks.h"
#include "modules/account/session_service.h"
#include "modules/account/sign_in_rules.h"
#include "modules/account/sms_service.h"

namespace qsr::account {

inline constexpr int kFirstLoginSetPassword = 10041;
inline constexpr int kIdentityNotLinked = 49005;
inline constexpr int kLastWayToSignIn = 49006;

struct LinkedIdentity {
  std::string provider;
  int64_t linked_at = 0;
};

struct AuthResult {
  std::string token;
  int64_t member_id = 0;
  bool is_new = false;
  bool has_password = false;
  bool has_phone = false;
  Member member;  // as signed in, for the answer
};

// Every sign-in takes the client (the new session's record) and the token the client sent, if
// any: a visitor who signs in keeps their cart, and a phone-less member who registers a phone
// binds it. A token that no longer works is no one (signing in starts over).
class AccountService {
 public:
  AccountService(db::Db& db, const Clock& clock, SessionService& sessions, SmsService& sms,
                 IdentityProviders& providers, MemberHooks& hooks)
      : db_(db), clock_(clock), sessions_(sessions), sms_(sms), providers_(providers), hooks_(hooks) {}

  void send_code(const validators::Phone& phone, SmsScene scene, const ClientInfo& client);

  // POST /v1/account/simpleRegister: registers a new phone or logs in a registered one; from a
  // phone-less (third-party) account it binds the phone, answering a rebind code when the phone
  // belongs to someone else and `unbind_old` is false. Registering means agreeing to the current
  // member terms and privacy policy (the route requires `agree`): the consent is recorded.
  AuthResult register_or_login(const ClientInfo& client, std::string_view token, const validators::Phone& phone,
                               const std::string& code, const std::optional<std::string>& invite_code, bool unbind_old);
  AuthResult password_login(const ClientInfo& client, std::string_view token, const validators::Phone& phone,
                            const std::string& password);
  void reset_password(const validators::Phone& phone, const std::string& code, const std::string& password);
  // Sets a first password, or changes it given the old one.
  void set_password(const Caller& caller, const std::optional<std::string>& old_password, const std::string& password);
  // Ends the session; answers a fresh visitor token (the client goes on as a visitor).
  std::string logout(const ClientInfo& client, const Caller& caller);

  AuthResult third_party_login(const ClientInfo& client, std::string_view token, const std::string& provider,
                               const std::string& credential);
  // The same for an identity a provider has already verified (the OpenID Connect sign-in, whose
  // ID token was checked off the request threads).
  AuthResult identity_login(const ClientInfo& client, std::string_view token, const ExternalIdentity& id);
  // A logged-in member links a third-party identity (10031, 10033, 10035 when bound elsewhere).
  AuthResult link_identity(const ClientInfo& client, const Caller& caller, const std::string& provider,
                           const std::string& credential, bool unbind_old);
  AuthResult link_verified_identity(const ClientInfo& client, const Caller& caller, const ExternalIdentity& id, bool unbind_old);
  // The identities a member signs in with (the dev provider's are not shown).
  std::vector<LinkedIdentity> identities_of(int64_t member_id);
  // Refused (49006) when it is the last way in: no phone and no other identity.
  void unlink_identity(const Caller& caller, const std::string& provider);
  // A logged-in member moves to another phone (10032, 10034 when it is taken).
  AuthResult change_phone(const ClientInfo& client, const Caller& caller, const validators::Phone& phone,
                          const std::string& code, bool unbind_old);

  // Staff log in with an SMS code (scene "staff"); only members with the staff role.
  AuthResult staff_login(const ClientInfo& client, std::string_view token, const validators::Phone& phone,
                         const std::string& code);

  // Moves everything of `from` to `to` and closes `from` (public for tests of the merge rule).
  void merge(db::Tx& tx, int64_t from, int64_t to);
  int64_t data_count(db::Tx& tx, int64_t member_id) const;

 private:
  ExternalIdentity verify_identity(const std::string& provider, const std::string& credential);
  // Whoever `token` names, or no one when there is none or it no longer works (resolved before a
  // transaction opens).
  std::optional<Caller> current_caller(std::string_view token);
  std::optional<int64_t> visitor_session(std::string_view token);
  AuthResult sign_in(db::Tx& tx, const ClientInfo& client, std::optional<int64_t> visitor, int64_t member_id, bool is_new);

  db::Db& db_;
  const Clock& clock_;
  SessionService& sessions_;
  SmsService& sms_;
  IdentityProviders& providers_;
  MemberHooks& hooks_;
};

// Thrown (HTTP 200) for the rebind codes so the client shows its confirmation modal.
AppError rebind_error(int code);

}  // namespace qsr::account
