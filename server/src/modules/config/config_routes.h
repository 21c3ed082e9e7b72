#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::config {

// GET /v1/config/global and /v1/config/platform: the brand's settings over the spec's defaults.
void register_routes(http::Router& router, catalog::CatalogService& catalog);

// The defaults of spec 000 §3 (exposed for tests).
boost::json::object global_defaults();
boost::json::object platform_defaults();
// Replaces {"zh-HK","zh-CN","en"} objects by the text in `lang`, and brand media paths
// ("images/...") by their URL.
boost::json::value localize(const boost::json::value& v, Lang lang);

}  // namespace qsr::config
