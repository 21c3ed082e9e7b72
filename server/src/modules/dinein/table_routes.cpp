#include "modules/dinein/table_routes.h"

#include <boost/json.hpp>

#include "core/crypto.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/dinein/dine_service.h"
#include "modules/dinein/qr_svg.h"
#include "modules/dinein/table_tokens.h"

namespace qsr::dinein {
namespace json = boost::json;

std::string table_url(const std::string& app_url, int64_t sid, const std::string& table_no, const std::string& token) {
  return app_url + "/?sid=" + std::to_string(sid) + "&table_id=" + table_no + "&tk=" + token;
}

namespace {

// Every table of a store with its link, scene and QR address.
json::object tables_json(db::Db& db, int64_t sid, const std::string& app_url) {
  json::array list;
  db.read([&](db::Tx& tx) {
    for (const auto& r : tx.query("SELECT table_no, seats, token FROM dine_table WHERE sid = $1 ORDER BY LENGTH(table_no), table_no", {sid})) {
      const std::string table = r.str(0), token = r.str(2);
      list.push_back({{"table_id", table},
                      {"seats", r.i64(1)},
                      {"url", table_url(app_url, sid, table, token)},
                      // The mini-program form of the same code (spec 000 §4: slash-separated key:value pairs).
                      {"scene", "sid:" + std::to_string(sid) + "/table_id:" + table + "/tk:" + token},
                      {"qr", "/admin/v1/store/table/qr.svg?sid=" + std::to_string(sid) + "&table_id=" + table}});
    }
  });
  auto total = static_cast<int64_t>(list.size());
  return http::page(std::move(list), total);
}

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
        n += add_table(tx, sid, std::string(t.get_string()), seats, catalog.clock().now_ms());
      }
      return n;
    });
    return http::ok(req, json::object{{"added", added}});
  });

  router.get("/admin/v1/store/tables", [&db, &accounts, app_url](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, tables_json(db, req.integer("sid"), app_url));
  });

  // A new code for a table (a printed one went missing): the old code stops working.
  router.post("/admin/v1/store/tables/rotate", [&db, &accounts, app_url](http::Request& req) {
    account::require_admin(accounts, req);
    const int64_t sid = req.integer("sid");
    const std::string table = req.str("table_id");
    auto token = db.write_value([&](db::Tx& tx) { return rotate_table_token(tx, sid, table); });
    if (!token) throw AppError::not_found("dine_table_not_found");
    return http::ok(req, json::object{{"table_id", table}, {"url", table_url(app_url, sid, table, *token)}});
  });

  // The same from the store's console: staff reprint their own store's table codes.
  router.post("/v1/console/table/rotate", [&db, &accounts, app_url](http::Request& req) {
    auto c = accounts.sessions.require_staff(req);
    const int64_t sid = c.staff_sid ? *c.staff_sid : req.integer("sid");
    const std::string table = req.str("table_id");
    auto token = db.write_value([&](db::Tx& tx) { return rotate_table_token(tx, sid, table); });
    if (!token) throw AppError::not_found("dine_table_not_found");
    return http::ok(req, json::object{{"table_id", table}, {"url", table_url(app_url, sid, table, *token)}});
  });

  router.get("/admin/v1/store/table/qr.svg", [&db, &accounts, app_url](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t sid = req.integer("sid");
    std::string table = req.str("table_id");
    auto token = db.read_value([&](db::Tx& tx) { return table_token(tx, sid, table); });
    if (!token) throw AppError::not_found();
    auto svg = qr_svg(table_url(app_url, sid, table, *token));
    if (!svg) throw AppError(500, 500, "unknown_error");
    http::Response res;
    res.content_type = "image/svg+xml";
    res.body = *svg;
    return res;
  });

  // Development: the demo tables' links without the admin token (scripts/run sets QSR_DEV).
  if (accounts.options.dev) {
    router.get("/v1/dev/tables", [&db, app_url](http::Request& req) { return http::ok(req, tables_json(db, req.integer("sid"), app_url)); });
  }

  // Customers (the table page) check that a scanned table exists.
  router.get("/v1/DinnerOrder/queryShopTable", [&db](http::Request& req) {
    int64_t sid = req.integer("sid");
    std::string table = req.str("table_id");
    auto row = db.read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT table_no, seats, token FROM dine_table WHERE sid = $1 AND table_no = $2", {sid, table});
    });
    if (!row) throw AppError(404, kTableNotFound, "dine_table_not_found");
    check_table_token(row->str(2), presented_token(req));
    return http::ok(req, json::object{{"sid", sid}, {"tableNo", row->str(0)}, {"seats", row->i64(1)}});
  });
}

}  // namespace qsr::dinein
