// Collect-wishes put together: its routes, a card for every order handed over, and its part in
// the member's account.
#include "modules/account/account_routes.h"
#include "modules/wish/wish_routes.h"

namespace qsr::wish {

void install(http::Router& router, WishService& wishes, account::AccountModule& accounts, order::OrderService& orders) {
  register_routes(router, wishes, accounts);
  orders.add_status_listener([&wishes](const order::OrderRow& o) { wishes.order_finished(o); });
  accounts.hooks.merge.push_back({"wish", [&wishes](db::Tx& tx, int64_t from, int64_t to) { wishes.merge(tx, from, to); }});
  accounts.hooks.data_counts.push_back({"wish", [&wishes](db::Tx& tx, int64_t member) { return wishes.row_count(tx, member); }});
}

}  // namespace qsr::wish
