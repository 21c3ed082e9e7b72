// Promotion attribution put together: its routes, sign-ups attributed in their transaction, and
// attributed orders' money kept current in the transaction that changes it.
#include "modules/account/account_routes.h"
#include "modules/promote/promote_routes.h"

namespace qsr::promote {

void install(http::Router& router, PromoteService& promotions, account::AccountModule& accounts, order::OrderService& orders) {
  register_routes(router, promotions, accounts);
  accounts.hooks.registered.push_back({"promote", [&promotions](db::Tx& tx, const account::SignUp& s) { promotions.registered(tx, s); }});
  orders.add_money_listener([&promotions](db::Tx& tx, const order::OrderRow& o, int64_t) { promotions.order_money_changed(tx, o); });
  accounts.hooks.merge.push_back({"promote", [&promotions](db::Tx& tx, int64_t from, int64_t to) { promotions.merge(tx, from, to); }});
}

}  // namespace qsr::promote
