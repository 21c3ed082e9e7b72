// What other modules may do with payments, inside the caller's transaction. The payment module
// owns the payment table (wallet, card and combination payments and what was given back of each);
// nobody else names it (scripts/check-boundaries).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::payment {

// A succeeded payment of an order with money left to give back.
struct Refundable {
  std::string payment_no;
  std::string method;  // wallet | card | a purse's (giftcard)
  std::string gateway_ref;
  int64_t left = 0;
  int64_t wallet_sid = 0;  // a wallet payment's account
};

// The order's payments that can still give money back: stored value first, then cards, oldest first.
std::vector<Refundable> refundable_payments(db::Tx& tx, int64_t order_id);
// Reserves `amount` of a payment for a refund request's part; false when that much is not left.
bool reserve_refund(db::Tx& tx, const std::string& payment_no, int64_t amount);
// Of `part` a refund just gave back (reserved) from wallet payment `payment_no`, the gifted share:
// in proportion, the part that completes the payment all that is left; recorded on the payment.
int64_t gifted_back(db::Tx& tx, const std::string& payment_no, int64_t part);
// After a refund part of the payment changed: a payment its parts give back whole is
// `refunding` while any part is under way (`parts_pending`) and `refunded` when none is.
void settle_given_back_by_parts(db::Tx& tx, const std::string& payment_no, bool parts_pending, int64_t now_ms);

}  // namespace qsr::payment
