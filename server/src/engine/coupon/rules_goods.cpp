// Rules 7, 8, 10, 11, 15, 16 and 17: what is in the cart.
#include <algorithm>

#include "engine/coupon/item_matching.h"
#include "engine/coupon/usability_rules.h"

namespace qsr::engine::coupon {

RuleResult rule_items_match(const Coupon& c, const CouponFacts& f, const RuleContext& ctx) {
  // Exchange goods are checked by rule 16, which can say how many are missing.
  if (item_rules_select_tied_goods(c.category)) return std::nullopt;
  if (ctx.cart.goods_quantity == 0) return Refusal{Reason::no_product};
  if (f.applicable.empty()) return Refusal{Reason::item};
  return std::nullopt;
}

RuleResult rule_threshold_met(const Coupon& c, const CouponFacts& f, const RuleContext&) {
  if (f.pool >= 1) return std::nullopt;
  // What is missing, so the customer reads "尚差 $27": units for a count threshold (and a gift
  // activity's group), cents of the covered amount otherwise.
  const bool by_units = c.category == Category::gift_activity || is_quantity_threshold(c.threshold_type);
  const int64_t have = by_units ? f.applicable_quantity : f.threshold_base;
  return Refusal{Reason::threshold, std::max<int64_t>(0, c.threshold - have)};
}

RuleResult rule_free_delivery_needs_amount(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.category != Category::delivery_fee) return std::nullopt;
  // Spec 001 §4: unusable when the delivery price is 0 or less, with the threshold reason.
  if (ctx.config.delivery_price <= 0) return Refusal{Reason::threshold};
  // The basis is the configuration's deliveryFreeMode (spec 001 §3). "Actual pay" is known only
  // once the coupons before it are applied (effect_delivery.cpp checks it then); before any
  // discount it equals the order total, which it can only fall from.
  const Cents basis = ctx.config.delivery_free_mode == DeliveryFreeBasis::product_total
                          ? ctx.cart.goods_amount - ctx.cart.goods_box_amount
                          : ctx.cart.goods_amount;
  if (basis < c.free_delivery_price) return Refusal{Reason::threshold, c.free_delivery_price - basis};
  return std::nullopt;
}

RuleResult rule_combination_complete(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.item_on_sale != ItemOnSale::group) return std::nullopt;
  for (const auto& rule : c.item_rules) {
    if (rule.exclude) continue;
    int64_t have = 0;
    for (const auto& line : ctx.cart.lines) {
      if (line.tie == TieKind::none && rule_matches_line(rule, line)) have += line.quantity;
    }
    if (have < std::max<int64_t>(1, rule.num)) return Refusal{Reason::combination};
  }
  return std::nullopt;
}

RuleResult rule_full_gift(const Coupon& c, const CouponFacts& f, const RuleContext& ctx) {
  if (c.category != Category::gift_with_purchase) return std::nullopt;
  if (c.gift_items.empty()) return Refusal{Reason::gift};
  // Gift lines already in the cart must be gifts this coupon offers.
  for (int u : f.tied) {
    const CartLine& line = ctx.cart.lines[ctx.cart.units[u].line];
    std::string scratch;
    const std::string& code = line_item_code(line, scratch);
    const bool offered = std::any_of(c.gift_items.begin(), c.gift_items.end(),
                                     [&](const GiftItem& g) { return g.item_code == code; });
    if (!offered) return Refusal{Reason::gift};
  }
  return std::nullopt;
}

RuleResult rule_enough_exchange_items(const Coupon& c, const CouponFacts& f, const RuleContext& ctx) {
  if (!item_rules_select_tied_goods(c.category)) return std::nullopt;
  const int64_t needed = std::max<int64_t>(1, c.exchange_num);
  int64_t matching = 0;
  int64_t without_attachments = 0;
  for (int u : f.tied) {
    const CartLine& line = ctx.cart.lines[ctx.cart.units[u].line];
    if (!line_matches_item_rules(c.item_rules, line) || !line_in_item_type_range(c, line)) continue;
    ++matching;
    if (!line.has_attachments) ++without_attachments;
  }
  if (matching < needed || without_attachments == 0) return Refusal{Reason::exchange_items, needed};
  return std::nullopt;
}

RuleResult rule_one_special_offer_per_template(const Coupon& c, const CouponFacts&, const RuleContext& ctx) {
  if (c.category != Category::special_offer) return std::nullopt;
  for (const Coupon* other : ctx.selection) {
    if (other->code != c.code && other->category == Category::special_offer && other->template_id == c.template_id) {
      return Refusal{Reason::one_per_order};
    }
  }
  return std::nullopt;
}

}  // namespace qsr::engine::coupon
