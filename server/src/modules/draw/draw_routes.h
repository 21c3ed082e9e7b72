// The draw module's routes and the module put together (docs/API.md "Lucky draws and blind boxes").
#pragma once

#include "http/router.h"
#include "modules/draw/draw_service.h"
#include "modules/order/order_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::draw {

// Activities (anyone), drawing and the member's records and prizes, and the operators' activities,
// prize pools and shipping.
void register_routes(http::Router& router, DrawService& draws, account::AccountModule& accounts, const Clock& clock);
// The routes, the draw's part in account merges and in whether a member has data, and prizes
// cancelled with an order refunded in full.
void install(http::Router& router, DrawService& draws, account::AccountModule& accounts, order::OrderService& orders,
             const Clock& clock);

}  // namespace qsr::draw
