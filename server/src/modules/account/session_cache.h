// A short-lived in-process copy of session lookups: every request names its session, and reading
// it from the database each time was a tenth of the server's work under load.
//
// Correctness: anything that changes what a lookup answers (revoking sessions, a member's status,
// phone or role) calls `sessions_changed(tx)`, which tells every server on the bus to empty its
// cache once the transaction commits (this one at once, the others as the notice arrives).
// Entries also live at most `kTtl`, the safety net for a server that missed a notice
// (docs/decisions/0015, 0040).
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "db/db.h"
#include "modules/account/account_types.h"

namespace qsr::account {

struct CachedSession {
  Caller caller;
  int64_t expires_at = 0;    // server clock
  int64_t last_seen_at = 0;  // server clock
};

class SessionCache {
 public:
  static constexpr std::chrono::seconds kTtl{2};
  static constexpr size_t kMaxEntries = 100000;

  // A generation to read before looking in the database; `put` ignores an answer read under an
  // older generation (a change committed in between).
  uint64_t generation() const;
  std::optional<CachedSession> get(const std::string& token_hash) const;
  void put(const std::string& token_hash, const CachedSession& s, uint64_t read_generation);
  void clear();

 private:
  struct Entry {
    CachedSession session;
    std::chrono::steady_clock::time_point stored_at;
  };
  mutable std::mutex mu_;
  uint64_t generation_ = 0;
  std::unordered_map<std::string, Entry> entries_;
};

// The process's cache (sessions are per process anyway).
SessionCache& session_cache();

// The bus channel that empties every server's cache (the composition root listens on it).
inline constexpr const char* kSessionsChannel = "sessions";

// Call in a transaction that changes sessions or what a session lookup reads from `member`.
void sessions_changed(db::Tx& tx);

}  // namespace qsr::account
