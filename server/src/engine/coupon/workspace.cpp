#include "engine/coupon/workspace.h"

#include <algorithm>
#include <map>
#include <numeric>

#include "engine/coupon/calculation_order.h"
#include "engine/coupon/stacking.h"
#include "engine/coupon/usability_rules.h"
#include "engine/coupon/virtual_copies.h"

namespace qsr::engine::coupon {

namespace {

// Positions of the coupons sorted by calculation stage, category, effect and tie order.
void number_calculation_order(std::vector<PreparedCoupon>& coupons, const std::vector<std::string>& effects,
                              bool third_party, bool plain) {
  std::vector<int> idx(coupons.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(), [&](int a, int b) {
    const Coupon& ca = coupons[a].coupon;
    const Coupon& cb = coupons[b].coupon;
    const int sa = calculation_stage(ca, third_party), sb = calculation_stage(cb, third_party);
    if (sa != sb) return sa < sb;
    const int ra = category_rank(ca.category), rb = category_rank(cb.category);
    if (ra != rb) return ra < rb;
    if (effects[a] != effects[b]) return effects[a] < effects[b];
    return coupons[a].tie_rank < coupons[b].tie_rank;
  });
  for (int pos = 0; pos < static_cast<int>(idx.size()); ++pos) {
    (plain ? coupons[idx[pos]].order_plain : coupons[idx[pos]].order_third_party) = pos;
  }
}

}  // namespace

Workspace::Workspace(const std::vector<CartLine>& goods, const std::vector<Coupon>& wallet, CalcConfig config)
    : cart_(split_into_units(goods)), config_(std::move(config)), wallet_(wallet) {
  std::map<std::string, int> wallet_index;
  for (int i = 0; i < static_cast<int>(wallet_.size()); ++i) wallet_index.emplace(wallet_[i].code, i);

  const RuleContext context{cart_, config_, {}};
  std::map<std::string, int> goods_ids;
  std::map<std::string, int> class_ids;
  std::vector<std::string> effects;
  for (auto& coupon : expand_virtual_copies(wallet_)) {
    PreparedCoupon p;
    p.coupon = std::move(coupon);
    p.facts = facts_of(p.coupon, cart_);
    if (p.coupon.is_virtual_copy()) {
      // A copy's tied goods are its original's.
      p.facts.tied = facts_of([&] { Coupon o = p.coupon; o.code = o.virtual_of; return o; }(), cart_).tied;
    }
    p.refusal = check_usability(p.coupon, p.facts, context);
    p.wallet_index = wallet_index[p.coupon.wallet_code()];
    p.pool_key = p.coupon.template_id != 0 ? p.coupon.template_id : -1 - p.wallet_index;
    p.goods_signature = goods_ids.emplace(applicable_goods_signature(p.coupon), static_cast<int>(goods_ids.size())).first->second;
    effects.push_back(effect_signature(p.coupon, p.facts));
    p.effect_class = class_ids.emplace(effects.back(), static_cast<int>(class_ids.size())).first->second;
    coupons_.push_back(std::move(p));
  }
  std::vector<int> idx(coupons_.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(), [&](int a, int b) {
    const Coupon& ca = coupons_[a].coupon;
    const Coupon& cb = coupons_[b].coupon;
    return ca.invalid_ms != cb.invalid_ms ? ca.invalid_ms < cb.invalid_ms : ca.code < cb.code;
  });
  for (int pos = 0; pos < static_cast<int>(idx.size()); ++pos) coupons_[idx[pos]].tie_rank = pos;
  number_calculation_order(coupons_, effects, false, true);
  number_calculation_order(coupons_, effects, true, false);
}

std::optional<int> Workspace::find(std::string_view code) const {
  for (int i = 0; i < size(); ++i) {
    if (coupons_[i].coupon.code == code) return i;
  }
  return std::nullopt;
}

}  // namespace qsr::engine::coupon
