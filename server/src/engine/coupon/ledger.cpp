#include "engine/coupon/ledger.h"

#include <algorithm>

namespace qsr::engine::coupon {

namespace {
// a * b / c and its remainder, in 64 bits when the product cannot overflow (any real order).
inline void mul_div(Cents a, Cents b, Cents c, Cents& quotient, Cents& remainder) {
  if (a < (Cents{1} << 31) && b < (Cents{1} << 31)) {
    const Cents product = a * b;
    quotient = product / c;
    remainder = product % c;
  } else {
    const __int128 product = static_cast<__int128>(a) * b;
    quotient = static_cast<Cents>(product / c);
    remainder = static_cast<Cents>(product % c);
  }
}
}  // namespace

void Ledger::reset(const Cart& cart) {
  rem_.resize(cart.units.size());
  for (size_t i = 0; i < cart.units.size(); ++i) rem_[i] = cart.parts[cart.units[i].line];
  box_taken_ = 0;
  order_taken_ = 0;
  cart_ = &cart;
  if (trace_) {
    trace_->per_unit.assign(cart.units.size(), {});
  }
}

void Ledger::copy_amounts_from(const Ledger& other) {
  rem_ = other.rem_;
  box_taken_ = other.box_taken_;
  order_taken_ = other.order_taken_;
  cart_ = other.cart_;
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
  if (cart_->unit_line(unit).tie == TieKind::none) order_taken_ += amount;
  int only = -1;  // the one covered part with something left, the usual case
  for (int p = 0; p < kPricePartCount; ++p) {
    if ((mask & (1u << p)) && parts[p] > 0) only = only == -1 ? p : -2;
  }
  if (only >= 0) {
    parts[only] -= amount;
    if (only == static_cast<int>(PricePart::box)) box_taken_ += amount;
    if (trace_) trace_->per_unit[unit].push_back({slot, amount});
    return amount;
  }
  // Each covered part gives in proportion to what it has left, so half off a unit whose box fee
  // is covered is half off the box fee too (disBoxPrice). Whole cents by largest remainder.
  std::array<Cents, kPricePartCount> share{};
  std::array<Cents, kPricePartCount> rest{};
  Cents given = 0;
  for (int p = 0; p < kPricePartCount; ++p) {
    if (!(mask & (1u << p))) continue;
    mul_div(amount, parts[p], available, share[p], rest[p]);
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
    Cents remainder = 0;
    mul_div(amount, weights[i], total, share_scratch_[i], remainder);
    given += share_scratch_[i];
    order_scratch_.push_back({remainder, static_cast<int>(i)});
  }
  const Cents left = amount - given;  // fewer cents than units
  if (left > 0) {
    // The `left` largest remainders, ties to the earlier unit; their order among themselves
    // does not matter, so a selection is enough.
    auto first = [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; };
    std::nth_element(order_scratch_.begin(), order_scratch_.begin() + (left - 1), order_scratch_.end(), first);
    for (Cents k = 0; k < left; ++k) ++share_scratch_[order_scratch_[k].second];
  }
  for (size_t i = 0; i < units.size(); ++i) take(units[i], mask, share_scratch_[i], slot);
}

}  // namespace qsr::engine::coupon
