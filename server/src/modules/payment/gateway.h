// What a card payment gateway does for us. Ours today is the sandbox (sandbox_gateway.h), which
// behaves like a hosted checkout: the payer is sent to the gateway's page, and the gateway tells
// us the outcome by a signed notify call, retried until we acknowledge it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <functional>
#include <string_view>

namespace qsr::payment {

struct CheckoutSession {
  std::string gateway_ref;
  std::string redirect_url;  // where the payer approves or declines
};

enum class GatewayStatus { pending, succeeded, failed, refunded, unknown };

// A refund call's answer: done; refused for good (the card is closed, more than was paid); or
// the gateway could not answer now (try again later).
enum class RefundAnswer { accepted, declined, unavailable };
// How many times a refund the gateway cannot answer is tried before it counts as failed.
inline constexpr int kRefundAttempts = 10;
// How long a claim on work that calls the gateway lasts: longer than any call's deadline, so a
// second runner only takes the work over from one that died.
inline constexpr int64_t kGatewayClaimMs = 60'000;

// The wait before the next try of a call the other side did not answer: 1 s, 2 s, 4 s, ... at
// most 5 minutes apart.
inline int64_t retry_delay_ms(int64_t attempts_so_far) {
  const int64_t doubling = attempts_so_far < 0 ? 0 : (attempts_so_far > 20 ? 20 : attempts_so_far);
  const int64_t delay = int64_t{1000} << doubling;
  return delay < 5 * 60 * 1000 ? delay : 5 * 60 * 1000;
}

struct Notification {
  std::string gateway_ref;
  std::string merchant_reference;  // our payment_no
  GatewayStatus status = GatewayStatus::unknown;
  int64_t amount = 0;
  std::string currency;
  std::string channel;  // the method the payer used at the gateway (online_channel.h); "" if unsaid
};

// A gateway's server-to-server call as it arrived: a header by its lower-case name ("" when
// absent) and the body. Each gateway reads its own signature headers; no HTTP type crosses here.
struct NotifyCall {
  std::function<std::string(std::string_view lower_name)> header;
  std::string_view body;
};

class Gateway {
 public:
  virtual ~Gateway() = default;
  // False when no card gateway is configured: card and combination payment are not offered.
  virtual bool takes_cards() const { return true; }
  virtual std::optional<CheckoutSession> create_checkout(const std::string& payment_no, int64_t amount,
                                                         const std::string& currency, const std::string& return_url) = 0;
  virtual GatewayStatus query(const std::string& gateway_ref) = 0;
  // `refund_key` is the refund's idempotency key: the same key again moves no money twice.
  virtual RefundAnswer refund(const std::string& gateway_ref, int64_t amount, const std::string& refund_key) = 0;
  // Checks the notify call's signature and freshness; nullopt when it is not genuine.
  virtual std::optional<Notification> verify(const NotifyCall& notify) = 0;
};

// No card gateway configured (production without one): nothing is offered, nothing is called.
class NoCardGateway final : public Gateway {
 public:
  bool takes_cards() const override { return false; }
  std::optional<CheckoutSession> create_checkout(const std::string&, int64_t, const std::string&, const std::string&) override {
    return std::nullopt;
  }
  GatewayStatus query(const std::string&) override { return GatewayStatus::unknown; }
  RefundAnswer refund(const std::string&, int64_t, const std::string&) override { return RefundAnswer::unavailable; }
  std::optional<Notification> verify(const NotifyCall&) override { return std::nullopt; }
};

}  // namespace qsr::payment
