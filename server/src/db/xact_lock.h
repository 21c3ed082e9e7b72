// Serialises transactions that work on the same thing when no row exists yet to lock (a member's
// submit whose idempotency key is not stored yet). On PostgreSQL a transaction-scoped advisory
// lock: the second transaction waits for the first to end, and its next statement, under READ
// COMMITTED, sees what the first committed. On SQLite writers are one at a time already.
#pragma once

#include <cstdint>

#include "db/db.h"

namespace qsr::db {

// One number per kind of work, so locks of different kinds never wait for each other.
enum class LockSpace : int32_t { order_submit = 1 };

inline void lock_until_commit(Tx& tx, LockSpace space, int64_t key) {
  if (tx.dialect() != Dialect::postgres) return;
  // The two-int form keeps spaces apart; a key beyond 32 bits folds, which only makes two
  // unrelated keys wait for each other now and then, never lets two of one key run at once.
  const int64_t folded = static_cast<int32_t>(static_cast<uint32_t>(key ^ (key >> 32)));
  // Nothing reads its answer: it goes with the next statement, which runs once the lock is held.
  tx.exec_deferred("SELECT pg_advisory_xact_lock($1::int4, $2::int4)", {static_cast<int64_t>(space), folded});
}

}  // namespace qsr::db
