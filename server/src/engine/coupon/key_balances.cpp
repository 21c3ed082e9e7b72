#include "engine/coupon/key_balances.h"

#include <bit>

namespace qsr::engine::coupon {

namespace {
Cents masked(const PriceParts& parts, PartMask mask) {
  Cents sum = 0;
  for (int p = 0; p < kPricePartCount; ++p) {
    if (mask & (1u << p)) sum += parts[p];
  }
  return sum;
}
}  // namespace

KeyBalances::KeyBalances(const Cart& cart, const std::vector<const UnitList*>& units, const std::vector<PartMask>& masks)
    : key_masks_(masks) {
  line_first_unit_.assign(cart.lines.size() + 1, static_cast<int>(cart.units.size()));
  for (int u = static_cast<int>(cart.units.size()) - 1; u >= 0; --u) line_first_unit_[cart.units[u].line] = u;
  for (int l = static_cast<int>(cart.lines.size()) - 1; l >= 0; --l) {
    line_first_unit_[l] = std::min(line_first_unit_[l], line_first_unit_[l + 1]);
  }
  line_words_ = (cart.lines.size() + 63) / 64;
  key_lines_.assign(units.size(), Lines(line_words_, 0));
  for (size_t k = 0; k < units.size(); ++k) {
    for (int u : *units[k]) {
      const size_t line = static_cast<size_t>(cart.units[u].line);
      key_lines_[k][line / 64] |= uint64_t{1} << (line % 64);
    }
  }
}

void KeyBalances::ensure_depth(size_t depth) {
  if (line_parts_.size() <= depth) {
    line_parts_.resize(depth + 1);
    key_left_.resize(depth + 1);
    applied_.resize(depth + 1, -1);
  }
}

void KeyBalances::load_line(std::vector<PriceParts>& parts, size_t line, const Ledger& ledger) const {
  PriceParts sum{};
  for (int u = line_first_unit_[line]; u < line_first_unit_[line + 1]; ++u) {
    const PriceParts& amounts = ledger.amounts(u);
    for (int p = 0; p < kPricePartCount; ++p) sum[p] += amounts[p];
  }
  parts[line] = sum;
}

Cents KeyBalances::sum_lines(const std::vector<PriceParts>& parts, const Lines& lines, PartMask mask) const {
  Cents sum = 0;
  for (size_t w = 0; w < lines.size(); ++w) {
    for (uint64_t bits = lines[w]; bits != 0; bits &= bits - 1) sum += masked(parts[w * 64 + std::countr_zero(bits)], mask);
  }
  return sum;
}

void KeyBalances::start(const Ledger& ledger) {
  ensure_depth(0);
  const size_t lines = line_first_unit_.size() - 1;
  line_parts_[0].assign(lines, PriceParts{});
  for (size_t l = 0; l < lines; ++l) load_line(line_parts_[0], l, ledger);
  key_left_[0].assign(key_lines_.size(), -1);
}

void KeyBalances::step(size_t depth, int applied, const Ledger& ledger) {
  ensure_depth(depth);
  applied_[depth] = applied;
  line_parts_[depth] = line_parts_[depth - 1];
  key_left_[depth].assign(key_lines_.size(), -1);
  if (applied < 0) return;
  const Lines& touched = key_lines_[applied];
  for (size_t w = 0; w < line_words_; ++w) {
    for (uint64_t bits = touched[w]; bits != 0; bits &= bits - 1) load_line(line_parts_[depth], w * 64 + std::countr_zero(bits), ledger);
  }
}

Cents KeyBalances::left(size_t depth, int key) {
  Cents& left = key_left_[depth][key];
  if (left >= 0) return left;
  const Lines& lines = key_lines_[key];
  const PartMask mask = key_masks_[key];
  if (depth > 0 && key_left_[depth - 1][key] >= 0) {
    // The parent's figure less what the lines the last coupons drew on lost in this key's parts.
    left = key_left_[depth - 1][key];
    if (applied_[depth] < 0) return left;
    const Lines& touched = key_lines_[applied_[depth]];
    const std::vector<PriceParts>& before = line_parts_[depth - 1];
    const std::vector<PriceParts>& after = line_parts_[depth];
    for (size_t w = 0; w < line_words_; ++w) {
      for (uint64_t bits = touched[w] & lines[w]; bits != 0; bits &= bits - 1) {
        const size_t line = w * 64 + std::countr_zero(bits);
        left -= masked(before[line], mask) - masked(after[line], mask);
      }
    }
    return left;
  }
  left = sum_lines(line_parts_[depth], lines, mask);
  return left;
}

}  // namespace qsr::engine::coupon
