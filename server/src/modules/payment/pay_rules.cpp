#include "modules/payment/pay_rules.h"

namespace qsr::payment {

PayTypes pay_types(const PayTypeFacts& f) {
  PayTypes t;
  t.wallet = !f.coupons_forbid_wallet;
  t.card = !f.coupons_require_wallet && f.gateway_takes_cards;
  t.combination = f.gateway_takes_cards && !f.coupons_forbid_wallet && !f.coupons_require_wallet && f.combination_allowed &&
                  f.balance > 0 && f.balance < f.due;
  return t;
}

}  // namespace qsr::payment
