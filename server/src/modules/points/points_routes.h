// The points module's routes and the module put together.
#pragma once

#include "http/router.h"
#include "modules/points/points_service.h"

namespace qsr::account {
class AccountModule;
}
namespace qsr::order {
class OrderService;
}

namespace qsr::points {

// GET /v1/points/rule, /v1/member/point/summary, /v1/member/point/records; POST
// /admin/v1/points/rule; with QSR_DEV=1 POST /v1/dev/points/expire.
void register_routes(http::Router& router, PointsService& points, account::AccountModule& accounts);
// Routes, the order hook (paid orders earn, refunds take back), and the member hooks (the info's
// points, merges, erasure).
void install(http::Router& router, PointsService& points, order::OrderService& orders, account::AccountModule& accounts);

}  // namespace qsr::points
