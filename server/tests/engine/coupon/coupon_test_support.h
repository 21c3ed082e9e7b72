// Builders for coupon engine tests: a Wednesday noon in Hong Kong, a store, lines and coupons
// with the fields a test names and neutral defaults for the rest.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "engine/coupon/calc_result.h"
#include "engine/coupon/calculate.h"
#include "engine/coupon/workspace.h"

namespace qsr::engine::coupon::testing {

// 2025-06-04 is a Wednesday (weekday 4 counting Sunday as 1).
inline int64_t hk(int year, int month, int day, int hour, int minute = 0) {
  return hk_local_to_utc_ms(year, month, day, hour * 60 + minute);
}
inline const int64_t kNow = hk(2025, 6, 4, 12);
inline constexpr int64_t kShop = 7;

inline CartLine goods(int64_t id, int64_t goods_id, Cents price, int64_t quantity = 1) {
  CartLine l;
  l.id = id;
  l.goods_id = goods_id;
  l.price = price;
  l.quantity = quantity;
  return l;
}

inline CartLine tied(int64_t id, int64_t goods_id, Cents price, TieKind kind, std::string coupon, int64_t quantity = 1) {
  CartLine l = goods(id, goods_id, price, quantity);
  l.tie = kind;
  l.tied_coupon = std::move(coupon);
  return l;
}

inline Coupon coupon(std::string code, Category category, int64_t value, int64_t template_id = 0) {
  Coupon c;
  c.code = std::move(code);
  c.category = category;
  c.value = value;
  c.template_id = template_id;
  c.hierarchy = Hierarchy::order;
  c.invalid_ms = hk(2025, 12, 31, 23, 59);
  return c;
}

inline Coupon product_coupon(std::string code, Category category, int64_t value, std::string item_code, int64_t template_id = 0) {
  Coupon c = coupon(std::move(code), category, value, template_id);
  c.hierarchy = Hierarchy::product;
  c.item_rules.push_back({std::move(item_code), "", false, 1});
  return c;
}

inline Coupon with_threshold(Coupon c, int64_t threshold, int threshold_type = 1) {
  c.threshold = threshold;
  c.threshold_type = threshold_type;
  return c;
}

inline Coupon stacking(Coupon c, Superposition mode) {
  c.superposition = mode;
  return c;
}

inline CalcConfig config(Cents delivery_price = 0, int order_type = kOrderTypeTakeout) {
  CalcConfig cfg;
  cfg.channel = "h5";
  cfg.shop_id = kShop;
  cfg.order_type = order_type;
  cfg.delivery_price = delivery_price;
  cfg.now_ms = kNow;
  return cfg;
}

// The refusal of a coupon alone on the cart (the usability chain, nothing else selected).
inline std::optional<Refusal> refusal_of(const Coupon& c, const std::vector<CartLine>& lines, const CalcConfig& cfg = config()) {
  const Workspace ws(lines, {c}, cfg);
  return ws.at(0).refusal;
}

inline std::optional<Reason> reason_of(const Coupon& c, const std::vector<CartLine>& lines, const CalcConfig& cfg = config()) {
  auto r = refusal_of(c, lines, cfg);
  return r ? std::optional<Reason>(r->reason) : std::nullopt;
}

inline CalcResult calc(const std::vector<CartLine>& lines, const std::vector<Coupon>& wallet,
                       const std::vector<std::string>& selected, const CalcConfig& cfg = config()) {
  return calculate(CalcInput{lines, wallet, selected, cfg});
}

inline std::optional<Reason> unusable_reason(const CalcResult& r, const std::string& code) {
  for (const auto& u : r.unusable) {
    if (u.code == code) return u.reason;
  }
  return std::nullopt;
}

inline Cents applied_discount(const CalcResult& r, const std::string& code) {
  Cents sum = 0;
  for (const auto& a : r.applied) {
    if (a.code == code) sum += a.discount;
  }
  return sum;
}

inline bool is_applied(const CalcResult& r, const std::string& code) {
  for (const auto& a : r.applied) {
    if (a.code == code) return true;
  }
  return false;
}

}  // namespace qsr::engine::coupon::testing
