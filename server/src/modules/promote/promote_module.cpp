// Promotion attribution put together: its routes and sign-ups attributed in their transaction.
#include "modules/account/account_routes.h"
#include "modules/promote/promote_routes.h"

namespace qsr::promote {

void install(http::Router& router, PromoteService& promotions, account::AccountModule& accounts) {
  register_routes(router, promotions, accounts);
  accounts.hooks.registered.push_back({"promote", [&promotions](db::Tx& tx, const account::SignUp& s) { promotions.registered(tx, s); }});
  accounts.hooks.merge.push_back({"promote", [&promotions](db::Tx& tx, int64_t from, int64_t to) { promotions.merge(tx, from, to); }});
}

}  // namespace qsr::promote
