// Reviews' routes and the module put together (docs/API.md "Reviews").
#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"
#include "modules/order/order_service.h"
#include "modules/review/review_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::review {

void register_routes(http::Router& router, ReviewService& reviews, order::OrderService& orders,
                     catalog::CatalogService& catalog, account::AccountModule& accounts);
// The routes, the order detail's "review" field, and the module's part in account merges,
// erasure and data counts.
void install(http::Router& router, ReviewService& reviews, order::OrderService& orders, catalog::CatalogService& catalog,
             account::AccountModule& accounts);

}  // namespace qsr::review
