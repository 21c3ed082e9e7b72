// The points mall put together: its routes and its part in the member's account.
#include "modules/account/account_routes.h"
#include "modules/mall/mall_routes.h"

namespace qsr::mall {

void install(http::Router& router, MallService& mall, catalog::CatalogService& catalog, account::AccountModule& accounts) {
  register_routes(router, mall, catalog, accounts);
  // Merged accounts keep both members' exchanges; an account with exchanges has data worth keeping.
  accounts.hooks.merge.push_back({"mall", [&mall](db::Tx& tx, int64_t from, int64_t to) { mall.merge(tx, from, to); }});
  accounts.hooks.data_counts.push_back({"mall", [&mall](db::Tx& tx, int64_t member) { return mall.order_count(tx, member); }});
}

}  // namespace qsr::mall
