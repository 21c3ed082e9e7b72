#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/cart/cart_service.h"

namespace qsr::cart {

// /v1/cart/list, add, reduce, update, select, truncate, switch. Also hooks the cart into the
// accounts module: a visitor's cart becomes theirs on login, and merged accounts merge carts.
void register_routes(http::Router& router, CartService& carts, account::AccountModule& accounts);

// "m:<member id>" or "v:<visitor session id>".
std::string owner_of(const account::Caller& caller);

}  // namespace qsr::cart
