#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/cart/cart_service.h"

namespace qsr::cart {

// /v1/cart/list, add, reduce, update, select, truncate, switch.
void register_routes(http::Router& router, CartService& carts, account::AccountModule& accounts);
// The cart module put together: its routes, and its hooks into the accounts module (a visitor's
// cart becomes theirs on login, merged accounts merge carts).
void install(http::Router& router, CartService& carts, account::AccountModule& accounts);

// The caller's own cart: the member's, or the visitor session's.
Owner owner_of(const account::Caller& caller);

}  // namespace qsr::cart
