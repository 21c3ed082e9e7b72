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

// A dish's choices as the seed sends them, each as a JSON array or as the cart's key text (at most
// 50; absent or null is none): attrs [101, 203] or "101,203"; package
// [{"group_id","goods_id","option_id"}] or "1:9001:0,2:2001:200101". The table's calls read them too.
std::vector<int64_t> attrs_of(const http::Request& req);
std::vector<PackagePick> package_of(const http::Request& req);

// The caller's own cart: the member's, or the visitor session's.
Owner owner_of(const account::Caller& caller);

}  // namespace qsr::cart
