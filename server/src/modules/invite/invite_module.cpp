// The invite module put together: its routes, rewards when a friend signs up and when their first
// order is handed over, and its part in the member's account.
#include "modules/account/account_routes.h"
#include "modules/invite/invite_routes.h"

namespace qsr::invite {

void install(http::Router& router, InviteService& invites, account::AccountModule& accounts, order::OrderService& orders,
             const Clock& clock) {
  register_routes(router, invites, accounts, clock);
  accounts.hooks.registered.push_back({"invite", [&invites](db::Tx& tx, const account::SignUp& s) {
                                         invites.registered(tx, s.member_id, s.inviter_id, s.now_ms);
                                       }});
  orders.add_status_listener([&invites](const order::OrderRow& o) { invites.order_finished(o); });
  accounts.hooks.merge.push_back({"invite", [&invites](db::Tx& tx, int64_t from, int64_t to) { invites.merge(tx, from, to); }});
  accounts.hooks.data_counts.push_back({"invite", [&invites](db::Tx& tx, int64_t member) { return invites.row_count(tx, member); }});
}

}  // namespace qsr::invite
