// Coupons at checkout (issue 5): the member's usable coupons priced by the engine against the
// cart, the customer's selection or the automatic best one, and consuming and releasing the
// coupons of an order. Order confirm and submit call this; the engine stays pure.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <boost/json/object.hpp>

#include "db/db.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/reasons.h"
#include "modules/cart/cart_service.h"
#include "modules/coupon/coupon_types.h"

namespace qsr::coupon {

struct CouponCheckout {
  int64_t member_id = 0;
  int64_t sid = 0;
  int order_type = 2;
  int64_t delivery_fee = 0;  // before coupons
  int64_t bag_fee = 0;       // no coupon reduces it
  bool box_fee_per_item = true;
  int64_t now_ms = 0;
  int64_t booked_ms = 0;  // a reserved order's time (validity and time slots use it)
  bool group_order = false;
  // The member's stored-value balances (spec 001 §5 rule 13): the brand account's and this
  // store's, read only when a coupon asks for them.
  std::function<int64_t(db::Tx&)> wallet_balance;
  std::function<int64_t(db::Tx&)> store_balance;
  int64_t group_people = 0;  // participants with goods in a group order's cart
  // The customer's selection in the order chosen; nullopt: let the server choose when `automatic`.
  std::optional<std::vector<std::string>> selection;
  bool automatic = true;
  // The customer pays part of the order with points (the engine's pointMutually, rule 9): coupons
  // that may not be combined with points do not apply, and the best selection leaves them out.
  bool points = false;
  // Rule 14: the member's level (0: none), user groups and Privilege Pass (0: none), read only
  // when a coupon is limited to some.
  struct Standing {
    int64_t level_id = 0;
    std::vector<int64_t> group_ids;
    int64_t prime_id = 0;
  };
  std::function<Standing(db::Tx&)> standing;
  // The trade events running now (the coupon module's copy in memory); unset: read them.
  std::function<std::vector<TradeEventRow>(db::Tx&, int64_t now_ms)> live_events;
};

struct AppliedCoupon {
  int64_t coupon_id = 0;
  std::string code;
  int64_t discount = 0;
};

// One of the member's usable coupons as the checkout offers it: tappable (it applies, or would
// once the coupons it `cancels` leave the selection) or not, and why.
struct CouponOffer {
  CouponRow row;
  TemplateRow tmpl;
  // As the engine read it; nullopt when the engine's caps left it out of the wallet it priced.
  std::optional<engine::coupon::Coupon> terms;
  bool tappable = true;
  bool selected = false;
  int64_t saves = 0;                  // selected: what it takes off; not: what choosing it would
  std::vector<std::string> cancels;   // selected coupons it cannot stand beside
  engine::coupon::Refusal refusal{};  // why it is not tappable
};

struct CouponPricing {
  int64_t goods_discount = 0;     // off goods and box fees
  int64_t delivery_discount = 0;  // off the delivery fee
  std::vector<AppliedCoupon> applied;
  bool auto_selected = false;
  // Selected codes the engine did not apply (unknown, not usable, or refused beside the others).
  std::vector<std::string> refused;
  // Cart lines tied to a coupon that does not apply (or gifts not earned): not bought.
  std::vector<int64_t> cleared_line_ids;
  // Cart line id -> what the coupons took off that line (goods and packing; the goods discount
  // spread over the lines it came from).
  std::map<int64_t, int64_t> line_discounts;
  // The wallet as offered: the usable ones (in the engine's order, then those that would apply
  // instead of what they cancel), and the others.
  std::vector<CouponOffer> offers;
  // The confirm answer's "coupons" (docs/API.md), made by checkout_coupons_json from the above;
  // the order module answers it as it is, naming the lines it left out in "clearedLineIds".
  boost::json::object view;
  // A selected coupon may not be combined with stored-value payment (mutuallyTypeRange 2 or 3).
  bool excludes_stored_value = false;
  // A selected coupon may not be combined with points (mutuallyTypeRange 1 or 3).
  bool excludes_points = false;
  // A selected coupon is for stored-value payment only (tradePaymentMode, rule 13).
  bool requires_stored_value = false;
};

// The engine's view of the cart's bought lines.
std::vector<engine::coupon::CartLine> engine_lines(const std::vector<cart::CheckoutLine>& lines, bool box_fee_per_item);

CouponPricing price_coupons(db::Tx& tx, const std::vector<cart::CheckoutLine>& lines, const CouponCheckout& in, Lang lang);
// Announces price_coupons' read of the member's coupons (db::Tx::prefetch).
void prefetch_wallet(db::Tx& tx, int64_t member_id, int64_t now_ms);

// In the order's transaction: freezes the applied coupons for the order (throws AppError 409
// 35030 when another order took one meanwhile) and records what each took off. They are used
// once the order is paid (`confirm`), and come back when it is cancelled unpaid (`release`).
void consume(db::Tx& tx, int64_t member_id, int64_t order_id, const std::string& order_no,
             const std::vector<AppliedCoupon>& applied, int64_t now_ms);
// How the order's coupons bind its payment: `no_wallet`: the wallet is forbidden (rule 9); `wallet_only`:
// only the wallet pays, all of it (rule 13: the discount is for stored-value payment).
struct StoredValueTerms {
  bool no_wallet = false;
  bool wallet_only = false;
};
StoredValueTerms order_stored_value_terms(db::Tx& tx, int64_t order_id);
// In the paying transaction: the order's frozen coupons are used.
void confirm(db::Tx& tx, int64_t order_id, int64_t now_ms);
// The order's coupons back to the member (cancel, payment timeout, whole refund).
void release(db::Tx& tx, int64_t order_id, int64_t now_ms);
// What each of the order's coupons took off.
struct OrderCouponLine {
  std::string code;
  I18nText name;
  int64_t discount = 0;
};
std::vector<OrderCouponLine> order_coupon_lines(db::Tx& tx, int64_t order_id);
// The order detail's "coupons" (the order module's view asks for it by this name).
boost::json::array order_coupons_json(db::Tx& tx, int64_t order_id, Lang lang);

}  // namespace qsr::coupon
