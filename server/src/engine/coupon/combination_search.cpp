#include "engine/coupon/combination_search.h"

#include <algorithm>
#include <map>

#include "engine/coupon/stacking.h"

namespace qsr::engine::coupon {

namespace {

struct Group {
  std::vector<int> members;   // interchangeable coupons in tie order
  std::vector<Cents> bound;   // bound[k]: upper bound of the first k members together
  int64_t template_id = 0;
  int64_t template_limit = 0;
};

using Bits = std::vector<uint64_t>;

class Search {
 public:
  Search(const Workspace& ws, Evaluator& ev, std::span<const int> candidates, int64_t max_coupons, Choice incumbent,
         int64_t budget)
      : ws_(ws), ev_(ev), max_coupons_(max_coupons), budget_(budget) {
    out_.best = std::move(incumbent);
    build_groups(candidates);
    build_compatibility();
    for (const auto& unit : ws.cart().units) capacity_ += unit.full();
    capacity_ += ws.config().delivery_price;
  }

  SearchOutcome run() {
    if (!groups_.empty() && max_coupons_ > 0) {
      Bits all(words_, 0);
      for (size_t g = 0; g < groups_.size(); ++g) all[g / 64] |= uint64_t{1} << (g % 64);
      expand(0, all, 0, 0);
    }
    return out_;
  }

 private:
  void build_groups(std::span<const int> candidates) {
    std::map<int, int> by_class;
    for (int c : candidates) {
      auto [it, fresh] = by_class.emplace(ws_.at(c).effect_class, static_cast<int>(groups_.size()));
      if (fresh) groups_.push_back({});
      groups_[it->second].members.push_back(c);
    }
    for (auto& g : groups_) {
      std::sort(g.members.begin(), g.members.end(), [&](int a, int b) { return ws_.at(a).tie_rank < ws_.at(b).tie_rank; });
      const Coupon& rep = ws_.at(g.members[0]).coupon;
      g.template_id = rep.template_id;
      g.template_limit = template_limit(rep);
      size_t usable = g.members.size();
      if (usable >= 2 && pair_conflict(rep, ws_.at(g.members[1]).coupon, true)) usable = 1;
      usable = std::min<size_t>({usable, static_cast<size_t>(std::max<int64_t>(0, g.template_limit)),
                                 static_cast<size_t>(std::max<int64_t>(0, max_coupons_))});
      g.members.resize(usable);
      g.bound.assign(1, 0);
      int64_t drawn = 0;
      for (int m : g.members) {
        int64_t after = 0;
        g.bound.push_back(g.bound.back() + ev_.alone(m, drawn, &after));
        drawn = after;
      }
    }
    std::stable_sort(groups_.begin(), groups_.end(), [](const Group& a, const Group& b) { return a.bound[1] > b.bound[1]; });
    words_ = (groups_.size() + 63) / 64;
  }

  void build_compatibility() {
    compatible_.assign(groups_.size(), Bits(words_, 0));
    for (size_t a = 0; a < groups_.size(); ++a) {
      for (size_t b = a + 1; b < groups_.size(); ++b) {
        const PreparedCoupon& pa = ws_.at(groups_[a].members[0]);
        const PreparedCoupon& pb = ws_.at(groups_[b].members[0]);
        if (pair_conflict(pa.coupon, pb.coupon, pa.goods_signature == pb.goods_signature)) continue;
        compatible_[a][b / 64] |= uint64_t{1} << (b % 64);
        compatible_[b][a / 64] |= uint64_t{1} << (a % 64);
      }
    }
  }

  // Could a selection with at most `bound` discount and `count` coupons beat the best?
  bool can_beat(Cents bound, size_t count) const {
    bound = std::min(bound, capacity_);
    const Choice& best = out_.best;
    if (bound != best.discount) return bound > best.discount;
    return best.coupons.empty() ? false : count <= best.coupons.size();
  }

  // How many more coupons of `group`'s template fit: the strictest LIMITED quantity among the
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

  void evaluate_current(Cents bound) {
    if (!can_beat(bound, chosen_.size())) return;
    if (out_.evaluations >= budget_) {
      out_.proven_optimal = false;
      return;
    }
    ++out_.evaluations;
    Choice candidate{chosen_, ev_.total(chosen_)};
    if (better_choice(ws_, candidate, out_.best)) out_.best = std::move(candidate);
  }

  // Tries every way to extend the current selection with groups from `from` on.
  void expand(size_t from, const Bits& allowed, Cents bound_so_far, int64_t count) {
    Cents rest = 0;
    for (size_t g = from; g < groups_.size(); ++g) {
      if (allowed[g / 64] >> (g % 64) & 1) rest += groups_[g].bound.back();
    }
    Bits narrowed(words_);
    for (size_t g = from; g < groups_.size(); ++g) {
      if (!(allowed[g / 64] >> (g % 64) & 1)) continue;
      if (!can_beat(bound_so_far + rest, chosen_.size() + 1) || out_.evaluations >= budget_) return;
      rest -= groups_[g].bound.back();
      const Group& group = groups_[g];
      const int64_t room = std::min<int64_t>(max_coupons_ - count, template_room(group));
      for (size_t w = 0; w < words_; ++w) narrowed[w] = allowed[w] & compatible_[g][w];
      for (int64_t k = 1; k <= room && k < static_cast<int64_t>(group.bound.size()); ++k) {
        chosen_.push_back(group.members[k - 1]);
        stack_.push_back({g, k});
        const Cents bound = bound_so_far + group.bound[k];
        evaluate_current(bound);
        if (count + k < max_coupons_) expand(g + 1, narrowed, bound, count + k);
        stack_.pop_back();
      }
      for (int64_t k = 1; k <= room && k < static_cast<int64_t>(group.bound.size()); ++k) chosen_.pop_back();
    }
  }

  const Workspace& ws_;
  Evaluator& ev_;
  int64_t max_coupons_;
  int64_t budget_;
  std::vector<Group> groups_;
  std::vector<Bits> compatible_;
  size_t words_ = 0;
  Cents capacity_ = 0;
  std::vector<int> chosen_;
  std::vector<std::pair<size_t, int64_t>> stack_;
  SearchOutcome out_;
};

}  // namespace

SearchOutcome search_best_combination(const Workspace& ws, Evaluator& evaluator, std::span<const int> candidates,
                                      int64_t max_coupons, Choice incumbent, int64_t evaluation_budget) {
  return Search(ws, evaluator, candidates, max_coupons, std::move(incumbent), evaluation_budget).run();
}

}  // namespace qsr::engine::coupon
