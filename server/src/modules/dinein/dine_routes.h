#pragma once

#include "http/publisher.h"
#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/dinein/dine_service.h"

namespace qsr::dinein {

// /v1/DinnerOrder/*: table ordering.
void register_dine_routes(http::Router& router, DineService& dine, order::OrderService& orders, catalog::CatalogService& catalog,
                          http::Publisher& live, account::AccountModule& accounts);

}  // namespace qsr::dinein
