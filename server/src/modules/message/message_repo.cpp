#include "modules/message/message_repo.h"

#include <boost/json.hpp>

namespace qsr::message::repo {
namespace json = boost::json;

namespace sql {
constexpr const char* kInsert =
    "INSERT INTO member_message (member_id, category, template_key, params, link, dedup_key, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, dedup_key) DO NOTHING";
constexpr const char* kColumns = "SELECT id, member_id, category, template_key, params, link, created_at, read_at FROM member_message";
// $2: a category or '' for all of them.
constexpr const char* kMine = " WHERE member_id = $1 AND ($2 = '' OR category = $2)";
constexpr const char* kCount = "SELECT COUNT(*) FROM member_message WHERE member_id = $1 AND ($2 = '' OR category = $2)";
constexpr const char* kUnreadCount =
    "SELECT COUNT(*) FROM member_message WHERE member_id = $1 AND ($2 = '' OR category = $2) AND read_at IS NULL";
constexpr const char* kReadUpTo =
    "UPDATE member_message SET read_at = $3 WHERE member_id = $1 AND id <= $2 AND ($4 = '' OR category = $4) AND read_at IS NULL";
constexpr const char* kPreferences = "SELECT category, enabled FROM message_preference WHERE member_id = $1";
constexpr const char* kSetPreference =
    "INSERT INTO message_preference (member_id, category, enabled, updated_at) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (member_id, category) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at";
constexpr const char* kEraseMessages = "DELETE FROM member_message WHERE member_id = $1";
constexpr const char* kErasePreferences = "DELETE FROM message_preference WHERE member_id = $1";
// A merge brings the messages along, except one the kept account already has by the same key.
constexpr const char* kMergeMessages =
    "UPDATE member_message SET member_id = $2 WHERE member_id = $1"
    " AND dedup_key NOT IN (SELECT dedup_key FROM member_message WHERE member_id = $2)";
constexpr const char* kJobDone = "SELECT 1 FROM message_job_day WHERE job = $1 AND day = $2";
constexpr const char* kMarkJobDone =
    "INSERT INTO message_job_day (job, day, done_at) VALUES ($1, $2, $3) ON CONFLICT (job, day) DO NOTHING";
}  // namespace sql

namespace {

Message message_of(const db::Row& r) {
  Message m;
  m.id = r.i64(0);
  m.member_id = r.i64(1);
  m.category = r.str(2);
  m.template_key = r.str(3);
  boost::system::error_code ec;
  auto params = json::parse(r.str(4), ec);
  if (!ec && params.is_object()) m.params = std::move(params.as_object());
  m.link = r.str(5);
  m.created_at = r.i64(6);
  m.read_at = r.opt_i64(7);
  return m;
}

std::string category_or_all(const std::optional<std::string>& c) { return c.value_or(""); }

}  // namespace

bool insert(db::Tx& tx, const Notice& n, int64_t now_ms) {
  return tx.exec(sql::kInsert, {n.member_id, n.category, n.template_key, json::serialize(n.params), n.link, n.dedup_key, now_ms}) == 1;
}

std::vector<Message> page(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category, int64_t limit, int64_t offset) {
  std::vector<Message> out;
  for (const auto& r : tx.query(std::string(sql::kColumns) + sql::kMine + " ORDER BY id DESC LIMIT $3 OFFSET $4",
                                {member_id, category_or_all(category), limit, offset})) {
    out.push_back(message_of(r));
  }
  return out;
}

int64_t count(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category) {
  return tx.query_one(sql::kCount, {member_id, category_or_all(category)})->i64(0);
}

int64_t unread_count(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category) {
  return tx.query_one(sql::kUnreadCount, {member_id, category_or_all(category)})->i64(0);
}

std::optional<Message> newest_unread(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category) {
  auto r = tx.query_one(std::string(sql::kColumns) + sql::kMine + " AND read_at IS NULL ORDER BY id DESC LIMIT 1",
                        {member_id, category_or_all(category)});
  if (!r) return std::nullopt;
  return message_of(*r);
}

int64_t mark_read(db::Tx& tx, int64_t member_id, const std::vector<int64_t>& ids, int64_t now_ms) {
  if (ids.empty()) return 0;
  db::Params params{member_id, now_ms};
  std::string in;
  for (const auto id : ids) {
    params.emplace_back(id);
    in += (in.empty() ? "$" : ", $") + std::to_string(params.size());
  }
  // member_id in the condition: another member's id matches nothing.
  return tx.exec("UPDATE member_message SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL AND id IN (" + in + ")", params);
}

int64_t mark_read_up_to(db::Tx& tx, int64_t member_id, int64_t up_to, const std::optional<std::string>& category, int64_t now_ms) {
  return tx.exec(sql::kReadUpTo, {member_id, up_to, now_ms, category_or_all(category)});
}

std::map<std::string, bool> preferences(db::Tx& tx, int64_t member_id) {
  std::map<std::string, bool> out;
  for (const auto& r : tx.query(sql::kPreferences, {member_id})) out[r.str(0)] = r.i64(1) == 1;
  return out;
}

void set_preference(db::Tx& tx, int64_t member_id, const std::string& category, bool enabled, int64_t now_ms) {
  tx.exec(sql::kSetPreference, {member_id, category, int64_t{enabled ? 1 : 0}, now_ms});
}

void erase_member(db::Tx& tx, int64_t member_id) {
  tx.exec(sql::kEraseMessages, {member_id});
  tx.exec(sql::kErasePreferences, {member_id});
}

void merge(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec(sql::kMergeMessages, {from, to});
  // What stayed behind repeats what the kept account has; the merged-away account's settings go
  // (the kept account's choices stand).
  erase_member(tx, from);
}

bool job_done(db::Tx& tx, const std::string& job, const std::string& day) { return tx.query_one(sql::kJobDone, {job, day}).has_value(); }

void mark_job_done(db::Tx& tx, const std::string& job, const std::string& day, int64_t now_ms) {
  tx.exec(sql::kMarkJobDone, {job, day, now_ms});
}

}  // namespace qsr::message::repo
