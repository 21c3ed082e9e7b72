// Sessions: random tokens handed to the client, stored only as SHA-256, sent back in the `auth`
// header. Visitors get one too, so a cart can belong to someone before they log in.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "db/bus.h"
#include "db/db.h"
#include "http/request.h"
#include "modules/account/account_types.h"

namespace qsr::account {

struct NewSession {
  std::string token;
  int64_t session_id = 0;
};

class SessionService {
 public:
  // Listens on the database's bus for session changes made by any server (session_cache.h).
  SessionService(db::Db& db, const Clock& clock);

  NewSession create_visitor(db::Tx& tx, const ClientInfo& client);
  NewSession create_member(db::Tx& tx, int64_t member_id, const ClientInfo& client);
  // A visitor session in a transaction of its own (POST /v1/account/visitor).
  NewSession start_visitor(const ClientInfo& client);
  void revoke(db::Tx& tx, int64_t session_id);
  // Deletes sessions that expired or were revoked more than `older_than_ms` ago (housekeeping).
  int64_t forget_expired(int64_t older_than_ms);
  void revoke_all_of_member(db::Tx& tx, int64_t member_id);

  // The caller holding `token`, or nullopt when there is no token. A token that is unknown,
  // expired or revoked, or whose member is closed, answers HTTP 401 resultCode 401 (登录失效); a
  // frozen member answers 会员已冻结.
  std::optional<Caller> resolve_token(std::string_view token);
  // A member (with or without a phone) or 401 (请先登录).
  Caller require_member_token(std::string_view token);
  // Staff (store console calls): 401 without a member session, 403 for a member who is not staff.
  Caller require_staff_token(std::string_view token);
  // A member with a phone (spec 000 §6: full member pages) or 401.
  Caller require_member_with_phone_token(std::string_view token);
  // The caller, or a new visitor session whose token is put in `new_token`.
  Caller caller_or_new_visitor_token(std::string_view token, const ClientInfo& client, std::string& new_token);

  // The HTTP edge (session_edge.cpp): every module's routes ask who is calling with the request
  // itself. These read the token (and the client) off the request and call the methods above.
  std::optional<Caller> resolve(const http::Request& req);
  Caller require_member(const http::Request& req);
  Caller require_staff(const http::Request& req);
  Caller require_member_with_phone(const http::Request& req);
  // The store a console call is about: the staff member's own, or for chain staff (no store of
  // their own) the `sid` the request names. 401/403 as require_staff.
  int64_t require_staff_store(const http::Request& req);
  // The new visitor's token is for the response's `auth` header.
  Caller caller_or_new_visitor(const http::Request& req, std::string& new_token);

  db::Db& db() { return db_; }
  const Clock& clock() const { return clock_; }

 private:
  NewSession create(db::Tx& tx, const char* kind, std::optional<int64_t> member_id, const ClientInfo& client);
  db::Db& db_;
  const Clock& clock_;
  db::Bus::Subscription changes_;
  db::Bus::Subscription gaps_;
};

// What the HTTP edge reads off a request (session_edge.cpp): the session token (`auth`, or
// `Authorization: Bearer`), and the client's address, browser and language.
std::string_view token_of(const http::Request& req);
ClientInfo client_info(const http::Request& req);

inline constexpr int64_t kVisitorsPerAddressPerHour = 300;

}  // namespace qsr::account
