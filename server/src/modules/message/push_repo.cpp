#include "modules/message/push_repo.h"

namespace qsr::message::push_repo {
namespace sql {
constexpr const char* kDropMovedQueue =
    "DELETE FROM push_delivery WHERE subscription_id IN (SELECT id FROM push_subscription WHERE endpoint = $1 AND member_id <> $2)";
constexpr const char* kUpsert =
    "INSERT INTO push_subscription (member_id, endpoint, p256dh, auth, lang, created_at) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (endpoint) DO UPDATE SET member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth,"
    " lang = excluded.lang, created_at = excluded.created_at";
constexpr const char* kBeyondNewest =
    "SELECT id FROM push_subscription WHERE member_id = $1 AND id NOT IN"
    " (SELECT id FROM push_subscription WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)";
constexpr const char* kIdOf = "SELECT id FROM push_subscription WHERE member_id = $1 AND endpoint = $2";
constexpr const char* kDeleteQueue = "DELETE FROM push_delivery WHERE subscription_id = $1";
constexpr const char* kDelete = "DELETE FROM push_subscription WHERE id = $1";
constexpr const char* kQueue =
    "INSERT INTO push_delivery (message_id, subscription_id, next_try_at)"
    " SELECT m.id, s.id, $3 FROM member_message m JOIN push_subscription s ON s.member_id = m.member_id"
    " WHERE m.member_id = $1 AND m.dedup_key = $2";
constexpr const char* kDue =
    "SELECT d.id, d.next_try_at, d.attempts, s.id, s.endpoint, s.p256dh, s.auth, s.lang, m.id, m.template_key, m.params, m.link,"
    " m.created_at FROM push_delivery d JOIN push_subscription s ON s.id = d.subscription_id"
    " JOIN member_message m ON m.id = d.message_id"
    " WHERE d.done_at IS NULL AND d.next_try_at <= $1 ORDER BY d.next_try_at, d.id LIMIT $2";
constexpr const char* kClaim =
    "UPDATE push_delivery SET next_try_at = $3, attempts = attempts + 1 WHERE id = $1 AND next_try_at = $2 AND done_at IS NULL";
constexpr const char* kFinish = "UPDATE push_delivery SET done_at = $3, outcome = $2 WHERE id = $1 AND done_at IS NULL";
constexpr const char* kRetry = "UPDATE push_delivery SET next_try_at = $2 WHERE id = $1 AND done_at IS NULL";
constexpr const char* kKey = "SELECT private_key FROM push_key WHERE id = 1";
constexpr const char* kStoreKey = "INSERT INTO push_key (id, private_key, created_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING";
constexpr const char* kEraseQueue =
    "DELETE FROM push_delivery WHERE subscription_id IN (SELECT id FROM push_subscription WHERE member_id = $1)";
constexpr const char* kEraseSubscriptions = "DELETE FROM push_subscription WHERE member_id = $1";
constexpr const char* kMerge = "UPDATE push_subscription SET member_id = $2 WHERE member_id = $1";
}  // namespace sql

void remove_by_id(db::Tx& tx, int64_t subscription_id) {
  tx.exec(sql::kDeleteQueue, {subscription_id});
  tx.exec(sql::kDelete, {subscription_id});
}

void upsert(db::Tx& tx, int64_t member_id, const Subscription& s, int64_t now_ms, int64_t keep) {
  tx.exec(sql::kDropMovedQueue, {s.endpoint, member_id});
  tx.exec(sql::kUpsert, {member_id, s.endpoint, s.p256dh, s.auth, s.lang, now_ms});
  for (const auto& r : tx.query(sql::kBeyondNewest, {member_id, keep})) remove_by_id(tx, r.i64(0));
}

int64_t remove(db::Tx& tx, int64_t member_id, const std::string& endpoint) {
  auto row = tx.query_one(sql::kIdOf, {member_id, endpoint});
  if (!row) return 0;
  remove_by_id(tx, row->i64(0));
  return 1;
}

bool subscribed(db::Tx& tx, int64_t member_id, const std::string& endpoint) {
  return tx.query_one(sql::kIdOf, {member_id, endpoint}).has_value();
}

int64_t queue(db::Tx& tx, int64_t member_id, const std::string& dedup_key, int64_t now_ms) {
  return tx.exec(sql::kQueue, {member_id, dedup_key, now_ms});
}

std::vector<Due> due(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<Due> out;
  for (const auto& r : tx.query(sql::kDue, {now_ms, limit})) {
    out.push_back({.id = r.i64(0),
                   .next_try_at = r.i64(1),
                   .attempts = r.i64(2),
                   .subscription_id = r.i64(3),
                   .to = {r.str(4), r.str(5), r.str(6), r.str(7)},
                   .message_id = r.i64(8),
                   .template_key = r.str(9),
                   .params = r.str(10),
                   .link = r.str(11),
                   .message_created_at = r.i64(12)});
  }
  return out;
}

bool claim(db::Tx& tx, int64_t id, int64_t seen_next_try_at, int64_t lease_until) {
  return tx.exec(sql::kClaim, {id, seen_next_try_at, lease_until}) == 1;
}

void finish(db::Tx& tx, int64_t id, const std::string& outcome, int64_t now_ms) { tx.exec(sql::kFinish, {id, outcome, now_ms}); }

void retry_at(db::Tx& tx, int64_t id, int64_t next_try_at) { tx.exec(sql::kRetry, {id, next_try_at}); }

std::optional<std::string> stored_key(db::Tx& tx) {
  auto row = tx.query_one(sql::kKey);
  if (!row) return std::nullopt;
  return row->str(0);
}

std::string store_key_once(db::Tx& tx, const std::string& private_key, int64_t now_ms) {
  tx.exec(sql::kStoreKey, {private_key, now_ms});
  return *stored_key(tx);
}

void erase_member(db::Tx& tx, int64_t member_id) {
  tx.exec(sql::kEraseQueue, {member_id});
  tx.exec(sql::kEraseSubscriptions, {member_id});
}

void merge(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMerge, {from, to}); }

}  // namespace qsr::message::push_repo
