// Everything about one cart and one wallet that does not depend on which coupons are selected,
// worked out once: the units, the virtual copies, each coupon's facts and its usability on its
// own, its place in the calculation order, and which coupons are interchangeable.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/coupon_facts.h"
#include "engine/coupon/reasons.h"

namespace qsr::engine::coupon {

struct PreparedCoupon {
  Coupon coupon;
  // Shared with the coupon's virtual copies: a wallet of 500 coupons with 99 copies each keeps
  // 500 sets of facts, not 2,000.
  std::shared_ptr<const CouponFacts> shared_facts;
  std::optional<Refusal> refusal;  // the usability chain with nothing else selected
  int wallet_index = 0;            // the wallet coupon it is (or is a virtual copy of)
  int64_t pool_key = 0;            // threshold pool: the template, or its own
  int goods_signature = 0;         // equal ids: equal applicable goods rules
  int effect_class = 0;            // equal ids: interchangeable; ids follow the signatures' order
  int order_plain = 0;             // position in calculation order
  int order_third_party = 0;       // the same when a third-party coupon is selected
  int tie_rank = 0;                // position by (invalid time, code): the tie-break order
  bool usable() const { return !refusal.has_value(); }
  const CouponFacts& facts() const { return *shared_facts; }
};

class Workspace {
 public:
  // Checks the input first (input_check.h) and throws InputError when it is out of range.
  Workspace(const std::vector<CartLine>& goods, const std::vector<Coupon>& wallet, CalcConfig config);

  const Cart& cart() const { return cart_; }
  const CalcConfig& config() const { return config_; }
  int wallet_size() const { return wallet_size_; }
  // The wallet coupon `w` itself (its first entry; virtual copies follow it).
  const PreparedCoupon& wallet_entry(int w) const { return coupons_[wallet_first_[w]]; }
  const std::vector<PreparedCoupon>& coupons() const { return coupons_; }
  const PreparedCoupon& at(int i) const { return coupons_[i]; }
  int size() const { return static_cast<int>(coupons_.size()); }
  std::optional<int> find(std::string_view code) const;

 private:
  Cart cart_;
  CalcConfig config_;
  int wallet_size_ = 0;
  std::vector<int> wallet_first_;
  std::vector<PreparedCoupon> coupons_;
};

}  // namespace qsr::engine::coupon
