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
#include "modules/payment/payment_types.h"
#include "modules/payment/purse.h"
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

// Stored value that pays before (or instead of) a card: the member's wallet, or a source in a
// purse (a gift card, docs/decisions/0035).
struct StoredValue {
  std::string method = "wallet";     // wallet | a purse's method (giftcard)
  std::optional<int64_t> source_id;  // the purse's source
};

// One of the member's purse sources (a gift card) as a way to pay this order.
struct PurseOption {
  std::string method;
  PurseSource source;
  bool combination = false;  // it can pay part and a card the rest
};

// An order paid in equal parts by several members (docs/decisions/0057), as one payer sees it.
struct SplitView {
  int64_t parts = 0, taken = 0;  // taken: paid or being paid
  bool mine = false;             // the payer pays (or paid) parts of it already
};

// How an order can be paid now (spec 001 §7 available-pay-type).
struct PayOptions {
  order::OrderRow order;
  int64_t due = 0;              // still to pay: an abandoned combination's wallet part already counts
  int64_t wallet_balance = 0;
  bool wallet = false, card = false, combination = false;
  bool password_enabled = false, has_pay_password = false;
  std::vector<PurseOption> purses;  // sources that can pay (all or, with a card, part) of it
  std::optional<SplitView> split;   // a split order: `due` is the price of the parts asked about
};

struct PayRequest {
  std::string order_no;
  std::string method = "wallet";          // wallet | card | combination | a purse's method (giftcard)
  StoredValue stored;                     // what pays from stored value (with `combination`, before the card)
  std::optional<std::string> password;    // the payment password for stored value
  std::string return_url;                 // where the card gateway sends the payer back
  int64_t parts = 1;                      // of an order split in equal parts, how many this pays
};

class PaymentService {
 public:
  PaymentService(db::Db& db, const Clock& clock, order::OrderService& orders, Gateway& gateway)
      : db_(db), clock_(clock), orders_(orders), gateway_(gateway) {}

  // Registers what the payment module does when something else happens: a cancelled order's
  // money goes back, an order's detail lists its payments, a merged account's payments move.
  void install_hooks(account::AccountModule& accounts);

  // Who besides an order's member may pay parts of it once it is split in equal parts (the
  // diners at the table whose bill it is); registered at start by the module that splits.
  using CoPayers = std::function<bool(db::Tx&, const order::OrderRow&, int64_t member_id)>;
  void set_co_payers(CoPayers allowed) { co_payers_ = std::move(allowed); }

  // 409 with the reason when the order cannot be paid now (paid, cancelled).
  static void require_payable(const order::OrderRow& o);

  // Stored value other than the wallet that pays orders (gift cards); registered at start.
  void add_purse(Purse& purse) { purses_.push_back(&purse); }

  // `parts`: of an order split in equal parts, how many the member would pay.
  PayOptions options(int64_t member_id, const std::string& order_no, PayConfig config, Lang lang, int64_t parts = 1);
  // Pays with the chosen method (`wallet`, `card`, `combination` or a purse's), the payment
  // password checked first for stored value where the brand asks for it.
  PayResult pay(int64_t member_id, const PayRequest& request, const PayConfig& config);
  // Pays all of what is due from stored value: the wallet or a purse's source.
  order::OrderRow pay_stored(int64_t member_id, const std::string& order_no, const StoredValue& stored);
  order::OrderRow pay_with_wallet(int64_t member_id, const std::string& order_no) { return pay_stored(member_id, order_no, {}); }
  // Card for what is due, or (with `first`, a combination) stored value first and the rest by card.
  PayResult pay_by_card(int64_t member_id, const std::string& order_no, const std::string& return_url,
                        const std::optional<StoredValue>& first);

  // A refund's part of a stored-value payment, reserved already, given back now in `tx` the way
  // it came (its gifted share with it); false for a card payment, which the gateway gives back.
  bool give_back_stored_part(db::Tx& tx, const std::string& payment_no, const std::string& order_no, int64_t part,
                             const std::string& key, int64_t now_ms);

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
  Purse* purse(std::string_view method) const;
  Purse& purse_of(const StoredValue& stored) const;  // 400 for a method no purse has
  // What `payer` (the order's member unless named) can spend on the order from stored value.
  int64_t spendable(db::Tx& tx, const order::OrderRow& o, const StoredValue& stored, int64_t now_ms,
                    std::optional<int64_t> payer = std::nullopt) const;
  // Takes `amount` of the order from stored value and records it as its payment(s); `part_count`
  // marks a split order's part payment (on the first row it records).
  void take_stored(db::Tx& tx, const order::OrderRow& o, const StoredValue& stored, int64_t amount, const std::string& payment_no,
                   const std::string& key, int64_t now_ms, std::optional<int64_t> payer = std::nullopt, int64_t part_count = 0);
  // Pays `request.parts` of an order split in equal parts (pay_parts.cpp), the password checked
  // by pay(): from stored value at once, or by card. One payment per payer; the parts that
  // complete the bill pay whatever is left of it.
  PayResult pay_parts(int64_t member_id, const PayRequest& request);
  // Of an order split in equal parts: its member, or a co-payer (a diner at the table).
  bool may_pay_parts(db::Tx& tx, const order::OrderRow& o, int64_t member_id) const;
  // The order a member may pay parts of, or the business error that says why not.
  order::OrderRow split_order_to_pay(db::Tx& tx, int64_t member_id, const std::string& order_no) const;
  // A part payment by card did not go through: its parts are free again; a paying order whose
  // card payments all ended may be paid again. Nothing else paid goes back.
  void part_failed(db::Tx& tx, const PaymentRow& p, int64_t now_ms);
  // Gives `amount` (of it `bonus` gifted) of a stored-value payment back where it came from.
  void give_back_stored(db::Tx& tx, const PaymentRow& p, const std::string& order_no, int64_t amount, int64_t bonus,
                        const std::string& key, int64_t now_ms);
  // Gives back the stored-value parts of a combination whose card part failed.
  void return_stored_parts(db::Tx& tx, const order::OrderRow& o, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  order::OrderService& orders_;
  Gateway& gateway_;
  std::function<void()> ask_refunds_;
  std::vector<OtherPayer> other_payers_;
  std::vector<Purse*> purses_;
  CoPayers co_payers_;
};

class PayAnswers;

// The payment module put together: its routes (payment_routes.h) and its hooks. Returns the
// payment centre's answers for modules that take payment for an order of their own (dine-in).
PayAnswers install(http::Router& router, PaymentService& payments, order::OrderService& orders, Gateway& gateway,
             catalog::CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::payment
