#pragma once

#include "http/publisher.h"
#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::catalog {

// The store console's catalogue calls (staff of the store): sell out or bring back goods, set the
// store open, busy, on a break or closed. Changes reach every server through the catalogue
// version and the store's customers live on the `store:<sid>` topic.
void register_console_routes(http::Router& router, CatalogService& catalog, account::AccountModule& accounts,
                             http::Publisher& publisher);

}  // namespace qsr::catalog
