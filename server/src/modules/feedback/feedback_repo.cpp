#include "modules/feedback/feedback_repo.h"

#include <boost/json.hpp>

namespace qsr::feedback::repo {
namespace json = boost::json;
namespace {

constexpr const char* kColumns =
    "SELECT id, member_id, sid, category, content, contact_kind, contact, images, status, reply, replied_at, replied_by, created_at "
    "FROM feedback ";

std::string names_text(const std::vector<std::string>& names) {
  json::array a;
  for (const auto& n : names) a.emplace_back(n);
  return json::serialize(a);
}

std::vector<std::string> names_of(const std::string& text) {
  std::vector<std::string> out;
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_array()) return out;
  for (const auto& n : v.as_array()) {
    if (n.is_string()) out.emplace_back(n.as_string());
  }
  return out;
}

Feedback from_row(const db::Row& r) {
  Feedback f;
  f.id = r.i64(0);
  f.member_id = r.i64(1);
  f.sid = r.opt_i64(2);
  f.category = r.str(3);
  f.content = r.str(4);
  f.contact_kind = r.str(5);
  f.contact = r.str(6);
  f.images = names_of(r.str(7));
  f.status = r.str(8);
  f.reply = r.opt_str(9);
  f.replied_at = r.opt_i64(10);
  f.replied_by = r.opt_i64(11);
  f.created_at = r.i64(12);
  return f;
}

std::vector<Feedback> all_of(const db::Rows& rows) {
  std::vector<Feedback> out;
  for (const auto& r : rows) out.push_back(from_row(r));
  return out;
}

}  // namespace

std::optional<int64_t> insert(db::Tx& tx, const Feedback& f, const std::string& idempotency_key) {
  auto row = tx.query_one(
      "INSERT INTO feedback (member_id, sid, category, content, contact_kind, contact, images, status, idempotency_key, created_at) "
      "VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9) ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id",
      {f.member_id, db::nullable(f.sid), f.category, f.content, f.contact_kind, f.contact, names_text(f.images), idempotency_key, f.created_at});
  if (!row) return std::nullopt;
  return row->i64(0);
}

std::optional<Feedback> by_key(db::Tx& tx, int64_t member_id, const std::string& idempotency_key) {
  return tx.query_one_as(std::string(kColumns) + "WHERE member_id = $1 AND idempotency_key = $2", {member_id, idempotency_key}, from_row);
}

std::optional<Feedback> by_id(db::Tx& tx, int64_t id) { return tx.query_one_as(std::string(kColumns) + "WHERE id = $1", {id}, from_row); }

std::vector<Feedback> of_member(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  return all_of(tx.query(std::string(kColumns) + "WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset}));
}

std::vector<Feedback> listed(db::Tx& tx, std::optional<int64_t> sid, const std::string& status, int64_t limit, int64_t offset) {
  std::string sql = std::string(kColumns) + "WHERE 1 = 1";
  db::Params params;
  if (sid) {
    params.push_back(*sid);
    sql += " AND sid = $" + std::to_string(params.size());
  }
  if (!status.empty()) {
    params.push_back(status);
    sql += " AND status = $" + std::to_string(params.size());
  }
  params.push_back(limit);
  sql += " ORDER BY id DESC LIMIT $" + std::to_string(params.size());
  params.push_back(offset);
  sql += " OFFSET $" + std::to_string(params.size());
  return all_of(tx.query(sql, params));
}

bool set_reply(db::Tx& tx, int64_t id, const std::string& reply, std::optional<int64_t> staff_id, int64_t now_ms) {
  return tx.exec("UPDATE feedback SET reply = $1, replied_at = $2, replied_by = $3, status = 'replied' WHERE id = $4 AND status <> 'closed'",
                 {reply, now_ms, db::nullable(staff_id), id}) == 1;
}

bool close(db::Tx& tx, int64_t id) { return tx.exec("UPDATE feedback SET status = 'closed' WHERE id = $1 AND status <> 'closed'", {id}) == 1; }

int64_t count_of_member(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT COUNT(*) FROM feedback WHERE member_id = $1", {member_id})->i64(0);
}

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec("UPDATE feedback SET member_id = $1 WHERE member_id = $2", {to, from}); }

void erase_member(db::Tx& tx, int64_t member_id) { tx.exec("DELETE FROM feedback WHERE member_id = $1", {member_id}); }

}  // namespace qsr::feedback::repo
