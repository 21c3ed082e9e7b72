// The purchase module put together: its routes, its part in the payment centre and in accounts.
#include "modules/account/account_routes.h"
#include "modules/purchase/purchase_repo.h"
#include "modules/purchase/purchase_routes.h"

namespace qsr::purchase {

void install(http::Router& router, PurchaseService& purchases, payment::PaymentService& payments, account::AccountModule& accounts) {
  register_routes(router, purchases, accounts);
  // The gateway's notifies come to the payment centre; the product orders' are ours.
  payments.add_other_payer([&purchases](const payment::Notification& n) { return purchases.apply(n); });
  // A member who bought something has data worth keeping; a merged member's product orders go
  // with them (docs/decisions/0008).
  accounts.hooks.data_counts.push_back({"purchase", [](db::Tx& tx, int64_t member) { return repo::paid_count_all(tx, member); }});
  accounts.hooks.merge.push_back({"purchase", [&purchases](db::Tx& tx, int64_t from, int64_t to) { purchases.merge(tx, from, to); }});
}

}  // namespace qsr::purchase
