#include "engine/coupon/auto_selection.h"

#include <algorithm>

#include "engine/coupon/combination_search.h"
#include "engine/coupon/evaluator.h"
#include "engine/coupon/stacking.h"

namespace qsr::engine::coupon {

namespace {

bool is_chosen_by_customer_only(Category c) {
  return c == Category::exchange || c == Category::convert || c == Category::gift_with_purchase;
}

// The best single coupon among `pool`, by discount then tie order.
Choice best_single(const Workspace& ws, Evaluator& ev, std::span<const int> pool) {
  Choice best;
  for (int i : pool) {
    Choice c{{i}, ev.alone(i, 0)};
    if (c.discount > 0 && better_choice(ws, c, best)) best = c;
  }
  return best;
}

AutoSelection finish(const Workspace& ws, Evaluator& ev, Choice choice, bool proven, int64_t nodes) {
  AutoSelection out;
  out.ran = true;
  ev.sort_for_calculation(choice.coupons);
  out.coupons = choice.coupons;
  for (int i : out.coupons) out.codes.push_back(ws.at(i).coupon.code);
  out.discount = choice.discount;
  out.proven_optimal = proven;
  out.nodes = nodes;
  return out;
}

struct Split {
  std::vector<int> goods;
  std::vector<int> delivery;
};

Split split_candidates(const Workspace& ws, Evaluator& ev) {
  Split s;
  for (int i : auto_selection_candidates(ws)) {
    if (ev.alone(i, 0) <= 0) continue;  // takes nothing alone, so nothing in company either
    (ws.at(i).coupon.category == Category::delivery_fee ? s.delivery : s.goods).push_back(i);
  }
  return s;
}

Choice joined(const Choice& a, const Choice& b) {
  Choice c = a;
  c.coupons.insert(c.coupons.end(), b.coupons.begin(), b.coupons.end());
  c.discount += b.discount;
  return c;
}

}  // namespace

std::optional<int> designated_gift_activity(const Workspace& ws, std::span<const int> selected) {
  for (int i : selected) {
    if (ws.at(i).coupon.category == Category::gift_activity) return i;
  }
  std::optional<int> best;
  for (int i = 0; i < ws.size(); ++i) {
    const PreparedCoupon& p = ws.at(i);
    if (p.coupon.category != Category::gift_activity || !p.usable()) continue;
    if (!best) {
      best = i;
      continue;
    }
    const Coupon& b = ws.at(*best).coupon;
    if (p.coupon.trade_weight != b.trade_weight) {
      if (p.coupon.trade_weight > b.trade_weight) best = i;
    } else if (p.coupon.trade_create_ms != b.trade_create_ms) {
      if (p.coupon.trade_create_ms < b.trade_create_ms) best = i;
    } else if (p.tie_rank < ws.at(*best).tie_rank) {
      best = i;
    }
  }
  return best;
}

bool auto_selection_allowed(const Workspace& ws, std::span<const int> selected) {
  if (!ws.config().auto_select_enabled) return false;
  for (int i : selected) {
    const Category c = ws.at(i).coupon.category;
    if (is_chosen_by_customer_only(c) || c == Category::gift_activity) return false;
  }
  return true;
}

std::vector<int> auto_selection_candidates(const Workspace& ws) {
  const std::optional<int> gift_activity = designated_gift_activity(ws, {});
  std::vector<int> out;
  for (int i = 0; i < ws.size(); ++i) {
    const PreparedCoupon& p = ws.at(i);
    if (!p.usable() || is_chosen_by_customer_only(p.coupon.category)) continue;
    if (p.coupon.category == Category::gift_activity && gift_activity != i) continue;
    out.push_back(i);
  }
  return out;
}

AutoSelection best_selection(const Workspace& ws, std::span<const int> selected, int64_t node_budget) {
  if (!auto_selection_allowed(ws, selected)) return {};
  Evaluator ev(ws);
  const Split split = split_candidates(ws, ev);
  const int64_t limit = max_coupons_per_order(ws.config());
  // The delivery fee is independent of the goods: the best selection is the best goods
  // combination, with the best delivery-fee coupon beside it when one fits under the count limit.
  const Choice delivery = best_single(ws, ev, split.delivery);
  Choice seed = best_single(ws, ev, split.goods);
  if (static_cast<int64_t>(seed.coupons.size()) > limit) seed = {};
  SearchOutcome goods = search_best_combination(ws, ev, split.goods, limit, seed, node_budget);
  Choice best = goods.best;
  bool proven = goods.proven_optimal;
  int64_t nodes = goods.nodes;
  if (!delivery.coupons.empty() && limit >= 1) {
    SearchOutcome fewer = goods;
    if (static_cast<int64_t>(goods.best.coupons.size()) > limit - 1) {
      Choice fewer_seed = static_cast<int64_t>(seed.coupons.size()) <= limit - 1 ? seed : Choice{};
      fewer = search_best_combination(ws, ev, split.goods, limit - 1, fewer_seed, node_budget);
      nodes += fewer.nodes;
      proven = proven && fewer.proven_optimal;
    }
    const Choice with_delivery = joined(fewer.best, delivery);
    if (better_choice(ws, with_delivery, best)) best = with_delivery;
  }
  return finish(ws, ev, best, proven, nodes);
}

AutoSelection four_step_selection(const Workspace& ws, std::span<const int> selected) {
  if (!auto_selection_allowed(ws, selected)) return {};
  Evaluator ev(ws);
  const Split split = split_candidates(ws, ev);
  const int64_t limit = max_coupons_per_order(ws.config());
  std::vector<int> order_level, product_level, non_stackable;
  for (int i : split.goods) {
    const Coupon& c = ws.at(i).coupon;
    if (c.superposition == Superposition::none) {
      non_stackable.push_back(i);
    } else {
      (c.hierarchy == Hierarchy::order ? order_level : product_level).push_back(i);
    }
  }
  std::vector<Choice> steps;
  steps.push_back(limit >= 1 ? best_single(ws, ev, split.delivery) : Choice{});         // step 0
  steps.push_back(search_best_combination(ws, ev, order_level, limit).best);              // step 1
  steps.push_back(search_best_combination(ws, ev, product_level, limit).best);            // step 2
  steps.push_back(limit >= 1 ? best_single(ws, ev, non_stackable) : Choice{});           // step 3
  Choice best;
  for (const auto& step : steps) {
    if (better_choice(ws, step, best)) best = step;
  }
  return finish(ws, ev, best, true, 0);
}

}  // namespace qsr::engine::coupon
