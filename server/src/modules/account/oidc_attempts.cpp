#include "modules/account/oidc_attempts.h"

namespace qsr::account::oidc_attempts {

namespace sql {
constexpr const char* kInsert =
    "INSERT INTO oidc_attempt (state_hash, provider, purpose, member_id, session_id, nonce, code_verifier, return_url,"
    " status, created_at, updated_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'started', $9, $9, $10)";
constexpr const char* kDropDead = "DELETE FROM oidc_attempt WHERE expires_at < $1";
constexpr const char* kColumns =
    "SELECT id, provider, purpose, member_id, session_id, nonce, code_verifier, return_url, status,"
    " COALESCE(auth_code, ''), COALESCE(subject, ''), COALESCE(display_name, ''), expires_at FROM oidc_attempt ";
constexpr const char* kClaim =
    "UPDATE oidc_attempt SET status = 'exchanging', auth_code = $2, ticket_hash = $3, updated_at = $4"
    " WHERE state_hash = $1 AND status = 'started' AND expires_at > $4 RETURNING id";
constexpr const char* kFailByState =
    "UPDATE oidc_attempt SET status = 'failed', failure = $2, updated_at = $3"
    " WHERE state_hash = $1 AND status = 'started' AND expires_at > $3 RETURNING return_url";
constexpr const char* kVerified =
    "UPDATE oidc_attempt SET status = 'verified', subject = $2, display_name = $3, auth_code = NULL, updated_at = $4"
    " WHERE id = $1 AND status = 'exchanging'";
constexpr const char* kFailed =
    "UPDATE oidc_attempt SET status = 'failed', failure = $2, auth_code = NULL, updated_at = $3"
    " WHERE id = $1 AND status = 'exchanging'";
constexpr const char* kUse = "UPDATE oidc_attempt SET status = 'used', updated_at = $2 WHERE id = $1 AND status = 'verified'";
constexpr const char* kGiveBack = "UPDATE oidc_attempt SET status = 'verified', updated_at = $2 WHERE id = $1 AND status = 'used'";
}  // namespace sql

namespace {

constexpr int64_t kKeepDeadMs = 60 * 60 * 1000;

Attempt attempt_of(const db::Row& r) {
  return {r.i64(0), r.str(1), r.str(2), r.opt_i64(3), r.i64(4), r.str(5), r.str(6), r.str(7), r.str(8),
          r.str(9), r.str(10), r.str(11), r.i64(12)};
}

std::optional<Attempt> one(db::Tx& tx, const std::string& where, const db::Params& params) {
  auto row = tx.query_one(std::string(sql::kColumns) + where, params);
  if (!row) return std::nullopt;
  return attempt_of(*row);
}

}  // namespace

void insert(db::Tx& tx, const NewAttempt& a, int64_t now) {
  tx.exec(sql::kInsert, {a.state_hash, a.provider, a.purpose, a.member_id ? db::Value(*a.member_id) : db::Value(nullptr),
                         a.session_id, a.nonce, a.code_verifier, a.return_url, now, a.expires_at});
}

void drop_dead(db::Tx& tx, int64_t now) { tx.exec(sql::kDropDead, {now - kKeepDeadMs}); }

std::optional<Attempt> claim_by_state(db::Tx& tx, const std::string& state_hash, const std::string& code,
                                      const std::string& ticket_hash, int64_t now) {
  auto row = tx.query_one(sql::kClaim, {state_hash, code, ticket_hash, now});
  if (!row) return std::nullopt;
  return by_id(tx, row->i64(0));
}

std::optional<std::string> fail_by_state(db::Tx& tx, const std::string& state_hash, const std::string& why, int64_t now) {
  auto row = tx.query_one(sql::kFailByState, {state_hash, why, now});
  if (!row) return std::nullopt;
  return row->str(0);
}

std::optional<Attempt> by_id(db::Tx& tx, int64_t id) { return one(tx, "WHERE id = $1", {id}); }
std::optional<Attempt> by_ticket(db::Tx& tx, const std::string& ticket_hash) {
  return one(tx, "WHERE ticket_hash = $1", {ticket_hash});
}

void verified(db::Tx& tx, int64_t id, const std::string& subject, const std::string& name, int64_t now) {
  tx.exec(sql::kVerified, {id, subject, name, now});
}
void failed(db::Tx& tx, int64_t id, const std::string& why, int64_t now) { tx.exec(sql::kFailed, {id, why, now}); }
bool use(db::Tx& tx, int64_t id, int64_t now) { return tx.exec(sql::kUse, {id, now}) == 1; }
void give_back(db::Tx& tx, int64_t id, int64_t now) { tx.exec(sql::kGiveBack, {id, now}); }

}  // namespace qsr::account::oidc_attempts
