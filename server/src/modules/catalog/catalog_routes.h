#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::catalog {

// Stores, cities, time slots, address matching, the menu and goods detail.
void register_routes(http::Router& router, CatalogService& service);

}  // namespace qsr::catalog
