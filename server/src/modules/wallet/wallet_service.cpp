#include "modules/wallet/wallet_service.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/account/account_api.h"
#include "modules/account/account_routes.h"
#include "modules/account/verified_code.h"
#include "modules/wallet/pay_password.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::wallet {

// The same business code as the order module's missing idempotency key (31005).
constexpr int kTopUpKeyMissing = 31005;

int64_t WalletService::balance(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return wallet::balance(tx, member_id); });
}

Balance WalletService::balances(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return wallet::balances(tx, member_id); });
}

std::vector<Account> WalletService::accounts(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return wallet::accounts(tx, member_id); });
}

WalletService::HistoryPage WalletService::history(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    return HistoryPage{wallet::history(tx, member_id, limit, offset), wallet::history_count(tx, member_id)};
  });
}

int64_t WalletService::top_up(int64_t member_id, int64_t amount, const std::string& key) {
  if (amount <= 0 || amount > 1'000'000) throw AppError::invalid("amount");
  if (key.empty() || key.size() > 100) throw AppError(400, kTopUpKeyMissing, "order_idempotency_key");
  return db_.write_value([&](db::Tx& tx) {
    credit(tx, {member_id, amount, 0, "topup", "", "topup:" + std::to_string(member_id) + ":" + key, clock_.now_ms()});
    return wallet::balance(tx, member_id);
  });
}

void WalletService::set_pay_password_with_code(account::AccountModule& accounts, int64_t member_id, const std::string& code,
                                               const std::string& password) {
  if (!pay_password_shape_ok(password)) throw AppError::bad_request("pay_password_shape");  // before the code is used up
  auto member = db_.read_value([&](db::Tx& tx) { return account::find_member(tx, member_id); });
  if (!member || !member->has_phone()) account::throw_code_error(account::CodeCheck::wrong);
  const std::string hash = crypto::hash_password(password);
  // A wrong code counts a try even though the change is refused (verified_code.h); a right one is
  // used up in the same transaction that stores the password.
  account::with_verified_code<bool>(db_, accounts.sms, {member->phone_key(), account::SmsScene::pay_password, code},
                                    [&](db::Tx& tx, account::VerifiedCode& verified) -> account::CodeAnswer<bool> {
                                      if (!verified.use()) return account::code_error(account::CodeCheck::wrong);
                                      store_pay_password(tx, member_id, hash, clock_.now_ms());
                                      return true;
                                    });
}

}  // namespace qsr::wallet
