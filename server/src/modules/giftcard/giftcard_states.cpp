#include "modules/giftcard/giftcard_states.h"

#include <array>
#include <utility>

namespace qsr::giftcard {

namespace {

constexpr std::array<std::pair<CardState, std::string_view>, 6> kStates{{{CardState::unredeemed, "unredeemed"},
                                                                          {CardState::active, "active"},
                                                                          {CardState::frozen, "frozen"},
                                                                          {CardState::voided, "voided"},
                                                                          {CardState::cancelled, "cancelled"},
                                                                          {CardState::expired, "expired"}}};

}  // namespace

std::optional<CardState> state_from(std::string_view name) {
  for (const auto& [s, n] : kStates) {
    if (n == name) return s;
  }
  return std::nullopt;
}

std::string_view state_name(CardState s) {
  for (const auto& [state, n] : kStates) {
    if (state == s) return n;
  }
  return "";
}

std::optional<CardState> next_state(CardState from, CardEvent event) {
  switch (event) {
    case CardEvent::exchange:
      return from == CardState::unredeemed ? std::optional(CardState::active) : std::nullopt;
    case CardEvent::give:
      return from == CardState::active ? std::optional(CardState::frozen) : std::nullopt;
    case CardEvent::claim:
    case CardEvent::withdraw:
    case CardEvent::return_unclaimed:
      return from == CardState::frozen ? std::optional(CardState::active) : std::nullopt;
    case CardEvent::void_card:
      // Lost or misprinted: whatever it was doing, unless it already ended.
      return from == CardState::unredeemed || from == CardState::active || from == CardState::frozen ? std::optional(CardState::voided)
                                                                                                       : std::nullopt;
    case CardEvent::cancel_purchase:
      // A purchase refunded takes the card back only while it sits unused in the buyer's account.
      return from == CardState::active ? std::optional(CardState::cancelled) : std::nullopt;
    case CardEvent::expire:
      return from == CardState::active || from == CardState::frozen ? std::optional(CardState::expired) : std::nullopt;
  }
  return std::nullopt;
}

std::string_view label_name(Label l) {
  switch (l) {
    case Label::waiting_redeem: return "waiting_redeem";
    case Label::redeemed: return "redeemed";
    case Label::invalid: return "invalid";
    case Label::frozen: return "frozen";
    case Label::received: return "received";
    case Label::waiting_friend: return "waiting_friend";
    case Label::friend_received: return "friend_received";
    case Label::taken_by_another: return "taken_by_another";
    case Label::voided: return "voided";
    case Label::cancelled: return "cancelled";
    case Label::expired: return "expired";
    case Label::sent_out: return "sent_out";
  }
  return "";
}

Label card_label(CardState s, long long balance, bool received) {
  switch (s) {
    case CardState::unredeemed: return Label::waiting_redeem;
    case CardState::frozen: return Label::frozen;
    case CardState::voided: return Label::voided;
    case CardState::cancelled: return Label::cancelled;
    case CardState::expired: return Label::expired;
    case CardState::active: break;
  }
  if (balance <= 0) return Label::invalid;
  return received ? Label::received : Label::redeemed;
}

std::optional<GiftStatus> gift_status_from(std::string_view name) {
  if (name == "pending") return GiftStatus::pending;
  if (name == "claimed") return GiftStatus::claimed;
  if (name == "withdrawn") return GiftStatus::withdrawn;
  if (name == "returned") return GiftStatus::returned;
  return std::nullopt;
}

Label gift_label(GiftStatus s, Viewer v) {
  switch (s) {
    case GiftStatus::pending: return v == Viewer::giver ? Label::waiting_friend : Label::sent_out;
    case GiftStatus::claimed:
      if (v == Viewer::giver) return Label::friend_received;
      return v == Viewer::receiver ? Label::received : Label::taken_by_another;
    case GiftStatus::withdrawn:
    case GiftStatus::returned: return Label::cancelled;
  }
  return Label::cancelled;
}

}  // namespace qsr::giftcard
