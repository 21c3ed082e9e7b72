// Wallet top-up (spec 000 §2 myWallet recharge, §3 recharge.status; docs/decisions/0029): the
// brand's recharge plans (pay X, get Y more), bought as product orders (docs/decisions/0030) paid
// by card; the signed notify credits the wallet with the principal and the bonus once, in the
// transaction that settles the order.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/purchase/purchase_service.h"
#include "modules/recharge/recharge_types.h"

namespace qsr::recharge {

class RechargeService final : public purchase::ProductKind {
 public:
  // `enabled` reads the brand's recharge.status; top-ups are offered while it is on and a card
  // gateway takes payments.
  RechargeService(db::Db& db, const Clock& clock, purchase::PurchaseService& purchases, std::function<bool()> enabled)
      : db_(db), clock_(clock), purchases_(purchases), enabled_(std::move(enabled)) {}

  // As a product kind.
  std::string_view kind() const override { return "recharge"; }
  std::string_view number_prefix() const override { return "RC"; }
  bool on_sale() const override { return enabled_ && enabled_(); }
  // The plan's price; its bonus and account are the order's terms. 400 for a plan no longer offered.
  purchase::Quote quote(db::Tx& tx, int64_t member_id, int64_t plan_id, int quantity, int64_t now_ms) override;
  // Credits the principal and the bonus, once: the wallet's key is the order's.
  void fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  // Takes the principal and the bonus back out of the wallet; 409 when the member has spent them.
  void reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;

  bool enabled() const { return purchases_.on_sale("recharge"); }
  std::vector<Plan> plans();
  std::vector<Plan> all_plans();
  // Operators add (id 0) or change a plan; 400 for amounts out of range.
  Plan save_plan(const Plan& p);

  // Starts paying for a plan by card; the same request key answers the same order.
  purchase::Started start(int64_t member_id, int64_t plan_id, const std::string& return_url, const std::string& request_key);

  struct Page {
    std::vector<RechargeOrder> list;
    int64_t total = 0;
  };
  Page paid(int64_t member_id, int64_t limit, int64_t offset);
  // The member's own recharge order; 404 for another's.
  RechargeOrder detail(int64_t member_id, const std::string& recharge_no);
  // The member's own recharge orders among `recharge_nos` (the invoice pages ask for several at
  // once), in that order; others' and unknown numbers are simply not there.
  std::vector<RechargeOrder> by_numbers(int64_t member_id, const std::vector<std::string>& recharge_nos);

 private:
  db::Db& db_;
  const Clock& clock_;
  purchase::PurchaseService& purchases_;
  std::function<bool()> enabled_;
};

}  // namespace qsr::recharge
