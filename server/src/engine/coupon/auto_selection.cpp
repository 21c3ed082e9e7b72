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
  std::vector<int> delivery;  // delivery-fee coupons that take the same beside any goods selection
  std::vector<int> searched_delivery;  // the others: priced inside the search
};

// A delivery-fee coupon stands beside the goods search only when nothing about the goods can
// change what it takes, and it changes nothing about them: its free-delivery threshold is not
// measured after the goods discounts, no goods candidate shares its template, whose threshold
// multiples (the pool) and LIMITED count are shared across categories (effects.cpp,
// selection_rules.cpp), and it is not a third-party coupon, which moves special offers to the
// front of the calculation order (calculation_order.h) and so changes what the goods coupons
// take.
bool stands_beside_goods(const Workspace& ws, int d, std::span<const int> goods) {
  const Coupon& delivery = ws.at(d).coupon;
  if (delivery_depends_on_goods(delivery, ws.config()) || delivery.is_third_party) return false;
  return std::none_of(goods.begin(), goods.end(), [&](int g) { return ws.at(g).coupon.template_id == delivery.template_id; });
}

Split split_candidates(const Workspace& ws, Evaluator& ev) {
  Split s;
  std::vector<int> delivery;
  for (int i : auto_selection_candidates(ws)) {
    // Takes nothing alone, so nothing in company either; but a third-party coupon that takes
    // nothing still moves special offers to the front of the calculation order, where they may
    // take more.
    if (ev.alone(i, 0) <= 0 && !ws.at(i).coupon.is_third_party) continue;
    (ws.at(i).coupon.category == Category::delivery_fee ? delivery : s.goods).push_back(i);
  }
  for (int d : delivery) (stands_beside_goods(ws, d, s.goods) ? s.delivery : s.searched_delivery).push_back(d);
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

AutoSelection best_selection(const Workspace& ws, std::span<const int> selected, SearchBudget budget) {
  if (!auto_selection_allowed(ws, selected)) return {};
  Evaluator ev(ws);
  const Split split = split_candidates(ws, ev);
  const int64_t limit = max_coupons_per_order(ws.config());
  // Goods coupons, and the delivery-fee coupons the goods can refuse, are searched together: the
  // search prices every selection it keeps, so its answer is what the calculation gives.
  std::vector<int> searched = split.goods;
  searched.insert(searched.end(), split.searched_delivery.begin(), split.searched_delivery.end());
  // The other delivery-fee coupons take the same beside any goods selection, so only the best of
  // them can be in the answer. It joins the best goods selection afterwards, unless that
  // selection may hold a delivery-fee coupon already or the count limit may leave it no slot:
  // then it is searched with the others (one search, not a second one without it).
  const Choice beside = best_single(ws, ev, split.delivery);
  const bool search_beside =
      !beside.coupons.empty() &&
      (!split.searched_delivery.empty() || limit <= static_cast<int64_t>(searched.size()));
  if (search_beside) searched.push_back(beside.coupons[0]);
  Choice seed = best_single(ws, ev, searched);
  if (static_cast<int64_t>(seed.coupons.size()) > limit) seed = {};
  const SearchOutcome found = search_best_combination(ws, ev, searched, limit, seed, budget);
  Choice best = found.best;
  if (!search_beside && !beside.coupons.empty() && limit >= 1) {
    // No delivery-fee coupon was searched, and the limit leaves a slot beside any goods selection.
    const Choice with_delivery = joined(found.best, beside);
    if (better_choice(ws, with_delivery, best)) best = with_delivery;
  }
  return finish(ws, ev, best, found.proven_optimal, found.nodes);
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
  std::vector<int> delivery = split.delivery;
  delivery.insert(delivery.end(), split.searched_delivery.begin(), split.searched_delivery.end());
  steps.push_back(limit >= 1 ? best_single(ws, ev, delivery) : Choice{});               // step 0
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
