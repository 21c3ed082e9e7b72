// Which ways an order can be paid now (spec 001 §5 rules 9 and 13, spec 000 §3 combination pay):
// the order's coupons may forbid the wallet (rule 9) or demand it alone (rule 13); cards need a
// card gateway; combination (wallet first, the rest by card) needs the brand to allow it, both of
// the others, and a balance that covers part of what is due but not all of it.
#pragma once

#include <cstdint>

namespace qsr::payment {

struct PayTypeFacts {
  bool coupons_forbid_wallet = false;   // rule 9
  bool coupons_require_wallet = false;  // rule 13
  bool gateway_takes_cards = false;
  bool combination_allowed = false;     // tradeConfig.combinationPay
  int64_t balance = 0, due = 0;
};

struct PayTypes {
  bool wallet = false, card = false, combination = false;
};

PayTypes pay_types(const PayTypeFacts& f);

}  // namespace qsr::payment
