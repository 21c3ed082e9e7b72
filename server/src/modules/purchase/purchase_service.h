// Product orders (docs/decisions/0030): a member buys a product of some kind (a top-up, a
// Privilege Pass), priced by the kind on the server and paid by card through the payment centre's
// gateway; the gateway's signed notify settles the order and the kind fulfils it in that same
// transaction, once. A job asks the gateway about orders it has not heard of and closes those the
// payer abandoned.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/payment/gateway.h"
#include "modules/payment/payment_service.h"
#include "modules/purchase/purchase_types.h"

namespace qsr::purchase {

// How long a payer has at the gateway's page before the order is closed (as a meal order's
// pay timeout).
inline constexpr int64_t kAbandonedAfterMs = 30 * 60 * 1000;

struct Started {
  ProductOrder order;
  std::string pay_url;
};

struct Purchase {
  std::string kind;
  int64_t member_id = 0;
  int64_t product_id = 0;
  int quantity = 1;
  std::string return_url;   // a path of ours; the gateway sends the payer back to it with ?orderNo=
  std::string request_key;  // the request's Idempotency-Key: the same key answers the same order
};

class PurchaseService {
 public:
  PurchaseService(db::Db& db, const Clock& clock, payment::Gateway& gateway) : db_(db), clock_(clock), gateway_(gateway) {}

  // The kinds sold; each outlives the service.
  void add_kind(ProductKind& kind);
  // Whether the kind can be bought now: on sale and a card gateway takes payments.
  bool on_sale(const std::string& kind) const;

  // Makes the order (priced by its kind) and the gateway's checkout to send the payer to.
  // 400 when the kind is not on sale, the product cannot be bought or the return address is not
  // ours; 409 over the purchase limit; 502 when the gateway does not take it.
  Started start(const Purchase& p);

  // A verified notify for a product order (nullopt: not one of ours).
  std::optional<payment::PaymentService::NotifyOutcome> apply(const payment::Notification& n);
  // Asks the gateway about orders paying longer than `age_ms` and applies the answer; closes those
  // it still has no answer for after kAbandonedAfterMs.
  int settle_pending(int64_t age_ms = 3 * 60 * 1000);

  struct Page {
    std::vector<ProductOrder> list;
    int64_t total = 0;
  };
  // `kind` empty: every kind's.
  Page paid(int64_t member_id, const std::string& kind, int64_t limit, int64_t offset);
  // How many of each product of the kind the member has bought or is paying for (what the
  // purchase limits count).
  std::map<int64_t, int64_t> bought(int64_t member_id, const std::string& kind);
  // The member's own order; 404 for another's (or another kind's, when `kind` is given).
  ProductOrder detail(int64_t member_id, const std::string& order_no, const std::string& kind = "");
  // The member's own orders of the kind among `order_nos`, in that order; another member's, another
  // kind's and unknown numbers are left out (so a caller learns nothing of them).
  std::vector<ProductOrder> owned(int64_t member_id, const std::vector<std::string>& order_nos, const std::string& kind);

  void merge(db::Tx& tx, int64_t from, int64_t to);

  // An operator refunds a paid order: its kind takes back what it gave (409 when it cannot: used,
  // spent, too late), and the card refund is queued. 404 for no such order, 409 when not paid.
  ProductOrder refund(const std::string& order_no, const std::string& reason);
  // Sends queued card refunds to the gateway, each claimed first; a card that cannot take the
  // money back gets it in the member's wallet. Blocks on the gateway: run it on its workers.
  int send_refunds();
  // How a refund asks for send_refunds() to run soon (after it committed), off its own thread.
  void on_refund_queued(std::function<void()> ask) { ask_refunds_ = std::move(ask); }
  // Told in the transaction that starts an order's refund, with the order as it was paid (the
  // invoice module reverses its receipt).
  using RefundListener = std::function<void(db::Tx&, const ProductOrder&, int64_t now_ms)>;
  void add_refund_listener(RefundListener l) { refund_listeners_.push_back(std::move(l)); }

 private:
  ProductKind& kind_of(const std::string& kind) const;
  ProductKind* kind_numbering(const std::string& order_no) const;

  db::Db& db_;
  const Clock& clock_;
  payment::Gateway& gateway_;
  std::map<std::string, ProductKind*, std::less<>> kinds_;
  std::function<void()> ask_refunds_;
  std::vector<RefundListener> refund_listeners_;
};

}  // namespace qsr::purchase
