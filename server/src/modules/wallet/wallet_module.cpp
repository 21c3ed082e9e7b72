// The wallet module put together: its routes and its part in account merges.
#include "core/money.h"
#include "modules/account/account_routes.h"
#include "modules/wallet/wallet_ledger.h"
#include "modules/wallet/wallet_service.h"

namespace qsr::wallet {

void install(http::Router& router, WalletService& wallets, account::AccountModule& accounts) {
  register_routes(router, wallets, accounts);
  // The member info's `balance` (spec 000 §3), in dollars like all money on the wire: all the
  // member's stored value, the brand account's and the single-store accounts'.
  auto total = [](db::Tx& tx, int64_t member) {
    int64_t sum = 0;
    for (const auto& a : wallet::accounts(tx, member)) sum += a.balance.total;
    return sum;
  };
  accounts.hooks.info.push_back({"wallet", [total](db::Tx& tx, int64_t member, Lang, boost::json::object& info) {
                                   info["balance"] = money::format(total(tx, member));
                                 }});
  // Merged accounts bring their wallet along (docs/decisions/0008).
  accounts.hooks.data_counts.push_back({"wallet", [total](db::Tx& tx, int64_t member) { return total(tx, member) > 0 ? 1 : 0; }});
  accounts.hooks.merge.push_back({"wallet", [&accounts](db::Tx& tx, int64_t from, int64_t to) {
                                    merge(tx, from, to, accounts.clock.now_ms());
                                  }});
}

}  // namespace qsr::wallet
