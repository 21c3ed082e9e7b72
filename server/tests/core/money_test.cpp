#include <gtest/gtest.h>

#include "core/money.h"

namespace qsr::money {

TEST(Money, ParsesDollarStringsIntoCents) {
  EXPECT_EQ(parse("38"), 3800);
  EXPECT_EQ(parse("38.5"), 3850);
  EXPECT_EQ(parse("38.50"), 3850);
  EXPECT_EQ(parse("0.01"), 1);
  EXPECT_EQ(parse("-2.5"), -250);
}

TEST(Money, RefusesAnythingButPlainDecimalsWithAtMostTwoPlaces) {
  for (const char* bad : {"", "-", ".5", "5.", "1.234", "1e3", " 1", "1 ", "abc", "1,5", "--1", "12345678901234567"}) {
    EXPECT_FALSE(parse(bad).has_value()) << bad;
  }
}

TEST(Money, FormatsTheShortestExactDecimal) {
  EXPECT_EQ(format(3850), "38.5");
  EXPECT_EQ(format(3800), "38");
  EXPECT_EQ(format(1), "0.01");
  EXPECT_EQ(format(0), "0");
  EXPECT_EQ(format(-250), "-2.5");
  EXPECT_EQ(format(1205), "12.05");
}

TEST(Money, FormatThenParseIsTheIdentity) {
  for (Cents c : {0LL, 1LL, 9LL, 10LL, 99LL, 100LL, 12345LL, -1LL, -99999LL}) EXPECT_EQ(parse(format(c)), c) << c;
}

TEST(Money, EngineRoundsToOneDecimalHalfAwayFromZero) {
  EXPECT_EQ(round_to_one_decimal(1234), 1230);  // 12.34 -> 12.3
  EXPECT_EQ(round_to_one_decimal(1235), 1240);  // 12.35 -> 12.4
  EXPECT_EQ(round_to_one_decimal(1299), 1300);
  EXPECT_EQ(round_to_one_decimal(-1235), -1240);
  EXPECT_EQ(round_to_one_decimal(1230), 1230);
}

TEST(Money, DeliveryFeeReducedToZeroIsChargedAtTheOneCentFloor) {
  EXPECT_EQ(delivery_fee_floor(0), 1);
  EXPECT_EQ(delivery_fee_floor(-300), 1);
  EXPECT_EQ(delivery_fee_floor(500), 500);
}

}  // namespace qsr::money
