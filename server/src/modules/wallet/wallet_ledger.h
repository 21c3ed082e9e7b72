// The stored-value wallet. Every change of a balance is a ledger row written in the same
// transaction, keyed by an idempotency key, so a retried change is a no-op and the ledger always
// sums to the balance. A debit is a conditional update: the database, not the application,
// decides whether the money is there.
#pragma once

#include <cstdint>
#include <string>

#include "db/db.h"

namespace qsr::wallet {

int64_t balance(db::Tx& tx, int64_t member_id);

enum class Change { applied, duplicate, insufficient };

// Adds money (top-up, refund). `duplicate` when the key was used before (nothing changes).
Change credit(db::Tx& tx, int64_t member_id, int64_t amount, const std::string& kind, const std::string& reference,
              const std::string& idempotency_key, int64_t now_ms);
// Takes money (payment). On `insufficient` the caller must roll the transaction back (throw):
// the ledger row is already written.
Change debit(db::Tx& tx, int64_t member_id, int64_t amount, const std::string& kind, const std::string& reference,
             const std::string& idempotency_key, int64_t now_ms);

// Moves a member's balance to another member (account merge): a merge_out row on one ledger and
// a merge_in row on the other.
void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms);

}  // namespace qsr::wallet
