// The admin API of the codes printed on menus and packaging (docs/API.md "Dine-in tables").
#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::catalog {

void register_goods_code_routes(http::Router& router, CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::catalog
