// Random carts and wallets for the selection property test, from a fixed seed. Coupons come from
// a handful of templates, so wallets hold interchangeable copies the way members do.
#pragma once

#include <cstdint>
#include <vector>

#include "coupon_test_support.h"

namespace qsr::engine::coupon::testing {

// splitmix64: the same numbers on every standard library.
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int64_t between(int64_t lo, int64_t hi) { return lo + static_cast<int64_t>(next() % static_cast<uint64_t>(hi - lo + 1)); }
  bool chance(int percent) { return between(1, 100) <= percent; }
  template <typename T>
  const T& pick(const std::vector<T>& list) { return list[next() % list.size()]; }

 private:
  uint64_t state_;
};

struct RandomOrder {
  std::vector<CartLine> goods;
  std::vector<Coupon> wallet;
  CalcConfig config;
};

inline std::vector<CartLine> random_cart(Random& rnd, int max_lines) {
  std::vector<CartLine> lines;
  const int n = static_cast<int>(rnd.between(1, max_lines));
  for (int i = 0; i < n; ++i) {
    CartLine l = goods(i + 1, 101 + rnd.between(0, 7), rnd.between(50, 600) * 10, rnd.between(1, 3));
    if (rnd.chance(30)) l.box_price = 100;
    if (rnd.chance(25)) l.attribute_price = rnd.between(5, 30) * 10;
    if (rnd.chance(15)) l.package_extra_price = rnd.between(5, 30) * 10;
    if (rnd.chance(10)) l.goods_type = GoodsType::package;
    lines.push_back(l);
  }
  return lines;
}

inline Coupon random_template(Random& rnd, int64_t template_id) {
  static const std::vector<Category> kCategories = {
      Category::full_reduction, Category::full_reduction, Category::percentage, Category::percentage,
      Category::special_offer,  Category::delivery_fee,   Category::voucher,    Category::gift_activity,
      Category::paid_membership};
  const Category category = rnd.pick(kCategories);
  Coupon c = coupon("", category, 0, template_id);
  c.hierarchy = rnd.chance(50) ? Hierarchy::order : Hierarchy::product;
  c.superposition = static_cast<Superposition>(rnd.chance(30) ? 0 : rnd.between(1, 4));
  switch (category) {
    case Category::percentage: c.value = rnd.between(5, 19) * 5; break;
    case Category::special_offer: c.value = rnd.between(5, 30) * 100; break;
    case Category::delivery_fee: c.value = rnd.chance(40) ? 0 : rnd.between(3, 15) * 100; break;
    case Category::voucher: c.value = rnd.between(5, 40) * 100; break;
    case Category::gift_activity: c.threshold = rnd.between(2, 3); break;
    default: c.value = rnd.between(2, 20) * 100; break;
  }
  if (category != Category::gift_activity && rnd.chance(50)) {
    c.threshold_type = static_cast<int>(rnd.pick(std::vector<int64_t>{1, 2, 4}));
    c.threshold = is_quantity_threshold(c.threshold_type) ? rnd.between(1, 4) : rnd.between(5, 60) * 200;
  }
  c.cycle = rnd.chance(30);
  if (rnd.chance(25)) {
    c.max_discount_type = MaxDiscountType::by_count;
    c.max_discount_num = rnd.between(1, 3);
  } else if (rnd.chance(25)) {
    c.max_discount = rnd.between(5, 30) * 100;
  }
  if (rnd.chance(15)) c.discount_item_max_amount = rnd.between(2, 10) * 100;
  if (rnd.chance(40) || c.hierarchy == Hierarchy::product) {
    const int rules = static_cast<int>(rnd.between(1, 2));
    for (int i = 0; i < rules; ++i) c.item_rules.push_back({std::to_string(101 + rnd.between(0, 7)), "", rnd.chance(15), 1});
  }
  if (rnd.chance(10)) c.item_type_range = {1};
  for (int kind : {4, 6, 8, 15}) {
    if (rnd.chance(25)) c.discount_item_type_range.push_back(kind);
  }
  if (rnd.chance(15)) {
    c.order_usage_limit = OrderUsageLimit::limited;
    c.order_usage_limit_quantity = rnd.between(1, 2);
  }
  if (rnd.chance(10)) c.copies_per_order = 2;
  if (rnd.chance(8)) c.is_third_party = true;
  if (rnd.chance(10)) c.trade_type = kTradeTypeSix;
  if (rnd.chance(15)) c.trade_event_id = rnd.between(1, 3);
  c.trade_weight = rnd.between(0, 3);
  c.trade_create_ms = rnd.between(0, 3);
  return c;
}

inline RandomOrder random_order(Random& rnd, int max_lines, int max_coupons) {
  RandomOrder o;
  o.goods = random_cart(rnd, max_lines);
  o.config = config(rnd.chance(60) ? rnd.between(5, 15) * 100 : 0);
  if (rnd.chance(25)) o.config.superimposed_max_value = rnd.between(2, 5);
  const int templates = static_cast<int>(rnd.between(1, 7));
  std::vector<Coupon> pool;
  for (int t = 0; t < templates; ++t) pool.push_back(random_template(rnd, t + 1));
  // Up to `max_coupons` wallet entries once virtual copies are counted.
  const int n = static_cast<int>(rnd.between(1, max_coupons));
  int entries = 0;
  for (int i = 0; entries < n; ++i) {
    Coupon c = rnd.pick(pool);
    if (entries + c.copies_per_order > n) c.copies_per_order = 1;
    entries += static_cast<int>(c.copies_per_order);
    c.code = std::string("K").append(std::to_string(100 + i));
    c.invalid_ms = kNow + rnd.between(1, 4) * 86400000LL;  // ties on expiry happen
    o.wallet.push_back(c);
  }
  return o;
}

// The same orders with what couples delivery-fee coupons to goods coupons: templates shared across
// categories (a campaign's $20 off and its free delivery, one LIMITED count between them) and
// free-delivery thresholds measured on every deliveryFreeMode basis.
inline RandomOrder random_coupled_order(Random& rnd, int max_lines, int max_coupons) {
  RandomOrder o = random_order(rnd, max_lines, max_coupons);
  const int64_t shared = rnd.between(1, 3);
  o.config.delivery_free_mode = static_cast<DeliveryFreeBasis>(rnd.between(1, 3));
  for (auto& c : o.wallet) {
    c.template_id = 1 + (c.template_id % shared);
    if (c.category == Category::delivery_fee && c.template_id % 2 == 1) c.free_delivery_price = (c.template_id * 3000) % 9000;
  }
  return o;
}

// Every coupon of its own template, as a wallet collected from many campaigns is: no two share a
// threshold pool or a LIMITED count, so the search's groups hold one coupon each and its bounds
// (not the grouping) decide how much it explores. Half the coupons stack across hierarchies, so
// answers hold several coupons on the same goods.
inline RandomOrder random_distinct_order(Random& rnd, int max_lines, int max_coupons) {
  RandomOrder o;
  o.goods = random_cart(rnd, max_lines);
  o.config = config(rnd.chance(60) ? rnd.between(5, 15) * 100 : 0);
  const int n = static_cast<int>(rnd.between(1, max_coupons));
  for (int i = 0; i < n; ++i) {
    Coupon c = random_template(rnd, i + 1);
    if (rnd.chance(50)) c.superposition = Superposition::cross_hierarchy;
    c.copies_per_order = 1;
    c.code = std::string("D").append(std::to_string(100 + i));
    c.invalid_ms = kNow + rnd.between(1, 4) * 86400000LL;
    o.wallet.push_back(c);
  }
  return o;
}

}  // namespace qsr::engine::coupon::testing
