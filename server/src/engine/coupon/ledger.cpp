#include "engine/coupon/ledger.h"

#include <algorithm>

namespace qsr::engine::coupon {

void Ledger::reset(const Cart& cart) {
  rem_.resize(cart.units.size());
  for (size_t i = 0; i < cart.units.size(); ++i) rem_[i] = cart.units[i].parts;
  box_taken_ = 0;
  if (trace_) {
    trace_->per_unit.assign(cart.units.size(), {});
  }
}

Cents Ledger::remaining(int unit, PartMask mask) const {
  Cents sum = 0;
  const auto& parts = rem_[unit];
  for (int p = 0; p < kPricePartCount; ++p) {
    if (mask & (1u << p)) sum += parts[p];
  }
  return sum;
}

Cents Ledger::take(int unit, PartMask mask, Cents amount, int slot) {
  Cents taken = 0;
  auto& parts = rem_[unit];
  for (int p = 0; p < kPricePartCount && taken < amount; ++p) {
    if (!(mask & (1u << p))) continue;
    const Cents part = std::min(parts[p], amount - taken);
    parts[p] -= part;
    taken += part;
    if (p == static_cast<int>(PricePart::box)) box_taken_ += part;
  }
  if (trace_ && taken > 0) trace_->per_unit[unit].push_back({slot, taken});
  return taken;
}

void Ledger::spread(std::span<const int> units, std::span<const Cents> weights, PartMask mask, Cents amount, int slot) {
  if (amount <= 0 || units.empty()) return;
  Cents total = 0;
  for (Cents w : weights) total += w;
  if (total <= 0) return;
  amount = std::min(amount, total);
  share_scratch_.resize(units.size());
  order_scratch_.clear();
  Cents given = 0;
  for (size_t i = 0; i < units.size(); ++i) {
    const __int128 exact = static_cast<__int128>(amount) * weights[i];
    share_scratch_[i] = static_cast<Cents>(exact / total);
    given += share_scratch_[i];
    order_scratch_.push_back({static_cast<Cents>(exact % total), static_cast<int>(i)});
  }
  Cents left = amount - given;
  if (left > 0) {
    std::stable_sort(order_scratch_.begin(), order_scratch_.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (size_t k = 0; k < order_scratch_.size() && left > 0; ++k) {
      ++share_scratch_[order_scratch_[k].second];
      --left;
    }
  }
  for (size_t i = 0; i < units.size(); ++i) take(units[i], mask, share_scratch_[i], slot);
}

}  // namespace qsr::engine::coupon
