#include "modules/popup/popup_repo.h"

#include <boost/json.hpp>

namespace qsr::popup::repo {
namespace json = boost::json;
namespace sql {
constexpr const char* kPopups =
    "SELECT id, kind, title, image, link, templates, priority, frequency, absent_days, starts_at, ends_at, active FROM popup ";
constexpr const char* kInsert =
    "INSERT INTO popup (kind, title, image, link, templates, priority, frequency, absent_days, starts_at, ends_at, active,"
    " updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id";
constexpr const char* kUpdate =
    "UPDATE popup SET kind = $2, title = $3, image = $4, link = $5, templates = $6, priority = $7, frequency = $8,"
    " absent_days = $9, starts_at = $10, ends_at = $11, active = $12, updated_at = $13 WHERE id = $1";
constexpr const char* kInsertRecord =
    "INSERT INTO popup_record (popup_id, member_id, period_key, created_at) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (popup_id, member_id, period_key) DO NOTHING";
constexpr const char* kRecordAt =
    "SELECT created_at FROM popup_record WHERE popup_id = $1 AND member_id = $2 AND period_key = $3";
constexpr const char* kRecords = "SELECT popup_id, period_key FROM popup_record WHERE member_id = $1";
constexpr const char* kInsertGrant =
    "INSERT INTO popup_grant (popup_id, member_id, period_key, created_at) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (popup_id, member_id, period_key) DO NOTHING RETURNING id";
constexpr const char* kSetCodes =
    "UPDATE popup_grant SET coupon_codes = $4 WHERE popup_id = $1 AND member_id = $2 AND period_key = $3";
constexpr const char* kCodes = "SELECT coupon_codes FROM popup_grant WHERE popup_id = $1 AND member_id = $2 AND period_key = $3";
}  // namespace sql

namespace {

std::string ids_text(const std::vector<int64_t>& ids) {
  json::array a;
  for (auto id : ids) a.emplace_back(id);
  return json::serialize(a);
}

Popup popup_of(const db::Row& r) {
  Popup p;
  p.id = r.i64(0);
  p.kind = r.str(1);
  p.title = I18nText::from_json_text(r.str(2));
  p.image = I18nText::from_json_text(r.str(3));
  p.link = r.str(4);
  const json::value templates = json::parse(r.str(5));
  for (const auto& v : templates.as_array()) p.templates.push_back(v.to_number<int64_t>());
  p.priority = static_cast<int>(r.i64(6));
  p.frequency = r.str(7);
  p.absent_days = static_cast<int>(r.i64(8));
  p.starts_at = r.i64(9);
  p.ends_at = r.i64(10);
  p.active = r.i64(11) == 1;
  return p;
}

}  // namespace

std::vector<Popup> popups(db::Tx& tx) {
  std::vector<Popup> out;
  for (const auto& r : tx.query(std::string(sql::kPopups) + "ORDER BY priority DESC, id")) out.push_back(popup_of(r));
  return out;
}

std::optional<Popup> popup(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kPopups) + "WHERE id = $1", {id}, popup_of);
}

int64_t save_popup(db::Tx& tx, const Popup& p, int64_t now_ms) {
  const int64_t active = p.active ? 1 : 0;
  if (p.id == 0) {
    return tx.query_one(sql::kInsert, {p.kind, p.title.to_json_text(), p.image.to_json_text(), p.link, ids_text(p.templates),
                                       int64_t{p.priority}, p.frequency, int64_t{p.absent_days}, p.starts_at, p.ends_at, active,
                                       now_ms})
        ->i64(0);
  }
  tx.exec(sql::kUpdate, {p.id, p.kind, p.title.to_json_text(), p.image.to_json_text(), p.link, ids_text(p.templates),
                         int64_t{p.priority}, p.frequency, int64_t{p.absent_days}, p.starts_at, p.ends_at, active, now_ms});
  return p.id;
}

int64_t record(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key, int64_t now_ms) {
  tx.exec(sql::kInsertRecord, {popup_id, member_id, period_key, now_ms});
  return tx.query_one(sql::kRecordAt, {popup_id, member_id, period_key})->i64(0);
}

std::set<std::pair<int64_t, std::string>> records(db::Tx& tx, int64_t member_id) {
  std::set<std::pair<int64_t, std::string>> out;
  for (const auto& r : tx.query(sql::kRecords, {member_id})) out.emplace(r.i64(0), r.str(1));
  return out;
}

bool insert_grant(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key, int64_t now_ms) {
  return tx.query_one(sql::kInsertGrant, {popup_id, member_id, period_key, now_ms}).has_value();
}

void set_grant_codes(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key,
                     const std::vector<std::string>& codes) {
  json::array a;
  for (const auto& c : codes) a.emplace_back(c);
  tx.exec(sql::kSetCodes, {popup_id, member_id, period_key, json::serialize(a)});
}

std::vector<std::string> grant_codes(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key) {
  std::vector<std::string> out;
  const auto r = tx.query_one(sql::kCodes, {popup_id, member_id, period_key});
  if (!r) return out;
  const json::value codes = json::parse(r->str(0));
  for (const auto& v : codes.as_array()) out.emplace_back(v.as_string());
  return out;
}

}  // namespace qsr::popup::repo
