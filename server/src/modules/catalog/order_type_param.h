// The order type a request names, read one way everywhere: `orderType`, or the spec's
// `order_type`. A number that is no order type is 400 (invalid orderType).
#pragma once

#include <optional>

#include "http/request.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog {

// nullopt when the request names none.
std::optional<OrderType> order_type_param(const http::Request& req);
// The same, required (400 missing orderType).
OrderType required_order_type(const http::Request& req);

}  // namespace qsr::catalog
