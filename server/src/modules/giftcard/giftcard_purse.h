// Gift cards as a purse that pays orders (docs/decisions/0035): the member's active cards, each
// paying up to what it may spend now (its online bonus only 24 hours after activation). A
// payment takes the paid-for money first and the bonus last; money given back goes onto the
// card while its member can still spend it there, and into their wallet when not (the card has
// ended, been voided, or given to a friend meanwhile).
#pragma once

#include "modules/payment/purse.h"

namespace qsr::giftcard {

class GiftCardPurse final : public payment::Purse {
 public:
  std::string_view method() const override { return "giftcard"; }
  std::vector<payment::PurseSource> sources(db::Tx& tx, int64_t member_id, int64_t now_ms, Lang lang) override;
  int64_t spendable(db::Tx& tx, int64_t member_id, int64_t card_id, int64_t now_ms) override;
  int64_t take(db::Tx& tx, const payment::PurseMovement& m) override;
  void give_back(db::Tx& tx, const payment::PurseMovement& m) override;
};

}  // namespace qsr::giftcard
