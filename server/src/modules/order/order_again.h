// "Order again" (spec 001 §4, issue 4): copies an earlier order's lines into the member's cart at
// the same store and order type, skipping what the store cannot sell now.
#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/cart/cart_service.h"
#include "modules/order/order_service.h"

namespace qsr::order {

void register_order_again(http::Router& router, OrderService& orders, cart::CartService& carts,
                          account::AccountModule& accounts);

}  // namespace qsr::order
