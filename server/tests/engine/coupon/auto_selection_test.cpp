// Spec 001 §4 Automatic selection: the greatest total over every valid combination, the
// documented tie-break, when it runs, and the spec's four-step method it improves on.
#include <gtest/gtest.h>

#include "coupon_test_support.h"
#include "engine/coupon/auto_selection.h"
#include "engine/coupon/overlay.h"

namespace qsr::engine::coupon::testing {
namespace {

const std::vector<CartLine> kCart = {goods(1, 101, 5000, 2), goods(2, 102, 2000)};  // $120

// Delivery $5 (fee $12), order-level $10 and product-level $5 that stack across hierarchies,
// and a non-stackable $14.
std::vector<Coupon> mixed_wallet() {
  return {coupon("D", Category::delivery_fee, 500, 60),
          stacking(coupon("R", Category::full_reduction, 1000, 1), Superposition::cross_hierarchy),
          stacking(product_coupon("P", Category::full_reduction, 500, "101", 2), Superposition::cross_hierarchy),
          coupon("N", Category::full_reduction, 1400, 3)};
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(CouponAutoSelect, FindsTheGreatestTotalOverAllCombinations) {
  const Workspace ws(kCart, mixed_wallet(), config(1200));
  const AutoSelection best = best_selection(ws);
  ASSERT_TRUE(best.ran);
  EXPECT_TRUE(best.proven_optimal);
  EXPECT_EQ(best.discount, 500 + 1000 + 500);  // P + R + D beats N + D ($19)
  EXPECT_EQ(sorted(best.codes), (std::vector<std::string>{"D", "P", "R"}));
  EXPECT_EQ(best.codes.back(), "D");  // reported in calculation order: product, order, delivery
  EXPECT_EQ(calculate(ws, best.codes).discount_amount, best.discount);
}

TEST(CouponAutoSelect, FourStepMethodTakesTheGreatestOfItsFourOptions) {
  const Workspace ws(kCart, mixed_wallet(), config(1200));
  // Step 0: D $5; step 1: R $10; step 2: P $5; step 3: N $14.
  const AutoSelection four = four_step_selection(ws);
  EXPECT_EQ(four.codes, (std::vector<std::string>{"N"}));
  EXPECT_EQ(four.discount, 1400);
  EXPECT_LT(four.discount, best_selection(ws).discount);
}

TEST(CouponAutoSelect, TiesPreferFewerCoupons) {
  const std::vector<Coupon> wallet = {
      stacking(product_coupon("B1", Category::full_reduction, 500, "101", 1), Superposition::same_category),
      stacking(product_coupon("B2", Category::full_reduction, 500, "102", 2), Superposition::same_category),
      coupon("A", Category::full_reduction, 1000, 3)};
  EXPECT_EQ(best_selection(Workspace(kCart, wallet, config())).codes, (std::vector<std::string>{"A"}));
}

TEST(CouponAutoSelect, TiesThenPreferTheCouponExpiringFirstThenTheCode) {
  Coupon later = coupon("A", Category::full_reduction, 1000, 1);
  Coupon sooner = coupon("Z", Category::full_reduction, 1000, 1);
  later.invalid_ms = hk(2025, 7, 1, 0);
  sooner.invalid_ms = hk(2025, 6, 10, 0);
  EXPECT_EQ(best_selection(Workspace(kCart, {later, sooner}, config())).codes, (std::vector<std::string>{"Z"}));
  sooner.invalid_ms = later.invalid_ms;
  EXPECT_EQ(best_selection(Workspace(kCart, {later, sooner}, config())).codes, (std::vector<std::string>{"A"}));
}

TEST(CouponAutoSelect, InterchangeableCopiesAreTakenInExpiryOrder) {
  std::vector<Coupon> wallet;
  for (int i = 0; i < 5; ++i) {
    Coupon c = stacking(with_threshold(coupon(std::string("C").append(std::to_string(i)), Category::full_reduction, 500, 1), 4000),
                        Superposition::same_template);
    c.invalid_ms = hk(2025, 6, 20 - i, 0);  // C4 expires first
    wallet.push_back(c);
  }
  // $120 holds $40 three times: three stacked copies, the three expiring first.
  const AutoSelection best = best_selection(Workspace(kCart, wallet, config()));
  EXPECT_EQ(best.discount, 1500);
  EXPECT_EQ(sorted(best.codes), (std::vector<std::string>{"C2", "C3", "C4"}));
}

TEST(CouponAutoSelect, DeliveryCouponJoinsOnlyUnderTheCountLimit) {
  CalcConfig cfg = config(1200);
  cfg.superimposed_max_value = 2;  // one coupon
  const std::vector<Coupon> wallet = {coupon("D", Category::delivery_fee, 500, 60), coupon("R", Category::full_reduction, 1000, 1)};
  EXPECT_EQ(best_selection(Workspace(kCart, wallet, cfg)).codes, (std::vector<std::string>{"R"}));
  cfg.superimposed_max_value = 3;
  EXPECT_EQ(best_selection(Workspace(kCart, wallet, cfg)).discount, 1500);
}

TEST(CouponAutoSelect, DoesNotRunWhenAnExchangeOrGiftCouponIsChosen) {
  Coupon x = stacking(coupon("X", Category::exchange, 0, 8), Superposition::cross_hierarchy);
  x.item_rules = {{"800", "", false, 1}};
  std::vector<CartLine> lines = kCart;
  lines.push_back(tied(3, 800, 2500, TieKind::exchange, "X"));
  std::vector<Coupon> wallet = mixed_wallet();
  wallet.push_back(x);
  const Workspace ws(lines, wallet, config(1200));
  const int chosen[] = {*ws.find("X")};
  EXPECT_FALSE(best_selection(ws, chosen).ran);
  EXPECT_TRUE(best_selection(ws).ran);
  // Exchange coupons need goods the customer picks: never chosen automatically.
  for (const auto& code : best_selection(ws).codes) EXPECT_NE(code, "X");
}

TEST(CouponAutoSelect, DoesNotRunWhenTheFeatureIsOff) {
  CalcConfig cfg = config(1200);
  cfg.auto_select_enabled = false;
  EXPECT_FALSE(best_selection(Workspace(kCart, mixed_wallet(), cfg)).ran);
}

TEST(CouponAutoSelect, NothingAppliesNothingShown) {
  Coupon far = with_threshold(coupon("R", Category::full_reduction, 1000, 1), 100000);
  const AutoSelection best = best_selection(Workspace(kCart, {far}, config()));
  EXPECT_TRUE(best.ran);
  EXPECT_TRUE(best.codes.empty());
  EXPECT_EQ(best.discount, 0);
}

TEST(CouponOverlay, ListsWhatCanBeAddedWithItsGainAndTheBestSelection) {
  const Workspace ws(kCart, mixed_wallet(), config(1200));
  const OverlayResult o = overlay(ws, std::vector<std::string>{"R"});
  EXPECT_EQ(o.current.discount_amount, 1000);
  std::vector<std::string> addable;
  for (const auto& a : o.addable) {
    addable.push_back(a.code);
    if (a.code == "P" || a.code == "D") {
      EXPECT_EQ(a.gain, 500) << a.code;
    }
  }
  EXPECT_EQ(sorted(addable), (std::vector<std::string>{"D", "P"}));
  ASSERT_EQ(o.conflicting.size(), 1u);
  EXPECT_EQ(o.conflicting[0].code, "N");
  EXPECT_EQ(o.best.discount, 2000);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing

namespace qsr::engine::coupon::testing {
namespace {

TEST(CouponOverlay, ASelectedActivityCouponWithCopiesLeftCanBeAddedAgain) {
  Coupon activity = stacking(coupon("E", Category::full_reduction, 500, 7), Superposition::same_template);
  activity.copies_per_order = 2;
  const Workspace ws(kCart, {activity}, config());
  const OverlayResult one = overlay(ws, std::vector<std::string>{"E"});
  ASSERT_EQ(one.addable.size(), 1u);
  EXPECT_EQ(one.addable[0].code, "E");
  EXPECT_EQ(one.addable[0].gain, 500);
  EXPECT_TRUE(overlay(ws, std::vector<std::string>{"E", "E"}).addable.empty());  // both copies used
}

}  // namespace
}  // namespace qsr::engine::coupon::testing

namespace qsr::engine::coupon::testing {
namespace {

// Thirty $1..$30 coupons of distinct templates that all stack: a search with many branches.
std::vector<Coupon> stacking_wallet() {
  std::vector<Coupon> wallet;
  for (int i = 1; i <= 30; ++i) {
    Coupon c = stacking(product_coupon("S" + std::to_string(i), Category::full_reduction, i * 100, i % 2 ? "101" : "102", i),
                        Superposition::cross_hierarchy);
    c.threshold = i * 500;
    wallet.push_back(c);
  }
  return wallet;
}

TEST(CouponAutoSelect, AutoSelection_StopsAtTheCallersDeadlineWithTheBestFound) {
  const std::vector<CartLine> lines = {goods(1, 101, 5000, 20), goods(2, 102, 2000, 20)};
  const Workspace ws(lines, stacking_wallet(), config());
  const AutoSelection unbounded = best_selection(ws);
  EXPECT_TRUE(unbounded.proven_optimal);
  SearchBudget spent;
  spent.deadline = std::chrono::steady_clock::now();  // already past: not one node is priced
  const AutoSelection cut = best_selection(ws, {}, spent);
  ASSERT_TRUE(cut.ran);
  EXPECT_FALSE(cut.proven_optimal);
  EXPECT_EQ(cut.nodes, 0);
  // The best found before the search (the greedy start) is still a real answer.
  EXPECT_GT(cut.discount, 0);
  EXPECT_LE(cut.discount, unbounded.discount);
  const CalcResult again = calculate(ws, cut.codes);
  EXPECT_EQ(again.discount_amount, cut.discount);
  EXPECT_EQ(again.applied.size(), cut.codes.size());
}

TEST(CouponAutoSelect, AutoSelection_ANodeBudgetGivesTheSameAnswerEverywhere) {
  const std::vector<CartLine> lines = {goods(1, 101, 5000, 20), goods(2, 102, 2000, 20)};
  const Workspace ws(lines, stacking_wallet(), config());
  SearchBudget few;
  few.nodes = 10;
  const AutoSelection a = best_selection(ws, {}, few);
  const AutoSelection b = best_selection(ws, {}, few);
  EXPECT_FALSE(a.proven_optimal);
  EXPECT_EQ(a.codes, b.codes);
  EXPECT_EQ(calculate(ws, a.codes).discount_amount, a.discount);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing
