#include "modules/account/address_repo.h"

#include <string>

namespace qsr::account::address_repo {
namespace sql {
constexpr const char* kColumns =
    "SELECT id, consignee, area_code, phone, address, house_number, lat, lng, is_default, updated_at FROM address ";
constexpr const char* kList = "WHERE member_id = $1 AND deleted_at IS NULL ORDER BY is_default DESC, updated_at DESC, id DESC";
constexpr const char* kOne = "WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL";
constexpr const char* kCount = "SELECT COUNT(*) FROM address WHERE member_id = $1 AND deleted_at IS NULL";
constexpr const char* kInsert =
    "INSERT INTO address (member_id, consignee, area_code, phone, address, house_number, lat, lng, is_default, created_at,"
    " updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id";
constexpr const char* kUpdate =
    "UPDATE address SET consignee = $3, area_code = $4, phone = $5, address = $6, house_number = $7, lat = $8, lng = $9,"
    " updated_at = $10 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL";
constexpr const char* kClearDefault = "UPDATE address SET is_default = 0 WHERE member_id = $1 AND id <> $2";
constexpr const char* kSetDefault = "UPDATE address SET is_default = 1 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL";
constexpr const char* kDelete =
    "UPDATE address SET deleted_at = $3, is_default = 0 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL";
constexpr const char* kHasDefault = "SELECT 1 FROM address WHERE member_id = $1 AND deleted_at IS NULL AND is_default = 1";
constexpr const char* kNewest =
    "SELECT id FROM address WHERE member_id = $1 AND deleted_at IS NULL ORDER BY updated_at DESC, id DESC LIMIT 1";
constexpr const char* kMoveAll = "UPDATE address SET member_id = $2, is_default = 0 WHERE member_id = $1";
constexpr const char* kEraseAll = "DELETE FROM address WHERE member_id = $1";
// A visitor's addresses: never a default (a visitor has no checkout to default to).
constexpr const char* kVisitorList =
    "SELECT id, consignee, area_code, phone, address, house_number, lat, lng, 0, updated_at FROM visitor_address"
    " WHERE session_id = $1 ORDER BY updated_at DESC, id DESC";
constexpr const char* kVisitorCount = "SELECT COUNT(*) FROM visitor_address WHERE session_id = $1";
constexpr const char* kVisitorInsert =
    "INSERT INTO visitor_address (session_id, consignee, area_code, phone, address, house_number, lat, lng, created_at,"
    " updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id";
constexpr const char* kVisitorAdopt =
    "INSERT INTO address (member_id, consignee, area_code, phone, address, house_number, lat, lng, is_default, created_at,"
    " updated_at) SELECT $2, consignee, area_code, phone, address, house_number, lat, lng, 0, created_at, $3"
    " FROM visitor_address WHERE session_id = $1 ORDER BY id LIMIT $4";
constexpr const char* kVisitorDrop = "DELETE FROM visitor_address WHERE session_id = $1";
constexpr const char* kVisitorOrphans = "DELETE FROM visitor_address WHERE session_id NOT IN (SELECT id FROM session)";
}  // namespace sql

namespace {

Address from_row(const db::Row& r) {
  Address a;
  a.id = r.i64(0);
  a.consignee = r.str(1);
  a.area_code = r.str(2);
  a.phone = r.str(3);
  a.address = r.str(4);
  a.house_number = r.str(5);
  if (!r.is_null(6)) a.lat = r.f64(6);
  if (!r.is_null(7)) a.lng = r.f64(7);
  a.is_default = r.i64(8) != 0;
  a.updated_at = r.i64(9);
  return a;
}

}  // namespace

std::vector<Address> of_member(db::Tx& tx, int64_t member_id) {
  std::vector<Address> out;
  for (const auto& r : tx.query(std::string(sql::kColumns) + sql::kList, {member_id})) out.push_back(from_row(r));
  return out;
}

std::optional<Address> find(db::Tx& tx, int64_t member_id, int64_t id) {
  return tx.query_one_as(std::string(sql::kColumns) + sql::kOne, {id, member_id}, from_row);
}

int64_t count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCount, {member_id})->i64(0); }

int64_t insert(db::Tx& tx, int64_t member_id, const AddressInput& in, bool is_default, int64_t now_ms) {
  return tx.query_one(sql::kInsert, {member_id, in.consignee, in.area_code, in.phone, in.address, in.house_number, in.lat,
                                     in.lng, int64_t{is_default}, now_ms})
      ->i64(0);
}

bool update(db::Tx& tx, int64_t member_id, int64_t id, const AddressInput& in, int64_t now_ms) {
  return tx.exec(sql::kUpdate, {id, member_id, in.consignee, in.area_code, in.phone, in.address, in.house_number, in.lat,
                                in.lng, now_ms}) == 1;
}

bool remove(db::Tx& tx, int64_t member_id, int64_t id, int64_t now_ms) {
  return tx.exec(sql::kDelete, {id, member_id, now_ms}) == 1;
}

bool set_default(db::Tx& tx, int64_t member_id, int64_t id) { return tx.exec(sql::kSetDefault, {id, member_id}) == 1; }

void clear_default_except(db::Tx& tx, int64_t member_id, int64_t id) { tx.exec(sql::kClearDefault, {member_id, id}); }

bool has_default(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kHasDefault, {member_id}).has_value(); }

std::optional<int64_t> most_recent(db::Tx& tx, int64_t member_id) {
  auto row = tx.query_one(sql::kNewest, {member_id});
  return row ? std::optional<int64_t>(row->i64(0)) : std::nullopt;
}

void move_all(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveAll, {from, to}); }

void erase_all(db::Tx& tx, int64_t member_id) { tx.exec(sql::kEraseAll, {member_id}); }

std::vector<Address> of_visitor(db::Tx& tx, int64_t session_id) {
  std::vector<Address> out;
  for (const auto& r : tx.query(sql::kVisitorList, {session_id})) out.push_back(from_row(r));
  return out;
}

int64_t count_of_visitor(db::Tx& tx, int64_t session_id) { return tx.query_one(sql::kVisitorCount, {session_id})->i64(0); }

int64_t insert_for_visitor(db::Tx& tx, int64_t session_id, const AddressInput& in, int64_t now_ms) {
  return tx.query_one(sql::kVisitorInsert,
                      {session_id, in.consignee, in.area_code, in.phone, in.address, in.house_number, in.lat, in.lng, now_ms})
      ->i64(0);
}

int64_t adopt_visitor(db::Tx& tx, int64_t session_id, int64_t member_id, int64_t room, int64_t now_ms) {
  const int64_t moved = room > 0 ? tx.exec(sql::kVisitorAdopt, {session_id, member_id, now_ms, room}) : 0;
  tx.exec(sql::kVisitorDrop, {session_id});
  return moved;
}

int64_t forget_orphaned_visitor_addresses(db::Tx& tx) { return tx.exec(sql::kVisitorOrphans, {}); }

}  // namespace qsr::account::address_repo
