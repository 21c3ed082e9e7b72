// What a card payment gateway does for us. Ours today is the sandbox (sandbox_gateway.h), which
// behaves like a hosted checkout: the payer is sent to the gateway's page, and the gateway tells
// us the outcome by a signed notify call, retried until we acknowledge it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "http/request.h"

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

struct Notification {
  std::string gateway_ref;
  std::string merchant_reference;  // our payment_no
  GatewayStatus status = GatewayStatus::unknown;
  int64_t amount = 0;
  std::string currency;
};

class Gateway {
 public:
  virtual ~Gateway() = default;
  virtual std::optional<CheckoutSession> create_checkout(const std::string& payment_no, int64_t amount,
                                                         const std::string& currency, const std::string& return_url) = 0;
  virtual GatewayStatus query(const std::string& gateway_ref) = 0;
  virtual RefundAnswer refund(const std::string& gateway_ref, int64_t amount, const std::string& refund_no) = 0;
  // Checks the notify call's signature and freshness; nullopt when it is not genuine.
  virtual std::optional<Notification> verify(const http::Request& notify) = 0;
};

}  // namespace qsr::payment
