#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/group/group_service.h"

namespace qsr::group {

// /v1/spell/*, and the per-participant receipt in the order detail.
void register_routes(http::Router& router, GroupService& groups, order::OrderService& orders, account::AccountModule& accounts);

}  // namespace qsr::group
