// Product orders (docs/decisions/0030): what a member buys besides meals. Each kind of product (a
// wallet top-up, a Privilege Pass) is a ProductKind that prices a purchase and fulfils it; the
// purchase module takes the payment and calls the kind once the money is in.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "db/db.h"

namespace qsr::purchase {

struct ProductOrder {
  int64_t id = 0;
  std::string order_no, kind;
  int64_t member_id = 0;
  std::optional<int64_t> product_id;
  int quantity = 1;
  int64_t amount = 0;
  std::string title = "\"\"";  // JSON, three languages
  std::string terms = "{}";    // JSON, the kind's: what paying gives
  // paying | paid | failed | closed; refunding | refunded (to the card) | refunded_to_wallet
  std::string status;
  std::string gateway_ref, pay_url, channel;
  int64_t created_at = 0;
  std::optional<int64_t> paid_at;
  std::optional<int64_t> refunded_at;
  int refund_attempts = 0;
};

// What a purchase costs and gives, as the kind prices it in the transaction that makes the order.
struct Quote {
  int64_t amount = 0;
  std::string title = "\"\"";
  std::string terms = "{}";
  // At most this many of the product's orders a member, paying, paid or refunded (0: no limit).
  int purchase_limit = 0;
};

class ProductKind {
 public:
  virtual ~ProductKind() = default;
  virtual std::string_view kind() const = 0;
  // The order numbers' prefix: two letters no other payer's numbers start with (the payment
  // centre's own are C… and W…).
  virtual std::string_view number_prefix() const = 0;
  // Whether the brand sells it now; off, nothing is started ("<kind>_off").
  virtual bool on_sale() const { return true; }
  // Prices `quantity` of the product for the member; throws AppError when it cannot be bought.
  virtual Quote quote(db::Tx& tx, int64_t member_id, int64_t product_id, int quantity, int64_t now_ms) = 0;
  // Whether what was paid for can still be given, in the transaction that records the payment.
  // No (say, the order it pays for lapsed meanwhile): the payment is kept and refunded at once.
  virtual bool wanted(db::Tx& /*tx*/, const ProductOrder& /*order*/) { return true; }
  // Gives what was paid for, in the transaction that records the payment; runs once an order.
  virtual void fulfil(db::Tx& tx, const ProductOrder& order, int64_t now_ms) = 0;
  // The order's payment failed or was abandoned, in the transaction that records it; once.
  virtual void lapsed(db::Tx& /*tx*/, const ProductOrder& /*order*/, int64_t /*now_ms*/) {}
  // Takes back what the order gave, in the transaction that starts its refund; throws AppError
  // (409) when it cannot be (used, spent, too late), changing nothing.
  virtual void reverse(db::Tx& tx, const ProductOrder& order, int64_t now_ms) = 0;
};

}  // namespace qsr::purchase
