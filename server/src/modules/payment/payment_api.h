// What other modules may do with payments, inside the caller's transaction. The payment module
// owns the payment table (wallet, card and combination payments and what was given back of each);
// nobody else names it (scripts/check-boundaries).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/order/order_types.h"

namespace qsr::payment {

// A succeeded payment of an order with money left to give back.
struct Refundable {
  std::string payment_no;
  std::string method;  // wallet | card | a purse's (giftcard)
  std::string gateway_ref;
  int64_t left = 0;
  int64_t wallet_sid = 0;  // a wallet payment's account
};

// How a refund of `amount` comes out of the order's payments: stored value first, then cards;
// for an order split in equal parts, from every payer in proportion to what they have left, so
// each gets back their share. Parts of 0 are left out.
struct RefundPart {
  Refundable payment;
  int64_t amount = 0;
};
std::vector<RefundPart> refund_plan(db::Tx& tx, int64_t order_id, int64_t amount);
// Reserves `amount` of a payment for a refund request's part; false when that much is not left.
bool reserve_refund(db::Tx& tx, const std::string& payment_no, int64_t amount);
// Of `part` a refund just gave back (reserved) from wallet payment `payment_no`, the gifted share:
// in proportion, the part that completes the payment all that is left; recorded on the payment.
int64_t gifted_back(db::Tx& tx, const std::string& payment_no, int64_t part);
// After a refund part of the payment changed: a payment its parts give back whole is
// `refunding` while any part is under way (`parts_pending`) and `refunded` when none is.
void settle_given_back_by_parts(db::Tx& tx, const std::string& payment_no, bool parts_pending, int64_t now_ms);

// Orders paid in equal parts by several members (docs/decisions/0057). Splits an order just made
// (in its own transaction, before anything is paid) into `parts` equal parts (kMinParts..kMaxParts;
// 400 `people` otherwise, as the table names them).
inline constexpr int64_t kMinParts = 2, kMaxParts = 20;
void split_in_parts(db::Tx& tx, int64_t order_id, int64_t parts, int64_t now_ms);

// One member's payment of a split order, as it stands.
struct SplitPayer {
  int64_t member_id = 0;
  int64_t parts = 0;
  int64_t amount = 0;    // what they paid, or are paying by card
  int64_t refunded = 0;  // of it, given back
  int64_t gifted = 0;    // of it, gifted wallet money (earns nothing, decision 0029)
  bool paid = false;     // false: a card payment still pending at the gateway
};
struct SplitState {
  int64_t parts = 0, taken = 0;  // taken: paid or being paid
  std::vector<SplitPayer> payers;
};
// The order's split and its payers (oldest first); nullopt for an order paid the usual way
// (read only for a table's bill: no other order is ever split).
std::optional<SplitState> split_of(db::Tx& tx, const order::OrderRow& o);
// What a payer's part of a split order is called where it earns (points, growth): each part earns
// and is taken back on its own, under its own ledger keys.
inline std::string split_part_name(const std::string& order_no, int64_t member_id) { return order_no + "~m" + std::to_string(member_id); }
inline bool is_split_part_name(const std::string& name) { return name.find("~m") != std::string::npos; }

}  // namespace qsr::payment
