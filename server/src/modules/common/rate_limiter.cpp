#include "modules/common/rate_limiter.h"

namespace qsr {
namespace sql {
constexpr const char* kInsertFirst =
    "INSERT INTO rate_counter (bucket, window_start, hits) VALUES ($1, $2, 1)"
    " ON CONFLICT (bucket, window_start) DO NOTHING";
constexpr const char* kIncrementBelow =
    "UPDATE rate_counter SET hits = hits + 1 WHERE bucket = $1 AND window_start = $2 AND hits < $3";
constexpr const char* kHits = "SELECT hits FROM rate_counter WHERE bucket = $1 AND window_start = $2";
constexpr const char* kForget = "DELETE FROM rate_counter WHERE window_start < $1";
constexpr const char* kForgetCooldowns = "DELETE FROM cooldown WHERE taken_at < $1";
constexpr const char* kGiveBackCooldown = "DELETE FROM cooldown WHERE bucket = $1";
// A racing request for the same bucket waits for the winner's row and then finds the wait
// unmet (PostgreSQL re-checks the WHERE on the row the winner wrote; SQLite has one writer).
constexpr const char* kTakeCooldown =
    "INSERT INTO cooldown (bucket, taken_at) VALUES ($1, $2) ON CONFLICT (bucket) DO UPDATE SET taken_at = excluded.taken_at"
    " WHERE cooldown.taken_at <= $3";
}  // namespace sql

bool take_hit(db::Tx& tx, const RateLimit& limit) {
  if (limit.max_hits <= 0) return false;
  if (tx.exec(sql::kInsertFirst, {limit.bucket, limit.window_start}) == 1) return true;
  return tx.exec(sql::kIncrementBelow, {limit.bucket, limit.window_start, limit.max_hits}) == 1;
}

int64_t hits(db::Tx& tx, const std::string& bucket, int64_t window_start) {
  auto row = tx.query_one(sql::kHits, {bucket, window_start});
  return row ? row->i64(0) : 0;
}

int64_t forget_windows_before(db::Tx& tx, int64_t before_ms) {
  return tx.exec(sql::kForget, {before_ms}) + tx.exec(sql::kForgetCooldowns, {before_ms});
}

void give_back_cooldown(db::Tx& tx, const std::string& bucket) { tx.exec(sql::kGiveBackCooldown, {bucket}); }

bool take_cooldown(db::Tx& tx, const std::string& bucket, int64_t now_ms, int64_t interval_ms) {
  return tx.exec(sql::kTakeCooldown, {bucket, now_ms, now_ms - interval_ms}) == 1;
}

}  // namespace qsr
