// Delivery addresses (spec 000 §3): consignee, phone, address with coordinates, house number,
// default flag. Only the owner sees or changes them; someone else's id answers 404, as if it
// did not exist.
#include <boost/json.hpp>

#include "core/geo.h"
#include "core/validators.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"

namespace qsr::account {
namespace json = boost::json;

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
}  // namespace sql

namespace {

constexpr int64_t kMaxAddresses = 20;

json::object address_json(const db::Row& r) {
  return {{"id", r.i64(0)},          {"consignee", r.str(1)},   {"areaCode", r.str(2)},
          {"phone", r.str(3)},       {"address", r.str(4)},     {"houseNumber", r.str(5)},
          {"lat", r.is_null(6) ? json::value(nullptr) : json::value(r.f64(6))},
          {"lng", r.is_null(7) ? json::value(nullptr) : json::value(r.f64(7))},
          {"isDefault", r.i64(8) != 0 ? 1 : 0}, {"updatedAt", r.i64(9)}};
}

std::string bounded_text(const http::Request& req, const char* name, size_t max_chars, bool required) {
  auto v = req.opt_str(name);
  if (!v || v->empty()) {
    if (required) throw AppError::missing(name);
    return "";
  }
  if (validators::count_code_points(*v) > max_chars) throw AppError::invalid(name);
  return *v;
}

struct AddressInput {
  std::string consignee, area_code, phone, address, house_number;
  double lat, lng;
  bool is_default;
};

AddressInput read_input(const http::Request& req) {
  AddressInput in;
  in.consignee = bounded_text(req, "consignee", 30, true);
  auto phone = validators::parse_phone(req.opt_str("areaCode").value_or(""), req.str("phone"));
  if (!phone) throw AppError::bad_request("phone_invalid");
  in.area_code = phone->area_code;
  in.phone = phone->number;
  in.address = bounded_text(req, "address", 200, true);
  in.house_number = bounded_text(req, "houseNumber", 100, false);
  in.lat = req.number("lat");
  in.lng = req.number("lng");
  if (!geo::valid(in.lat, in.lng)) throw AppError::invalid("lat/lng");
  auto d = req.opt_str("isDefault");
  in.is_default = d && (*d == "1" || *d == "true");
  return in;
}

}  // namespace

void register_address_routes(http::Router& router, AccountModule& m) {
  router.get("/v1/address/list", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    json::array list;
    m.db.read([&](db::Tx& tx) {
      for (const auto& r : tx.query(std::string(sql::kColumns) + sql::kList, {*c.member_id})) list.push_back(address_json(r));
    });
    auto total = static_cast<int64_t>(list.size());
    return http::ok(req, http::page(std::move(list), total));
  });

  router.get("/v1/address/detail", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    int64_t id = req.integer("id");
    auto row = m.db.read_value([&](db::Tx& tx) { return tx.query_one(std::string(sql::kColumns) + sql::kOne, {id, *c.member_id}); });
    if (!row) throw AppError::not_found("address_not_found");
    return http::ok(req, address_json(*row));
  });

  auto save = [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    AddressInput in = read_input(req);
    auto id = req.opt_int("id");
    const int64_t now = m.clock.now_ms();
    int64_t saved = m.db.write_value([&](db::Tx& tx) -> int64_t {
      int64_t address_id = 0;
      if (id) {
        if (tx.exec(sql::kUpdate, {*id, *c.member_id, in.consignee, in.area_code, in.phone, in.address, in.house_number,
                                   in.lat, in.lng, now}) != 1)
          throw AppError::not_found("address_not_found");
        address_id = *id;
      } else {
        if (tx.query_one(sql::kCount, {*c.member_id})->i64(0) >= kMaxAddresses) throw AppError::bad_request("address_limit");
        bool first = tx.query_one(sql::kCount, {*c.member_id})->i64(0) == 0;
        address_id = tx.query_one(sql::kInsert, {*c.member_id, in.consignee, in.area_code, in.phone, in.address,
                                                 in.house_number, in.lat, in.lng, int64_t{first}, now})->i64(0);
      }
      if (in.is_default) {
        tx.exec(sql::kClearDefault, {*c.member_id, address_id});
        tx.exec(sql::kSetDefault, {address_id, *c.member_id});
      }
      return address_id;
    });
    auto row = m.db.read_value([&](db::Tx& tx) { return tx.query_one(std::string(sql::kColumns) + sql::kOne, {saved, *c.member_id}); });
    return http::ok(req, address_json(*row));
  };
  router.post("/v1/address", save);
  router.post("/v1/address/save", save);

  router.post("/v1/address/delete", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    int64_t id = req.integer("id");
    bool deleted = m.db.write_value([&](db::Tx& tx) {
      if (tx.exec(sql::kDelete, {id, *c.member_id, m.clock.now_ms()}) != 1) return false;
      // The default went: the most recently used address becomes the default.
      if (!tx.query_one(sql::kHasDefault, {*c.member_id})) {
        if (auto next = tx.query_one(sql::kNewest, {*c.member_id})) tx.exec(sql::kSetDefault, {next->i64(0), *c.member_id});
      }
      return true;
    });
    if (!deleted) throw AppError::not_found("address_not_found");
    return http::ok(req);
  });

  router.post("/v1/address/default", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    int64_t id = req.integer("id");
    m.db.write([&](db::Tx& tx) {
      if (tx.exec(sql::kSetDefault, {id, *c.member_id}) != 1) throw AppError::not_found("address_not_found");
      tx.exec(sql::kClearDefault, {*c.member_id, id});
    });
    return http::ok(req);
  });
}

}  // namespace qsr::account
