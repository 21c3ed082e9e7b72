// Cart rules of spec 001 §4 on the service and its tables: identical choices merge into one line
// (whatever the order they were picked in), a memo or another pocket keeps lines apart, a reduce
// below the minimum step removes the line, and emptying a pocket renumbers the pockets above it.
#include <gtest/gtest.h>

#include <filesystem>

#include "../../db/test_databases.h"
#include "../../support/mini_brand.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/cart/cart_repo.h"
#include "modules/cart/cart_service.h"
#include "modules/catalog/catalog_seed.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::cart {
namespace {

using db::testing::PerDialect;
namespace fs = std::filesystem;

fs::path fixture() { return testing::mini_brand_dir(); }

using testing::kMondayNoon;
const Owner kOwner = Owner::member(1);

class CartMerge : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    catalog::seed(db(), fixture().string(), kMondayNoon);
    catalog_ = std::make_unique<catalog::CatalogService>(db(), clock_);
    carts_ = std::make_unique<CartService>(db(), clock_, *catalog_);
  }
  AddRequest item(int64_t goods_id, int64_t option_id = 0, std::vector<int64_t> attrs = {}, int64_t pocket = 1) {
    AddRequest r;
    r.sid = 1;
    r.order_type = catalog::OrderType::pickup;
    r.choices.goods_id = goods_id;
    r.choices.option_id = option_id;
    r.choices.attr_values = std::move(attrs);
    r.pocket = pocket;
    return r;
  }
  std::vector<LineRow> lines() {
    return db().read_value([&](db::Tx& tx) { return repo::lines(tx, kOwner, 1); });
  }
  SettableClock clock_{kMondayNoon};
  std::unique_ptr<catalog::CatalogService> catalog_;
  std::unique_ptr<CartService> carts_;
};

TEST_P(CartMerge, IdenticalChoicesMergeWhateverTheOrderTheyWerePicked) {
  carts_->add(kOwner, item(2001, 200101, {11, 21}));
  carts_->add(kOwner, item(2001, 200101, {21, 11}));
  auto all = lines();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].quantity, 2);
}

TEST_P(CartMerge, AnotherOptionMemoOrPocketKeepsLinesApart) {
  carts_->add(kOwner, item(2001, 200101, {11}));
  carts_->add(kOwner, item(2001, 200102, {11}));
  AddRequest with_memo = item(2001, 200101, {11});
  with_memo.memo = "走冰";
  carts_->add(kOwner, with_memo);
  carts_->add(kOwner, item(2001, 200101, {11}, 2));
  EXPECT_EQ(lines().size(), 4u);
}

TEST_P(CartMerge, ANewLineStartsAtTheMinimumStepAndReducingBelowItRemovesTheLine) {
  carts_->add(kOwner, item(3001));  // fries are sold in twos
  auto all = lines();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].quantity, 2);
  carts_->reduce(kOwner, 1, all[0].id, 1);
  EXPECT_TRUE(lines().empty());
}

TEST_P(CartMerge, EmptyingAPocketRenumbersThePocketsAboveIt) {
  carts_->add(kOwner, item(2002, 0, {}, 1));
  carts_->add(kOwner, item(2002, 0, {}, 2));
  carts_->add(kOwner, item(3001, 0, {}, 3));
  int64_t middle = 0;
  for (const auto& l : lines()) {
    if (l.pocket == 2) middle = l.id;
  }
  carts_->set_quantity(kOwner, 1, middle, 0);
  std::vector<int64_t> pockets;
  for (const auto& l : lines()) pockets.push_back(l.pocket);
  std::sort(pockets.begin(), pockets.end());
  EXPECT_EQ(pockets, (std::vector<int64_t>{1, 2}));  // the fries moved down from pocket 3
}

// An add answers the cart from what its transaction read plus the line it stored, without reading
// the cart again: the answer must be the cart as a later read finds it, line for line, in order.
TEST_P(CartMerge, TheCartAnAddAnswersIsTheCartAsStoredInItsOrder) {
  const auto same = [&](const CartView& answered) {
    const auto stored = lines();
    ASSERT_EQ(answered.lines.size(), stored.size());
    for (size_t i = 0; i < stored.size(); ++i) {
      EXPECT_EQ(answered.lines[i].row.id, stored[i].id) << "line " << i;
      EXPECT_EQ(answered.lines[i].row.quantity, stored[i].quantity) << "line " << i;
      EXPECT_EQ(answered.lines[i].row.pocket, stored[i].pocket) << "line " << i;
      EXPECT_EQ(answered.lines[i].row.created_at, stored[i].created_at) << "line " << i;
    }
  };
  same(carts_->add(kOwner, item(2002, 0, {}, 2)));
  clock_.advance(1000);
  same(carts_->add(kOwner, item(2001, 200101, {11}, 1)));  // a lower pocket: goes first
  clock_.advance(1000);
  same(carts_->add(kOwner, item(3001, 0, {}, 2)));  // pocket 2, after the older line there
  clock_.advance(1000);
  same(carts_->add(kOwner, item(2002, 0, {}, 2)));  // merged: the line keeps its place
  EXPECT_EQ(lines().size(), 3u);
}

QSR_FOR_EACH_DIALECT(CartMerge);

}  // namespace
}  // namespace qsr::cart
