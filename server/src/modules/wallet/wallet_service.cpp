#include "modules/wallet/wallet_service.h"

#include "core/app_error.h"
#include "modules/account/account_routes.h"
#include "modules/wallet/pay_password.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::wallet {

// The same business code as the order module's missing idempotency key (31005).
constexpr int kTopUpKeyMissing = 31005;

int64_t WalletService::balance(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return wallet::balance(tx, member_id); });
}

int64_t WalletService::top_up(int64_t member_id, int64_t amount, const std::string& key) {
  if (amount <= 0 || amount > 1'000'000) throw AppError::invalid("amount");
  if (key.empty() || key.size() > 100) throw AppError(400, kTopUpKeyMissing, "order_idempotency_key");
  return db_.write_value([&](db::Tx& tx) {
    credit(tx, member_id, amount, "topup", "", "topup:" + std::to_string(member_id) + ":" + key, clock_.now_ms());
    return wallet::balance(tx, member_id);
  });
}

void WalletService::set_pay_password_with_code(account::AccountModule& accounts, int64_t member_id, const std::string& code,
                                               const std::string& password) {
  if (password.size() != 6 || password.find_first_not_of("0123456789") != std::string::npos) {
    throw AppError::bad_request("pay_password_shape");  // before the code is used up
  }
  // The try is committed before the outcome turns into an error, so a wrong code counts.
  auto check = db_.write_value([&](db::Tx& tx) {
    return accounts.sms.consume_for_member(tx, member_id, account::SmsScene::pay_password, code);
  });
  if (check != account::CodeCheck::ok) account::throw_code_error(check);
  set_pay_password(db_, member_id, password, clock_.now_ms());
}

}  // namespace qsr::wallet
