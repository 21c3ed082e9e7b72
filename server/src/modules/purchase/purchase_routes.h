// The product orders' routes and the module put together (docs/API.md "Product orders").
#pragma once

#include "http/router.h"
#include "modules/purchase/purchase_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::purchase {

boost::json::object order_json(const ProductOrder& o, Lang lang);
// A member's paid orders of one kind (the order list's tabs) and one of their orders.
void register_routes(http::Router& router, PurchaseService& purchases, account::AccountModule& accounts);
// The routes, the payment centre's notifies for product orders, and merges.
void install(http::Router& router, PurchaseService& purchases, payment::PaymentService& payments, account::AccountModule& accounts);

}  // namespace qsr::purchase
