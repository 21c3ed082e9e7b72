// The gift card's state machine (spec 000 §4, docs/decisions/0034): every event from every state,
// allowed or refused, and the spec's twelve labels.
#include <gtest/gtest.h>

#include <map>
#include <utility>

#include "modules/giftcard/giftcard_states.h"

namespace qsr::giftcard {
namespace {

using S = CardState;
using E = CardEvent;

TEST(GiftCardStates, EveryEventFromEveryStateGoesWhereTheRulesSayOrIsRefused) {
  const S states[] = {S::unredeemed, S::active, S::frozen, S::voided, S::cancelled, S::expired};
  const E events[] = {E::exchange, E::give, E::claim, E::withdraw, E::return_unclaimed, E::void_card, E::cancel_purchase, E::expire};
  // The allowed moves; every other pair is refused.
  const std::map<std::pair<S, E>, S> allowed{
      {{S::unredeemed, E::exchange}, S::active},       {{S::unredeemed, E::void_card}, S::voided},
      {{S::active, E::give}, S::frozen},               {{S::active, E::void_card}, S::voided},
      {{S::active, E::cancel_purchase}, S::cancelled}, {{S::active, E::expire}, S::expired},
      {{S::frozen, E::claim}, S::active},              {{S::frozen, E::withdraw}, S::active},
      {{S::frozen, E::return_unclaimed}, S::active},   {{S::frozen, E::void_card}, S::voided},
      {{S::frozen, E::expire}, S::expired},
  };
  int checked = 0;
  for (S s : states) {
    for (E e : events) {
      const auto it = allowed.find({s, e});
      const auto got = next_state(s, e);
      if (it == allowed.end()) {
        EXPECT_FALSE(got.has_value()) << state_name(s) << " + event " << static_cast<int>(e) << " should be refused";
      } else {
        ASSERT_TRUE(got.has_value()) << state_name(s) << " + event " << static_cast<int>(e) << " should be allowed";
        EXPECT_EQ(*got, it->second);
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, 48);
}

TEST(GiftCardStates, StateNamesRoundTrip) {
  for (S s : {S::unredeemed, S::active, S::frozen, S::voided, S::cancelled, S::expired}) EXPECT_EQ(state_from(state_name(s)), s);
  EXPECT_FALSE(state_from("lost").has_value());
}

TEST(GiftCardStates, TheTwelveLabels) {
  EXPECT_EQ(card_label(S::unredeemed, 10000, false), Label::waiting_redeem);
  EXPECT_EQ(card_label(S::active, 10000, false), Label::redeemed);
  EXPECT_EQ(card_label(S::active, 0, false), Label::invalid);
  EXPECT_EQ(card_label(S::frozen, 10000, false), Label::frozen);
  EXPECT_EQ(card_label(S::active, 10000, true), Label::received);
  EXPECT_EQ(gift_label(GiftStatus::pending, Viewer::giver), Label::waiting_friend);
  EXPECT_EQ(gift_label(GiftStatus::claimed, Viewer::giver), Label::friend_received);
  EXPECT_EQ(gift_label(GiftStatus::claimed, Viewer::other), Label::taken_by_another);
  EXPECT_EQ(card_label(S::voided, 10000, false), Label::voided);
  EXPECT_EQ(card_label(S::cancelled, 10000, false), Label::cancelled);
  EXPECT_EQ(card_label(S::expired, 10000, false), Label::expired);
  EXPECT_EQ(gift_label(GiftStatus::pending, Viewer::other), Label::sent_out);
  EXPECT_EQ(gift_label(GiftStatus::claimed, Viewer::receiver), Label::received);
}

}  // namespace
}  // namespace qsr::giftcard
