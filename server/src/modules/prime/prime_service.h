// The Privilege Pass (spec 000 §6 paid member, 001 §5; docs/decisions/0031): a paid membership
// sold as product orders of kind "prime" (docs/decisions/0030). Paying for a plan starts the
// member's pass or adds its days after the current end; the pass's items are the member's at the
// member price once a Hong Kong day.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <map>

#include "core/clock.h"
#include "db/bus_cached.h"
#include "db/db.h"
#include "modules/prime/prime_types.h"
#include "modules/purchase/purchase_service.h"

namespace qsr::prime {

class PrimeService final : public purchase::ProductKind {
 public:
  PrimeService(db::Db& db, const Clock& clock, purchase::PurchaseService& purchases);
  // Told (db/bus.h) when a pass or its items change: every server drops its member prices.
  static constexpr const char* kPricesChannel = "prime-prices";

  // As a product kind.
  std::string_view kind() const override { return "prime"; }
  std::string_view number_prefix() const override { return "PM"; }
  // The plan's price, within its purchase limit. 400 for a plan or pass no longer sold; 409 while
  // the member holds another pass (it is renewed, or bought once it ends).
  purchase::Quote quote(db::Tx& tx, int64_t member_id, int64_t plan_id, int quantity, int64_t now_ms) override;
  // Starts the member's pass, or adds the plan's days after the end of the one they hold.
  void fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  // Takes the order's days off the pass (ending it when none are left): only within
  // kRefundWindowMs of paying and before the member price was used since (409 otherwise).
  void reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  static constexpr int64_t kRefundWindowMs = 7LL * 24 * 3600 * 1000;

  const Clock& clock() const { return clock_; }
  bool on_sale_now() const { return purchases_.on_sale("prime"); }
  std::vector<Pass> passes();      // on sale, with their plans and items on sale
  std::vector<Pass> all_passes();  // for operators
  // The member's pass, valid or not (nullopt: never had one).
  std::optional<MemberPrime> member_prime(int64_t member_id);

  // Starts paying for a plan by card, once the member has read and agreed to the pass's terms
  // (400 prime_agreement otherwise). The same request key answers the same order.
  purchase::Started start(int64_t member_id, int64_t plan_id, bool agreed, const std::string& return_url, const std::string& request_key);
  purchase::PurchaseService::Page orders(int64_t member_id, int64_t limit, int64_t offset);
  // How many of each plan the member has bought or is paying for.
  std::map<int64_t, int64_t> plans_bought(int64_t member_id) { return purchases_.bought(member_id, std::string(kind())); }
  purchase::ProductOrder order(int64_t member_id, const std::string& order_no);

  // Operators add (id 0) or change passes, plans and items; 400 for values out of range, 404 for
  // a pass or plan that does not exist.
  Pass save_pass(const Pass& p);
  Plan save_plan(const Plan& p);
  Item save_item(const Item& i);

  // Goods id -> member price of pass `pass_id` (0: the first pass on sale), as checkout prices
  // every order: kept in memory until an operator changes a pass or an item.
  std::map<int64_t, int64_t> member_prices(db::Tx& tx, int64_t pass_id);

  // Accounts merged: the pass that ends later is the one kept.
  void merge(db::Tx& tx, int64_t from, int64_t to);

 private:
  db::Db& db_;
  const Clock& clock_;
  purchase::PurchaseService& purchases_;
  struct Prices {
    int64_t first_on_sale = 0;                                  // the pass a member without one is shown
    std::map<int64_t, std::map<int64_t, int64_t>> by_pass;      // pass -> goods -> member price
  };
  db::BusCached<Prices> prices_;
};

}  // namespace qsr::prime
