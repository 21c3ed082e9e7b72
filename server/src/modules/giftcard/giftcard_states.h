// The gift card's state machine (spec 000 §4; docs/decisions/0034), pure: the states a card is
// stored in, the events that move it, and the spec's twelve labels as a card and a gift read.
#pragma once

#include <optional>
#include <string_view>

namespace qsr::giftcard {

enum class CardState { unredeemed, active, frozen, voided, cancelled, expired };
enum class CardEvent {
  exchange,          // a physical card's number and password entered: into the member's account
  give,              // its owner sends it: frozen behind a link
  claim,             // a friend claims the link: active, the friend's
  withdraw,          // the giver takes it back before it is claimed
  return_unclaimed,  // nobody claimed it for 24 hours
  void_card,         // an operator voids it (lost, stolen, misprinted)
  cancel_purchase,   // the e-card's purchase is refunded
  expire,            // its validity ended
};

std::optional<CardState> state_from(std::string_view name);
std::string_view state_name(CardState s);
// Where the event takes a card in `from`; nullopt when it may not happen there.
std::optional<CardState> next_state(CardState from, CardEvent event);

// The spec's twelve labels (message keys gift_card_status_*): a card as its owner sees it ...
enum class Label {
  waiting_redeem,    // 待兌換
  redeemed,          // 已兌換 (usable)
  invalid,           // 無效 (nothing left on it)
  frozen,            // 凍結
  received,          // 已領取 (a friend's gift, now the member's)
  waiting_friend,    // 待好友領取
  friend_received,   // 好友已領取
  taken_by_another,  // 已被他人領取
  voided,            // 已作廢
  cancelled,         // 已取消
  expired,           // 已過期
  sent_out,          // 已送出
};
std::string_view label_name(Label l);
Label card_label(CardState s, long long balance, bool received);
// ... and a gift as its giver, its receiver or anyone else holding the link sees it.
enum class GiftStatus { pending, claimed, withdrawn, returned };
enum class Viewer { giver, receiver, other };
std::optional<GiftStatus> gift_status_from(std::string_view name);
Label gift_label(GiftStatus s, Viewer v);

}  // namespace qsr::giftcard
