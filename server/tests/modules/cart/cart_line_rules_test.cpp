// price_choice (cart_line_rules.cpp) on the mini brand: what a line costs at a store and whether
// it can be bought there now. Store 1 sells everything; store 2 removed the iced milk tea.
#include <gtest/gtest.h>

#include "../../support/mini_brand.h"

#include "modules/cart/cart_line_rules.h"
#include "modules/catalog/catalog_seed.h"

namespace qsr::cart {
namespace {

constexpr int64_t kCentral = 1, kTsimShaTsui = 2;
constexpr int64_t kMacaroni = 1001, kMilkTea = 2001, kHot = 200101, kIced = 200102, kLemonTea = 2002, kWings = 3002;
constexpr int64_t kRegular = 11, kLessSweet = 12, kPearls = 21, kEvaporatedMilk = 22, kLessIce = 31;
constexpr int64_t kBreakfastSet = 4001, kSatayNoodles = 9001, kLuncheonNoodles = 9002;
constexpr int64_t kHourMs = 3'600'000;

const catalog::Snapshot& menu() {
  static const catalog::Snapshot snap = catalog::read_brand_folder(testing::mini_brand_dir());
  return snap;
}

LocalTime noon() { return to_hk_local(testing::kMondayNoon); }
// The breakfast set sells 07:00-11:30.
LocalTime breakfast() { return to_hk_local(testing::kMondayNoon - 4 * kHourMs); }

Choices choose(int64_t goods, int64_t option = 0, std::vector<int64_t> attrs = {}, std::vector<PackagePick> package = {}) {
  return {goods, option, std::move(attrs), std::move(package)};
}

std::string problem(int64_t sid, const Choices& c, const LocalTime& at = noon()) { return price_choice(menu(), sid, c, at).problem; }

TEST(CartLineRules, AHotMilkTeaWithItsSweetnessCanBeBought) {
  PricedChoice p = price_choice(menu(), kCentral, choose(kMilkTea, kHot, {kRegular}), noon());
  EXPECT_EQ(p.problem, "");
  EXPECT_EQ(p.unit_price, p.option_price);
  ASSERT_NE(p.option_name, nullptr);
  EXPECT_EQ(p.attr_names.size(), 1u);
}

TEST(CartLineRules, UnknownGoodsIsNotFound) { EXPECT_EQ(problem(kCentral, choose(999999)), "goods_not_found"); }

TEST(CartLineRules, SpecRequiredWhenTheGoodsHasSpecs) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, 0, {kRegular})), "cart_spec_required");
}

TEST(CartLineRules, SpecUnknownToTheGoodsIsRemoved) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, 999, {kRegular})), "goods_spec_removed");
}

TEST(CartLineRules, SpecRemovedAtTheStoreIsRefusedThereOnly) {
  EXPECT_EQ(problem(kTsimShaTsui, choose(kMilkTea, kIced, {kRegular})), "goods_spec_removed");
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kIced, {kRegular})), "");
}

TEST(CartLineRules, GoodsWithoutSpecsTakesNoSpec) {
  EXPECT_EQ(problem(kCentral, choose(kLemonTea, kHot)), "goods_spec_removed");
  EXPECT_EQ(problem(kCentral, choose(kLemonTea)), "");
}

TEST(CartLineRules, AttributeRequiredMustBeAnswered) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kHot)), "cart_attr_required");
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kHot, {kPearls})), "cart_attr_required");
}

TEST(CartLineRules, SingleChoiceAttributeTakesOneValue) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kHot, {kRegular, kLessSweet})), "cart_attr_invalid");
}

TEST(CartLineRules, AttributeValueMustBelongToTheGoods) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kHot, {kRegular, 999})), "cart_attr_invalid");
  EXPECT_EQ(problem(kCentral, choose(kLemonTea, 0, {kRegular})), "cart_attr_invalid");
}

TEST(CartLineRules, MultipleChoiceAttributeAddsEveryValuePrice) {
  PricedChoice p = price_choice(menu(), kCentral, choose(kMilkTea, kIced, {kRegular, kPearls, kEvaporatedMilk}), noon());
  EXPECT_EQ(p.problem, "");
  EXPECT_EQ(p.attr_price, 700);
  EXPECT_EQ(p.unit_price, p.option_price + 700);
  EXPECT_EQ(p.attr_names.size(), 3u);
}

TEST(CartLineRules, PackageNeedsExactlyThePickCountPerGroup) {
  const PackagePick satay{1, kSatayNoodles, 0}, luncheon{1, kLuncheonNoodles, 0}, hot{2, kMilkTea, kHot};
  EXPECT_EQ(problem(kCentral, choose(kBreakfastSet, 0, {}, {satay}), breakfast()), "cart_package_invalid");
  EXPECT_EQ(problem(kCentral, choose(kBreakfastSet, 0, {}, {satay, luncheon, hot}), breakfast()), "cart_package_invalid");
  EXPECT_EQ(problem(kCentral, choose(kBreakfastSet, 0, {}, {satay, hot}), breakfast()), "");
}

TEST(CartLineRules, PackagePickMustBeAnItemOfItsGroup) {
  const PackagePick drink_as_main{1, kMilkTea, kHot}, hot{2, kMilkTea, kHot};
  EXPECT_EQ(problem(kCentral, choose(kBreakfastSet, 0, {}, {drink_as_main, hot}), breakfast()), "cart_package_invalid");
}

TEST(CartLineRules, PackagePriceAddsThePickedItemsAddPrices) {
  const PackagePick luncheon{1, kLuncheonNoodles, 0}, iced{2, kMilkTea, kIced};
  PricedChoice p = price_choice(menu(), kCentral, choose(kBreakfastSet, 0, {}, {luncheon, iced}), breakfast());
  EXPECT_EQ(p.problem, "");
  EXPECT_EQ(p.option_price, 4200);
  EXPECT_EQ(p.package_price, 600);
  EXPECT_EQ(p.unit_price, 4800);
  EXPECT_EQ(p.package_names.size(), 2u);
}

// Issue 15: the kitchen makes the drink the customer paid +$3 for, so the set's drink reads
// "港式奶茶（凍）" on the line (and in the order's detail), not "港式奶茶".
TEST(CartLineRules, ASetComponentIsNamedWithItsSpecification) {
  const PackagePick luncheon{1, kLuncheonNoodles, 0}, iced{2, kMilkTea, kIced};
  PricedChoice p = price_choice(menu(), kCentral, choose(kBreakfastSet, 0, {}, {luncheon, iced}), breakfast());
  ASSERT_EQ(p.package_names.size(), 2u);
  EXPECT_EQ(p.package_names[1].get(Lang::zh_HK), "港式奶茶（凍）");
  EXPECT_EQ(p.package_names[1].get(Lang::en), "Milk Tea (Iced)");
  EXPECT_EQ(p.detail(Lang::zh_HK), p.package_names[0].get(Lang::zh_HK) + "、港式奶茶（凍）");
  EXPECT_EQ(p.detail().get(Lang::zh_CN), p.detail(Lang::zh_CN));
}

// Issue 15: an attribute group for some specifications only (ice for 凍): refused on a hot drink,
// taken on an iced one, and not asked for where it does not apply.
TEST(CartLineRules, AnAttributeGroupForOtherSpecificationsIsRefused) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kHot, {kRegular, kLessIce})), "cart_attr_invalid");
  PricedChoice iced = price_choice(menu(), kCentral, choose(kMilkTea, kIced, {kRegular, kLessIce}), noon());
  EXPECT_EQ(iced.problem, "");
  EXPECT_EQ(iced.detail(Lang::zh_HK), "凍、正常、少冰");
  EXPECT_EQ(problem(kCentral, choose(kMilkTea, kHot, {kRegular})), "");
}

TEST(CartLineRules, OnlyPackagesTakePicks) {
  EXPECT_EQ(problem(kCentral, choose(kLemonTea, 0, {}, {{1, kSatayNoodles, 0}})), "cart_package_invalid");
}

TEST(CartLineRules, TheGoodsStateIsTheFirstProblem) {
  EXPECT_EQ(problem(kCentral, choose(kWings, 5)), "goods_sold_out");
  EXPECT_EQ(problem(kCentral, choose(kMacaroni, 5)), "goods_outside_sale_time_add");  // breakfast ended at 11:00
}

TEST(CartLineRules, TheSpecIsAskedForBeforeTheAttributes) {
  EXPECT_EQ(problem(kCentral, choose(kMilkTea)), "cart_spec_required");
}

TEST(CartLineRules, AProblemStillPricesTheLine) {
  PricedChoice p = price_choice(menu(), kCentral, choose(kMilkTea, kIced, {kPearls}), noon());
  EXPECT_EQ(p.problem, "cart_attr_required");
  EXPECT_EQ(p.attr_price, 500);
  EXPECT_EQ(p.unit_price, p.option_price + 500);
}

}  // namespace
}  // namespace qsr::cart
