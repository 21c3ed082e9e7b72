// The invite module's routes and the module put together (docs/API.md "Invitations").
#pragma once

#include "http/router.h"
#include "modules/invite/invite_service.h"
#include "modules/order/order_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::invite {

// The member's invite page and friends, and the operators' campaigns.
void register_routes(http::Router& router, InviteService& invites, account::AccountModule& accounts, const Clock& clock);
// The routes, rewards on sign-up (account hook) and on a friend's first order handed over (order
// status listener), and the invite module's part in account merges and data counts.
void install(http::Router& router, InviteService& invites, account::AccountModule& accounts, order::OrderService& orders,
             const Clock& clock);

}  // namespace qsr::invite
