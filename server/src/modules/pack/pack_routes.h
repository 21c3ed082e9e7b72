// Coupon packs' routes and the module put together (docs/API.md "Coupon packs").
#pragma once

#include "http/router.h"
#include "modules/pack/pack_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::pack {

// The packs on sale and one pack, buying one, a pack order; the admin's packs.
void register_routes(http::Router& router, PackService& packs, account::AccountModule& accounts);
// The routes, and packs as a kind of product order.
void install(http::Router& router, PackService& packs, purchase::PurchaseService& purchases, account::AccountModule& accounts);

}  // namespace qsr::pack
