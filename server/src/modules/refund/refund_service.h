// Refund requests after acceptance (spec 001 §7 createRefund, queryRefundReason,
// calcRefundFeeDetail; progress codes 10/30/40/50/60 of spec 000 §4): whole or by line, decided by
// the store, paid back the way the money came.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "modules/order/order_service.h"
#include "modules/payment/gateway.h"
#include "modules/payment/payment_service.h"
#include "modules/refund/refund_pricing.h"

namespace qsr::refund {

enum RefundCode {
  kNotRefundable = 32001,   // the order cannot be refunded now (not paid, not accepted yet, open request)
  kRefundNotFound = 32002,
  kBadLines = 32003,        // more than was bought, or unknown lines
};

// A step of a request's progress (spec 000 §4 refund progress codes 10/30/40/50/60).
struct RefundLogEntry {
  int64_t code = 0;
  std::string note;
  int64_t at = 0;
};

// One of an order's refund requests, with its progress.
struct RefundRecord {
  std::string refund_no;
  std::string reason;  // a message key (reasons())
  std::string description;
  int64_t amount = 0;
  std::string status;  // waiting_audit | refunding | refunded | rejected
  int64_t created_at = 0;
  std::vector<RefundLogEntry> logs;
};

// Every refund request of one of the member's orders, oldest first.
struct RefundDetail {
  std::string order_no;
  std::vector<RefundRecord> requests;
};

// A request waiting for the store's decision.
struct QueuedRefund {
  std::string refund_no, order_no, serial;
  std::string reason;  // a message key
  std::string description;
  int64_t amount = 0, created_at = 0;
};

// The store's decision on a request, as listeners hear it (in the deciding transaction).
struct RefundDecision {
  int64_t member_id = 0;
  std::string refund_no, order_no, serial;
  bool agreed = false;
  int64_t amount = 0;  // cents asked for
};

class RefundService {
 public:
  RefundService(db::Db& db, const Clock& clock, order::OrderService& orders, payment::Gateway& gateway,
                payment::PaymentService& payments)
      : db_(db), clock_(clock), orders_(orders), gateway_(gateway), payments_(payments) {}

  static const std::vector<std::string>& reasons();  // message keys
  Quote quote(int64_t member_id, const std::string& order_no, const std::map<int64_t, int64_t>& lines);
  std::string request(int64_t member_id, const std::string& order_no, const std::string& reason, const std::string& description,
                      const std::map<int64_t, int64_t>& lines);
  // The store's decision; agreeing pays the stored-value parts back at once and asks for the card parts
  // to be sent to the gateway (send_pending_parts, on the background workers).
  void decide(const std::string& refund_no, bool agree, const std::string& note, std::optional<int64_t> staff_sid);
  // Card refund parts not yet accepted by the gateway, each claimed before its call, with a key
  // the gateway deduplicates on (retried by a job). Blocks on the gateway: never on a request thread.
  int send_pending_parts();
  void on_parts_queued(std::function<void()> ask) { ask_sending_ = std::move(ask); }
  // Told of every decision in the transaction that records it (the message centre).
  using DecisionListener = std::function<void(db::Tx&, const RefundDecision&, int64_t now_ms)>;
  void add_decision_listener(DecisionListener l) { decision_listeners_.push_back(std::move(l)); }

  RefundDetail detail(int64_t member_id, const std::string& order_no);
  // The store's requests waiting for a decision, oldest first (at most 200).
  std::vector<QueuedRefund> store_queue(int64_t sid);

 private:
  db::Db& db_;
  const Clock& clock_;
  order::OrderService& orders_;
  payment::Gateway& gateway_;
  payment::PaymentService& payments_;
  std::function<void()> ask_sending_;
  std::vector<DecisionListener> decision_listeners_;
};

}  // namespace qsr::refund
