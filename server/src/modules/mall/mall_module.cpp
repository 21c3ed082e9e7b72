// The points mall put together: its routes, its product kind in the purchase module and its part
// in the member's account.
#include "modules/account/account_routes.h"
#include "modules/mall/mall_routes.h"

namespace qsr::mall {

void install(http::Router& router, MallService& mall, MallPayments& payments, purchase::PurchaseService& purchases,
             catalog::CatalogService& catalog, account::AccountModule& accounts) {
  register_routes(router, mall, catalog, accounts);
  // A cash part is paid as a product order of kind "mall".
  purchases.add_kind(payments);
  // Merged accounts keep both members' exchanges; an account with exchanges has data worth
  // keeping; an erased member's cart and delivery addresses go.
  accounts.hooks.merge.push_back({"mall", [&mall](db::Tx& tx, int64_t from, int64_t to) { mall.merge(tx, from, to); }});
  accounts.hooks.data_counts.push_back({"mall", [&mall](db::Tx& tx, int64_t member) { return mall.order_count(tx, member); }});
  accounts.hooks.erase.push_back({"mall", [&mall](db::Tx& tx, int64_t member) { mall.forget(tx, member); }});
}

}  // namespace qsr::mall
