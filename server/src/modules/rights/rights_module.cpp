// The equity (rights) card module put together: its routes, cards sold as product orders, merges.
#include "modules/account/account_routes.h"
#include "modules/rights/rights_repo.h"
#include "modules/rights/rights_routes.h"

namespace qsr::rights {

void install(http::Router& router, RightsService& rights, purchase::PurchaseService& purchases, account::AccountModule& accounts,
             const std::string& app_url, bool dev) {
  register_routes(router, rights, accounts, app_url, dev);
  purchases.add_kind(rights);
  // A merged member's cards (and what is still to come of them) go with them (docs/decisions/0008).
  accounts.hooks.merge.push_back({"rights", [&rights](db::Tx& tx, int64_t from, int64_t to) { rights.merge(tx, from, to); }});
  // A member holding a card (a friend's gift too, with nothing released yet) has data worth keeping.
  accounts.hooks.data_counts.push_back({"rights", [](db::Tx& tx, int64_t member) { return repo::member_card_count(tx, member); }});
}

}  // namespace qsr::rights
