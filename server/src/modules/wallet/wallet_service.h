// The stored-value wallet's own calls: the balance, the payment password, the demo top-up, and
// what an account merge does to a wallet. Paying from the wallet is the payment module's (it
// debits through wallet_ledger.h in the paying transaction).
#pragma once

#include <string>

#include "core/clock.h"
#include "db/db.h"
#include "http/router.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::wallet {

class WalletService {
 public:
  WalletService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  int64_t balance(int64_t member_id);
  Balance balances(int64_t member_id);
  std::vector<Account> accounts(int64_t member_id);
  struct HistoryPage {
    std::vector<Record> list;
    int64_t total = 0;
  };
  HistoryPage history(int64_t member_id, int64_t limit, int64_t offset);
  // Test and demo top-up (dev only); the membership issue adds real recharge plans.
  int64_t top_up(int64_t member_id, int64_t amount, const std::string& idempotency_key);
  // Sets (or resets) the payment password with an SMS code of scene `pay_password` sent to the
  // member's phone. A wrong code counts a try even though the change is refused.
  void set_pay_password_with_code(account::AccountModule& accounts, int64_t member_id, const std::string& code,
                                  const std::string& password);

 private:
  db::Db& db_;
  const Clock& clock_;
};

// /v1/wallet/balance, /v1/wallet/password/set and the dev top-up /v1/dev/wallet/topup.
void register_routes(http::Router& router, WalletService& wallets, account::AccountModule& accounts);
// The wallet module: its routes and its part in account merges.
void install(http::Router& router, WalletService& wallets, account::AccountModule& accounts);

}  // namespace qsr::wallet
