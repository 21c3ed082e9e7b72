#include "modules/dinein/table_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/paging.h"
#include "modules/dinein/dine_service.h"
#include "modules/dinein/table_tokens.h"

namespace qsr::dinein {
namespace json = boost::json;

namespace {

json::object tables_json(const std::vector<TableCode>& tables) {
  json::array list;
  for (const auto& t : tables) {
    list.push_back({{"table_id", t.table_no}, {"seats", t.seats}, {"url", t.url}, {"scene", t.scene}, {"qr", t.qr}});
  }
  return http::whole_list(std::move(list));
}

// Body `tables`: ["1", "2", ...], at most 200.
std::vector<std::string> table_nos_of(const http::Request& req) {
  const auto* tables = req.input.if_contains("tables");
  if (!tables || !tables->is_array() || tables->get_array().empty() || tables->get_array().size() > 200) {
    throw AppError::invalid("tables");
  }
  std::vector<std::string> out;
  for (const auto& t : tables->get_array()) {
    if (!t.is_string()) throw AppError::invalid("tables");
    out.emplace_back(t.get_string());
  }
  return out;
}

http::Response rotated(http::Request& req, TableService& tables, int64_t sid) {
  const std::string table = req.str("table_id");
  auto url = tables.rotate(sid, table);
  if (!url) throw AppError::not_found("dine_table_not_found");
  return http::ok(req, json::object{{"table_id", table}, {"url", *url}});
}

}  // namespace

void register_table_routes(http::Router& router, TableService& tables, catalog::CatalogService& catalog,
                           account::AccountModule& accounts) {
  // Adds tables (existing numbers are left as they are). Body {sid, tables: ["1","2",...], seats?}.
  router.post("/admin/v1/store/tables", [&tables, &catalog, &accounts](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t sid = req.integer("sid");
    auto snap = catalog.snapshot();
    const catalog::Store* store = snap->store(sid);
    if (!store) throw AppError::not_found("store_not_found");
    if (!store->offers(catalog::OrderType::dine_in)) throw AppError::bad_request("store_no_order_type");
    std::vector<std::string> table_nos = table_nos_of(req);
    int64_t seats = req.opt_int("seats").value_or(4);
    if (seats < 1 || seats > 50) throw AppError::invalid("seats");
    return http::ok(req, json::object{{"added", tables.add_tables(sid, table_nos, seats)}});
  });

  router.get("/admin/v1/store/tables", [&tables, &accounts](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, tables_json(tables.tables(req.integer("sid"))));
  });

  // A new code for a table (a printed one went missing): the old code stops working.
  router.post("/admin/v1/store/tables/rotate", [&tables, &accounts](http::Request& req) {
    account::require_admin(accounts, req);
    return rotated(req, tables, req.integer("sid"));
  });

  // The same from the store's console: staff reprint their own store's table codes.
  router.post("/v1/console/table/rotate", [&tables, &accounts](http::Request& req) {
    return rotated(req, tables, accounts.sessions.require_staff_store(req));
  });

  router.get("/admin/v1/store/table/qr.svg", [&tables, &accounts](http::Request& req) {
    account::require_admin(accounts, req);
    auto svg = tables.qr_svg(req.integer("sid"), req.str("table_id"));
    if (!svg) throw AppError::not_found();
    http::Response res;
    res.content_type = "image/svg+xml";
    res.body = *svg;
    return res;
  });

  // Development: the demo tables' links without the admin token (scripts/run sets QSR_DEV).
  if (accounts.options.dev) {
    router.get("/v1/dev/tables", [&tables](http::Request& req) { return http::ok(req, tables_json(tables.tables(req.integer("sid")))); });
  }

  // Customers (the table page) check that a scanned table exists.
  router.get("/v1/DinnerOrder/queryShopTable", [&tables](http::Request& req) {
    int64_t sid = req.integer("sid");
    auto table = tables.find(sid, req.str("table_id"));
    if (!table) throw AppError(404, kTableNotFound, "dine_table_not_found");
    check_table_token(table->token, presented_token(req));
    return http::ok(req, json::object{{"sid", sid}, {"tableNo", table->table_no}, {"seats", table->seats}});
  });
}

}  // namespace qsr::dinein
