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
  auto& parts = rem_[unit];
  const Cents available = remaining(unit, mask);
  amount = std::min(amount, available);
  if (amount <= 0) return 0;
  // Each covered part gives in proportion to what it has left, so half off a unit whose box fee
  // is covered is half off the box fee too (disBoxPrice). Whole cents by largest remainder.
  std::array<Cents, kPricePartCount> share{};
  std::array<Cents, kPricePartCount> rest{};
  Cents given = 0;
  for (int p = 0; p < kPricePartCount; ++p) {
    if (!(mask & (1u << p))) continue;
    const __int128 exact = static_cast<__int128>(amount) * parts[p];
    share[p] = static_cast<Cents>(exact / available);
    rest[p] = static_cast<Cents>(exact % available);
    given += share[p];
  }
  for (Cents left = amount - given; left > 0; --left) {
    int best = -1;
    for (int p = 0; p < kPricePartCount; ++p) {
      if ((mask & (1u << p)) && share[p] < parts[p] && (best < 0 || rest[p] > rest[best])) best = p;
    }
    ++share[best];
    rest[best] = -1;
  }
  for (int p = 0; p < kPricePartCount; ++p) parts[p] -= share[p];
  box_taken_ += share[static_cast<int>(PricePart::box)];
  if (trace_) trace_->per_unit[unit].push_back({slot, amount});
  return amount;
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
