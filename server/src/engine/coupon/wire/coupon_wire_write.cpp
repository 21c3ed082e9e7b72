#include "core/money.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace qsr::engine::coupon::wire {

namespace json = boost::json;

namespace {

json::string money(Cents c) { return json::string(money::format(c)); }

json::array strings(const std::vector<std::string>& list) {
  json::array out;
  for (const auto& s : list) out.emplace_back(s);
  return out;
}

std::string_view tie_name(TieKind t) {
  switch (t) {
    case TieKind::none: return "none";
    case TieKind::gift: return "gift";
    case TieKind::exchange: return "exchange";
    case TieKind::activity_gift: return "activityGift";
  }
  return "none";
}

}  // namespace

json::object write_result(const CalcResult& r) {
  json::array products;
  for (const auto& p : r.product_list) {
    json::array shares;
    for (const auto& s : p.coupons) shares.push_back(json::object{{"couponCode", s.code}, {"amount", money(s.amount)}});
    products.push_back(json::object{{"id", p.line_id},
                                    {"unitIndex", p.unit_index},
                                    {"goods_id", p.goods_id},
                                    {"price", money(p.price)},
                                    {"box_price", money(p.box_price)},
                                    {"dis_price", money(p.discount)},
                                    {"pay_price", money(p.pay_price)},
                                    {"tie", tie_name(p.tie)},
                                    {"useCoupons", std::move(shares)}});
  }
  json::array applied;
  for (const auto& a : r.applied) {
    applied.push_back(json::object{{"couponCode", a.code},
                                   {"walletCode", a.wallet_code},
                                   {"couponCategory", static_cast<int>(a.category)},
                                   {"dis_money", money(a.discount)}});
  }
  json::array usable;
  for (const auto& u : r.usable) {
    usable.push_back(json::object{{"couponCode", u.code},
                                  {"select", u.selected ? 1 : 0},
                                  {"dis_money", money(u.discount)},
                                  {"useCouponNum", u.copies_selected},
                                  {"limitQty", u.copies_per_order}});
  }
  json::array unusable;
  for (const auto& u : r.unusable) {
    json::object entry{{"couponCode", u.code}, {"reasonCode", reason_code(u.reason)}, {"reasonKey", reason_key(u.reason)}};
    if (reason_has_arg(u.reason)) entry["reasonArg"] = u.arg;
    unusable.push_back(std::move(entry));
  }
  json::array cleared;
  for (int64_t id : r.cleared_line_ids) cleared.push_back(id);
  return json::object{{"productList", std::move(products)},
                      {"selectedCoupons", std::move(applied)},
                      {"virtualCouponList", strings(r.virtual_coupon_list)},
                      {"totalAmount", money(r.total_amount)},
                      {"discountAmount", money(r.discount_amount)},
                      {"payTotalAmount", money(r.pay_total_amount)},
                      {"disDeliveryPrice", money(r.dis_delivery_price)},
                      {"deliveryPrice", money(r.delivery_price)},
                      {"disBoxPrice", money(r.dis_box_price)},
                      {"giftWithPurchaseCouponDiscount", money(r.gift_with_purchase_coupon_discount)},
                      {"primeDiscountAmount", money(r.prime_discount_amount)},
                      {"usable", std::move(usable)},
                      {"unusable", std::move(unusable)},
                      {"clearedLineIds", std::move(cleared)},
                      {"unknownCoupons", strings(r.unknown_codes)}};
}

json::object write_auto_selection(const AutoSelection& s) {
  return json::object{{"ran", s.ran},
                      {"selectedCoupons", strings(s.codes)},
                      {"discountAmount", money(s.discount)},
                      {"provenOptimal", s.proven_optimal}};
}

json::object write_overlay(const OverlayResult& o, const CalcResult& best_result) {
  json::array addable;
  for (const auto& a : o.addable) addable.push_back(json::object{{"couponCode", a.code}, {"dis_money", money(a.gain)}});
  json::array conflicting;
  for (const auto& c : o.conflicting) {
    conflicting.push_back(json::object{{"couponCode", c.code},
                                       {"reasonCode", reason_code(c.reason.reason)},
                                       {"reasonKey", reason_key(c.reason.reason)},
                                       {"cancels", strings(c.cancels)}});
  }
  json::object best = write_auto_selection(o.best);
  if (o.best.ran) best["result"] = write_result(best_result);
  return json::object{{"current", write_result(o.current)},
                      {"addable", std::move(addable)},
                      {"conflicting", std::move(conflicting)},
                      {"best", std::move(best)}};
}

}  // namespace qsr::engine::coupon::wire
