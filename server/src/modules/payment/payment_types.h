// A payment as the payment module records it.
#pragma once

#include <cstdint>
#include <string>

namespace qsr::payment {

struct PaymentRow {
  std::string payment_no;
  int64_t order_id = 0, member_id = 0;
  std::string method;  // wallet | card | a purse's (giftcard)
  int64_t amount = 0;
  std::string currency, status, gateway_ref;
  int64_t refunded_amount = 0;  // given back by any path (refund parts or the whole payment)
  int64_t refund_due = 0;       // a whole card payment's refund still to send
  int64_t refund_attempts = 0;
  int64_t created_at = 0;
  std::string channel;  // how the gateway took it (online_channel.h); empty for the wallet
  int64_t bonus_amount = 0, bonus_refunded = 0;  // a stored-value payment's gifted part, and what of it went back
  int64_t wallet_sid = 0;                         // a wallet payment's account (0: the brand's)
  int64_t source_id = 0;                          // a purse payment's source (the gift card)
  int64_t part_count = 0;                         // of a split order: the parts it pays (0: none)
};

}  // namespace qsr::payment
