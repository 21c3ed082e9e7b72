#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::dinein {

// /v1/DinnerOrder/getSkuIdByCode: a code printed on the menu -> the goods and specification at
// the table's store.
void register_code_lookup_routes(http::Router& router, catalog::CatalogService& catalog);

}  // namespace qsr::dinein
