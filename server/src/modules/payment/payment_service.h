// Every payment of an order: from the wallet, by card, or both (combination); the gateway's
// notifications; settling card payments that never completed; giving money back when an order is
// cancelled, and sending whole card refunds. The payment module owns the payment table.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "http/router.h"
#include "modules/catalog/catalog_service.h"
#include "modules/order/order_service.h"
#include "modules/payment/gateway.h"
#include "modules/wallet/pay_password.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::payment {

struct PayResult {
  std::string pay_url;  // where to send the payer ("" when nothing is left to pay by card)
  order::OrderRow order;
};

// The brand's payment settings (spec 000 §3 global and platform config).
struct PayConfig {
  bool combination = false;               // tradeConfig.combinationPay
  wallet::PayPasswordRule password_rule;  // accountPayRuleConfig
};

// How an order can be paid now (spec 001 §7 available-pay-type).
struct PayOptions {
  order::OrderRow order;
  int64_t due = 0;              // still to pay: an abandoned combination's wallet part already counts
  int64_t wallet_balance = 0;
  bool wallet = false, card = false, combination = false;
  bool password_enabled = false, has_pay_password = false;
};

struct PayRequest {
  std::string order_no;
  std::string method = "wallet";          // wallet | card | combination
  std::optional<std::string> password;    // the wallet's payment password
  std::string return_url;                 // where the card gateway sends the payer back
};

class PaymentService {
 public:
  PaymentService(db::Db& db, const Clock& clock, order::OrderService& orders, Gateway& gateway)
      : db_(db), clock_(clock), orders_(orders), gateway_(gateway) {}

  // Registers what the payment module does when something else happens: a cancelled order's
  // money goes back, an order's detail lists its payments, a merged account's payments move.
  void install_hooks(account::AccountModule& accounts);

  PayOptions options(int64_t member_id, const std::string& order_no, const PayConfig& config);
  // Pays with the chosen method (`wallet`, `card` or `combination`), the payment password
  // checked first where the brand asks for it.
  PayResult pay(int64_t member_id, const PayRequest& request, const PayConfig& config);
  // Pays an order from the wallet (all of what is due).
  order::OrderRow pay_with_wallet(int64_t member_id, const std::string& order_no);
  // Card for the whole payable, or (combination) the wallet first and the rest by card.
  PayResult pay_by_card(int64_t member_id, const std::string& order_no, const std::string& return_url, bool combination);

  enum class NotifyOutcome { applied, duplicate, mismatch, unknown_payment };
  // Applies a verified notification; idempotent, and a late or out-of-order one changes nothing twice.
  // A payment that is not an order's is offered to the other payers in turn (a wallet recharge).
  NotifyOutcome apply(const Notification& n);
  // Another module that takes card payments through the gateway (recharge orders): it answers
  // nullopt for a merchant reference that is not its own.
  using OtherPayer = std::function<std::optional<NotifyOutcome>(const Notification&)>;
  void add_other_payer(OtherPayer p) { other_payers_.push_back(std::move(p)); }
  // Asks the gateway about card payments pending longer than `age_ms` and applies the answer.
  int settle_pending(int64_t age_ms = 3 * 60 * 1000);
  // Sends whole card refunds (marked `refunding`) to the gateway, each claimed first. Blocks on
  // the gateway: run it on the background workers.
  int send_refunds();
  // How a transaction asks for send_refunds() to run soon (after it committed), off its own thread.
  void on_refund_queued(std::function<void()> ask) { ask_refunds_ = std::move(ask); }

 private:
  // In the cancelling transaction: every payment's remaining money goes back the way it came.
  void give_back_all(db::Tx& tx, const order::OrderRow& o, int64_t now_ms);
  void queue_card_refunds(db::Tx& tx);

  db::Db& db_;
  const Clock& clock_;
  order::OrderService& orders_;
  Gateway& gateway_;
  std::function<void()> ask_refunds_;
  std::vector<OtherPayer> other_payers_;
};

class PayAnswers;

// The payment module put together: its routes (payment_routes.h) and its hooks. Returns the
// payment centre's answers for modules that take payment for an order of their own (dine-in).
PayAnswers install(http::Router& router, PaymentService& payments, order::OrderService& orders, Gateway& gateway,
             catalog::CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::payment
