// The recharge module put together: its routes, its part in the payment centre and in accounts.
#include "modules/account/account_routes.h"
#include "modules/recharge/recharge_routes.h"

namespace qsr::recharge {

void install(http::Router& router, RechargeService& recharges, payment::PaymentService& payments, account::AccountModule& accounts) {
  register_routes(router, recharges, accounts);
  // The gateway's notifies come to the payment centre; the recharge orders' are ours.
  payments.add_other_payer([&recharges](const payment::Notification& n) { return recharges.apply(n); });
  // A merged member's recharge orders go with their money (docs/decisions/0008).
  accounts.hooks.merge.push_back({"recharge", [&recharges](db::Tx& tx, int64_t from, int64_t to) { recharges.merge(tx, from, to); }});
}

}  // namespace qsr::recharge
