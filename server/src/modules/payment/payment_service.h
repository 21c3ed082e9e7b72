// Card and combination payments through the gateway, the gateway's notifications, settling
// payments that never completed, and sending queued card refunds.
#pragma once

#include <functional>
#include <string>

#include "modules/order/order_service.h"
#include "modules/payment/gateway.h"

namespace qsr::payment {

struct PayResult {
  std::string pay_url;  // where to send the payer ("" when nothing is left to pay by card)
  order::OrderRow order;
};

class PaymentService {
 public:
  PaymentService(db::Db& db, const Clock& clock, order::OrderService& orders, Gateway& gateway)
      : db_(db), clock_(clock), orders_(orders), gateway_(gateway) {}

  // Card for the whole payable, or (combination) the wallet first and the rest by card.
  PayResult pay_by_card(int64_t member_id, const std::string& order_no, const std::string& return_url, bool combination);

  enum class NotifyOutcome { applied, duplicate, mismatch, unknown_payment };
  // Applies a verified notification; idempotent, and a late or out-of-order one changes nothing twice.
  NotifyOutcome apply(const Notification& n);
  // Asks the gateway about card payments pending longer than `age_ms` and applies the answer.
  int settle_pending(int64_t age_ms = 3 * 60 * 1000);
  // Sends refunds marked 'refunding' to the gateway, each claimed first. Blocks on the gateway:
  // run it on the background workers.
  int send_refunds();
  // How a request asks for send_refunds() to run soon, off its own thread.
  void on_refund_queued(std::function<void()> ask) { ask_refunds_ = std::move(ask); }

 private:
  db::Db& db_;
  const Clock& clock_;
  order::OrderService& orders_;
  Gateway& gateway_;
  std::function<void()> ask_refunds_;
};

}  // namespace qsr::payment
