#include "engine/coupon/combination_search.h"

#include <algorithm>
#include <map>
#include <optional>

#include "engine/coupon/effects.h"
#include "engine/coupon/key_balances.h"
#include "engine/coupon/percentage_relaxation.h"
#include "engine/coupon/stacking.h"

namespace qsr::engine::coupon {

namespace {

struct Group {
  std::vector<int> members;  // interchangeable coupons in tie order
  std::vector<Cents> bound;  // bound[k]: upper bound of the first k members together
  int64_t template_id = 0;
  int64_t template_limit = 0;
  bool third_party = false;
  bool special_offer = false;
  int order = 0;        // calculation position of the first member
  int key = -1;         // the goods and price parts it draws on (-1: tied goods, not refined)
  int64_t percent = 100;  // the share of those goods one member can take, in percent
};

using Bits = std::vector<uint64_t>;
bool has(const Bits& b, size_t i) { return (b[i / 64] >> (i % 64)) & 1; }

std::vector<Group> make_groups(const Workspace& ws, Evaluator& ev, std::span<const int> candidates, int64_t max_coupons) {
  std::vector<Group> groups;
  std::map<int, size_t> by_class;
  for (int c : candidates) {
    auto [it, fresh] = by_class.emplace(ws.at(c).effect_class, groups.size());
    if (fresh) groups.push_back({});
    groups[it->second].members.push_back(c);
  }
  for (auto& g : groups) {
    std::sort(g.members.begin(), g.members.end(), [&](int a, int b) { return ws.at(a).tie_rank < ws.at(b).tie_rank; });
    const Coupon& rep = ws.at(g.members[0]).coupon;
    g.template_id = rep.template_id;
    g.template_limit = template_limit(rep);
    g.third_party = rep.is_third_party;
    g.special_offer = rep.category == Category::special_offer;
    size_t usable = g.members.size();
    if (usable >= 2 && pair_conflict(rep, ws.at(g.members[1]).coupon, true)) usable = 1;  // copies cannot stack
    usable = std::min<size_t>({usable, static_cast<size_t>(std::max<int64_t>(0, g.template_limit)),
                               static_cast<size_t>(std::max<int64_t>(0, max_coupons))});
    g.members.resize(usable);
    if (rep.category == Category::percentage) g.percent = std::clamp<int64_t>(100 - rep.value, 0, 100);
    g.bound.assign(1, 0);
    int64_t drawn = 0;
    for (int m : g.members) {
      int64_t after = 0;
      g.bound.push_back(g.bound.back() + ev.alone(m, drawn, &after));
      drawn = after;
    }
  }
  std::erase_if(groups, [](const Group& g) { return g.members.empty(); });  // nothing fits (a count limit of 0)
  return groups;
}

// What a selection holds that decides its calculation order: a third-party coupon moves special
// offers to the front, so only selections holding both are priced differently from the plain order.
constexpr int kHoldsThirdParty = 1;
constexpr int kHoldsSpecialOffer = 2;
int holds_of(const Group& g) { return (g.third_party ? kHoldsThirdParty : 0) | (g.special_offer ? kHoldsSpecialOffer : 0); }

class Search {
 public:
  // The plain pass (`third_party_order` false) walks every selection but those holding a
  // third-party coupon and a special offer: for them a third-party group conflicts with a special
  // offer's, and the caller leaves out third-party special offers. The third-party pass walks
  // only selections holding both, in their own order.
  Search(const Workspace& ws, std::vector<Group> groups, int64_t max_coupons, bool third_party_order, Choice incumbent,
         SearchBudget budget)
      : ws_(ws), groups_(std::move(groups)), max_coupons_(max_coupons), third_party_order_(third_party_order),
        budget_(budget) {
    out_.best = std::move(incumbent);
    for (auto& g : groups_) {
      const PreparedCoupon& p = ws.at(g.members[0]);
      g.order = third_party_order ? p.order_third_party : p.order_plain;
    }
    std::sort(groups_.begin(), groups_.end(), [](const Group& a, const Group& b) { return a.order < b.order; });
    words_ = (groups_.size() + 63) / 64;
    compatible_.assign(groups_.size(), Bits(words_, 0));
    for (size_t a = 0; a < groups_.size(); ++a) {
      for (size_t b = a + 1; b < groups_.size(); ++b) {
        const PreparedCoupon& pa = ws.at(groups_[a].members[0]);
        const PreparedCoupon& pb = ws.at(groups_[b].members[0]);
        if (pair_conflict(pa.coupon, pb.coupon, pa.goods_signature == pb.goods_signature)) continue;
        if (!third_party_order && (holds_of(groups_[a]) | holds_of(groups_[b])) == (kHoldsThirdParty | kHoldsSpecialOffer)) continue;
        compatible_[a][b / 64] |= uint64_t{1} << (b % 64);
        compatible_[b][a / 64] |= uint64_t{1} << (a % 64);
      }
    }
    for (int u = 0; u < static_cast<int>(ws.cart().units.size()); ++u) capacity_ += ws.cart().unit_full(u);
    const bool any_delivery = std::any_of(groups_.begin(), groups_.end(), [&](const Group& g) {
      return ws.at(g.members[0]).coupon.category == Category::delivery_fee;
    });
    if (any_delivery) capacity_ += ws.config().delivery_price;
    build_families();
    build_keys();
    build_relaxation();
  }

  SearchOutcome run() {
    required_ = third_party_order_ ? kHoldsThirdParty | kHoldsSpecialOffer : 0;
    if (groups_.empty() || max_coupons_ <= 0) return out_;
    ledgers_.resize(groups_.size() + 1);
    pools_.resize(groups_.size() + 1);
    deliveries_.assign(groups_.size() + 1, DeliveryState{ws_.config().delivery_price, false});
    refined_.resize(groups_.size() + 1);
    family_best_.resize(groups_.size() + 1);
    ledgers_[0].reset(ws_.cart());
    Bits all(words_, 0);
    for (size_t g = 0; g < groups_.size(); ++g) all[g / 64] |= uint64_t{1} << (g % 64);
    expand(0, all, 0, 0, 0, 0);
    return out_;
  }

 private:
  // Covers the groups with families of mutually exclusive groups (cliques of the conflict graph,
  // greedily, largest bounds first). A selection holds at most one group of a family, so what
  // the groups after a point can still add is at most the sum, over families, of the largest
  // bound among the family's allowed groups: far tighter than summing every allowed group when
  // many coupons exclude each other (non-stackable ones, order-level percentages, templates that
  // stack only with themselves).
  void build_families() {
    std::vector<size_t> by_bound(groups_.size());
    for (size_t g = 0; g < groups_.size(); ++g) by_bound[g] = g;
    std::stable_sort(by_bound.begin(), by_bound.end(),
                     [&](size_t a, size_t b) { return groups_[a].bound.back() > groups_[b].bound.back(); });
    family_of_.assign(groups_.size(), 0);
    std::vector<std::vector<size_t>> families;
    for (size_t g : by_bound) {
      size_t chosen = families.size();
      for (size_t f = 0; f < families.size() && chosen == families.size(); ++f) {
        const bool excludes_all = std::none_of(families[f].begin(), families[f].end(), [&](size_t m) { return has(compatible_[g], m); });
        if (excludes_all) chosen = f;
      }
      if (chosen == families.size()) families.push_back({});
      families[chosen].push_back(g);
      family_of_[g] = chosen;
    }
    family_count_ = families.size();
    families_ = std::move(families);
    for (auto& f : families_) std::sort(f.begin(), f.end());
  }

  // The family's largest bound among its allowed groups after `g`.
  Cents family_best_after(size_t g, const Bits& allowed, const std::vector<Cents>& refined) const {
    Cents best = 0;
    for (size_t m : families_[family_of_[g]]) {
      if (m > g && has(allowed, m)) best = std::max(best, refined[m]);
    }
    return best;
  }

  // Groups that draw on the same units and price parts share a key, so what those goods still
  // have to pay is summed once per key and node.
  void build_keys() {
    std::map<std::pair<UnitList, PartMask>, int> ids;
    for (auto& g : groups_) {
      const PreparedCoupon& p = ws_.at(g.members[0]);
      // A delivery-fee coupon takes from the fee, not from goods: what goods have left does not
      // bound it.
      if (!p.facts().tied.empty() || p.coupon.category == Category::delivery_fee) continue;
      auto [it, fresh] = ids.emplace(std::make_pair(p.facts().applicable, p.facts().covered), static_cast<int>(keys_.size()));
      if (fresh) keys_.push_back({p.facts().applicable, p.facts().covered});
      g.key = it->second;
    }
    std::vector<const UnitList*> units;
    std::vector<PartMask> masks;
    for (const Key& k : keys_) {
      units.push_back(&k.units);
      masks.push_back(k.mask);
    }
    balances_.emplace(ws_.cart(), units, masks);
  }

  // Each allowed group's bound at this node: what it takes on the untouched order, and no more
  // than its goods still have to pay (a percentage: its percent of that, per member, plus the
  // rounding to a tenth). Amounts only fall further down, so the bound holds for the whole
  // branch. What the goods have left comes from KeyBalances, kept per line.
  void refine_bounds(size_t from, const Bits& allowed, size_t depth, std::vector<Cents>& refined) {
    refined.assign(groups_.size(), 0);
    if (depth == 0) {
      balances_->start(ledgers_[0]);
    } else {
      balances_->step(depth, groups_[stack_.back().first].key, ledgers_[depth]);
    }
    for (size_t g = from; g < groups_.size(); ++g) {
      if (!has(allowed, g)) continue;
      const Group& group = groups_[g];
      Cents bound = group.bound.back();
      if (group.key >= 0) {
        const Cents left = balances_->left(depth, group.key);
        const Cents members = static_cast<Cents>(group.members.size());
        const Cents share = group.percent >= 100 ? left : std::min(left, members * (left * group.percent / 100 + 5));
        bound = std::min(bound, share);
      }
      refined[g] = bound;
    }
  }

  void build_relaxation() {
    std::vector<PercentageRelaxation::KeyGoods> keys;
    for (const Key& k : keys_) keys.push_back({&k.units, k.mask});
    std::vector<PercentageRelaxation::GroupGoods> goods;
    for (const Group& g : groups_) goods.push_back({g.key, g.percent, static_cast<int64_t>(g.members.size())});
    relaxation_.emplace(ws_.cart(), *balances_, keys, goods);
  }

  // A tighter bound than `rest`, by trying each option of the family with the largest bound:
  // taking nothing from it (the other families' bounds), or one of its groups `c`, beside which
  // only the groups compatible with `c` can follow, and when `c` is a percentage, the
  // fractional relaxation of what the groups before it leave it (percentage_relaxation.h). The
  // greatest option bounds the branch.
  Cents option_bound(size_t from, const Bits& allowed, const std::vector<Cents>& refined, size_t depth,
                     const std::vector<Cents>& family_best, Cents rest) {
    if (family_count_ == 0) return rest;
    size_t pivot = 0;
    for (size_t f = 1; f < family_count_; ++f) {
      if (family_best[f] > family_best[pivot]) pivot = f;
    }
    Cents best = rest - family_best[pivot];  // nothing from the pivot family
    for (size_t c : families_[pivot]) {
      if (c < from || !has(allowed, c)) continue;
      best = std::max(best, option_value(c, from, allowed, refined, depth));
      if (best >= rest) return rest;  // no tighter than the plain bound
    }
    return best;
  }

  // What a branch that takes group `c` can add at most: c's bound and, of the groups compatible
  // with it, each family's best; for a percentage, the relaxed sum instead when lower.
  Cents option_value(size_t c, size_t from, const Bits& allowed, const std::vector<Cents>& refined, size_t depth) {
    const bool percentage = relaxation_->applies(c);
    plain_best_.assign(family_count_, 0);
    scaled_best_.assign(family_count_, 0);
    for (size_t h = from; h < groups_.size(); ++h) {
      if (!has(allowed, h) || !has(compatible_[c], h)) continue;
      const size_t f = family_of_[h];
      plain_best_[f] = std::max(plain_best_[f], refined[h]);
      if (percentage) scaled_best_[f] = std::max(scaled_best_[f], relaxation_->beside(c, h, refined[h]));
    }
    Cents option = refined[c];
    for (Cents b : plain_best_) option += b;
    if (percentage) {
      Cents scaled = relaxation_->itself(c, balances_->left(depth, groups_[c].key));
      for (Cents b : scaled_best_) scaled += b;
      option = std::min(option, scaled);
    }
    return option;
  }

  // Upper bound of what allowed groups from `from` on can add.
  Cents rest_bound(size_t from, const Bits& allowed, const std::vector<Cents>& refined,
                   std::vector<Cents>& best_in_family) const {
    best_in_family.assign(family_count_, 0);
    for (size_t g = from; g < groups_.size(); ++g) {
      if (has(allowed, g)) best_in_family[family_of_[g]] = std::max(best_in_family[family_of_[g]], refined[g]);
    }
    Cents sum = 0;
    for (Cents b : best_in_family) sum += b;
    return sum;
  }

  // Could a selection worth at most `bound` with `count` coupons beat the best found?
  bool can_beat(Cents bound, size_t count) const {
    bound = std::min(bound, capacity_);
    const Choice& best = out_.best;
    if (bound != best.discount) return bound > best.discount;
    return !best.coupons.empty() && count <= best.coupons.size();
  }

  // More coupons of `group`'s template that fit: the strictest LIMITED quantity among the
  // groups of that template in the selection, less what they hold.
  int64_t template_room(const Group& group) const {
    int64_t limit = group.template_limit;
    int64_t held = 0;
    for (const auto& [g, k] : stack_) {
      if (groups_[g].template_id != group.template_id) continue;
      held += k;
      limit = std::min(limit, groups_[g].template_limit);
    }
    return limit - held;
  }

  Cents apply(int member, size_t depth) {
    const PreparedCoupon& p = ws_.at(member);
    DeliveryState& delivery = deliveries_[depth];
    EffectState state{ws_.cart(), ws_.config(), ledgers_[depth], pools_[depth], delivery.left, delivery.applied, &scratch_};
    const Cents took = apply_coupon(CouponRef{p.coupon, p.facts(), p.pool_key, 0}, state).total();
    delivery = DeliveryState{state.delivery_left, state.delivery_coupon_applied};
    return took;
  }

  void consider(Cents exact, int holds) {
    if ((holds & required_) != required_) return;
    if (!can_beat(exact, chosen_.size())) return;
    Choice candidate{chosen_, exact};
    if (better_choice(ws_, candidate, out_.best)) out_.best = std::move(candidate);
  }

  // What the allowed groups from `from` on can still bring of `wanted`.
  int holds_ahead(size_t from, const Bits& allowed, int wanted) const {
    int found = 0;
    for (size_t g = from; g < groups_.size() && found != wanted; ++g) {
      if (has(allowed, g)) found |= holds_of(groups_[g]) & wanted;
    }
    return found;
  }

  void expand(size_t from, const Bits& allowed, size_t depth, Cents exact, int64_t count, int holds) {
    // The third-party pass keeps only selections holding a third-party coupon and a special
    // offer: a branch that can no longer hold both is not walked.
    const int missing = required_ & ~holds;
    if (missing != 0 && holds_ahead(from, allowed, missing) != missing) return;
    std::vector<Cents>& refined = refined_[depth];
    std::vector<Cents>& family_best = family_best_[depth];
    refine_bounds(from, allowed, depth, refined);
    Cents rest = rest_bound(from, allowed, refined, family_best);
    // Holds for every branch below this node; `rest` alone is tightened group by group.
    const Cents tight = can_beat(exact + rest, chosen_.size() + 1)
                            ? option_bound(from, allowed, refined, depth, family_best, rest)
                            : rest;
    Bits narrowed(words_);
    for (size_t g = from; g < groups_.size(); ++g) {
      if (!has(allowed, g)) continue;
      if (!can_beat(exact + std::min(rest, tight), chosen_.size() + 1)) return;
      // Past this group its family may offer less: tighten the bound for the groups after it.
      if (refined[g] == family_best[family_of_[g]]) {
        const Cents next = family_best_after(g, allowed, refined);
        rest -= family_best[family_of_[g]] - next;
        family_best[family_of_[g]] = next;
      }
      const Group& group = groups_[g];
      const int64_t room = std::min<int64_t>({max_coupons_ - count, template_room(group),
                                              static_cast<int64_t>(group.members.size())});
      if (room <= 0) continue;
      for (size_t w = 0; w < words_; ++w) narrowed[w] = allowed[w] & compatible_[g][w];
      ledgers_[depth + 1].copy_amounts_from(ledgers_[depth]);
      pools_[depth + 1] = pools_[depth];
      deliveries_[depth + 1] = deliveries_[depth];
      Cents value = exact;
      const int holds_now = holds | holds_of(group);
      int64_t k = 0;
      while (k < room) {
        if (budget_.spent(out_.nodes)) {
          out_.proven_optimal = false;
          break;
        }
        ++out_.nodes;
        value += apply(group.members[k], depth + 1);
        chosen_.push_back(group.members[k]);
        ++k;
        stack_.push_back({g, k});
        consider(value, holds_now);
        if (count + k < max_coupons_) expand(g + 1, narrowed, depth + 1, value, count + k, holds_now);
        stack_.pop_back();
      }
      chosen_.resize(chosen_.size() - k);
      if (!out_.proven_optimal) return;
    }
  }

  const Workspace& ws_;
  std::vector<Group> groups_;
  int64_t max_coupons_;
  bool third_party_order_;
  int required_ = 0;  // what every selection kept must hold (kHolds*)
  SearchBudget budget_;
  size_t words_ = 0;
  std::vector<Bits> compatible_;
  std::vector<size_t> family_of_;
  std::vector<std::vector<size_t>> families_;
  size_t family_count_ = 0;
  struct Key {
    UnitList units;
    PartMask mask;
  };
  std::vector<Key> keys_;
  EffectScratch scratch_;
  std::optional<KeyBalances> balances_;  // what each key's goods have left, per depth
  std::optional<PercentageRelaxation> relaxation_;
  std::vector<Cents> plain_best_;   // option_bound's per-family scratch
  std::vector<Cents> scaled_best_;
  std::vector<std::vector<Cents>> refined_;      // per depth
  std::vector<std::vector<Cents>> family_best_;  // per depth
  Cents capacity_ = 0;
  std::vector<Ledger> ledgers_;
  std::vector<PoolUse> pools_;
  // The delivery fee still charged and whether a delivery-fee coupon took from it, per depth.
  struct DeliveryState {
    Cents left = 0;
    bool applied = false;
  };
  std::vector<DeliveryState> deliveries_;
  std::vector<int> chosen_;
  std::vector<std::pair<size_t, int64_t>> stack_;
  SearchOutcome out_;
};

// A quick first answer that makes the bounds bite early: groups by bound, each added whole when
// the selection stays valid and gains.
Choice greedy(const Workspace& ws, Evaluator& ev, const std::vector<Group>& groups, int64_t max_coupons) {
  std::vector<const Group*> order;
  for (const auto& g : groups) order.push_back(&g);
  std::stable_sort(order.begin(), order.end(), [](const Group* a, const Group* b) { return a->bound[1] > b->bound[1]; });
  Choice best;
  for (const Group* g : order) {
    Choice next = best;
    for (int m : g->members) {
      if (conflict_with(ws, m, next.coupons) || static_cast<int64_t>(next.coupons.size()) >= max_coupons) break;
      next.coupons.push_back(m);
    }
    if (next.coupons.size() == best.coupons.size()) continue;
    next.discount = ev.total(next.coupons);
    if (better_choice(ws, next, best)) best = std::move(next);
  }
  return best;
}

}  // namespace

SearchOutcome search_best_combination(const Workspace& ws, Evaluator& evaluator, std::span<const int> candidates,
                                      int64_t max_coupons, Choice incumbent, SearchBudget budget) {
  std::vector<Group> groups = make_groups(ws, evaluator, candidates, max_coupons);
  Choice seed = greedy(ws, evaluator, groups, max_coupons);
  if (better_choice(ws, seed, incumbent)) incumbent = std::move(seed);
  int holds = 0;
  for (const auto& g : groups) holds |= holds_of(g);
  std::vector<Group> plain_groups;
  for (const auto& g : groups) {
    if (holds_of(g) != (kHoldsThirdParty | kHoldsSpecialOffer)) plain_groups.push_back(g);
  }
  SearchOutcome out = Search(ws, std::move(plain_groups), max_coupons, false, std::move(incumbent), budget).run();
  if (holds == (kHoldsThirdParty | kHoldsSpecialOffer)) {
    SearchOutcome tp = Search(ws, std::move(groups), max_coupons, true, out.best, budget).run();
    tp.nodes += out.nodes;
    tp.proven_optimal = tp.proven_optimal && out.proven_optimal;
    out = std::move(tp);
  }
  return out;
}

}  // namespace qsr::engine::coupon
