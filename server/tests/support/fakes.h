// Fakes for what a service needs from outside (Envoy style): a card gateway whose answers a test
// sets, a publisher and an SMS sender that record what they were given. With SettableClock
// (core/clock.h) they let a test build services directly, with no HTTP server and no network.
#pragma once

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "db/db.h"
#include "http/publisher.h"
#include "modules/account/sms_sender.h"
#include "modules/payment/gateway.h"

namespace qsr::testing {

class FakeGateway final : public payment::Gateway {
 public:
  struct Checkout {
    std::string payment_no;
    int64_t amount = 0;
    std::string gateway_ref;
  };
  struct Refund {
    std::string gateway_ref;
    int64_t amount = 0;
    std::string key;
  };

  bool takes_cards() const override { return cards; }
  std::optional<payment::CheckoutSession> create_checkout(const std::string& payment_no, int64_t amount, const std::string&,
                                                          const std::string&) override {
    std::lock_guard lock(mu_);
    if (!accepts_checkouts) return std::nullopt;
    Checkout c{payment_no, amount, "ref-" + payment_no};
    checkouts.push_back(c);
    return payment::CheckoutSession{c.gateway_ref, "https://gateway.test/pay/" + c.gateway_ref};
  }
  payment::GatewayStatus query(const std::string& ref) override {
    std::lock_guard lock(mu_);
    auto it = statuses.find(ref);
    return it == statuses.end() ? payment::GatewayStatus::pending : it->second;
  }
  // Like a real gateway, a key it has seen is answered again without moving money twice.
  payment::RefundAnswer refund(const std::string& ref, int64_t amount, const std::string& key) override {
    std::lock_guard lock(mu_);
    if (refund_answer != payment::RefundAnswer::accepted) return refund_answer;
    for (const auto& r : refunds) {
      if (r.key == key) return payment::RefundAnswer::accepted;
    }
    refunds.push_back({ref, amount, key});
    return payment::RefundAnswer::accepted;
  }
  std::optional<payment::Notification> verify(const payment::NotifyCall&) override { return std::nullopt; }

  // The gateway's word on a checkout, as its notify call would carry it.
  payment::Notification notice(const Checkout& c, payment::GatewayStatus status) const {
    return {c.gateway_ref, c.payment_no, status, c.amount, "HKD"};
  }
  int64_t refunded_total() const {
    std::lock_guard lock(mu_);
    int64_t sum = 0;
    for (const auto& r : refunds) sum += r.amount;
    return sum;
  }

  bool cards = true;
  bool accepts_checkouts = true;
  payment::RefundAnswer refund_answer = payment::RefundAnswer::accepted;
  std::map<std::string, payment::GatewayStatus> statuses;  // by gateway ref, for query()
  std::vector<Checkout> checkouts;
  std::vector<Refund> refunds;

 private:
  mutable std::mutex mu_;
};

// A transaction that runs no SQL, for code that only publishes in it; commit() runs what waits
// for the commit.
class NoSqlTx final : public db::Tx {
 public:
  db::Rows query(std::string_view, const db::Params&) override { throw std::logic_error("NoSqlTx runs no SQL"); }
  int64_t exec(std::string_view, const db::Params&) override { throw std::logic_error("NoSqlTx runs no SQL"); }
  void exec_script(std::string_view) override { throw std::logic_error("NoSqlTx runs no SQL"); }
  db::Dialect dialect() const override { return db::Dialect::sqlite; }
  void commit() { run_after_commit(); }
};

// Records what was published once its transaction commits, as the bus delivers it.
class RecordingPublisher final : public http::Publisher {
 public:
  void publish(db::Tx& tx, const std::string& topic, const boost::json::value& data) override {
    tx.after_commit([this, topic, data] {
      std::lock_guard lock(mu_);
      events.emplace_back(topic, data);
    });
  }
  void recheck_subscribers(db::Tx& tx, const std::string& topic) override {
    tx.after_commit([this, topic] {
      std::lock_guard lock(mu_);
      rechecked.push_back(topic);
    });
  }
  // The `type`s published on `topic`, in order.
  std::vector<std::string> types_on(const std::string& topic) const {
    std::lock_guard lock(mu_);
    std::vector<std::string> out;
    for (const auto& [t, data] : events) {
      if (t == topic && data.is_object() && data.as_object().contains("type")) out.emplace_back(data.at("type").as_string());
    }
    return out;
  }

  std::vector<std::pair<std::string, boost::json::value>> events;
  std::vector<std::string> rechecked;

 private:
  mutable std::mutex mu_;
};

class RecordingSmsSender final : public account::SmsSender {
 public:
  bool send(const account::SmsMessage& message) override {
    std::lock_guard lock(mu_);
    sent.push_back(message);
    return accepts;
  }
  bool accepts = true;
  std::vector<account::SmsMessage> sent;

 private:
  std::mutex mu_;
};

}  // namespace qsr::testing
