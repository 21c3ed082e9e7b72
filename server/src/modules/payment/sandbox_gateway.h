// The sandbox card gateway: a stand-in for a real provider, served by this process under
// /sandbox/pay/... It keeps its own tables (sandbox_checkout, sandbox_notification), shows a hosted
// page where the payer approves or declines, and then calls our notify URL over real HTTP with an
// HMAC-SHA256-signed body, retrying with back-off until it gets a 2xx.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "core/clock.h"
#include "db/db.h"
#include "http/router.h"
#include "modules/payment/gateway.h"

namespace qsr::payment {

struct SandboxOptions {
  std::string secret;      // shared HMAC secret (QSR_PAY_SECRET)
  std::string notify_url;  // our notify endpoint as the gateway calls it
  // A slow gateway on purpose (QSR_SANDBOX_REFUND_DELAY_MS): each refund call takes this long,
  // which is how tests show that a refund is sent once however many runners want to send it.
  int64_t refund_delay_ms = 0;
};

class SandboxGateway final : public Gateway {
 public:
  SandboxGateway(db::Db& db, const Clock& clock, SandboxOptions options) : db_(db), clock_(clock), options_(std::move(options)) {}
  void set_notify_url(std::string url) { options_.notify_url = std::move(url); }
  // Called when a notification is queued: the composition root runs deliver_due() soon on the
  // background workers (never on the request thread that approved the checkout).
  void on_notification_queued(std::function<void()> ask) { ask_delivery_ = std::move(ask); }

  std::optional<CheckoutSession> create_checkout(const std::string& payment_no, int64_t amount, const std::string& currency,
                                                 const std::string& return_url) override;
  GatewayStatus query(const std::string& gateway_ref) override;
  RefundAnswer refund(const std::string& gateway_ref, int64_t amount, const std::string& refund_no) override;
  std::optional<Notification> verify(const NotifyCall& notify) override;

  // The hosted page and the payer's decision.
  void register_routes(http::Router& router);
  // Sends due notifications (first try at once, then 1 s, 2 s, 4 s, ... up to 5 min apart). Each
  // is claimed before it is sent, so two runners (threads or instances) never send one at once.
  // Blocks on HTTP calls: run it on the background workers.
  int deliver_due();

  // The signature over a notify body (also what tests use to forge or check one).
  std::string sign(const std::string& timestamp, const std::string& body) const;

 private:
  // The payer approves (with one of online_channel.h's methods; "card" when unsaid) or declines.
  void decide(const std::string& ref, bool approve, const std::string& method = "");
  db::Db& db_;
  const Clock& clock_;
  SandboxOptions options_;
  std::function<void()> ask_delivery_;
};

}  // namespace qsr::payment
