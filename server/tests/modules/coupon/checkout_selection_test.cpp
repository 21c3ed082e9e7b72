// Which coupons a checkout prices: goods taken with a coupon keep it, the customer's own choice
// comes next (each code once, at most 20), and only when nobody chose does the engine's best
// selection run.
#include <gtest/gtest.h>

#include "modules/coupon/checkout_selection.h"

namespace qsr::coupon {
namespace {

using Codes = std::vector<std::string>;

// A best selection that records being asked.
struct Best {
  std::optional<Codes> answer;
  int asked = 0;
  BestSelection fn() {
    return [this] {
      ++asked;
      return answer;
    };
  }
};

cart::CheckoutLine line(int64_t id, const std::string& coupon_key, bool selected = true) {
  cart::CheckoutLine l;
  l.row.id = id;
  l.row.coupon_key = coupon_key;
  l.row.selected = selected;
  return l;
}

TEST(CheckoutSelection, TiedCodes_AreTheBoughtLinesCouponsEachOnceInCartOrder) {
  const std::vector<cart::CheckoutLine> lines = {line(1, "gift:CB"), line(2, ""), line(3, "exchange:CA"), line(4, "gift:CB"),
                                                 line(5, "stepgift:CC", /*selected=*/false), line(6, "unknown:CD")};
  EXPECT_EQ(tied_codes(lines), (Codes{"CB", "CA"}));
}

TEST(CheckoutSelection, NothingChosen_GoodsTiedToACouponKeepItAndNoSearchRuns) {
  Best best{Codes{"BEST"}};
  const Selection s = choose_selection({std::nullopt, {"CA", "CB"}, true}, best.fn());
  EXPECT_EQ(s.codes, (Codes{"CA", "CB"}));
  EXPECT_FALSE(s.automatic);
  EXPECT_EQ(best.asked, 0);
}

TEST(CheckoutSelection, TheCustomersChoiceOverridesTiedGoods) {
  Best best{Codes{"BEST"}};
  EXPECT_EQ(choose_selection({Codes{"CX"}, {"CA"}, true}, best.fn()).codes, (Codes{"CX"}));
  // Choosing nothing at all is a choice too: the tied coupon is dropped, nothing searched.
  const Selection none = choose_selection({Codes{}, {"CA"}, true}, best.fn());
  EXPECT_TRUE(none.codes.empty());
  EXPECT_FALSE(none.automatic);
  EXPECT_EQ(best.asked, 0);
}

TEST(CheckoutSelection, AChoiceIsReadInOrderEachCodeOnceAtMostTwenty) {
  Best best;
  EXPECT_EQ(choose_selection({Codes{"B", "A", "B", "C", "A"}, {}, true}, best.fn()).codes, (Codes{"B", "A", "C"}));
  Codes many;
  for (int i = 0; i < 30; ++i) many.push_back(std::to_string(i));
  const Codes kept = choose_selection({many, {}, true}, best.fn()).codes;
  ASSERT_EQ(kept.size(), kMaxSelected);
  EXPECT_EQ(kept.front(), "0");
  EXPECT_EQ(kept.back(), "19");
}

TEST(CheckoutSelection, NobodyChose_TheEngineChoosesWhenAutomatic) {
  Best best{Codes{"BEST1", "BEST2"}};
  const Selection s = choose_selection({std::nullopt, {}, true}, best.fn());
  EXPECT_EQ(s.codes, (Codes{"BEST1", "BEST2"}));
  EXPECT_TRUE(s.automatic);
  EXPECT_EQ(best.asked, 1);
}

TEST(CheckoutSelection, NobodyChose_NothingIsSelectedWhenNotAutomaticOrTheEngineDidNotSearch) {
  Best best{Codes{"BEST"}};
  const Selection off = choose_selection({std::nullopt, {}, false}, best.fn());
  EXPECT_TRUE(off.codes.empty());
  EXPECT_EQ(best.asked, 0);

  Best none;  // an empty wallet, or a coupon that rules the search out
  const Selection s = choose_selection({std::nullopt, {}, true}, none.fn());
  EXPECT_TRUE(s.codes.empty());
  EXPECT_FALSE(s.automatic);
}

}  // namespace
}  // namespace qsr::coupon
