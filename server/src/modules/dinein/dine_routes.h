#pragma once

#include "http/publisher.h"
#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/dinein/dine_service.h"
#include "modules/dinein/table_service.h"
#include "modules/payment/payment_routes.h"

namespace qsr::dinein {

// /v1/DinnerOrder/*: table ordering.
void register_dine_routes(http::Router& router, DineService& dine, order::OrderService& orders, catalog::CatalogService& catalog,
                          account::AccountModule& accounts, const payment::PayAnswers& pay);

// The dine-in module put together: table ordering, the tables and their codes, and its hooks
// into orders (a table's order finishes its rounds; the console lists table orders in its
// tables view, not twice).
void install(http::Router& router, DineService& dine, TableService& tables, order::OrderService& orders,
             catalog::CatalogService& catalog, account::AccountModule& accounts, const payment::PayAnswers& pay);

}  // namespace qsr::dinein
