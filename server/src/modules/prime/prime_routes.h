// The Privilege Pass's routes and the module put together (docs/API.md "Privilege Pass").
#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"
#include "modules/order/order_service.h"
#include "modules/prime/prime_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::prime {

// The passes on sale and the member's own, buying a plan, the member's pass orders; the admin's
// passes, plans and items.
void register_routes(http::Router& router, PrimeService& primes, catalog::CatalogService& catalog, account::AccountModule& accounts);
// The routes, the pass as a kind of product order, and what it adds to the member's info, the
// coupon engine's rule 14 and merges.
void install(http::Router& router, PrimeService& primes, purchase::PurchaseService& purchases, catalog::CatalogService& catalog,
             order::OrderService& orders, account::AccountModule& accounts);

}  // namespace qsr::prime
