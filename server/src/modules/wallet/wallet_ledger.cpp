#include "modules/wallet/wallet_ledger.h"

namespace qsr::wallet {
namespace sql {
constexpr const char* kEnsure =
    "INSERT INTO wallet (member_id, balance, updated_at) VALUES ($1, 0, $2) ON CONFLICT (member_id) DO NOTHING";
constexpr const char* kBalance = "SELECT balance FROM wallet WHERE member_id = $1";
constexpr const char* kLedger =
    "INSERT INTO wallet_ledger (member_id, delta, balance_after, kind, reference, idempotency_key, created_at)"
    " VALUES ($1, $2, 0, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id";
constexpr const char* kCredit = "UPDATE wallet SET balance = balance + $2, updated_at = $3 WHERE member_id = $1 RETURNING balance";
constexpr const char* kDebit =
    "UPDATE wallet SET balance = balance - $2, updated_at = $3 WHERE member_id = $1 AND balance >= $2 RETURNING balance";
constexpr const char* kAfter = "UPDATE wallet_ledger SET balance_after = $2 WHERE id = $1";
}  // namespace sql

int64_t balance(db::Tx& tx, int64_t member_id) {
  auto row = tx.query_one(sql::kBalance, {member_id});
  return row ? row->i64(0) : 0;
}

namespace {

Change apply(db::Tx& tx, const char* update, int64_t member_id, int64_t signed_delta, int64_t amount, const std::string& kind,
             const std::string& reference, const std::string& key, int64_t now_ms) {
  tx.exec(sql::kEnsure, {member_id, now_ms});
  auto ledger = tx.query_one(sql::kLedger, {member_id, signed_delta, kind, reference, key, now_ms});
  if (!ledger) return Change::duplicate;
  auto row = tx.query_one(update, {member_id, amount, now_ms});
  if (!row) return Change::insufficient;
  tx.exec(sql::kAfter, {ledger->i64(0), row->i64(0)});
  return Change::applied;
}

}  // namespace

Change credit(db::Tx& tx, int64_t member_id, int64_t amount, const std::string& kind, const std::string& reference,
              const std::string& key, int64_t now_ms) {
  return apply(tx, sql::kCredit, member_id, amount, amount, kind, reference, key, now_ms);
}

Change debit(db::Tx& tx, int64_t member_id, int64_t amount, const std::string& kind, const std::string& reference,
             const std::string& key, int64_t now_ms) {
  return apply(tx, sql::kDebit, member_id, -amount, amount, kind, reference, key, now_ms);
}

void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms) {
  // Two ledger rows, like any other balance change: each account's history and running balance
  // stay true, and the keys make a repeated merge change nothing.
  const int64_t moving = balance(tx, from);
  if (moving <= 0) return;
  const std::string pair = std::to_string(from) + ":" + std::to_string(to);
  if (debit(tx, from, moving, "merge_out", std::to_string(to), "merge-out:" + pair, now_ms) != Change::applied) return;
  credit(tx, to, moving, "merge_in", std::to_string(from), "merge-in:" + pair, now_ms);
}

}  // namespace qsr::wallet
