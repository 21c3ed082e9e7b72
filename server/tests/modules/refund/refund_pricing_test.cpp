// What a refund gives back: the whole order returns all that is still paid; chosen units return
// what the customer paid for them (packing as charged, less their share of the coupons), never
// more than is still paid; lines that are not there, or units already given back, are refused.
#include <gtest/gtest.h>

#include "core/app_error.h"
#include "modules/refund/refund_pricing.h"
#include "modules/refund/refund_service.h"

namespace qsr::refund {
namespace {

order::LineRecord line(int64_t id, int64_t quantity, int64_t total, int64_t box_charged, int64_t discount) {
  order::LineRecord l;
  l.id = id;
  l.quantity = quantity;
  l.unit_price = total / quantity;
  l.total = total;
  l.box_charged = box_charged;
  l.discount = discount;
  return l;
}

// Three units at $10 with $1 packing each, $3 off from the coupons: $30 paid.
order::LineRecord burgers() { return line(1, 3, 3000, 300, 300); }
// Two drinks at $8, nothing off: $16 paid.
order::LineRecord drinks() { return line(2, 2, 1600, 0, 0); }

int bad_lines_code(const std::map<int64_t, int64_t>& wanted, int64_t still_paid = 4600) {
  try {
    refund_quote({burgers(), drinks()}, wanted, still_paid);
  } catch (const AppError& e) {
    EXPECT_EQ(e.http_status, 400);
    return e.result_code;
  }
  return 0;
}

TEST(RefundPricing, AWholeRefundReturnsWhatIsStillPaidAndEveryUnitLeft) {
  order::LineRecord half_back = burgers();
  half_back.refunded_quantity = 1;
  order::LineRecord all_back = drinks();
  all_back.refunded_quantity = 2;
  const Quote q = refund_quote({half_back, all_back}, {}, 2000);
  EXPECT_TRUE(q.whole);
  EXPECT_EQ(q.amount, 2000);
  EXPECT_EQ(q.lines, (std::map<int64_t, int64_t>{{1, 2}}));
}

TEST(RefundPricing, ChosenUnitsReturnTheirShareOfWhatTheLinePaid) {
  const Quote q = refund_quote({burgers(), drinks()}, {{1, 1}, {2, 2}}, 4600);
  EXPECT_FALSE(q.whole);
  EXPECT_EQ(q.amount, 1000 + 1600);  // ($30 + $3 packing - $3 coupons) / 3, and both drinks
  EXPECT_EQ(q.lines, (std::map<int64_t, int64_t>{{1, 1}, {2, 2}}));
}

TEST(RefundPricing, TheLastUnitTakesTheRounding) {
  order::LineRecord l = burgers();
  l.discount = 100;  // $32 paid over 3 units: 10.66, 10.67, 10.67
  EXPECT_EQ(refund_quote({l}, {{1, 1}}, 9999).amount, 1066);
  l.refunded_quantity = 1;
  EXPECT_EQ(refund_quote({l}, {{1, 2}}, 9999).amount, 3200 - 1066);
}

TEST(RefundPricing, NeverMoreThanIsStillPaid) {
  EXPECT_EQ(refund_quote({burgers(), drinks()}, {{2, 2}}, 500).amount, 500);
}

TEST(RefundPricing, AnUnknownLineIsRefused) { EXPECT_EQ(bad_lines_code({{99, 1}}), kBadLines); }

TEST(RefundPricing, UnitsNotThereToGiveBackAreRefused) {
  EXPECT_EQ(bad_lines_code({{1, 4}}), kBadLines);  // more than bought
  EXPECT_EQ(bad_lines_code({{1, 0}}), kBadLines);
  EXPECT_EQ(bad_lines_code({{1, -1}}), kBadLines);
  order::LineRecord given_back = drinks();
  given_back.refunded_quantity = 2;
  EXPECT_THROW(refund_quote({given_back}, {{2, 1}}, 1600), AppError);
}

}  // namespace
}  // namespace qsr::refund
