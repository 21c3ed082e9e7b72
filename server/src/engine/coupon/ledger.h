// What is still to pay on each unit, part by part, while coupons are applied one after another.
// Discounts never raise an amount, so every coupon sees at most the original prices: the bound
// the automatic selection prunes with (best_selection.h) rests on that.
#pragma once

#include <array>
#include <span>
#include <utility>
#include <vector>

#include "engine/coupon/cart.h"

namespace qsr::engine::coupon {

// Who took how much from each unit, kept only when a result is being built.
struct Trace {
  std::vector<std::vector<std::pair<int, Cents>>> per_unit;  // (coupon slot, amount)
};

class Ledger {
 public:
  void reset(const Cart& cart);
  // The amounts of `other` (not its trace or scratch space): a saved state to continue from.
  void copy_amounts_from(const Ledger& other);
  Cents remaining(int unit, PartMask mask) const;
  // What `unit` has left, part by part.
  const PriceParts& amounts(int unit) const { return rem_[unit]; }
  // Takes up to `amount` from the covered parts of `unit`, each part in proportion to what it has.
  Cents take(int unit, PartMask mask, Cents amount, int slot);
  // Spreads `amount` (at most the sum of `weights`, each weight at most what the unit has left)
  // over `units` in proportion to `weights`, whole cents by largest remainder, ties to the
  // earlier unit.
  void spread(std::span<const int> units, std::span<const Cents> weights, PartMask mask, Cents amount, int slot);

  Cents box_taken() const { return box_taken_; }
  // What coupons took from untied units: the order total less this is the order total
  // discounted price (spec 001 §3 delivery-fee basis "actual pay", §4 vouchers).
  Cents order_taken() const { return order_taken_; }
  void set_trace(Trace* trace) { trace_ = trace; }

 private:
  std::vector<std::array<Cents, kPricePartCount>> rem_;
  std::vector<std::pair<Cents, int>> order_scratch_;
  std::vector<Cents> share_scratch_;
  Cents box_taken_ = 0;
  Cents order_taken_ = 0;
  const Cart* cart_ = nullptr;
  Trace* trace_ = nullptr;
};

}  // namespace qsr::engine::coupon
