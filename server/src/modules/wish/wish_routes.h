// Collect-wishes' routes and the module put together (docs/API.md "Collect-wishes").
#pragma once

#include "http/router.h"
#include "modules/order/order_service.h"
#include "modules/wish/wish_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::wish {

void register_routes(http::Router& router, WishService& wishes, account::AccountModule& accounts);
// The routes, a card for every order handed over (order status listener), and the module's part
// in account merges and data counts.
void install(http::Router& router, WishService& wishes, account::AccountModule& accounts, order::OrderService& orders);

}  // namespace qsr::wish
