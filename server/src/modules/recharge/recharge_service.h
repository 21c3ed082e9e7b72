// Wallet top-up (spec 000 §2 myWallet recharge, §3 recharge.status; docs/decisions/0029): the
// brand's recharge plans (pay X, get Y more), and recharge orders a member pays by card through the
// payment centre's gateway; the signed notify credits the wallet with the principal and the bonus
// once, in the transaction that settles the order.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/payment/gateway.h"
#include "modules/payment/payment_service.h"
#include "modules/recharge/recharge_types.h"

namespace qsr::recharge {

inline constexpr const char* kNumberPrefix = "RC";

struct Started {
  RechargeOrder order;
  std::string pay_url;
};

class RechargeService {
 public:
  // `enabled` reads the brand's recharge.status; top-ups are offered while it is on and a card
  // gateway takes payments.
  RechargeService(db::Db& db, const Clock& clock, payment::Gateway& gateway, std::function<bool()> enabled)
      : db_(db), clock_(clock), gateway_(gateway), enabled_(std::move(enabled)) {}

  bool enabled() const { return gateway_.takes_cards() && enabled_ && enabled_(); }
  std::vector<Plan> plans();
  std::vector<Plan> all_plans();
  // Operators add (id 0) or change a plan; 400 for amounts out of range.
  Plan save_plan(const Plan& p);

  // Starts paying for a plan by card: a recharge order and the gateway's page to send the payer
  // to. The same request key answers the same order. 400 when recharge is off, the plan is not
  // offered or the return address is not ours; 503 when the gateway does not take it.
  Started start(int64_t member_id, int64_t plan_id, const std::string& return_url, const std::string& request_key);

  // A verified notify for a recharge order (nullopt: not one of ours).
  std::optional<payment::PaymentService::NotifyOutcome> apply(const payment::Notification& n);
  // Asks the gateway about orders paying longer than `age_ms` and applies the answer.
  int settle_pending(int64_t age_ms = 3 * 60 * 1000);

  struct Page {
    std::vector<RechargeOrder> list;
    int64_t total = 0;
  };
  Page paid(int64_t member_id, int64_t limit, int64_t offset);
  // The member's own recharge order; 404 for another's.
  RechargeOrder detail(int64_t member_id, const std::string& recharge_no);

  void merge(db::Tx& tx, int64_t from, int64_t to);

 private:
  db::Db& db_;
  const Clock& clock_;
  payment::Gateway& gateway_;
  std::function<bool()> enabled_;
};

}  // namespace qsr::recharge
