// A member's points: an account, the lots they were earned in and a ledger of every change.
// Every change is a ledger row in the caller's transaction, keyed by an idempotency key (a retried
// change is a no-op), and the account's balance always equals the sum of its ledger rows:
//   balance = sum of the lots' remaining points - debt.
// Points are spent oldest-expiring first (FIFO); a lot that reaches its expiry loses what is left
// of it. Taking back points the member has already spent (a refund after a redemption) leaves a
// debt that the next points earned pay off first (docs/decisions/0025).
//
// Every change first locks the member's account row, so changes of one member never interleave
// (PostgreSQL row lock; SQLite has one writer at a time).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/db.h"

namespace qsr::points {

enum class Change { applied, duplicate, insufficient };

struct Entry {
  int64_t member_id = 0;
  int64_t amount = 0;  // > 0
  std::string reason;     // earn | reverse | redeem | exchange | return | draw | prize | prize_back | expire | forfeit | adjust | merge_in | merge_out
  std::string reference;  // order:<no>, lot:<id>, ...
  std::string idempotency_key;
  int64_t now_ms = 0;
};

int64_t balance(db::Tx& tx, int64_t member_id);
// Announces `balance` soon in this transaction (db::Tx::prefetch).
void prefetch_balance(db::Tx& tx, int64_t member_id);

// Adds points in a new lot that expires at `expires_at_ms` (0: never). A debt is paid off first.
Change credit(db::Tx& tx, const Entry& e, int64_t expires_at_ms);
// Spends points, oldest-expiring lots first; `insufficient` (nothing written) when the balance
// does not cover them.
Change debit(db::Tx& tx, const Entry& e);
// Takes points back whatever the balance: what the lots do not cover becomes a debt.
Change claw_back(db::Tx& tx, const Entry& e);

// The sum of the ledger rows of `reference` with `reason` (signed), e.g. what an order earned.
int64_t sum_for(db::Tx& tx, const std::string& reference, const std::string& reason);

// Lots past their expiry with points left, soonest first (at most `limit`).
std::vector<int64_t> lots_due(db::Tx& tx, int64_t now_ms, int64_t limit);
// Ends one lot (its remaining points leave the balance as an `expire` row). False when it was
// already empty (another runner, or spent meanwhile).
bool expire_lot(db::Tx& tx, int64_t lot_id, int64_t now_ms);

// Points that expire between now and `until_ms`, and the soonest such day.
struct Expiring {
  int64_t points = 0;
  std::optional<int64_t> first_at;
};
Expiring expiring(db::Tx& tx, int64_t member_id, int64_t now_ms, int64_t until_ms);

// Account merge: the lots, the debt and the balance move to `to` (a merge_out and a merge_in row).
void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms);
// Erasure: whatever the member still holds is forfeited (one ledger row); the ledger stays.
void forfeit_all(db::Tx& tx, int64_t member_id, int64_t now_ms);

}  // namespace qsr::points
