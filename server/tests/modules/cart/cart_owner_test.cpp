// Whose cart (cart/cart_owner.h): every kind is stored as a short key and read back as itself;
// anything else is no owner; pockets are people in a group order and rounds at a table.
#include <gtest/gtest.h>

#include "modules/cart/cart_owner.h"

namespace qsr::cart {
namespace {

TEST(CartOwner, EveryKindIsStoredAsItsKeyAndReadBackAsItself) {
  for (const Owner& o : {Owner::member(12), Owner::visitor(7), Owner::group(3), Owner::table(9), Owner::table_draft(9)}) {
    auto back = Owner::parse(o.key());
    ASSERT_TRUE(back.has_value()) << o.key();
    EXPECT_EQ(*back, o);
  }
  EXPECT_EQ(Owner::member(12).key(), "m:12");
  EXPECT_EQ(Owner::table_draft(9).key(), "tu:9");
}

TEST(CartOwner, AKeyThatNamesNoOwnerIsRefused) {
  for (const char* bad : {"", "m:", "m:x", "m:12x", "x:1", "m12", "g:-", "t:1 "}) EXPECT_FALSE(Owner::parse(bad).has_value()) << bad;
}

TEST(CartOwner, OnlyAMembersCartHasAMember) {
  EXPECT_EQ(Owner::member(5).member_id(), 5);
  EXPECT_FALSE(Owner::visitor(5).member_id().has_value());
  EXPECT_FALSE(Owner::group(5).member_id().has_value());
}

TEST(CartOwner, PocketsArePeopleInAGroupAndRoundsAtATableButRenumberElsewhere) {
  EXPECT_TRUE(Owner::group(1).pockets_are_people_or_rounds());
  EXPECT_TRUE(Owner::table(1).pockets_are_people_or_rounds());
  EXPECT_FALSE(Owner::table_draft(1).pockets_are_people_or_rounds());
  EXPECT_FALSE(Owner::member(1).pockets_are_people_or_rounds());
  EXPECT_FALSE(Owner::visitor(1).pockets_are_people_or_rounds());
}

}  // namespace
}  // namespace qsr::cart
