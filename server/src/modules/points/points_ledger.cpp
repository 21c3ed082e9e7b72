#include "modules/points/points_ledger.h"

#include <algorithm>

namespace qsr::points {
namespace sql {
// Creates the account on first use and locks its row until the transaction ends.
constexpr const char* kLock =
    "INSERT INTO points_account (member_id, balance, debt, updated_at) VALUES ($1, 0, 0, $2)"
    " ON CONFLICT (member_id) DO UPDATE SET updated_at = excluded.updated_at RETURNING balance, debt";
constexpr const char* kBalance = "SELECT balance FROM points_account WHERE member_id = $1";
constexpr const char* kSetAccount = "UPDATE points_account SET balance = $2, debt = $3 WHERE member_id = $1";
constexpr const char* kKeyUsed = "SELECT 1 FROM points_ledger WHERE idempotency_key = $1";
// A key already in the ledger writes nothing and returns no row: the change is a retry.
constexpr const char* kLedger =
    "INSERT INTO points_ledger (member_id, delta, balance_after, reason, reference, idempotency_key, created_at, expires_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id";
constexpr const char* kLot =
    "INSERT INTO points_lot (member_id, amount, remaining, earned_at, expires_at, ledger_id) VALUES ($1, $2, $3, $4, $5, $6)";
// Oldest-expiring first; lots that never expire last.
constexpr const char* kOpenLots =
    "SELECT id, remaining FROM points_lot WHERE member_id = $1 AND remaining > 0"
    " ORDER BY CASE WHEN expires_at IS NULL THEN 1 ELSE 0 END, expires_at, id";
constexpr const char* kSetRemaining = "UPDATE points_lot SET remaining = $2 WHERE id = $1";
constexpr const char* kSumFor = "SELECT COALESCE(SUM(delta), 0) FROM points_ledger WHERE reference = $1 AND reason = $2";
constexpr const char* kDue =
    "SELECT id FROM points_lot WHERE remaining > 0 AND expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2";
constexpr const char* kLotById = "SELECT member_id, remaining FROM points_lot WHERE id = $1";
constexpr const char* kExpiring =
    "SELECT COALESCE(SUM(remaining), 0), MIN(expires_at) FROM points_lot WHERE member_id = $1 AND remaining > 0"
    " AND expires_at IS NOT NULL AND expires_at > $2 AND expires_at <= $3";
constexpr const char* kMoveLots = "UPDATE points_lot SET member_id = $2 WHERE member_id = $1 AND remaining > 0";
constexpr const char* kEmptyLots = "UPDATE points_lot SET remaining = 0 WHERE member_id = $1 AND remaining > 0";
}  // namespace sql

namespace {

struct Account {
  int64_t balance = 0, debt = 0;
};

Account lock(db::Tx& tx, int64_t member_id, int64_t now_ms) {
  auto row = tx.query_one(sql::kLock, {member_id, now_ms});
  return {row->i64(0), row->i64(1)};
}

db::Value expiry_value(int64_t expires_at_ms) { return expires_at_ms > 0 ? db::Value{expires_at_ms} : db::Value{nullptr}; }

// Every change writes its ledger row first, before anything else moves: a key used before writes
// nothing and answers nullopt, and the caller stops there (the change is a retry).
std::optional<int64_t> write_ledger(db::Tx& tx, const Entry& e, int64_t delta, int64_t balance_after, int64_t expires_at_ms = 0) {
  auto row = tx.query_one(sql::kLedger, {e.member_id, delta, balance_after, e.reason, e.reference, e.idempotency_key, e.now_ms,
                                         expiry_value(expires_at_ms)});
  if (!row) return std::nullopt;
  return row->i64(0);
}

void save(db::Tx& tx, int64_t member_id, const Account& a) { tx.exec_deferred(sql::kSetAccount, {member_id, a.balance, a.debt}); }

// Takes up to `amount` from the member's lots, oldest-expiring first; answers how much it took.
int64_t consume(db::Tx& tx, int64_t member_id, int64_t amount) {
  int64_t taken = 0;
  for (const auto& lot : tx.query(sql::kOpenLots, {member_id})) {
    if (taken >= amount) break;
    const int64_t part = std::min(lot.i64(1), amount - taken);
    tx.exec(sql::kSetRemaining, {lot.i64(0), lot.i64(1) - part});
    taken += part;
  }
  return taken;
}

}  // namespace

int64_t balance(db::Tx& tx, int64_t member_id) {
  auto row = tx.query_one(sql::kBalance, {member_id});
  return row ? row->i64(0) : 0;
}

void prefetch_balance(db::Tx& tx, int64_t member_id) { tx.prefetch(sql::kBalance, {member_id}); }

Change credit(db::Tx& tx, const Entry& e, int64_t expires_at_ms) {
  Account a = lock(tx, e.member_id, e.now_ms);
  const int64_t repaid = std::min(a.debt, e.amount);
  a.balance += e.amount;
  a.debt -= repaid;
  const auto ledger_id = write_ledger(tx, e, e.amount, a.balance, expires_at_ms);
  if (!ledger_id) return Change::duplicate;
  if (e.amount > repaid) tx.exec_deferred(sql::kLot, {e.member_id, e.amount, e.amount - repaid, e.now_ms, expiry_value(expires_at_ms), *ledger_id});
  save(tx, e.member_id, a);
  return Change::applied;
}

Change debit(db::Tx& tx, const Entry& e) {
  Account a = lock(tx, e.member_id, e.now_ms);
  if (a.balance < e.amount) {
    // A retry of a debit that went through is still a retry, whatever the balance is now.
    return tx.query_one(sql::kKeyUsed, {e.idempotency_key}) ? Change::duplicate : Change::insufficient;
  }
  a.balance -= e.amount;
  if (!write_ledger(tx, e, -e.amount, a.balance)) return Change::duplicate;
  consume(tx, e.member_id, e.amount);  // the lots hold balance + debt, so all of it
  save(tx, e.member_id, a);
  return Change::applied;
}

Change claw_back(db::Tx& tx, const Entry& e) {
  Account a = lock(tx, e.member_id, e.now_ms);
  a.balance -= e.amount;
  if (!write_ledger(tx, e, -e.amount, a.balance)) return Change::duplicate;
  a.debt += e.amount - consume(tx, e.member_id, e.amount);
  save(tx, e.member_id, a);
  return Change::applied;
}

int64_t sum_for(db::Tx& tx, const std::string& reference, const std::string& reason) {
  return tx.query_one(sql::kSumFor, {reference, reason})->i64(0);
}

std::vector<int64_t> lots_due(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<int64_t> out;
  for (const auto& r : tx.query(sql::kDue, {now_ms, limit})) out.push_back(r.i64(0));
  return out;
}

bool expire_lot(db::Tx& tx, int64_t lot_id, int64_t now_ms) {
  auto lot = tx.query_one(sql::kLotById, {lot_id});
  if (!lot) return false;
  const int64_t member_id = lot->i64(0);
  Account a = lock(tx, member_id, now_ms);
  // Read again under the account's lock: a redemption may have spent it meanwhile.
  const int64_t left = tx.query_one(sql::kLotById, {lot_id})->i64(1);
  if (left <= 0) return false;
  a.balance -= left;
  const Entry e{member_id, left, "expire", "lot:" + std::to_string(lot_id), "expire:" + std::to_string(lot_id), now_ms};
  if (!write_ledger(tx, e, -left, a.balance)) return false;
  tx.exec(sql::kSetRemaining, {lot_id, int64_t{0}});
  save(tx, member_id, a);
  return true;
}

Expiring expiring(db::Tx& tx, int64_t member_id, int64_t now_ms, int64_t until_ms) {
  auto r = tx.query_one(sql::kExpiring, {member_id, now_ms, until_ms});
  Expiring out;
  out.points = r->i64(0);
  if (out.points > 0) out.first_at = r->opt_i64(1);
  return out;
}

void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms) {
  // Locked in id order, so two merges never wait on each other crosswise.
  Account a_from, a_to;
  if (from < to) {
    a_from = lock(tx, from, now_ms);
    a_to = lock(tx, to, now_ms);
  } else {
    a_to = lock(tx, to, now_ms);
    a_from = lock(tx, from, now_ms);
  }
  if (a_from.balance == 0 && a_from.debt == 0) return;  // nothing held: no lots either
  const std::string pair = std::to_string(from) + ":" + std::to_string(to);
  if (!write_ledger(tx, {from, a_from.balance, "merge_out", std::to_string(to), "merge-out:" + pair, now_ms}, -a_from.balance, 0)) return;
  a_to.balance += a_from.balance;
  a_to.debt += a_from.debt;
  write_ledger(tx, {to, a_from.balance, "merge_in", std::to_string(from), "merge-in:" + pair, now_ms}, a_from.balance, a_to.balance);
  tx.exec(sql::kMoveLots, {from, to});
  // The debt is paid from the lots the merge brought.
  if (a_to.debt > 0) a_to.debt -= consume(tx, to, a_to.debt);
  save(tx, from, {});
  save(tx, to, a_to);
}

void forfeit_all(db::Tx& tx, int64_t member_id, int64_t now_ms) {
  Account a = lock(tx, member_id, now_ms);
  const Entry e{member_id, a.balance, "forfeit", "", "forfeit:" + std::to_string(member_id), now_ms};
  if (!write_ledger(tx, e, -a.balance, 0)) return;
  tx.exec(sql::kEmptyLots, {member_id});
  save(tx, member_id, {});
}

}  // namespace qsr::points
