// The points mall's routes and the module put together (docs/API.md "Points mall").
#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"
#include "modules/mall/mall_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::mall {

// The shelf and an item (anyone), exchanging and the member's exchanges, staff handing goods
// over, and the operators' categories and items.
void register_routes(http::Router& router, MallService& mall, catalog::CatalogService& catalog, account::AccountModule& accounts);
// The routes, and the mall's part in account merges and in whether a member has data.
void install(http::Router& router, MallService& mall, catalog::CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::mall
