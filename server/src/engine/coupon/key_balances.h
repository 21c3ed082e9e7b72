// What the goods of each key (a set of whole lines' units and the price parts a coupon covers)
// still have to pay at each depth of the combination search (combination_search.h), kept per
// line: a step updates only the lines the applied coupon draws on, and a key's figure, worked out
// only when asked for, is its parent's less what those lines lost, so a search step's work grows
// with the lines it touches, not with every unit of every key.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/coupon/cart.h"
#include "engine/coupon/ledger.h"
#include "engine/coupon/unit_list.h"

namespace qsr::engine::coupon {

class KeyBalances {
 public:
  using Lines = std::vector<uint64_t>;  // a bit per cart line

  // `units` and `masks`: one entry per key; a line's units are all in a key or none are.
  KeyBalances(const Cart& cart, const std::vector<const UnitList*>& units, const std::vector<PartMask>& masks);

  const Lines& lines_of(int key) const { return key_lines_[key]; }
  size_t line_words() const { return line_words_; }

  // Depth 0: the amounts of `ledger`, the search's root.
  void start(const Ledger& ledger);
  // Depth `depth` (at least 1): its parent's figures, after coupons of key `applied` (-1: they
  // draw on no key's goods: the delivery fee, tied goods) took from `ledger`.
  void step(size_t depth, int applied, const Ledger& ledger);
  // What key `key`'s goods have left at `depth`.
  Cents left(size_t depth, int key);

 private:
  Cents sum_lines(const std::vector<PriceParts>& parts, const Lines& lines, PartMask mask) const;
  void load_line(std::vector<PriceParts>& parts, size_t line, const Ledger& ledger) const;
  void ensure_depth(size_t depth);

  std::vector<int> line_first_unit_;  // per line, and one past the last
  std::vector<Lines> key_lines_;
  std::vector<PartMask> key_masks_;
  size_t line_words_ = 0;
  std::vector<std::vector<PriceParts>> line_parts_;  // per depth and line: the sum over its units
  std::vector<std::vector<Cents>> key_left_;          // per depth and key; -1 until asked for
  std::vector<int> applied_;                          // per depth: the key of the coupons applied last
};

}  // namespace qsr::engine::coupon
