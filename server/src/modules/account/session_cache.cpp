#include "modules/account/session_cache.h"

namespace qsr::account {

uint64_t SessionCache::generation() const {
  std::lock_guard lock(mu_);
  return generation_;
}

std::optional<CachedSession> SessionCache::get(const std::string& token_hash) const {
  std::lock_guard lock(mu_);
  auto it = entries_.find(token_hash);
  if (it == entries_.end() || std::chrono::steady_clock::now() - it->second.stored_at > kTtl) return std::nullopt;
  return it->second.session;
}

void SessionCache::put(const std::string& token_hash, const CachedSession& s, uint64_t read_generation) {
  std::lock_guard lock(mu_);
  if (read_generation != generation_) return;
  // Stale entries are only dropped by a full sweep; at this size a sweep is rare and cheap.
  if (entries_.size() >= kMaxEntries) entries_.clear();
  entries_[token_hash] = {s, std::chrono::steady_clock::now()};
}

void SessionCache::clear() {
  std::lock_guard lock(mu_);
  ++generation_;
  entries_.clear();
}

SessionCache& session_cache() {
  static SessionCache cache;
  return cache;
}

void sessions_changed(db::Tx& tx) {
  // Delivered after the commit: a lookup that read the old row before it is dropped, and one that
  // read it but stores its answer only now is refused by the generation.
  tx.notify(kSessionsChannel, "");
}

}  // namespace qsr::account
