#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/order/order_service.h"

namespace qsr::order {

// The order named by `order_id` (or `orderId`) in a request; 400 when missing.
std::string order_no_of(const http::Request& req);

// Reads `couponCodes` (the selection) and `autoCoupon` of a confirm or submit request.
void read_coupon_selection(const http::Request& req, CheckoutRequest& r);

// Checkout, the customer's orders, the store console's order calls.
void register_routes(http::Router& router, OrderService& orders, account::AccountModule& accounts);
// The order module put together: its routes and its part in account merges and erasure.
void install(http::Router& router, OrderService& orders, account::AccountModule& accounts);

}  // namespace qsr::order
