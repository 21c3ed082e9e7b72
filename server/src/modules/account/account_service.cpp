#include "modules/account/account_service.h"

#include <set>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/account/address_repo.h"
#include "modules/account/address_service.h"
#include "modules/account/agreements.h"
#include "modules/account/member_repo.h"
#include "modules/account/password_tries.h"
#include "modules/account/session_cache.h"
#include "modules/account/verified_code.h"

namespace qsr::account {
namespace sql {
constexpr const char* kIdentity = "SELECT member_id FROM member_identity WHERE provider = $1 AND subject = $2";
constexpr const char* kInsertIdentity =
    "INSERT INTO member_identity (provider, subject, member_id, created_at) VALUES ($1, $2, $3, $4)";
constexpr const char* kProvidersOf = "SELECT provider, subject FROM member_identity WHERE member_id = $1";
constexpr const char* kIdentitiesOf =
    "SELECT provider, created_at FROM member_identity WHERE member_id = $1 AND provider <> 'dev' ORDER BY provider";
constexpr const char* kDropProviderOf = "DELETE FROM member_identity WHERE member_id = $1 AND provider = $2";
constexpr const char* kMoveIdentities = "UPDATE member_identity SET member_id = $2 WHERE member_id = $1";
constexpr const char* kMoveIdentity = "UPDATE member_identity SET member_id = $3 WHERE provider = $1 AND subject = $2";
constexpr const char* kLinkVisitor = "UPDATE session SET revoked_at = $2 WHERE id = $1 AND kind = 'visitor'";
}  // namespace sql

namespace {

constexpr int kLocked = kPasswordLocked;
constexpr int kInviteUnknown = 10022;
constexpr int kMemberFrozen = 10050;
constexpr int kNotRegistered = 10023;
constexpr int kNotStaff = 10044;

void require_usable(const Member& m) {
  if (m.status == MemberStatus::frozen) throw AppError(403, kMemberFrozen, "member_frozen");
}

std::set<std::string> providers_of(db::Tx& tx, int64_t member_id) {
  std::set<std::string> out;
  for (const auto& r : tx.query(sql::kProvidersOf, {member_id})) out.insert(r.str(0));
  return out;
}

// The visitor session a sign-in brings along: the caller's, when they are a visitor.
std::optional<int64_t> visitor_of(const std::optional<Caller>& caller) {
  if (caller && !caller->is_member()) return caller->session_id;
  return std::nullopt;
}

bool share_a_provider(db::Tx& tx, int64_t a, int64_t b) {
  auto mine = providers_of(tx, a);
  for (const auto& p : providers_of(tx, b)) {
    if (mine.count(p)) return true;
  }
  return false;
}

}  // namespace

AppError rebind_error(int code) {
  const char* key = "rebind_phone";
  switch (code) {
    case kIdentityRegisteredRebind:
    case kIdentityRegisteredNoPhone: key = "rebind_identity"; break;
    case kPhoneRegisteredRebind: key = "rebind_phone"; break;
    case kIdentityRebindMerge:
    case kPhoneRebindMerge: key = "rebind_merge"; break;
    case kForcedMerge: key = "rebind_forced_merge"; break;
  }
  return AppError(200, code, key);
}

int64_t AccountService::data_count(db::Tx& tx, int64_t member_id) const {
  return address_repo::count(tx, member_id) + hooks_.data_count(tx, member_id);
}

void AccountService::merge(db::Tx& tx, int64_t from, int64_t to) {
  const int64_t now = clock_.now_ms();
  // `to` keeps its own identities; those of `from` for other providers come along.
  for (const auto& provider : providers_of(tx, to)) tx.exec(sql::kDropProviderOf, {from, provider});
  tx.exec(sql::kMoveIdentities, {from, to});
  address_repo::move_all(tx, from, to);
  for (const auto& [name, fn] : hooks_.merge) fn(tx, from, to);
  sessions_.revoke_all_of_member(tx, from);
  member_repo::set_merged_into(tx, from, to, now);
}

void AccountService::send_code(const validators::Phone& phone, SmsScene scene, const ClientInfo& client) {
  if (scene == SmsScene::reset || scene == SmsScene::staff || scene == SmsScene::pay_password) {
    auto member = db_.read_value([&](db::Tx& tx) { return member_repo::by_phone_key(tx, phone.key()); });
    if (!member) throw AppError(400, kNotRegistered, "phone_not_registered");
    if (scene == SmsScene::staff && member->role != "staff") throw AppError(403, kNotStaff, "not_staff");
  }
  sms_.send(phone.key(), phone.e164(), scene, client.ip, client.lang);
}

std::optional<Caller> AccountService::current_caller(std::string_view token) {
  try {
    return sessions_.resolve_token(token);
  } catch (const AppError&) {
    return std::nullopt;  // an expired token just means "start over"
  }
}

std::optional<int64_t> AccountService::visitor_session(std::string_view token) { return visitor_of(current_caller(token)); }

AuthResult AccountService::sign_in(db::Tx& tx, const ClientInfo& client, std::optional<int64_t> visitor, int64_t member_id,
                                   bool is_new) {
  // A visitor who logs in keeps what they did as a visitor (their cart, in the ordering module).
  if (visitor) {
    for (const auto& [name, fn] : hooks_.visitor_login) fn(tx, *visitor, member_id);
    adopt_visitor_addresses(tx, *visitor, member_id, clock_.now_ms());
    tx.exec(sql::kLinkVisitor, {*visitor, clock_.now_ms()});
    sessions_changed(tx);
  }
  auto m = member_repo::by_id(tx, member_id);
  AuthResult r;
  r.token = sessions_.create_member(tx, member_id, client).token;
  r.member_id = member_id;
  r.is_new = is_new;
  r.has_password = m->has_password;
  r.has_phone = m->has_phone();
  r.member = *m;
  return r;
}

AuthResult AccountService::register_or_login(const ClientInfo& client, std::string_view token, const validators::Phone& phone,
                                             const std::string& code, const std::optional<std::string>& invite_code,
                                             bool unbind_old) {
  // Who is asking: a visitor (or nobody) registers or logs in; a phone-less member binds.
  const std::optional<Caller> caller = current_caller(token);
  const std::optional<int64_t> visitor = visitor_of(caller);
  const EnteredCode entered{phone.key(), SmsScene::auth, code};
  auto sign_in_with_code = [&](db::Tx& tx, VerifiedCode& verified) -> CodeAnswer<AuthResult> {
    const int64_t now = clock_.now_ms();
    auto holder = member_repo::by_phone_key(tx, phone.key());
    std::optional<Member> self;
    if (caller && caller->is_member()) self = member_repo::by_id(tx, *caller->member_id);

    switch (decide_sign_in({holder.has_value(), self && !self->has_phone(), unbind_old})) {
      case SignIn::bind_phone:
        if (!verified.use()) return code_error(CodeCheck::wrong);
        member_repo::bind_phone(tx, self->id, phone.area_code, phone.number, phone.key(), now);
        return sign_in(tx, client, visitor, self->id, false);
      case SignIn::ask_to_rebind: {
        require_usable(*holder);
        const bool has_data = data_count(tx, self->id) > 0;
        return rebind_error(phone_bind_rebind_code(has_data, !has_data && share_a_provider(tx, self->id, holder->id)));
      }
      case SignIn::merge_into_holder:
        require_usable(*holder);
        if (!verified.use()) return code_error(CodeCheck::wrong);
        // The phone's account is the one that stays; this one merges into it.
        for (const auto& p : providers_of(tx, self->id)) tx.exec(sql::kDropProviderOf, {holder->id, p});
        merge(tx, self->id, holder->id);
        return sign_in(tx, client, visitor, holder->id, false);
      case SignIn::log_in:
        if (!verified.use()) return code_error(CodeCheck::wrong);
        require_usable(*holder);
        return sign_in(tx, client, visitor, holder->id, false);
      case SignIn::register_member: {
        // A wrong invite code is answered before the SMS code is used, so the person can fix it.
        std::optional<int64_t> inviter;
        if (invite_code) {
          auto who = member_repo::by_invite_code(tx, *invite_code);
          if (!who) return AppError(400, kInviteUnknown, "invite_code_unknown");
          inviter = who->id;
        }
        if (!verified.use()) return code_error(CodeCheck::wrong);
        member_repo::NewMember nm;
        nm.area_code = phone.area_code;
        nm.phone = phone.number;
        nm.phone_key = phone.key();
        nm.inviter_member_id = inviter;
        nm.language = std::string(lang_tag(client.lang));
        const int64_t member_id = member_repo::create(tx, nm, now);
        const SignUp signed_up{member_id, inviter, client.promote_id, client.channel, now};
        for (const auto& [name, fn] : hooks_.registered) fn(tx, signed_up);
        return sign_in(tx, client, visitor, member_id, true);
      }
    }
    throw std::logic_error("register_or_login: unknown sign-in");
  };
  AuthResult result = with_verified_code<AuthResult>(db_, sms_, entered, sign_in_with_code);
  // The person ticked "I agree" to the current member terms and privacy policy.
  db_.write([&](db::Tx& tx) { consent_to_current(tx, result.member_id, clock_.now_ms()); });
  return result;
}

AuthResult AccountService::password_login(const ClientInfo& client, std::string_view token, const validators::Phone& phone,
                                          const std::string& password) {
  const auto visitor = visitor_session(token);
  const int64_t now = clock_.now_ms();
  auto member = db_.read_value([&](db::Tx& tx) { return member_repo::by_phone_key(tx, phone.key()); });
  // Unknown phone and wrong password answer alike: no telling which phones are registered.
  if (!member) throw AppError(400, kWrongCredentials, "wrong_credentials");
  require_usable(*member);
  if (member->locked_until > now) throw AppError(429, kLocked, "login_locked");
  if (!member->has_password) throw AppError(200, kFirstLoginSetPassword, "first_login_set_password");
  // Counted before it is checked (password_tries.h): parallel guesses cannot pass the limit.
  throw_password_error(check_password(db_, member->id, password, now), "wrong_credentials");
  return db_.write_value([&](db::Tx& tx) { return sign_in(tx, client, visitor, member->id, false); });
}

void AccountService::reset_password(const validators::Phone& phone, const std::string& code, const std::string& password) {
  const std::string hash = crypto::hash_password(password);  // slow: outside the transaction
  const EnteredCode entered{phone.key(), SmsScene::reset, code};
  with_verified_code<bool>(db_, sms_, entered, [&](db::Tx& tx, VerifiedCode& verified) -> CodeAnswer<bool> {
    if (!verified.use()) return code_error(CodeCheck::wrong);
    auto member = member_repo::by_phone_key(tx, phone.key());
    if (!member) return AppError(400, kNotRegistered, "phone_not_registered");
    member_repo::set_password_hash(tx, member->id, hash, clock_.now_ms());
    sessions_.revoke_all_of_member(tx, member->id);  // whoever knew the old password is out
    return true;
  });
}

void AccountService::set_password(const Caller& caller, const std::optional<std::string>& old_password,
                                  const std::string& password) {
  const int64_t id = *caller.member_id;
  auto current = db_.read_value([&](db::Tx& tx) { return member_repo::password_hash(tx, id); });
  if (current) {
    if (!old_password) throw AppError::missing("oldPassword");
    // A stolen session must not be a way to guess the password at leisure: the same tries as login.
    throw_password_error(check_password(db_, id, *old_password, clock_.now_ms()), "wrong_old_password");
  }
  const std::string hash = crypto::hash_password(password);
  db_.write([&](db::Tx& tx) { member_repo::set_password_hash(tx, id, hash, clock_.now_ms()); });
}

std::string AccountService::logout(const ClientInfo& client, const Caller& caller) {
  return db_.write_value([&](db::Tx& tx) {
    sessions_.revoke(tx, caller.session_id);
    return sessions_.create_visitor(tx, client).token;
  });
}

ExternalIdentity AccountService::verify_identity(const std::string& provider, const std::string& credential) {
  IdentityProvider* p = providers_.find(provider);
  if (!p) throw AppError::invalid("provider");
  auto identity = p->verify(credential);
  if (!identity) throw AppError(401, 401, "third_party_failed");
  return *identity;
}

AuthResult AccountService::third_party_login(const ClientInfo& client, std::string_view token, const std::string& provider,
                                             const std::string& credential) {
  return identity_login(client, token, verify_identity(provider, credential));
}

AuthResult AccountService::identity_login(const ClientInfo& client, std::string_view token, const ExternalIdentity& id) {
  const auto visitor = visitor_session(token);
  return db_.write_value([&](db::Tx& tx) {
    const int64_t now = clock_.now_ms();
    if (auto row = tx.query_one(sql::kIdentity, {id.provider, id.subject})) {
      auto member = member_repo::by_id(tx, row->i64(0));
      require_usable(*member);
      if (member->status != MemberStatus::active) throw AppError(401, 401, "session_expired");
      return sign_in(tx, client, visitor, member->id, false);
    }
    // A new account without a phone: spec 000 §6 lets it see only the public pages until a
    // phone is bound through simpleRegister.
    member_repo::NewMember nm;
    nm.nickname = std::string(validators::utf8_prefix(id.display_name, 60));
    nm.is_initiative_register = false;
    nm.language = std::string(lang_tag(client.lang));
    int64_t member_id = member_repo::create(tx, nm, now);
    tx.exec(sql::kInsertIdentity, {id.provider, id.subject, member_id, now});
    const SignUp signed_up{member_id, std::nullopt, client.promote_id, client.channel, now};
    for (const auto& [name, fn] : hooks_.registered) fn(tx, signed_up);
    return sign_in(tx, client, visitor, member_id, true);
  });
}

AuthResult AccountService::link_identity(const ClientInfo& client, const Caller& caller, const std::string& provider,
                                         const std::string& credential, bool unbind_old) {
  return link_verified_identity(client, caller, verify_identity(provider, credential), unbind_old);
}

AuthResult AccountService::link_verified_identity(const ClientInfo& client, const Caller& caller, const ExternalIdentity& id,
                                                  bool unbind_old) {
  // The caller is a member: there is no visitor session to bring along.
  const std::optional<int64_t> visitor;
  const int64_t self = *caller.member_id;
  struct Outcome {
    std::optional<AppError> error;
    AuthResult result;
  };
  auto out = db_.write_value([&](db::Tx& tx) -> Outcome {
    Outcome o;
    const int64_t now = clock_.now_ms();
    auto row = tx.query_one(sql::kIdentity, {id.provider, id.subject});
    if (!row) {
      tx.exec(sql::kDropProviderOf, {self, id.provider});  // one identity per provider
      tx.exec(sql::kInsertIdentity, {id.provider, id.subject, self, now});
      o.result = sign_in(tx, client, visitor, self, false);
      return o;
    }
    const int64_t other = row->i64(0);
    if (other == self) {
      o.result = sign_in(tx, client, visitor, self, false);
      return o;
    }
    auto holder = member_repo::by_id(tx, other);
    require_usable(*holder);
    if (!unbind_old) {
      // A holder with a phone needs no data count (a forced merge either way).
      const bool has_phone = holder->has_phone();
      o.error = rebind_error(identity_link_rebind_code(has_phone, !has_phone && data_count(tx, other) > 0));
      return o;
    }
    tx.exec(sql::kDropProviderOf, {self, id.provider});
    tx.exec(sql::kMoveIdentity, {id.provider, id.subject, self});
    merge(tx, other, self);
    o.result = sign_in(tx, client, visitor, self, false);
    return o;
  });
  if (out.error) throw *out.error;
  return out.result;
}

std::vector<LinkedIdentity> AccountService::identities_of(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) {
    std::vector<LinkedIdentity> out;
    for (const auto& r : tx.query(sql::kIdentitiesOf, {member_id})) out.push_back({r.str(0), r.i64(1)});
    return out;
  });
}

void AccountService::unlink_identity(const Caller& caller, const std::string& provider) {
  const int64_t self = *caller.member_id;
  auto refusal = db_.write_value([&](db::Tx& tx) -> std::optional<AppError> {
    auto member = member_repo::by_id(tx, self);
    auto linked = tx.query(sql::kIdentitiesOf, {self});
    const bool holds = std::any_of(linked.begin(), linked.end(), [&](const auto& r) { return r.str(0) == provider; });
    if (!holds) return AppError(404, kIdentityNotLinked, "identity_not_linked");
    // A phone signs in by SMS code; without one, the last identity is the only way back in.
    if (!member->has_phone() && linked.size() <= 1) return AppError(409, kLastWayToSignIn, "identity_last_sign_in");
    tx.exec(sql::kDropProviderOf, {self, provider});
    return std::nullopt;
  });
  if (refusal) throw *refusal;
}

AuthResult AccountService::change_phone(const ClientInfo& client, const Caller& caller, const validators::Phone& phone,
                                        const std::string& code, bool unbind_old) {
  const int64_t self = *caller.member_id;
  const EnteredCode entered{phone.key(), SmsScene::change_phone, code};
  auto move_with_code = [&](db::Tx& tx, VerifiedCode& verified) -> CodeAnswer<AuthResult> {
    auto holder = member_repo::by_phone_key(tx, phone.key());
    const int64_t now = clock_.now_ms();
    const bool taken = holder && holder->id != self;
    if (taken) {
      require_usable(*holder);
      if (!unbind_old) return rebind_error(phone_change_rebind_code(data_count(tx, holder->id) > 0));
    }
    if (!verified.use()) return code_error(CodeCheck::wrong);
    if (taken) {
      member_repo::unbind_phone(tx, holder->id, now);
      merge(tx, holder->id, self);
    }
    member_repo::bind_phone(tx, self, phone.area_code, phone.number, phone.key(), now);
    // The caller is a member: there is no visitor session to bring along.
    return sign_in(tx, client, std::nullopt, self, false);
  };
  return with_verified_code<AuthResult>(db_, sms_, entered, move_with_code);
}

AuthResult AccountService::staff_login(const ClientInfo& client, std::string_view token, const validators::Phone& phone,
                                       const std::string& code) {
  const auto visitor = visitor_session(token);
  const EnteredCode entered{phone.key(), SmsScene::staff, code};
  auto log_in_with_code = [&](db::Tx& tx, VerifiedCode& verified) -> CodeAnswer<AuthResult> {
    if (!verified.use()) return code_error(CodeCheck::wrong);
    auto member = member_repo::by_phone_key(tx, phone.key());
    if (!member || member->role != "staff") return AppError(403, kNotStaff, "not_staff");
    require_usable(*member);
    return sign_in(tx, client, visitor, member->id, false);
  };
  return with_verified_code<AuthResult>(db_, sms_, entered, log_in_with_code);
}

}  // namespace qsr::account
