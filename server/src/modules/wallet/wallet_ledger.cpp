#include "modules/wallet/wallet_ledger.h"

namespace qsr::wallet {
namespace sql {
constexpr const char* kBalance = "SELECT balance FROM wallet WHERE member_id = $1";
// A credit creates the wallet row on the first one.
constexpr const char* kCredit =
    "INSERT INTO wallet (member_id, balance, updated_at) VALUES ($1, $2, $3)"
    " ON CONFLICT (member_id) DO UPDATE SET balance = wallet.balance + excluded.balance, updated_at = excluded.updated_at"
    " RETURNING balance";
constexpr const char* kDebit =
    "UPDATE wallet SET balance = balance - $2, updated_at = $3 WHERE member_id = $1 AND balance >= $2 RETURNING balance";
constexpr const char* kUndo = "UPDATE wallet SET balance = balance - $2 WHERE member_id = $1";
constexpr const char* kLedger =
    "INSERT INTO wallet_ledger (member_id, delta, balance_after, kind, reference, idempotency_key, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id";
constexpr const char* kKeyUsed = "SELECT 1 FROM wallet_ledger WHERE idempotency_key = $1";
}  // namespace sql

int64_t balance(db::Tx& tx, int64_t member_id) {
  auto row = tx.query_one(sql::kBalance, {member_id});
  return row ? row->i64(0) : 0;
}

namespace {

// The balance changes first and the ledger row is written once, with the balance it produced
// (two statements on the usual path). A key already in the ledger is a retried change: its row
// is not written and the balance change is undone in the same transaction, so nothing changes.
Change apply(db::Tx& tx, const char* update, int64_t member_id, int64_t signed_delta, int64_t amount, const std::string& kind,
             const std::string& reference, const std::string& key, int64_t now_ms) {
  auto row = tx.query_one(update, {member_id, amount, now_ms});
  if (!row) {
    // Only a debit can find no row to change; a retry of one that went through is still a retry.
    return tx.query_one(sql::kKeyUsed, {key}) ? Change::duplicate : Change::insufficient;
  }
  if (!tx.query_one(sql::kLedger, {member_id, signed_delta, row->i64(0), kind, reference, key, now_ms})) {
    tx.exec(sql::kUndo, {member_id, signed_delta});
    return Change::duplicate;
  }
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
