// Equity (rights) cards' routes and the module put together (docs/API.md "Equity cards").
#pragma once

#include "http/router.h"
#include "modules/rights/rights_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::rights {

// The cards on sale and one card, buying one, a card order, the member's cards, giving one to a
// friend (links under `app_url`); the admin's cards.
void register_routes(http::Router& router, RightsService& rights, account::AccountModule& accounts, const std::string& app_url, bool dev);
// The routes, cards as a kind of product order, and merges.
void install(http::Router& router, RightsService& rights, purchase::PurchaseService& purchases, account::AccountModule& accounts,
             const std::string& app_url, bool dev);

}  // namespace qsr::rights
