// The points mall's routes and the module put together (docs/API.md "Points mall").
#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"
#include "modules/mall/mall_payments.h"
#include "modules/mall/mall_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::mall {

// The shelf and an item (anyone), the cart, exchanging, paying and the member's exchanges, staff
// handing goods over, and the operators' categories, items and shipments.
void register_routes(http::Router& router, MallService& mall, catalog::CatalogService& catalog, account::AccountModule& accounts);
// The routes, the cash parts' product kind, and the mall's part in account merges, erasures and in
// whether a member has data.
void install(http::Router& router, MallService& mall, MallPayments& payments, purchase::PurchaseService& purchases,
             catalog::CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::mall
