// The stored-value wallet. Every change of a balance is a ledger row written in the same
// transaction, keyed by an idempotency key, so a retried change is a no-op and the ledger always
// sums to the balance. The balance is split into what the member paid in (principal) and what was
// gifted with a top-up (bonus); a payment takes both in the proportion they stand in the wallet,
// and says how much of it was gifted (docs/decisions/0029). Every change first locks the member's
// wallet row, so the proportion it reads is the one it changes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::wallet {

// Accounts: the brand-wide one (store 0) and single-store ones, each with its own balance.
inline constexpr int64_t kBrandAccount = 0;

struct Balance {
  int64_t total = 0;
  int64_t bonus = 0;  // of total, the gifted part
};

// The brand account's balance, and an account's.
int64_t balance(db::Tx& tx, int64_t member_id);
Balance balances(db::Tx& tx, int64_t member_id, int64_t sid = kBrandAccount);
// What the member may spend at store `sid`: its own account and the brand's.
int64_t spendable_at(db::Tx& tx, int64_t member_id, int64_t sid);
// Announces spendable_at soon in this transaction (db::Tx::prefetch).
void prefetch_spendable_at(db::Tx& tx, int64_t member_id, int64_t sid);
struct Account {
  int64_t sid = 0;
  Balance balance;
};
// The member's accounts with money or history, the brand's first.
std::vector<Account> accounts(db::Tx& tx, int64_t member_id);

enum class Change { applied, duplicate, insufficient };

// What a change is: `amount` cents, of which `bonus` gifted (a credit) or taken from the gifted
// part (answered by a debit).
struct Entry {
  int64_t member_id = 0;
  int64_t amount = 0;
  int64_t bonus = 0;
  std::string kind;  // topup | recharge | pay | refund | merge_in | merge_out
  std::string reference;
  std::string idempotency_key;
  int64_t now_ms = 0;
  int64_t sid = kBrandAccount;  // the account
};

// Adds money (a top-up with its bonus, a refund giving back what a payment took). `duplicate`
// when the key was used before (nothing changes).
Change credit(db::Tx& tx, const Entry& e);
// Takes `amount`, principal and bonus in the proportion they stand in the wallet (the bonus part
// rounded down); `bonus_taken` says how much was gifted money. `insufficient` (nothing written)
// when the balance does not cover it.
Change debit(db::Tx& tx, const Entry& e, int64_t* bonus_taken = nullptr);

// The two accounts a payment at store `sid` may take from, locked until the transaction ends, in
// one statement: the store's own, then the brand's (the order every payment locks them in). An
// account never opened answers nothing in it.
struct PayingAccounts {
  Balance store, brand;
};
PayingAccounts lock_for_paying(db::Tx& tx, int64_t member_id, int64_t sid);
// debit() from an account lock_for_paying locked and answered (`amount` must be above 0: an
// account never opened then answers `insufficient`).
Change debit_locked(db::Tx& tx, const Entry& e, Balance locked, int64_t* bonus_taken = nullptr);

// Takes back exactly `amount`, of which exactly `bonus` gifted (a refunded top-up takes back what
// it put in); `insufficient` (nothing written) unless both parts are still there.
Change take_back(db::Tx& tx, const Entry& e);

// One row of the member's wallet history.
struct Record {
  int64_t id = 0;
  int64_t delta = 0, bonus_delta = 0, balance_after = 0, bonus_after = 0;
  std::string kind, reference;
  int64_t created_at = 0;
  int64_t sid = kBrandAccount;
};
// Newest first, the rows that moved money.
std::vector<Record> history(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t history_count(db::Tx& tx, int64_t member_id);

// What of `part` of a payment of `amount` (of which `bonus` gifted, `bonus_back` of that already
// returned) goes back as gifted money: its share, the last part all that is left.
int64_t bonus_share(int64_t part, int64_t amount, int64_t bonus, int64_t bonus_back, bool last);

// Moves a member's balances to another member (account merge), account by account: a merge_out
// row on one ledger and a merge_in row on the other, the gifted part staying gifted.
void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms);

}  // namespace qsr::wallet
