#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/refund/refund_service.h"

namespace qsr::refund {

void register_routes(http::Router& router, RefundService& refunds, account::AccountModule& accounts);

}  // namespace qsr::refund
