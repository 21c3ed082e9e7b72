#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/group/group_service.h"

namespace qsr::group {

// /v1/spell/*.
void register_routes(http::Router& router, GroupService& groups, order::OrderService& orders, account::AccountModule& accounts);
// The group module put together: its routes, and its hooks into orders (participants read a
// group order; its detail carries the per-participant receipt).
void install(http::Router& router, GroupService& groups, order::OrderService& orders, account::AccountModule& accounts);

}  // namespace qsr::group
