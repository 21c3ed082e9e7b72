#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/catalog_service.h"
#include "modules/dinein/table_service.h"

namespace qsr::dinein {

// Admin: a store's tables and their printable QR codes; the console's reprint; the customer's
// check of a scanned table (/v1/DinnerOrder/queryShopTable).
void register_table_routes(http::Router& router, TableService& tables, catalog::CatalogService& catalog,
                           account::AccountModule& accounts);

}  // namespace qsr::dinein
