// The fractional relaxation of "a percentage works on what is left", used by the combination
// search (combination_search.h) to bound a branch that takes a percentage coupon.
//
// A percentage c takes at most the share Q of what its goods (its units, its price parts) have
// left when it is calculated, plus the rounding to a tenth. A group h calculated before it whose
// lines are all among c's lines takes from c's goods every cent it takes from c's price parts, a
// cent c cannot work on, so beside c it adds at most (1 - Q) of what it takes, plus Q of what it
// may take from the parts c does not cover (at most what those parts hold on h's units; amounts
// only fall). The branch then adds at most Q
// of what c's goods have left now, plus the reduced bounds of those groups and the others' own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/coupon/cart.h"
#include "engine/coupon/key_balances.h"
#include "engine/coupon/unit_list.h"

namespace qsr::engine::coupon {

class PercentageRelaxation {
 public:
  struct GroupGoods {
    int key = -1;           // the goods it draws on (KeyBalances key), -1: none
    int64_t percent = 100;  // percent off of one member; 100: not a percentage
    int64_t members = 1;
  };
  struct KeyGoods {
    const UnitList* units = nullptr;
    PartMask mask = 0;
  };

  // `groups` in calculation order.
  PercentageRelaxation(const Cart& cart, const KeyBalances& balances, const std::vector<KeyGoods>& keys,
                       const std::vector<GroupGoods>& groups);

  // Whether group `c` is a percentage on goods, which the relaxation applies to.
  bool applies(size_t c) const { return share_[c] > 0; }
  // At most what group `h` adds to a selection holding `c`, given its own bound `own`.
  Cents beside(size_t c, size_t h, Cents own) const;
  // At most what `c` takes when its goods have `left` now and the groups before it took nothing.
  Cents itself(size_t c, Cents left) const;

 private:
  std::vector<int64_t> share_;                // per group: Q in percent, 0 when it does not apply
  std::vector<Cents> rounding_;               // per group: cents its rounding may add
  std::vector<std::vector<uint8_t>> before_;  // per percentage group: which groups before it draw on its lines
  std::vector<std::vector<Cents>> outside_;   // per percentage and such group: what it may take elsewhere
};

}  // namespace qsr::engine::coupon
