#include "modules/wallet/wallet_ledger.h"

#include <algorithm>

namespace qsr::wallet {
namespace sql {
constexpr const char* kBalance = "SELECT balance, bonus FROM wallet_account WHERE member_id = $1 AND sid = $2";
constexpr const char* kSpendable =
    "SELECT COALESCE(SUM(balance), 0) FROM wallet_account WHERE member_id = $1 AND (sid = 0 OR sid = $2)";
constexpr const char* kAccounts =
    "SELECT sid, balance, bonus FROM wallet_account WHERE member_id = $1 AND (sid = 0 OR balance > 0) ORDER BY sid";
// Creates the account on first use and locks its row until the transaction ends.
constexpr const char* kLock =
    "INSERT INTO wallet_account (member_id, sid, balance, bonus, updated_at) VALUES ($1, $3, 0, 0, $2)"
    " ON CONFLICT (member_id, sid) DO UPDATE SET updated_at = excluded.updated_at RETURNING balance, bonus";
// Store accounts have ids above the brand's 0, so DESC locks the store's first. SQLite has one
// writer at a time: reading is locking there.
constexpr const char* kPaying =
    "SELECT sid, balance, bonus FROM wallet_account WHERE member_id = $1 AND (sid = $2 OR sid = 0) ORDER BY sid DESC";
constexpr const char* kPayingLocked =
    "SELECT sid, balance, bonus FROM wallet_account WHERE member_id = $1 AND (sid = $2 OR sid = 0) ORDER BY sid DESC FOR UPDATE";
constexpr const char* kSet = "UPDATE wallet_account SET balance = $2, bonus = $3 WHERE member_id = $1 AND sid = $4";
// A key already in the ledger writes nothing and returns no row: the change is a retry.
constexpr const char* kLedger =
    "INSERT INTO wallet_ledger (member_id, delta, balance_after, bonus_delta, bonus_after, kind, reference, idempotency_key,"
    " created_at, sid) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id";
constexpr const char* kKeyUsed = "SELECT 1 FROM wallet_ledger WHERE idempotency_key = $1";
constexpr const char* kHistory =
    "SELECT id, delta, bonus_delta, balance_after, bonus_after, kind, reference, created_at, sid FROM wallet_ledger"
    " WHERE member_id = $1 AND delta <> 0 ORDER BY id DESC LIMIT $2 OFFSET $3";
constexpr const char* kHistoryCount = "SELECT COUNT(*) FROM wallet_ledger WHERE member_id = $1 AND delta <> 0";
}  // namespace sql

namespace {

Balance lock(db::Tx& tx, const Entry& e) {
  auto row = tx.query_one(sql::kLock, {e.member_id, e.now_ms, e.sid});
  return {row->i64(0), row->i64(1)};
}

void save(db::Tx& tx, const Entry& e, const Balance& b) { tx.exec_deferred(sql::kSet, {e.member_id, b.total, b.bonus, e.sid}); }

// The ledger row first: a key used before writes nothing, and the caller stops there.
bool write_ledger(db::Tx& tx, const Entry& e, int64_t delta, int64_t bonus_delta, const Balance& after) {
  return tx
      .query_one(sql::kLedger, {e.member_id, delta, after.total, bonus_delta, after.bonus, e.kind, e.reference,
                                e.idempotency_key, e.now_ms, e.sid})
      .has_value();
}

}  // namespace

int64_t balance(db::Tx& tx, int64_t member_id) { return balances(tx, member_id).total; }

Balance balances(db::Tx& tx, int64_t member_id, int64_t sid) {
  auto row = tx.query_one(sql::kBalance, {member_id, sid});
  return row ? Balance{row->i64(0), row->i64(1)} : Balance{};
}

int64_t spendable_at(db::Tx& tx, int64_t member_id, int64_t sid) { return tx.query_one(sql::kSpendable, {member_id, sid})->i64(0); }

void prefetch_spendable_at(db::Tx& tx, int64_t member_id, int64_t sid) { tx.prefetch(sql::kSpendable, {member_id, sid}); }

std::vector<Account> accounts(db::Tx& tx, int64_t member_id) {
  std::vector<Account> out;
  for (const auto& r : tx.query(sql::kAccounts, {member_id})) out.push_back({r.i64(0), {r.i64(1), r.i64(2)}});
  if (out.empty() || out.front().sid != kBrandAccount) out.insert(out.begin(), Account{});
  return out;
}

Change credit(db::Tx& tx, const Entry& e) {
  const int64_t bonus = std::clamp<int64_t>(e.bonus, 0, e.amount);
  Balance b = lock(tx, e);
  b.total += e.amount;
  b.bonus += bonus;
  if (!write_ledger(tx, e, e.amount, bonus, b)) return Change::duplicate;
  save(tx, e, b);
  return Change::applied;
}

PayingAccounts lock_for_paying(db::Tx& tx, int64_t member_id, int64_t sid) {
  const char* sql = tx.dialect() == db::Dialect::postgres ? sql::kPayingLocked : sql::kPaying;
  PayingAccounts out;
  for (const auto& r : tx.query(sql, {member_id, sid})) (r.i64(0) == kBrandAccount ? out.brand : out.store) = {r.i64(1), r.i64(2)};
  return out;
}

Change debit(db::Tx& tx, const Entry& e, int64_t* bonus_taken) { return debit_locked(tx, e, lock(tx, e), bonus_taken); }

Change debit_locked(db::Tx& tx, const Entry& e, Balance b, int64_t* bonus_taken) {
  if (b.total < e.amount) {
    // A retry of a debit that went through is still a retry, whatever the balance is now.
    return tx.query_one(sql::kKeyUsed, {e.idempotency_key}) ? Change::duplicate : Change::insufficient;
  }
  // The gifted part in proportion, rounded down (a payment of the whole balance takes all of it).
  const int64_t bonus = e.amount == b.total ? b.bonus
                                            : static_cast<int64_t>(static_cast<__int128>(b.bonus) * e.amount / std::max<int64_t>(1, b.total));
  b.total -= e.amount;
  b.bonus -= bonus;
  if (!write_ledger(tx, e, -e.amount, -bonus, b)) return Change::duplicate;
  save(tx, e, b);
  if (bonus_taken) *bonus_taken = bonus;
  return Change::applied;
}

Change take_back(db::Tx& tx, const Entry& e) {
  Balance b = lock(tx, e);
  const int64_t bonus = std::clamp<int64_t>(e.bonus, 0, e.amount);
  if (b.total < e.amount || b.bonus < bonus || b.total - b.bonus < e.amount - bonus) {
    return tx.query_one(sql::kKeyUsed, {e.idempotency_key}) ? Change::duplicate : Change::insufficient;
  }
  b.total -= e.amount;
  b.bonus -= bonus;
  if (!write_ledger(tx, e, -e.amount, -bonus, b)) return Change::duplicate;
  save(tx, e, b);
  return Change::applied;
}

std::vector<Record> history(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  std::vector<Record> out;
  for (const auto& r : tx.query(sql::kHistory, {member_id, limit, offset})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.i64(3), r.i64(4), r.str(5), r.str(6), r.i64(7), r.i64(8)});
  }
  return out;
}

int64_t history_count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kHistoryCount, {member_id})->i64(0); }

int64_t bonus_share(int64_t part, int64_t amount, int64_t bonus, int64_t bonus_back, bool last) {
  const int64_t left = std::max<int64_t>(0, bonus - bonus_back);
  if (last || amount <= 0) return left;
  return std::min(left, static_cast<int64_t>(static_cast<__int128>(bonus) * part / amount));
}

void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms) {
  // Two ledger rows per account, like any other balance change: each account's history and
  // running balance stay true, and the keys make a repeated merge change nothing.
  for (const auto& account : accounts(tx, from)) {
    const Balance& moving = account.balance;
    if (moving.total <= 0) continue;
    const std::string pair = std::to_string(from) + ":" + std::to_string(to) + (account.sid ? ":" + std::to_string(account.sid) : "");
    if (debit(tx, {from, moving.total, 0, "merge_out", std::to_string(to), "merge-out:" + pair, now_ms, account.sid}) != Change::applied) continue;
    credit(tx, {to, moving.total, moving.bonus, "merge_in", std::to_string(from), "merge-in:" + pair, now_ms, account.sid});
  }
}

}  // namespace qsr::wallet
