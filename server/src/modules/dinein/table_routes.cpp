#include "modules/dinein/table_routes.h"

#include <boost/json.hpp>

#include "core/crypto.h"
#include "http/envelope.h"
#include "modules/dinein/qr_svg.h"

namespace qsr::dinein {
namespace json = boost::json;

std::string table_url(const std::string& app_url, int64_t sid, const std::string& table_no) {
  return app_url + "/?sid=" + std::to_string(sid) + "&table_id=" + table_no;
}

namespace {

bool valid_table_no(const std::string& no) {
  if (no.empty() || no.size() > 10) return false;
  for (char c : no) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-') return false;
  }
  return true;
}

}  // namespace

void register_table_routes(http::Router& router, db::Db& db, catalog::CatalogService& catalog, account::AccountModule& accounts,
                           std::string app_url) {
  // Adds tables (existing numbers are left as they are). Body {sid, tables: ["1","2",...], seats?}.
  router.post("/admin/v1/store/tables", [&db, &catalog, &accounts](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t sid = req.integer("sid");
    auto snap = catalog.snapshot();
    const catalog::Store* store = snap->store(sid);
    if (!store) throw AppError::not_found("store_not_found");
    if (!store->offers(catalog::OrderType::dine_in)) throw AppError::bad_request("store_no_order_type");
    const auto* tables = req.input.if_contains("tables");
    if (!tables || !tables->is_array() || tables->get_array().empty() || tables->get_array().size() > 200) {
      throw AppError::invalid("tables");
    }
    int64_t seats = req.opt_int("seats").value_or(4);
    if (seats < 1 || seats > 50) throw AppError::invalid("seats");
    int64_t added = db.write_value([&](db::Tx& tx) {
      int64_t n = 0;
      for (const auto& t : tables->get_array()) {
        if (!t.is_string() || !valid_table_no(std::string(t.get_string()))) throw AppError::invalid("tables");
        n += tx.exec("INSERT INTO dine_table (sid, table_no, seats, created_at) VALUES ($1, $2, $3, $4)"
                     " ON CONFLICT (sid, table_no) DO NOTHING",
                     {sid, std::string(t.get_string()), seats, catalog.clock().now_ms()});
      }
      return n;
    });
    return http::ok(req, json::object{{"added", added}});
  });

  router.get("/admin/v1/store/tables", [&db, &accounts, app_url](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t sid = req.integer("sid");
    json::array list;
    db.read([&](db::Tx& tx) {
      for (const auto& r : tx.query("SELECT table_no, seats FROM dine_table WHERE sid = $1 ORDER BY LENGTH(table_no), table_no", {sid})) {
        list.push_back({{"table_id", r.str(0)}, {"seats", r.i64(1)}, {"url", table_url(app_url, sid, r.str(0))},
                        {"qr", "/admin/v1/store/table/qr.svg?sid=" + std::to_string(sid) + "&table_id=" + r.str(0)}});
      }
    });
    auto total = static_cast<int64_t>(list.size());
    return http::ok(req, http::page(std::move(list), total));
  });

  router.get("/admin/v1/store/table/qr.svg", [&db, &accounts, app_url](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t sid = req.integer("sid");
    std::string table = req.str("table_id");
    bool exists = db.read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT 1 FROM dine_table WHERE sid = $1 AND table_no = $2", {sid, table}).has_value();
    });
    if (!exists) throw AppError::not_found();
    auto svg = qr_svg(table_url(app_url, sid, table));
    if (!svg) throw AppError(500, 500, "unknown_error");
    http::Response res;
    res.content_type = "image/svg+xml";
    res.body = *svg;
    return res;
  });

  // Customers (the table page) check that a scanned table exists.
  router.get("/v1/DinnerOrder/queryShopTable", [&db](http::Request& req) {
    int64_t sid = req.integer("sid");
    std::string table = req.str("table_id");
    auto row = db.read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT table_no, seats FROM dine_table WHERE sid = $1 AND table_no = $2", {sid, table});
    });
    if (!row) throw AppError::not_found("dine_table_not_found");
    return http::ok(req, json::object{{"sid", sid}, {"tableNo", row->str(0)}, {"seats", row->i64(1)}});
  });
}

}  // namespace qsr::dinein
