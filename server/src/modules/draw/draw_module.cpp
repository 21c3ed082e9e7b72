// The draw module put together: its routes, its part in the member's account, and prizes that go
// with a refunded order.
#include "modules/account/account_routes.h"
#include "modules/draw/draw_routes.h"

namespace qsr::draw {

void install(http::Router& router, DrawService& draws, account::AccountModule& accounts, order::OrderService& orders,
             const Clock& clock) {
  register_routes(router, draws, accounts, clock);
  // Merged accounts keep both members' draws, prizes and chances used.
  accounts.hooks.merge.push_back({"draw", [&draws](db::Tx& tx, int64_t from, int64_t to) { draws.merge(tx, from, to); }});
  accounts.hooks.data_counts.push_back({"draw", [&draws](db::Tx& tx, int64_t member) { return draws.draw_count(tx, member); }});
  // An erased member's delivery addresses go with them.
  accounts.hooks.erase.push_back({"draw", [&draws](db::Tx& tx, int64_t member) { draws.forget(tx, member); }});
  orders.add_money_listener(
      [&draws](db::Tx& tx, const order::OrderRow& o, int64_t now_ms) { draws.order_money_changed(tx, o, now_ms); });
}

}  // namespace qsr::draw
