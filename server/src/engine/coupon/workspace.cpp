#include "engine/coupon/workspace.h"

#include <algorithm>
#include <numeric>

#include "engine/coupon/calculation_order.h"
#include "engine/coupon/input_check.h"
#include "engine/coupon/stacking.h"
#include "engine/coupon/usability_rules.h"
#include "engine/coupon/virtual_copies.h"

namespace qsr::engine::coupon {

namespace {

// Positions of the coupons sorted by calculation stage, category, effect and tie order.
void number_calculation_order(std::vector<PreparedCoupon>& coupons, bool third_party) {
  std::vector<int> idx(coupons.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(), [&](int a, int b) {
    const Coupon& ca = coupons[a].coupon;
    const Coupon& cb = coupons[b].coupon;
    const int sa = calculation_stage(ca, third_party), sb = calculation_stage(cb, third_party);
    if (sa != sb) return sa < sb;
    const int ra = category_rank(ca.category), rb = category_rank(cb.category);
    if (ra != rb) return ra < rb;
    if (coupons[a].effect_class != coupons[b].effect_class) return coupons[a].effect_class < coupons[b].effect_class;
    return coupons[a].tie_rank < coupons[b].tie_rank;
  });
  for (int pos = 0; pos < static_cast<int>(idx.size()); ++pos) {
    (third_party ? coupons[idx[pos]].order_third_party : coupons[idx[pos]].order_plain) = pos;
  }
}

// Ids that are equal for equal keys and ordered like the keys.
template <typename Key>
std::vector<int> ranks_of(const std::vector<Key>& keys) {
  std::vector<int> idx(keys.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] < keys[b]; });
  std::vector<int> rank(keys.size());
  int next = -1;
  for (size_t i = 0; i < idx.size(); ++i) {
    if (i == 0 || keys[idx[i]] != keys[idx[i - 1]]) ++next;
    rank[idx[i]] = next;
  }
  return rank;
}

// Runs before any member is built: a cart of 10 million units is refused, not split.
const std::vector<CartLine>& checked(const std::vector<CartLine>& goods, const std::vector<Coupon>& wallet,
                                     const CalcConfig& config) {
  check_input(goods, wallet, config);
  return goods;
}
}  // namespace

Workspace::Workspace(const std::vector<CartLine>& goods, const std::vector<Coupon>& wallet, CalcConfig config)
    : cart_(split_into_units(checked(goods, wallet, config))), config_(std::move(config)),
      wallet_size_(static_cast<int>(wallet.size())) {
  const RuleContext context{cart_, config_, {}};
  std::vector<std::string> effects;
  std::vector<std::string> goods_signatures;
  int wallet_index = -1;
  for (auto& coupon : expand_virtual_copies(wallet)) {
    PreparedCoupon p;
    p.coupon = std::move(coupon);
    if (p.coupon.is_virtual_copy()) {
      // A copy follows its original and shares its facts (tied goods name the original's code).
      const PreparedCoupon& original = coupons_.back();
      p.shared_facts = original.shared_facts;
      p.refusal = original.refusal;
    } else {
      ++wallet_index;
      wallet_first_.push_back(static_cast<int>(coupons_.size()));
      p.shared_facts = std::make_shared<const CouponFacts>(facts_of(p.coupon, cart_));
      p.refusal = check_usability(p.coupon, p.facts(), context);
    }
    p.wallet_index = wallet_index;
    p.pool_key = p.coupon.template_id != 0 ? p.coupon.template_id : -1 - p.wallet_index;
    effects.push_back(effect_signature(p.coupon, p.facts(), cart_));
    goods_signatures.push_back(applicable_goods_signature(p.coupon));
    coupons_.push_back(std::move(p));
  }
  const std::vector<int> effect_ranks = ranks_of(effects);
  const std::vector<int> goods_ranks = ranks_of(goods_signatures);
  std::vector<std::pair<int64_t, std::string_view>> tie_keys;
  for (const auto& p : coupons_) tie_keys.push_back({p.coupon.invalid_ms, p.coupon.code});
  const std::vector<int> tie_ranks = ranks_of(tie_keys);
  for (size_t i = 0; i < coupons_.size(); ++i) {
    coupons_[i].effect_class = effect_ranks[i];
    coupons_[i].goods_signature = goods_ranks[i];
    coupons_[i].tie_rank = tie_ranks[i];
  }
  number_calculation_order(coupons_, false);
  number_calculation_order(coupons_, true);
}

std::optional<int> Workspace::find(std::string_view code) const {
  for (int i = 0; i < size(); ++i) {
    if (coupons_[i].coupon.code == code) return i;
  }
  return std::nullopt;
}

}  // namespace qsr::engine::coupon
