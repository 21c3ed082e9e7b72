// The dine-in module put together.
#include "modules/dinein/code_lookup_routes.h"
#include "modules/dinein/dine_routes.h"
#include "modules/dinein/table_routes.h"

namespace qsr::dinein {

void install(http::Router& router, DineService& dine, TableService& tables, order::OrderService& orders,
             catalog::CatalogService& catalog, account::AccountModule& accounts, const payment::PayAnswers& pay) {
  register_table_routes(router, tables, catalog, accounts);
  register_dine_routes(router, dine, orders, catalog, accounts, pay);
  register_code_lookup_routes(router, catalog);
  orders.add_status_listener([&dine](const order::OrderRow& o) { dine.on_order_status(o); });
  orders.add_console_elsewhere([](db::Tx& tx, const std::vector<int64_t>& ids) { return table_orders_among(tx, ids); });
}

}  // namespace qsr::dinein
