// Promotion attribution's routes and the module put together (docs/API.md "Promotion attribution").
#pragma once

#include "http/router.h"
#include "modules/promote/promote_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::promote {

// A member attributes their order; operators read the report.
void register_routes(http::Router& router, PromoteService& promotions, account::AccountModule& accounts);
// The routes, and sign-ups attributed (account hook).
void install(http::Router& router, PromoteService& promotions, account::AccountModule& accounts);

}  // namespace qsr::promote
