#include "modules/review/review_repo.h"

#include <boost/json.hpp>

namespace qsr::review::repo {
namespace json = boost::json;
namespace {

constexpr const char* kColumns =
    "SELECT id, order_no, member_id, sid, order_type, food, service, delivery, content, media, anonymous, shared, hidden, "
    "created_at, reply, replied_at FROM order_review ";

std::string media_text(const std::vector<ReviewMedia>& media) {
  json::array a;
  for (const auto& m : media) a.push_back(json::object{{"id", m.id}, {"kind", m.kind}});
  return json::serialize(a);
}

std::vector<ReviewMedia> media_of(const std::string& text) {
  std::vector<ReviewMedia> out;
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_array()) return out;
  for (const auto& m : v.as_array()) {
    const auto* o = m.if_object();
    if (!o || !o->contains("id") || !o->contains("kind")) continue;
    out.push_back({std::string(o->at("id").as_string()), std::string(o->at("kind").as_string())});
  }
  return out;
}

Review from_row(const db::Row& r) {
  Review v;
  v.id = r.i64(0);
  v.order_no = r.str(1);
  v.member_id = r.i64(2);
  v.sid = r.i64(3);
  v.order_type = static_cast<int>(r.i64(4));
  v.food = static_cast<int>(r.i64(5));
  v.service = static_cast<int>(r.i64(6));
  if (auto d = r.opt_i64(7)) v.delivery = static_cast<int>(*d);
  v.content = r.str(8);
  v.media = media_of(r.str(9));
  v.anonymous = r.i64(10) != 0;
  v.shared = r.i64(11) != 0;
  v.hidden = r.i64(12) != 0;
  v.created_at = r.i64(13);
  v.reply = r.opt_str(14);
  v.replied_at = r.opt_i64(15);
  return v;
}

std::vector<Review> all_of(const db::Rows& rows) {
  std::vector<Review> out;
  out.reserve(rows.size());
  for (const auto& r : rows) out.push_back(from_row(r));
  return out;
}

}  // namespace

int64_t insert(db::Tx& tx, const Review& r) {
  auto row = tx.query_one(
      "INSERT INTO order_review (order_no, member_id, sid, order_type, food, service, delivery, content, media, media_count, "
      "anonymous, shared, hidden, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, $13) RETURNING id",
      {r.order_no, r.member_id, r.sid, static_cast<int64_t>(r.order_type), static_cast<int64_t>(r.food),
       static_cast<int64_t>(r.service), r.delivery ? db::Value{static_cast<int64_t>(*r.delivery)} : db::Value{nullptr}, r.content,
       media_text(r.media), static_cast<int64_t>(r.media.size()), int64_t{r.anonymous}, int64_t{r.shared}, r.created_at});
  return row->i64(0);
}

std::optional<Review> by_order(db::Tx& tx, const std::string& order_no) {
  return tx.query_one_as(std::string(kColumns) + "WHERE order_no = $1", {order_no}, from_row);
}

std::optional<Review> by_id(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(kColumns) + "WHERE id = $1", {id}, from_row);
}

std::vector<Review> of_member(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  return all_of(tx.query(std::string(kColumns) + "WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset}));
}

int64_t count_of_member(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT COUNT(*) FROM order_review WHERE member_id = $1", {member_id})->i64(0);
}

int64_t count_written(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms) {
  return tx.query_one("SELECT COUNT(*) FROM order_review WHERE member_id = $1 AND created_at >= $2 AND created_at < $3",
                      {member_id, from_ms, to_ms})->i64(0);
}

std::vector<Review> feed(db::Tx& tx, int64_t before_id, int64_t limit) {
  return all_of(tx.query(std::string(kColumns) +
                             "WHERE shared = 1 AND hidden = 0 AND media_count > 0 AND id < $1 ORDER BY id DESC LIMIT $2",
                         {before_id, limit}));
}

std::vector<Review> of_store(db::Tx& tx, int64_t sid, bool unanswered, int64_t limit, int64_t offset) {
  return all_of(tx.query(std::string(kColumns) + "WHERE sid = $1" + (unanswered ? " AND reply IS NULL" : "") +
                             " ORDER BY id DESC LIMIT $2 OFFSET $3",
                         {sid, limit, offset}));
}

bool set_reply(db::Tx& tx, int64_t id, int64_t sid, const std::string& reply, int64_t staff_id, int64_t now_ms) {
  return tx.exec("UPDATE order_review SET reply = $1, replied_at = $2, replied_by = $3 WHERE id = $4 AND sid = $5",
                 {reply, now_ms, staff_id, id, sid}) == 1;
}

bool set_hidden(db::Tx& tx, int64_t id, int64_t sid, bool hidden) {
  return tx.exec("UPDATE order_review SET hidden = $1 WHERE id = $2 AND sid = $3", {int64_t{hidden}, id, sid}) == 1;
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec("UPDATE order_review SET member_id = $1 WHERE member_id = $2", {to, from});
}

void erase_member(db::Tx& tx, int64_t member_id) { tx.exec("DELETE FROM order_review WHERE member_id = $1", {member_id}); }

}  // namespace qsr::review::repo
