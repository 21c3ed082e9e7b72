#include "modules/account/session_service.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/validators.h"
#include "modules/account/address_repo.h"
#include "modules/account/phone_lookup.h"
#include "modules/account/session_cache.h"
#include "modules/common/rate_limiter.h"

namespace qsr::account {
namespace sql {
constexpr const char* kInsert =
    "INSERT INTO session (token_hash, member_id, kind, created_at, last_seen_at, expires_at, ip, user_agent)"
    " VALUES ($1, $2, $3, $4, $4, $5, $6, $7) RETURNING id";
constexpr const char* kLookup =
    "SELECT s.id, s.kind, s.member_id, s.expires_at, s.revoked_at, s.last_seen_at, m.status, m.role, m.staff_sid,"
    " m.phone_key IS NOT NULL FROM session s LEFT JOIN member m ON m.id = s.member_id WHERE s.token_hash = $1";
constexpr const char* kTouch =
    "UPDATE session SET last_seen_at = $2, expires_at = $3 WHERE id = $1 AND revoked_at IS NULL";
constexpr const char* kRevoke = "UPDATE session SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL";
constexpr const char* kRevokeMember = "UPDATE session SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL";
}  // namespace sql

namespace {

constexpr int kMemberFrozen = 10050;

AppError unauthorized(const char* key) { return AppError(401, 401, key); }

}  // namespace

SessionService::SessionService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {
  // The cache is the process's; every change told on the bus empties it, and so does a gap in
  // listening (a logout elsewhere may have gone by unheard).
  changes_ = db.bus().on(kSessionsChannel, [](const std::string&) { session_cache().clear(); });
  gaps_ = db.bus().on_gap([] { session_cache().clear(); });
}

NewSession SessionService::create(db::Tx& tx, const char* kind, std::optional<int64_t> member_id,
                                  const ClientInfo& client) {
  NewSession s;
  s.token = crypto::random_token(32);
  const int64_t now = clock_.now_ms();
  std::string agent(validators::utf8_prefix(client.user_agent, 200));
  auto row = tx.query_one(sql::kInsert, {crypto::sha256_hex(s.token), member_id ? db::Value(*member_id) : db::Value(nullptr),
                                         std::string(kind), now, now + kSessionIdleMs, client.ip, agent});
  s.session_id = row->i64(0);
  return s;
}

NewSession SessionService::create_visitor(db::Tx& tx, const ClientInfo& client) {
  // One address may start many visitors (a shop's Wi-Fi), but not without end.
  const int64_t hour = clock_.now_ms() / 3600000 * 3600000;
  if (!take_hit(tx, {"visitor:ip:" + client.ip, hour, kVisitorsPerAddressPerHour})) {
    throw AppError(429, 429, "too_many_requests");
  }
  return create(tx, "visitor", std::nullopt, client);
}

NewSession SessionService::start_visitor(const ClientInfo& client) {
  return db_.write_value([&](db::Tx& tx) { return create_visitor(tx, client); });
}

int64_t SessionService::forget_expired(int64_t older_than_ms) {
  return db_.write_value([&](db::Tx& tx) {
    // Sessions long expired or revoked carry no history anyone needs; a visitor's addresses go
    // with the visitor, and phone lookups' references once past their time.
    const int64_t gone = tx.exec("DELETE FROM session WHERE expires_at < $1 OR (revoked_at IS NOT NULL AND revoked_at < $1)",
                                 {clock_.now_ms() - older_than_ms});
    address_repo::forget_orphaned_visitor_addresses(tx);
    forget_expired_member_refs(tx, clock_.now_ms());
    return gone;
  });
}

NewSession SessionService::create_member(db::Tx& tx, int64_t member_id, const ClientInfo& client) {
  return create(tx, "member", member_id, client);
}

void SessionService::revoke(db::Tx& tx, int64_t session_id) {
  tx.exec(sql::kRevoke, {session_id, clock_.now_ms()});
  sessions_changed(tx);
}

void SessionService::revoke_all_of_member(db::Tx& tx, int64_t member_id) {
  tx.exec(sql::kRevokeMember, {member_id, clock_.now_ms()});
  sessions_changed(tx);
}

std::optional<Caller> SessionService::resolve_token(std::string_view token) {
  if (token.empty()) return std::nullopt;
  if (token.size() > 200) throw unauthorized("session_expired");
  const std::string hash = crypto::sha256_hex(token);
  const int64_t now = clock_.now_ms();
  SessionCache& cache = session_cache();
  std::optional<CachedSession> s = cache.get(hash);
  if (!s) {
    const uint64_t generation = cache.generation();
    auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kLookup, {hash}); });
    if (!row || !row->is_null(4)) throw unauthorized("session_expired");
    s = CachedSession{};
    Caller& c = s->caller;
    c.session_id = row->i64(0);
    c.kind = row->str(1);
    c.member_id = row->opt_i64(2);
    if (c.member_id) {
      auto status = static_cast<MemberStatus>(row->i64(6));
      if (status == MemberStatus::frozen) throw AppError(403, kMemberFrozen, "member_frozen");
      if (status != MemberStatus::active) throw unauthorized("session_expired");
      c.role = row->str(7);
      c.staff_sid = row->opt_i64(8);
      c.has_phone = row->i64(9) != 0;
    }
    s->expires_at = row->i64(3);
    s->last_seen_at = row->i64(5);
    cache.put(hash, *s, generation);
  }
  if (s->expires_at <= now) throw unauthorized("session_expired");
  // Sliding expiry, written at most once a minute so that reads stay reads.
  if (now - s->last_seen_at >= kSessionTouchMs) {
    const uint64_t generation = cache.generation();
    db_.write([&](db::Tx& tx) { tx.exec(sql::kTouch, {s->caller.session_id, now, now + kSessionIdleMs}); });
    s->last_seen_at = now;
    s->expires_at = now + kSessionIdleMs;
    cache.put(hash, *s, generation);
  }
  return s->caller;
}

Caller SessionService::require_member_token(std::string_view token) {
  auto c = resolve_token(token);
  if (!c || !c->is_member()) throw unauthorized("login_required");
  return *c;
}

Caller SessionService::require_staff_token(std::string_view token) {
  Caller c = require_member_token(token);
  if (!c.is_staff()) throw AppError(403, 403, "forbidden");
  return c;
}

Caller SessionService::require_member_with_phone_token(std::string_view token) {
  Caller c = require_member_token(token);
  if (!c.has_phone) throw unauthorized("phone_required");
  return c;
}

Caller SessionService::caller_or_new_visitor_token(std::string_view token, const ClientInfo& client,
                                                   std::string& new_token) {
  if (auto c = resolve_token(token)) return *c;
  auto s = start_visitor(client);
  new_token = s.token;
  Caller c;
  c.session_id = s.session_id;
  c.kind = "visitor";
  return c;
}

}  // namespace qsr::account
