// The recharge module put together: its routes, and top-ups sold as product orders.
#include "modules/recharge/recharge_routes.h"

namespace qsr::recharge {

void install(http::Router& router, RechargeService& recharges, purchase::PurchaseService& purchases, account::AccountModule& accounts) {
  register_routes(router, recharges, accounts);
  purchases.add_kind(recharges);
}

}  // namespace qsr::recharge
