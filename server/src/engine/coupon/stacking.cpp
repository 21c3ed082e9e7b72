#include "engine/coupon/stacking.h"

#include <algorithm>
#include <vector>

#include "engine/coupon/threshold.h"

namespace qsr::engine::coupon {

std::string applicable_goods_signature(const Coupon& c) {
  std::vector<std::string> rules;
  for (const auto& r : c.item_rules) rules.push_back(r.item_code + '/' + r.sku_code + (r.exclude ? "-" : "+"));
  std::sort(rules.begin(), rules.end());
  std::vector<int> types = c.item_type_range;
  std::sort(types.begin(), types.end());
  std::string s;
  for (const auto& r : rules) s += r + ',';
  s += '|';
  for (int t : types) s += std::to_string(t) + ',';
  return s;
}

bool mode_admits(const Coupon& holder, const Coupon& other) {
  switch (holder.superposition) {
    case Superposition::none: return false;
    case Superposition::same_template: return holder.template_id == other.template_id;
    case Superposition::same_category: return holder.category == other.category;
    case Superposition::same_hierarchy: return holder.hierarchy == other.hierarchy;
    case Superposition::cross_hierarchy: return true;
  }
  return false;
}

namespace {
bool is_order_level_goods_coupon(const Coupon& c) {
  return c.hierarchy == Hierarchy::order && c.category != Category::delivery_fee;
}
}  // namespace

std::optional<Refusal> pair_conflict(const Coupon& a, const Coupon& b, bool same_goods) {
  const bool a_delivery = a.category == Category::delivery_fee;
  const bool b_delivery = b.category == Category::delivery_fee;
  if (a_delivery && b_delivery) return Refusal{Reason::one_per_order};
  if (a_delivery || b_delivery) return std::nullopt;
  if (a.category == Category::special_offer && b.category == Category::special_offer && a.template_id == b.template_id) {
    return Refusal{Reason::one_per_order};
  }
  if (a.category == Category::gift_activity && b.category == Category::gift_activity) return Refusal{Reason::one_per_order};
  if (!mode_admits(a, b) || !mode_admits(b, a)) return Refusal{Reason::not_stackable};
  if (is_order_level_goods_coupon(a) && is_order_level_goods_coupon(b)) {
    if (a.category == Category::percentage && b.category == Category::percentage) return Refusal{Reason::not_stackable};
    if (!same_goods) return Refusal{Reason::goods_differ};
  }
  return std::nullopt;
}

int64_t max_coupons_per_order(const CalcConfig& config) {
  return config.superimposed_max_value > 0 ? config.superimposed_max_value - 1 : kUnlimitedPool;
}

int64_t template_limit(const Coupon& coupon) {
  if (coupon.order_usage_limit != OrderUsageLimit::limited) return kUnlimitedPool;
  return std::max<int64_t>(1, coupon.order_usage_limit_quantity);
}

}  // namespace qsr::engine::coupon
