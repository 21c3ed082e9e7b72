// The level module's routes and the module put together (docs/API.md "Levels").
#pragma once

#include "http/router.h"
#include "modules/level/level_service.h"

namespace qsr::account {
class AccountModule;
}
namespace qsr::order {
class OrderService;
}
namespace qsr::points {
class PointsService;
}

namespace qsr::level {

// GET /v1/member/levels, /v1/member/growth/rule, /v1/member/level, /v1/member/growth/records;
// the admin's levels, growth rule and user groups; with QSR_DEV=1 POST /v1/dev/levels/expire.
void register_routes(http::Router& router, LevelService& levels, account::AccountModule& accounts);
// Routes, the order hooks (paid orders earn growth, refunds take it back; the coupon engine's
// level and groups), the points hook (the level's rates) and the member hooks (info, merges,
// erasure).
void install(http::Router& router, LevelService& levels, order::OrderService& orders, points::PointsService& points,
             account::AccountModule& accounts);

}  // namespace qsr::level
