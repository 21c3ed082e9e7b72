// Wallet top-up's routes and the module put together (docs/API.md "Wallet top-up").
#pragma once

#include "http/router.h"
#include "modules/recharge/recharge_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::recharge {

// Plans, starting a recharge, the paid recharge orders; the admin's plans.
void register_routes(http::Router& router, RechargeService& recharges, account::AccountModule& accounts);
// The routes, and top-ups as a kind of product order.
void install(http::Router& router, RechargeService& recharges, purchase::PurchaseService& purchases, account::AccountModule& accounts);

}  // namespace qsr::recharge
